import type { Page } from '@playwright/test';
import { TIPS, tipOnPage, walletChosen, walletPaymentModel, walletPaymentWithoutFlag } from '../models/walletPayment.model';
import { PAYMENT_DECLINED } from '../oracles/cards';
import { HeldRequests } from '../support/held-requests';
import { testModel, type EventAction, type PageModel, type StepContext } from '../support/model-driver';
import { brooklynSliceHouse as shop } from '../support/seed';
import { openCheckoutByPlatform } from '../support/platformSetup';
import { checkoutForm, validContact } from '../support/storefront';
import { expect } from '../support/test';

/*
 * The walletPayment machine at checkout, a guest at Brooklyn Slice House paying for a pickup. On the
 * flagged server (web_third_party_payments on) Chromium has Google Pay through the card sandbox's
 * payment request; the platform's intent calls (POST/PUT v1/payment_intents) and its cancels (DELETE)
 * are held until the step that answers them (released to the real server, or cut), and so is the card
 * gateway's config the wallet check waits on. A refused order is a payment in the sandbox's wallet
 * sheet with its declined card. Each cancel is checked at the card sandbox: the intent is canceled with
 * the reason checkout gave. Without the flag (the default server) no wallet is offered.
 */
const CORE = '/services/core/api';
// expected texts, written out: the section's and the button's own, and checkout §8's general message
const WALLET = 'Google Pay';
const GETTING_READY = 'Getting Google Pay ready…';
const PAY_BUTTON = 'Pay with Google Pay';
const RETRY_BUTTON = 'Try Google Pay again';
const GENERIC_ERROR = 'Something went wrong, please try again.';
const SHEET = 'Google Pay (sandbox)';
const DECLINED_CARD = 'Visa •••• 0002 (declined)';
const SANDBOX_SECRET_KEY = 'sk_sandbox_crust';

type Memo = {
  config: HeldRequests;
  intents: HeldRequests;
  cancels: HeldRequests;
  intentIds: string[];
  cancelled: Array<{ id: string; reason: string }>;
};
const memoOf = (step: Pick<StepContext, 'memo'>) => step.memo as Memo;
const flaggedServer = () => process.env.CRUST_FLAGGED_BASE_URL!;
const isIntentPath = (url: URL) => url.pathname === `${CORE}/v1/payment_intents` || url.pathname.startsWith(`${CORE}/v1/payment_intents/`);

const form = (page: Page) => checkoutForm(page);
const payment = (page: Page) => form(page).getByRole('region', { name: 'Payment' });
const tenders = (page: Page) => payment(page).getByRole('radiogroup', { name: 'Payment method' });
const walletRadio = (page: Page) => tenders(page).getByRole('radio', { name: WALLET });
const payButton = (page: Page) => form(page).getByRole('button', { name: PAY_BUTTON });
const tipRadio = (page: Page, percentage: number) =>
  form(page)
    .getByRole('group', { name: 'Add a tip' })
    .getByRole('radio', { name: percentage === 0 ? 'No tip' : new RegExp(`^${percentage}%`) });
const orderTotal = (page: Page) => form(page).getByLabel('Order total').locator('dt:text-is("Total") + dd');

/** The previous step's snapshot (what the page showed before this step's action). */
const before = (step: StepContext) => step.path.steps[step.index - 1].snapshot;

function openCheckout(base: () => string, hold: boolean): EventAction {
  return async (step) => {
    const { page } = step;
    const memo: Memo = {
      config: new HeldRequests(page, (url) => url.pathname === `${CORE}/v1/payments/config`, 'the card gateway config'),
      intents: new HeldRequests(
        page,
        isIntentPath,
        'a payment intent',
        (request) => request.method() === 'POST' || request.method() === 'PUT',
      ),
      cancels: new HeldRequests(page, isIntentPath, 'a payment intent cancel', (request) => request.method() === 'DELETE'),
      intentIds: [],
      cancelled: [],
    };
    Object.assign(step.memo, memo);
    page.on('response', async (response) => {
      const url = new URL(response.url());
      if (!isIntentPath(url) || response.request().method() === 'DELETE' || !response.ok()) return;
      const body = (await response.json().catch(() => null)) as { payment_intent?: { id: string } } | null;
      if (body?.payment_intent) memoOf(step).intentIds.push(body.payment_intent.id);
    });
    if (hold) for (const held of [memo.config, memo.intents, memo.cancels]) await held.install();
    // the cart and the contact as the shopper's earlier visit left them (support/platformSetup.ts)
    await openCheckoutByPlatform(page, { shop, baseURL: base(), draft: { contact: validContact, forDelivery: false, tender: 'credit' } });
    if (hold) await memo.config.waitForHeld();
  };
}

/** The wallet is chosen on the page: its status line and the order's button are the wallet's. */
async function walletShown(page: Page, state: 'busy' | 'ready' | 'failed'): Promise<void> {
  await expect(walletRadio(page)).toBeChecked();
  if (state === 'busy') {
    await expect(payment(page).getByRole('status').filter({ hasText: GETTING_READY })).toHaveAttribute('aria-busy', 'true');
    await expect(payButton(page)).toBeDisabled();
  }
  if (state === 'ready') {
    const total = await orderTotal(page).textContent();
    await expect(payment(page).getByText(`You'll confirm ${total} in Google Pay when you place your order.`)).toBeVisible();
    await expect(payButton(page)).toBeEnabled();
  }
  if (state === 'failed') {
    await expect(payment(page).getByRole('alert')).toHaveText(GENERIC_ERROR);
    await expect(payment(page).getByRole('button', { name: RETRY_BUTTON })).toBeEnabled();
    await expect(payButton(page)).toBeDisabled();
  }
}

const states: PageModel['states'] = {
  checking: async (step) => {
    expect(memoOf(step).config.pending).toBe(1);
    await expect(walletRadio(step.page)).toHaveCount(0);
  },
  idle: async (step) => {
    const { page } = step;
    await expect(walletRadio(page)).toBeVisible();
    await expect(walletRadio(page)).not.toBeChecked();
    await expect(form(page).getByRole('button', { name: 'Place order' })).toBeVisible();
    // a request abandoned on the way here may still be held: what matters is that none is made anew
    expect(memoOf(step).cancels.pending).toBe(0);
  },
  requesting: async (step) => {
    expect(memoOf(step).intents.pending).toBeGreaterThan(0);
    await walletShown(step.page, 'busy');
  },
  ready: async (step) => {
    expect(memoOf(step).intents.pending).toBe(0);
    await walletShown(step.page, 'ready');
  },
  failed: async (step) => walletShown(step.page, 'failed'),
  cancelling: async (step) => {
    const { page } = step;
    expect(memoOf(step).cancels.pending).toBe(1);
    if (walletChosen(step.snapshot)) await walletShown(page, 'busy');
    else await expect(tenders(page).getByRole('radio', { name: 'Credit or debit card' })).toBeChecked();
  },
  unavailable: async ({ page }) => {
    await expect(tenders(page).getByRole('radio', { name: 'Credit or debit card' })).toBeChecked();
    await expect(walletRadio(page)).toHaveCount(0);
  },
};

/** Runs a UI action; when it leaves the machine asking for an intent, waits for that new request to be held. */
async function asking(step: StepContext, act: () => Promise<unknown>): Promise<void> {
  const seen = memoOf(step).intents.count;
  await act();
  if (step.snapshot.matches('requesting')) await memoOf(step).intents.waitForCount(seen + 1, 15_000);
}

const events: PageModel['events'] = {
  'xstate.init': openCheckout(flaggedServer, true),
  'xstate.done.actor.checkWallets': (step) => memoOf(step).config.release(),
  'wallet.order': async (step) => {
    const { page } = step;
    switch (step.event.action) {
      case 'choose':
        return asking(step, () => walletRadio(page).check());
      case 'tip':
        return asking(step, () => tipRadio(page, tipOnPage(before(step)) === TIPS.none ? 10 : 0).check());
      case 'card': {
        const seen = memoOf(step).cancels.count;
        await tenders(page).getByRole('radio', { name: 'Credit or debit card' }).check();
        if (step.snapshot.matches('cancelling') && !before(step).matches('cancelling'))
          await memoOf(step).cancels.waitForCount(seen + 1, 15_000);
        return;
      }
    }
  },
  'wallet.retry': (step) => asking(step, () => payment(step.page).getByRole('button', { name: RETRY_BUTTON }).click()),
  'wallet.renew': async (step) => {
    const { page } = step;
    const seen = memoOf(step).cancels.count;
    await payButton(page).click();
    const sheet = page.getByRole('dialog', { name: SHEET });
    await sheet.getByRole('radio', { name: DECLINED_CARD }).check();
    await sheet.getByRole('button', { name: 'Pay' }).click();
    await expect(sheet).toHaveCount(0);
    await memoOf(step).cancels.waitForCount(seen + 1, 15_000);
    // checkout failed: its summary says why (the walk records checkout's failed form, models/checkoutParent.ts)
    await expect(form(page).getByRole('alert').filter({ hasText: PAYMENT_DECLINED })).toBeVisible();
  },
  'xstate.done.actor.requestIntent': (step) => memoOf(step).intents.release(),
  'xstate.error.actor.requestIntent': (step) => memoOf(step).intents.cutConnection(),
  'xstate.done.actor.cancelIntent': async (step) => {
    const { page } = step;
    const reason = (before(step).context as { cancelReason: string }).cancelReason;
    const answered = page.waitForResponse((response) => isIntentPath(new URL(response.url())) && response.request().method() === 'DELETE');
    await asking(step, () => memoOf(step).cancels.release());
    expect((await answered).status()).toBe(204);
    // the card sandbox holds the intent canceled, with the reason checkout gave
    const id = memoOf(step).intentIds.at(-1)!;
    const intent = await step.request.get(`${flaggedServer()}/sandbox/stripe/v1/payment_intents/${id}`, {
      headers: { Authorization: `Bearer ${SANDBOX_SECRET_KEY}` },
    });
    const body = (await intent.json()) as { status: string; cancellation_reason: string | null; metadata: Record<string, string> };
    expect(body.status).toBe('canceled');
    expect(body.metadata.storefront_cancellation_reason ?? body.cancellation_reason).toBe(reason);
  },
  'xstate.error.actor.cancelIntent': (step) => asking(step, () => memoOf(step).cancels.cutConnection()),
};

const cleanup: PageModel['cleanup'] = async ({ memo }) => {
  const held = memo as Partial<Memo>;
  for (const each of [held.config, held.intents, held.cancels]) await each?.releaseAll();
};

testModel({ ...walletPaymentModel, title: 'walletPayment with the wallets flag', states, events, cleanup });

testModel({
  ...walletPaymentWithoutFlag,
  title: 'walletPayment without the flag',
  states,
  events: { 'xstate.init': async (step) => openCheckout(() => step.baseURL, false)(step) },
});
