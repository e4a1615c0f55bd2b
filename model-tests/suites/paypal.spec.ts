import type { Page } from '@playwright/test';
import { contextOf, paypalModel, SANDBOX_BUYER_EMAIL } from '../models/paypal.model';
import { HeldRequests, holdNextCall } from '../support/held-requests';
import { testModel, type EventAction, type PageModel, type StepContext } from '../support/model-driver';
import { brooklynSliceHouse as shop } from '../support/seed';
import { openCheckoutByPlatform } from '../support/platformSetup';
import { checkoutForm } from '../support/storefront';
import { expect, test } from '../support/test';

/*
 * The paypal machine at checkout on the flagged server (paypal_web on), a guest at Brooklyn Slice House,
 * against the real server and its embedded PayPal sandbox: "Pay with PayPal" opens PayPal's window (a
 * real popup), whose sandbox page is answered there (Agree and continue, or Cancel and return to Crust);
 * /paypal-return reports back and closes it. The platform's two PayPal calls are held until the step that
 * answers them (released to the server, or cut: a lost connection).
 */
test.describe.configure({ timeout: 120_000 });

// expected texts, written out: checkout §8's PayPal interruption, and the section's own
const UNREACHABLE_TEXT = "We couldn't reach PayPal. Please review your order and try again, or choose another payment method.";
const WAITING_TEXT = "Finish in the PayPal window. We'll bring you back here.";
const CONNECTING_TEXT = 'Connecting your PayPal account…';
const CANCELLED_TEXT = "PayPal wasn't connected. Try again, or choose another payment method.";
const CONNECTED_TEXT = `Paying with PayPal as ${SANDBOX_BUYER_EMAIL}.`;
const CONNECT_BUTTONS = {
  idle: 'Pay with PayPal',
  cancelled: 'Pay with PayPal',
  failed: 'Try PayPal again',
  connected: 'Use another PayPal account',
} as const;

type Hold = 'token' | 'agreement';
type Memo = { held: Record<Hold, HeldRequests>; holding: Set<Hold>; popup: Page | null };
const memoOf = (step: Pick<StepContext, 'memo'>) => step.memo as Memo;
const flaggedServer = () => process.env.CRUST_FLAGGED_BASE_URL!;
const PATHS: Record<Hold, string> = {
  token: '/services/core/api/v1/paypal/billing_agreement_tokens',
  agreement: '/services/core/api/v1/paypal/billing_agreements',
};

const payment = (page: Page) => checkoutForm(page).getByRole('region', { name: 'Payment' });
const holdNext = (step: StepContext, name: Hold, act: () => Promise<unknown>) =>
  holdNextCall(memoOf(step).holding, name, memoOf(step).held[name], act);

const open: EventAction = async (step) => {
  const { page } = step;
  const memo: Memo = { held: {} as Memo['held'], holding: new Set(), popup: null };
  Object.assign(step.memo, memo);
  for (const name of Object.keys(PATHS) as Hold[]) {
    memo.held[name] = new HeldRequests(
      page,
      (url) => url.pathname === PATHS[name],
      name,
      () => memo.holding.has(name),
    );
    await memo.held[name].install();
  }
  // checkout opened on the cart the shopper filled before (support/platformSetup.ts)
  await openCheckoutByPlatform(page, { shop, baseURL: flaggedServer() });
  await payment(page).getByRole('radiogroup', { name: 'Payment method' }).getByRole('radio', { name: 'PayPal' }).check();
};

/** The PayPal window is gone (it closes itself after /paypal-return, or checkout closed it). */
async function windowClosed(step: StepContext): Promise<void> {
  const popup = memoOf(step).popup;
  if (popup) await expect.poll(() => popup.isClosed(), { message: "PayPal's window closed" }).toBe(true);
}

const connectButton = (page: Page, name: string) => payment(page).getByRole('button', { name, exact: true });

const states: PageModel['states'] = {
  idle: async ({ page }) => {
    await expect(connectButton(page, CONNECT_BUTTONS.idle)).toBeEnabled();
    await expect(payment(page).getByRole('status')).toHaveCount(0);
  },
  starting: async (step) => {
    expect(memoOf(step).held.token.pending).toBe(1);
    await expect(payment(step.page).getByRole('status').filter({ hasText: WAITING_TEXT })).toHaveAttribute('aria-busy', 'true');
    expect(memoOf(step).popup?.isClosed()).toBe(false);
  },
  approving: async (step) => {
    const { page } = step;
    await expect(payment(page).getByRole('status').filter({ hasText: WAITING_TEXT })).toBeVisible();
    await expect(payment(page).getByRole('button', { name: 'Cancel PayPal' })).toBeEnabled();
    const popup = memoOf(step).popup!;
    await expect(popup.getByRole('heading', { level: 1, name: 'PayPal sandbox' })).toBeVisible();
    await expect(popup.getByText(SANDBOX_BUYER_EMAIL)).toBeVisible();
  },
  agreeing: async (step) => {
    expect(memoOf(step).held.agreement.pending).toBe(1);
    await expect(payment(step.page).getByRole('status').filter({ hasText: CONNECTING_TEXT })).toBeVisible();
    await windowClosed(step);
  },
  connected: async (step) => {
    const { page } = step;
    await expect(payment(page).getByRole('status').filter({ hasText: CONNECTED_TEXT })).toBeVisible();
    await expect(connectButton(page, CONNECT_BUTTONS.connected)).toBeEnabled();
    expect(contextOf(step.snapshot).agreement?.email).toBe(SANDBOX_BUYER_EMAIL);
  },
  cancelled: async (step) => {
    const { page } = step;
    await expect(payment(page).getByRole('status').filter({ hasText: CANCELLED_TEXT })).toBeVisible();
    await expect(connectButton(page, CONNECT_BUTTONS.cancelled)).toBeEnabled();
    await windowClosed(step);
  },
  failed: async (step) => {
    const { page } = step;
    await expect(payment(page).getByRole('alert')).toHaveText(UNREACHABLE_TEXT);
    await expect(connectButton(page, CONNECT_BUTTONS.failed)).toBeEnabled();
    await windowClosed(step);
  },
};

const events: PageModel['events'] = {
  'xstate.init': open,
  'paypal.connect': async (step) => {
    const { page } = step;
    const before = step.path.steps[step.index - 1].snapshot.value as keyof typeof CONNECT_BUTTONS;
    const popup = page.waitForEvent('popup');
    await holdNext(step, 'token', () => connectButton(page, CONNECT_BUTTONS[before]).click());
    memoOf(step).popup = await popup;
  },
  'xstate.done.actor.startApproval': async (step) => {
    await memoOf(step).held.token.release();
    await memoOf(step).popup!.waitForURL((url) => url.pathname === '/sandbox/paypal/checkoutnow');
  },
  'xstate.error.actor.startApproval': (step) => memoOf(step).held.token.cutConnection(),
  'approval.return': async (step) => {
    const popup = memoOf(step).popup!;
    if (step.event.outcome === 'approved')
      await holdNext(step, 'agreement', () => popup.getByRole('button', { name: 'Agree and continue' }).click());
    else await popup.getByRole('button', { name: 'Cancel and return to Crust' }).click();
  },
  'paypal.cancel': ({ page }) => payment(page).getByRole('button', { name: 'Cancel PayPal' }).click(),
  'xstate.done.actor.createAgreement': (step) => memoOf(step).held.agreement.release(),
  'xstate.error.actor.createAgreement': (step) => memoOf(step).held.agreement.cutConnection(),
};

testModel({
  ...paypalModel,
  states,
  events,
  cleanup: async ({ memo }) => {
    for (const held of Object.values((memo as Partial<Memo>).held ?? {})) await held.releaseAll();
  },
});
