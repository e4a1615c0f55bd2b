import type { Page } from '@playwright/test';
import { expect } from '../support/test';
import type { PlaceOrderContext } from '../../machines';
import {
  CARDS,
  CHALLENGE_CLOSED,
  GATEWAY_UNREACHABLE,
  LOST_CONNECTION,
  PAYPAL_UNREACHABLE,
  SHOWN_DECLINE,
  placeOrderAdyen,
  placeOrderAdyenAfterDecline,
  placeOrderCash,
  placeOrderPaypal,
  placeOrderGuestCard,
  placeOrderSavingCard,
  placeOrderWallet,
} from '../models/placeOrder.model';
import { accountLink, type SignedIn } from '../support/accounts';
import { deleteSavedCards, openCheckoutByPlatform, type SetupShop } from '../support/platformSetup';
import { HeldRequests } from '../support/held-requests';
import { testModel, type EventAction, type PageModel, type StateCheck, type StepContext } from '../support/model-driver';
import { brooklynSliceHouse, midtownPieCo } from '../support/seed';
import { checkoutForm, payByAdyenCard, payByCard, payByCash, validContact } from '../support/storefront';

/*
 * The placeOrder machine through checkout's Place order, on the real server and its card sandbox. Each
 * request of the flow is held (the card made at the sandbox, the card saved to the account, its
 * confirmation, the order, its completion, the look-up by idempotency key), then let through, or cut:
 * before it reached the server, or after (the server acted; the page never heard). The 3-D Secure
 * challenge is the sandbox's hosted page inside threeDSecureModal: Complete or Fail is clicked in it, or
 * the modal closed.
 */
const CORE = '/services/core/api';
const FLOW = {
  tokenize: (url: URL) => url.pathname === '/sandbox/stripe/v1/payment_methods',
  save: (url: URL) => url.pathname === `${CORE}/v2/payment_methods`,
  confirm: (url: URL) => /^\/services\/core\/api\/v2\/payment_methods\/\d+\/confirm$/.test(url.pathname),
  order: (url: URL) => url.pathname === `${CORE}/v2/orders`,
  complete: (url: URL) => /^\/services\/core\/api\/v1\/orders\/[^/]+\/complete$/.test(url.pathname),
  abandon: (url: URL) => /^\/services\/core\/api\/v1\/orders\/[^/]+\/abandon$/.test(url.pathname),
  /** the answer given on the sandbox's challenge page (held only to pass a challenge whose return never reaches the storefront) */
  challengeAnswer: (url: URL) => /^\/sandbox\/(stripe|adyen)\/3ds\//.test(url.pathname),
  lookup: (url: URL) => url.pathname.startsWith(`${CORE}/v2/orders/idempotency/`),
  paypal: (url: URL) => url.pathname === `${CORE}/v1/paypal/orders`,
  confirmWallet: (url: URL) => /^\/sandbox\/stripe\/v1\/payment_intents\/[^/]+\/confirm$/.test(url.pathname),
} as const;
type Step = keyof typeof FLOW;
/** `holdReturn`: this path closes a challenge it passed: the bank's page takes the answer, and its return never reaches the storefront. */
type Memo = { held: Record<Step, HeldRequests>; holdReturn?: boolean; shopper?: SignedIn };
const holdsReturn = (step: StepContext) => (step.memo as Memo).holdReturn === true;
const heldOf = (step: StepContext) => (step.memo as Memo).held;
const contextOf = (step: StepContext) => step.snapshot.context as PlaceOrderContext;

const form = (page: Page) => checkoutForm(page);
// with a wallet chosen the order's button is the wallet's
const placeOrderButton = (page: Page) => form(page).getByRole('button', { name: /^(Place order|Pay with Google Pay)$/ });
const walletSheet = (page: Page) => page.getByRole('dialog', { name: 'Google Pay (sandbox)' });
const WALLET_SHEET_CARDS: Record<string, string> = {
  [CARDS.succeeds]: 'Visa •••• 4242',
  [CARDS.challenged]: 'Visa •••• 3184 (asks for 3-D Secure)',
  [CARDS.declined]: 'Visa •••• 0002 (declined)',
};
const challengeDialog = (page: Page) => page.getByRole('dialog', { name: 'Verify your card' });
const CHALLENGE_FRAME = 'iframe[title="Card verification by your bank"]';

/** The card the path needs: the first of its outcomes that names one (else the one that succeeds). */
const cardOf = (step: StepContext) =>
  (step.path.steps.find((s) => typeof s.event.card === 'string')?.event.card as string | undefined) ?? CARDS.succeeds;
/** The event after this step. */
const nextEvent = (step: StepContext) => step.path.steps[step.index + 1]?.event;

/** Only this step's request is held (pending 1), and the busy button says the order is on its way. */
function waitingOn(held: Step): StateCheck {
  return async (step) => {
    // a challenge passed and then closed leaves its return page held: it is never shown
    for (const name of Object.keys(FLOW) as Step[])
      if (name !== 'challengeAnswer') expect(heldOf(step)[name].pending, name).toBe(name === held ? 1 : 0);
    await expect(placeOrderButton(step.page)).toHaveAttribute('aria-busy', 'true');
    await expect(challengeDialog(step.page)).toHaveCount(0);
  };
}

type EventError = { messages?: string[]; codes?: string[]; orderErrorCodes?: string[]; status?: number | null };

/**
 * What checkout must say after the event that failed the order, from the model's tables (the spec's words):
 * the server's or gateway's message with checkout §8's remaps, or the words the flow itself owes the shopper
 * (a lost connection, PayPal unreachable, a challenge closed before any order).
 */
function expectedFailure(step: StepContext): { messages: string[]; paymentError: boolean } {
  const { type } = step.event;
  const error = (step.event.error ?? {}) as EventError;
  if (type.endsWith('actor.lookupOrder')) return { messages: [LOST_CONNECTION], paymentError: false };
  if (type === 'xstate.error.actor.payWithPaypal') return { messages: [PAYPAL_UNREACHABLE], paymentError: false };
  if (type === 'challenge.abort') return { messages: [CHALLENGE_CLOSED], paymentError: false };
  if (type === 'xstate.done.actor.saveCard') {
    // the saveCard child refused the card (at its save, or its challenge failed), or its challenge was closed
    const output = step.event.output as { status: string; error?: EventError };
    if (output.status === 'aborted') return { messages: [CHALLENGE_CLOSED], paymentError: false };
    return messagesOf(output.error ?? {});
  }
  return messagesOf(error);
}

function messagesOf(error: EventError): { messages: string[]; paymentError: boolean } {
  const codes = [...(error.codes ?? []), ...(error.orderErrorCodes ?? [])];
  return {
    messages: (error.messages ?? []).map((message) => SHOWN_DECLINE[message] ?? message),
    paymentError: codes.includes('payment_error'),
  };
}

const states: PageModel['states'] = {
  tokenizing: waitingOn('tokenize'),
  savingCard: waitingOn('save'),
  placing: waitingOn('order'),
  completing: waitingOn('complete'),
  abandoning: waitingOn('abandon'),
  payingWithPaypal: waitingOn('paypal'),
  confirmingWallet: waitingOn('confirmWallet'),
  awaitingWallet: async (step) => {
    const sheet = walletSheet(step.page);
    await expect(sheet).toBeVisible();
    await expect(sheet).toContainText(`Pay Crust`);
    // the sheet asks for the order's total (the intent's amount)
    await expect(sheet).toContainText((await form(step.page).getByLabel('Order total').locator('dt:text-is("Total") + dd').textContent())!);
  },
  checkingOrder: async (step) => {
    await waitingOn('lookup')(step);
    await expect(form(step.page).getByRole('status').filter({ hasText: LOST_CONNECTION })).toHaveText(LOST_CONNECTION);
  },
  awaitingChallenge: async (step) => {
    const { page } = step;
    await expect(challengeDialog(page)).toBeVisible();
    await expect(challengeDialog(page)).toContainText(
      `Your bank asks you to confirm this ${contextOf(step).challenge?.origin === 'saveCard' ? 'card before it is saved' : 'payment'}.`,
    );
    await expect(page.frameLocator(CHALLENGE_FRAME).getByRole('heading', { name: '3-D Secure test page' })).toBeVisible();
  },
  placed: async ({ page }) => {
    await expect(page).not.toHaveURL(/modal=threeDSecureModal/);
    await expect(page).toHaveURL(/\/order-confirmation\/[0-9a-f-]+$/);
    await expect(page.getByRole('heading', { level: 1, name: `Thanks, ${validContact.firstName}! Your order is in.` })).toBeVisible();
  },
  failed: async (step) => {
    const { page } = step;
    await expect(challengeDialog(page)).toHaveCount(0);
    // a failed or closed challenge leaves no modal in the address (issue 31 item 2)
    await expect(page).not.toHaveURL(/modal=threeDSecureModal/);
    const { messages, paymentError } = expectedFailure(step);
    // a refused card's fields are emptied, and checkout says so (issue 31 item 5)
    await expect(form(page).getByRole('alert').getByRole('listitem')).toHaveText(
      paymentError ? [...messages, 'Please enter your card details again.'] : messages,
    );
    await expect(placeOrderButton(page)).toHaveAttribute('aria-busy', 'false');
    const { savedCard, error } = contextOf(step);
    if (savedCard && error?.verification) {
      // the card saved on the way is listed, picked, and asked for its expiry (checkout §4 card verification)
      await expect(form(page).getByRole('radio', { name: new RegExp(`ending in ${savedCard.lastFour}`) })).toBeChecked();
      await expect(form(page).getByLabel('Expiration month (MM)')).toBeVisible();
      await expect(form(page).getByLabel('Expiration year (YY)')).toBeVisible();
    }
  },
  aborted: async ({ page }) => {
    await expect(challengeDialog(page)).toHaveCount(0);
    await expect(form(page).getByRole('alert')).toHaveCount(0);
    await expect(placeOrderButton(page)).toBeEnabled();
    await expect(page).toHaveURL(/\/checkout$/);
  },
};

/**
 * Checkout with one item and the contact filled (stored by the platform: support/platformSetup.ts), signed in as this
 * worker's account for the walk that saves a card; the path's card typed in, and Place order clicked.
 */
function open(payment: 'card' | 'cash', signedIn = false): EventAction {
  return async (step) => {
    const { page } = step;
    // only saving a card is held on v2/payment_methods; the account's and checkout's lists of saved cards go straight on
    const held = Object.fromEntries(
      Object.entries(FLOW).map(([name, matches]) => [
        name,
        new HeldRequests(page, matches, name, (request) =>
          name === 'challengeAnswer' ? holdsReturn(step) && request.method() === 'POST' : name !== 'save' || request.method() === 'POST',
        ),
      ]),
    ) as Record<Step, HeldRequests>;
    for (const each of Object.values(held)) await each.install();
    Object.assign(step.memo, { held } satisfies Memo);
    const shopper = await openCheckoutByPlatform(page, {
      shop: brooklynSliceHouse,
      baseURL: step.baseURL,
      signedIn,
      draft: { contact: validContact, forDelivery: false, tender: payment === 'cash' ? 'cash' : 'credit' },
    });
    if (shopper) {
      (step.memo as Memo).shopper = shopper;
      await expect(accountLink(page)).toHaveAccessibleName(`Your account, ${shopper.firstName}`);
    }
    if (payment === 'cash') await payByCash(page);
    else await payByCard(page, cardOf(step));
    await expect(form(page).getByLabel('Order total')).toBeVisible();
    await placeOrderButton(page).click();
    const first: Step = payment === 'cash' ? 'order' : 'tokenize';
    await held[first].waitForHeld(15_000);
  };
}

/**
 * On the flagged server (paypal_web): PayPal chosen and connected through its sandbox window (Agree and
 * continue), the contact filled, Place order clicked; the PayPal payment's request is held first.
 */
/** The flow's requests held (those `holds` names), and checkout on the flagged server with one item and the contact filled. */
async function openFlaggedCheckout(
  step: StepContext,
  holds: (name: Step) => boolean,
  shop: SetupShop = brooklynSliceHouse,
): Promise<Record<Step, HeldRequests>> {
  const { page } = step;
  const held = Object.fromEntries(
    Object.entries(FLOW).map(([name, matches]) => [
      name,
      new HeldRequests(page, matches, name, (request) =>
        name === 'challengeAnswer' ? holdsReturn(step) && request.method() === 'POST' : holds(name as Step),
      ),
    ]),
  ) as Record<Step, HeldRequests>;
  for (const each of Object.values(held)) await each.install();
  Object.assign(step.memo, { held } satisfies Memo);
  await openCheckoutByPlatform(page, {
    shop,
    baseURL: process.env.CRUST_FLAGGED_BASE_URL!,
    draft: { contact: validContact, forDelivery: false, tender: 'credit' },
  });
  return held;
}

const openPaypal: EventAction = async (step) => {
  const { page } = step;
  const held = await openFlaggedCheckout(step, () => true);
  const payment = form(page).getByRole('region', { name: 'Payment' });
  await payment.getByRole('radio', { name: 'PayPal' }).check();
  const popup = page.waitForEvent('popup');
  await payment.getByRole('button', { name: 'Pay with PayPal' }).click();
  await (await popup).getByRole('button', { name: 'Agree and continue' }).click();
  await expect(payment.getByText('Paying with PayPal as buyer@paypal-sandbox.test.')).toBeVisible();
  await expect(form(page).getByLabel('Order total')).toBeVisible();
  await placeOrderButton(page).click();
  await held.paypal.waitForHeld(15_000);
};

/** Lets `step`'s held request through, and waits for the request the flow makes next (if any). */
async function release(step: StepContext, name: Step, then?: Step): Promise<void> {
  await heldOf(step)[name].release();
  if (then) await heldOf(step)[then].waitForHeld(15_000);
}

/** What the flow asks next after a step ends, from the path's next event. */
function following(step: StepContext): Step | undefined {
  const next = nextEvent(step)?.type ?? '';
  const actors: Record<Step, string> = {
    tokenize: 'tokenizeCard',
    save: 'saveCard',
    confirm: 'confirmCard',
    order: 'submitOrder',
    complete: 'completeOrder',
    abandon: 'abandonOrder',
    challengeAnswer: 'none',
    lookup: 'lookupOrder',
    paypal: 'payWithPaypal',
    confirmWallet: 'confirmWallet',
  };
  return (Object.keys(FLOW) as Step[]).find((name) => next.includes(`actor.${actors[name]}`));
}

/**
 * On the flagged server (web_third_party_payments): Google Pay chosen, its intent made, the contact
 * filled, "Pay with Google Pay" clicked: the wallet sheet is open.
 */
const openWallet: EventAction = async (step) => {
  const { page } = step;
  // the sheet's payment method is made at the sandbox (not held); the confirm that follows is
  await openFlaggedCheckout(step, (name) => name !== 'tokenize');
  await form(page).getByRole('radiogroup', { name: 'Payment method' }).getByRole('radio', { name: 'Google Pay' }).check();
  await expect(form(page).getByText(/^You'll confirm \$[\d.]+ in Google Pay when you place your order\.$/)).toBeVisible();
  await placeOrderButton(page).click();
};

/**
 * On the flagged server (sf_adyen_payments) at Midtown Pie Co., whose cards go to Adyen: the path's card
 * typed into Adyen's card component, Place order clicked; the card's save (POST v2/payment_methods) is
 * held first, as reading the component makes no request.
 */
const openAdyen: EventAction = async (step) => {
  const { page } = step;
  const held = await openFlaggedCheckout(step, () => true, midtownPieCo);
  await payByAdyenCard(page, cardOf(step));
  // Adyen's component asks no billing ZIP
  await expect(form(page).getByLabel('Billing ZIP code')).toHaveCount(0);
  await expect(form(page).getByLabel('Order total')).toBeVisible();
  await placeOrderButton(page).click();
  await held.save.waitForHeld(15_000);
};

/**
 * Adyen at Midtown Pie Co. after a declined card: 0002 typed and Place order clicked, its save let through and refused
 * (checkout §8's declined text, the card fields emptied); then the path's card typed into the emptied component and
 * Place order clicked again, its save held.
 */
const openAdyenAfterDecline: EventAction = async (step) => {
  const { page } = step;
  const held = await openFlaggedCheckout(step, () => true, midtownPieCo);
  await payByAdyenCard(page, CARDS.declined);
  await expect(form(page).getByLabel('Order total')).toBeVisible();
  await placeOrderButton(page).click();
  // the component reads the card first: the save is made a moment after the click
  await held.save.waitForHeld(15_000);
  await release(step, 'save');
  await expect(form(page).getByRole('alert').getByText(SHOWN_DECLINE['Your card was declined.'])).toBeVisible();
  await expect(form(page).getByRole('textbox', { name: 'Card number' })).toHaveValue('');
  await payByAdyenCard(page, cardOf(step));
  await placeOrderButton(page).click();
  await held.save.waitForHeld(15_000);
};

/** Adyen's card is read in the page: the shopper sees the order on its way, its fields without complaint. */
const adyenStates: PageModel['states'] = {
  ...states,
  tokenizing: async ({ page }) => {
    await expect(placeOrderButton(page)).toHaveAttribute('aria-busy', 'true');
    await expect(form(page).getByText(/^Enter a valid (Credit Card number|expiration date|CVV)$/)).toHaveCount(0);
  },
};

const events: PageModel['events'] = {
  'wallet.authorized': async (step) => {
    const sheet = walletSheet(step.page);
    await sheet.getByRole('radio', { name: WALLET_SHEET_CARDS[cardOf(step)] }).check();
    await sheet.getByRole('button', { name: 'Pay' }).click();
    await heldOf(step).confirmWallet.waitForHeld(15_000);
  },
  'wallet.dismissed': ({ page }) => walletSheet(page).getByRole('button', { name: 'Cancel' }).click(),
  'xstate.done.actor.confirmWallet': async (step) => {
    const challenged = (step.event.output as { challengeUrl: string | null }).challengeUrl !== null;
    await release(step, 'confirmWallet', challenged ? undefined : 'order');
    await expect(walletSheet(step.page)).toHaveCount(0);
    if (challenged) await expect(challengeDialog(step.page)).toBeVisible();
  },
  'xstate.error.actor.confirmWallet': async (step) => {
    if (step.event.cut === true) await heldOf(step).confirmWallet.cutConnection();
    else await release(step, 'confirmWallet');
    await expect(walletSheet(step.page)).toHaveCount(0);
  },
  'xstate.done.actor.tokenizeCard': (step) => release(step, 'tokenize', following(step)),
  'xstate.error.actor.tokenizeCard': (step) => heldOf(step).tokenize.cutConnection(),
  // the saveCard child's whole run: the save let through and, for a card whose setup is challenged, its challenge
  // (threeDSecureModal, origin saveCard) passed, failed or closed, and the confirm after it let through
  'xstate.done.actor.saveCard': async (step) => {
    const { page } = step;
    const challenge = step.event.challenge as 'passed' | 'failed' | 'closed' | undefined;
    if (!challenge) return release(step, 'save', following(step));
    await release(step, 'save');
    await expect(challengeDialog(page)).toBeVisible();
    await expect(challengeDialog(page)).toContainText('Your bank asks you to confirm this card before it is saved.');
    const frame = page.frameLocator(CHALLENGE_FRAME);
    await expect(frame.getByRole('heading', { name: '3-D Secure test page' })).toBeVisible();
    if (challenge === 'closed') {
      await challengeDialog(page).getByRole('button', { name: 'Close' }).click();
      return;
    }
    await frame.getByRole('button', { name: challenge === 'passed' ? 'Complete authentication' : 'Fail authentication' }).click();
    await heldOf(step).confirm.waitForHeld(15_000);
    await expect(challengeDialog(page)).toHaveCount(0);
    await release(step, 'confirm', following(step));
  },
  // Complete or Fail in the challenge page, as the next answer (confirmed / completed, or refused) needs
  'challenge.return': async (step) => {
    const refusedNext = nextEvent(step)?.type.startsWith('xstate.error.') ?? false;
    await step.page
      .frameLocator(CHALLENGE_FRAME)
      .getByRole('button', { name: refusedNext ? 'Fail authentication' : 'Complete authentication' })
      .click();
    // a wallet's challenge leads to the order itself (the path may end there)
    const then = following(step) ?? (step.snapshot.matches('placing') ? 'order' : undefined);
    if (then) await heldOf(step)[then].waitForHeld(15_000);
  },
  'challenge.abort': async (step) => {
    const { page } = step;
    if (nextEvent(step)?.passed === true) {
      // passed in the bank's page, closed before its return reached the storefront
      (step.memo as Memo).holdReturn = true;
      await page.frameLocator(CHALLENGE_FRAME).getByRole('button', { name: 'Complete authentication' }).click();
      await heldOf(step).challengeAnswer.waitForHeld(15_000);
      await heldOf(step).challengeAnswer.deliverThenCut();
    }
    await challengeDialog(page).getByRole('button', { name: 'Close' }).click();
    if (contextOf(step).challenge?.origin === 'placeOrder' && contextOf(step).orderUuid !== null)
      await heldOf(step).abandon.waitForHeld(15_000);
  },
  'xstate.done.actor.abandonOrder': (step) => release(step, 'abandon'),
  'xstate.error.actor.abandonOrder': (step) => release(step, 'abandon'),
  'xstate.done.actor.submitOrder': async (step) => {
    await release(step, 'order');
    if ((step.event.output as { challengeUrl: string | null }).challengeUrl) await expect(challengeDialog(step.page)).toBeVisible();
  },
  'xstate.error.actor.submitOrder': async (step) => {
    if ((step.event.error as { status: number | null }).status !== null) return release(step, 'order');
    // the connection cut: after the server took the order when the look-up will find it, before it otherwise
    const next = nextEvent(step);
    if (next?.delivered === true) await heldOf(step).order.deliverThenCut();
    else await heldOf(step).order.cutConnection();
    await heldOf(step).lookup.waitForHeld(15_000);
  },
  'xstate.done.actor.lookupOrder': async (step) => {
    await release(step, 'lookup');
    if ((step.event.output as { challengeUrl: string | null } | null)?.challengeUrl) await expect(challengeDialog(step.page)).toBeVisible();
  },
  'xstate.error.actor.lookupOrder': (step) => heldOf(step).lookup.cutConnection(),
  'xstate.done.actor.payWithPaypal': (step) => release(step, 'paypal', 'order'),
  'xstate.error.actor.payWithPaypal': (step) => heldOf(step).paypal.cutConnection(),
  'xstate.done.actor.completeOrder': (step) => release(step, 'complete'),
  'xstate.error.actor.completeOrder': (step) => release(step, 'complete'),
};

const cleanup: PageModel['cleanup'] = async ({ memo, baseURL }) => {
  for (const held of Object.values((memo as Partial<Memo>).held ?? {})) await held.releaseAll();
  // the worker's account is left as it was found: the card this path saved goes
  const { shopper } = memo as Partial<Memo>;
  if (shopper) await deleteSavedCards(baseURL, shopper.accessToken);
};

testModel({
  ...placeOrderGuestCard,
  title: 'placing a guest order paid by a new card',
  states,
  events: { ...events, 'xstate.init': open('card') },
  cleanup,
});
testModel({
  ...placeOrderSavingCard,
  title: 'placing a signed-in order, saving the new card first',
  states,
  events: { ...events, 'xstate.init': open('card', true) },
  cleanup,
});
testModel({ ...placeOrderCash, title: 'placing a cash order', states, events: { ...events, 'xstate.init': open('cash') }, cleanup });
testModel({ ...placeOrderPaypal, title: 'placing a PayPal order', states, events: { ...events, 'xstate.init': openPaypal }, cleanup });
testModel({ ...placeOrderWallet, title: 'placing a Google Pay order', states, events: { ...events, 'xstate.init': openWallet }, cleanup });
testModel({
  ...placeOrderAdyen,
  title: 'placing a guest order paid by a new card through Adyen',
  states: adyenStates,
  // the card was read when Place order was clicked: its save is already held
  events: {
    ...events,
    'xstate.init': openAdyen,
    'xstate.done.actor.tokenizeCard': async (step) => expect(heldOf(step).save.pending).toBe(1),
  },
  cleanup,
});
testModel({
  ...placeOrderAdyenAfterDecline,
  title: 'placing an order through Adyen with a second card, the first declined',
  states: adyenStates,
  events: {
    ...events,
    'xstate.init': openAdyenAfterDecline,
    'xstate.done.actor.tokenizeCard': async (step) => expect(heldOf(step).save.pending).toBe(1),
  },
  cleanup,
});

export { GATEWAY_UNREACHABLE };
