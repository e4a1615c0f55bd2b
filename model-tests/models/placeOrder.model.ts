import type { AnyMachineSnapshot } from 'xstate';
import { placeOrderMachine, saveCardMachine, type PlaceOrderContext, type PlaceOrderInput } from '../../machines';
import type { ChildWalk, ModelDefinition, ModelEvent } from '../support/model-paths';
import { checkoutBehindAdyenCard, checkoutBehindAdyenCardAfterDecline, checkoutBehindGooglePay } from './checkoutParent';
import { brooklynSliceHouse } from '../support/seed';

/**
 * Placing one order at Brooklyn Slice House (pickup, one item) from its checkout page. The path starts
 * when Place order is clicked; the card typed before it is the card sandbox's test card that makes the
 * path's outcomes (each outcome below names it: 4242 succeeds, 3184 is challenged by 3-D Secure on every
 * setup and payment, 0002 is declined). Every request of the flow is held, then let through to the real
 * server, or cut (a lost connection).
 */
export const CARDS = {
  succeeds: '4242424242424242',
  challenged: '4000002760003184',
  declined: '4000000000000002',
  insufficientFunds: '4000000000009995',
  /** attaches to the account, but every charge on it is declined */
  chargeDeclined: '4000000000000341',
} as const;

// expected texts, written here from the spec (never the app's own): checkout §8 "Checkout messages" and
// "Connection loss while placing"; the gateway's own for a connection it lost (as Stripe.js words it); issue 31
// item 2 for a challenge the shopper closes
const VERIFICATION_FAILED = 'Your card verification failed, please try again';
export const GATEWAY_UNREACHABLE = 'An error occurred with our connection to Stripe. Please check your connection and try again.';
export const LOST_CONNECTION = `Looks like your Internet cut out. Let's see if your order went through. Call us at ${brooklynSliceHouse.phone}`;
export const CHALLENGE_CLOSED = 'You closed the verification. Your card was not charged.';
// checkout §8 "Declined texts": declined and insufficient funds are remapped to the friendlier texts
export const SHOWN_DECLINE: Record<string, string> = {
  'Your card was declined.': 'Sorry, your payment was declined. Please try again.',
  'Your card has insufficient funds.': 'Your card has insufficient funds. Please try again.',
};

const refused = (message: string) => ({
  status: 422,
  messages: [message],
  errors: [{ code: 'payment_error', message }],
  orderErrorCodes: ['payment_error'],
});
const cut = { status: null, messages: [], errors: [{ code: 'ERR_NETWORK', message: 'ERR_NETWORK' }], orderErrorCodes: [] };
const challengeUrl = 'challenge-page';
const challengeReturned = { type: 'challenge.return', intentId: 'the challenged intent' };

/** A saved card's last four tell which card was saved: the 4242, the 3184 (challenged again when charged) or the 0341 (declined when charged). */
const saved = (card: string) => ({ card: { id: 0, brand: 'visa', lastFour: card.slice(-4), expMonth: 12, expYear: 2034 } });
const SAVED = { succeeds: '4242', challenged: '3184', chargeDeclined: '0341' } as const;
// checkout §8: a card error on a saved card asks for its expiry
const VERIFY_EXPIRY = "For your security, enter your card's expiration date.";
const verificationAsked = {
  status: 422,
  messages: [VERIFY_EXPIRY],
  errors: [{ code: 'orders/verify-expr/3-attempts-remaining', message: VERIFY_EXPIRY }],
  orderErrorCodes: ['orders/verify-expr/3-attempts-remaining'],
};

const outcomes: Record<string, readonly ModelEvent[]> = {
  'xstate.done.actor.tokenizeCard': [{ type: 'xstate.done.actor.tokenizeCard', output: { gateway: 'stripe', token: 'pm_model' } }],
  'xstate.error.actor.tokenizeCard': [
    { type: 'xstate.error.actor.tokenizeCard', error: { messages: [GATEWAY_UNREACHABLE], codes: ['api_connection_error'] } },
  ],
  // the saveCard child's output: the card saved (3184 after its setup's challenge is passed), refused (0002 at once, 3184 when
  // its challenge fails), or its challenge closed
  'xstate.done.actor.saveCard': [
    { type: 'xstate.done.actor.saveCard', output: { status: 'saved', ...saved(CARDS.succeeds), clientSecret: null }, card: CARDS.succeeds },
    {
      type: 'xstate.done.actor.saveCard',
      output: { status: 'saved', ...saved(CARDS.challenged), clientSecret: null },
      card: CARDS.challenged,
      challenge: 'passed',
    },
    {
      type: 'xstate.done.actor.saveCard',
      output: { status: 'saved', ...saved(CARDS.chargeDeclined), clientSecret: null },
      card: CARDS.chargeDeclined,
    },
    {
      type: 'xstate.done.actor.saveCard',
      output: { status: 'refused', error: refused('Your card was declined.') },
      card: CARDS.declined,
    },
    {
      type: 'xstate.done.actor.saveCard',
      output: { status: 'refused', error: refused(VERIFICATION_FAILED) },
      card: CARDS.challenged,
      challenge: 'failed',
    },
    { type: 'xstate.done.actor.saveCard', output: { status: 'aborted' }, card: CARDS.challenged, challenge: 'closed' },
  ],
  // never tried: see CHILD_ERROR_UNREACHABLE
  'xstate.error.actor.saveCard': [],
  'challenge.return': [challengeReturned],
  'xstate.done.actor.submitOrder': [
    { type: 'xstate.done.actor.submitOrder', output: { orderUuid: 'model-order', challengeUrl: null }, card: CARDS.succeeds },
    { type: 'xstate.done.actor.submitOrder', output: { orderUuid: 'model-order', challengeUrl }, card: CARDS.challenged },
  ],
  'xstate.error.actor.submitOrder': [
    { type: 'xstate.error.actor.submitOrder', error: refused('Your card was declined.'), card: CARDS.declined },
    { type: 'xstate.error.actor.submitOrder', error: refused('Your card has insufficient funds.'), card: CARDS.insufficientFunds },
    { type: 'xstate.error.actor.submitOrder', error: cut },
    { type: 'xstate.error.actor.submitOrder', error: verificationAsked, card: CARDS.chargeDeclined },
  ],
  // asked after the connection cut out: the order went through (or is awaiting its challenge), or never arrived
  'xstate.done.actor.lookupOrder': [
    {
      type: 'xstate.done.actor.lookupOrder',
      output: { orderUuid: 'model-order', challengeUrl: null },
      card: CARDS.succeeds,
      delivered: true,
    },
    { type: 'xstate.done.actor.lookupOrder', output: { orderUuid: 'model-order', challengeUrl }, card: CARDS.challenged, delivered: true },
    { type: 'xstate.done.actor.lookupOrder', output: null, delivered: false },
  ],
  'xstate.error.actor.lookupOrder': [{ type: 'xstate.error.actor.lookupOrder', error: cut }],
  'xstate.done.actor.payWithPaypal': [{ type: 'xstate.done.actor.payWithPaypal', output: { paymentId: 'PAYPAL-MODEL' } }],
  'xstate.error.actor.payWithPaypal': [{ type: 'xstate.error.actor.payWithPaypal', error: cut }],
  // the wallet sheet's Pay (with the card the path names) or its Cancel; the intent confirmed with its payment method
  'wallet.authorized': [{ type: 'wallet.authorized', paymentMethodId: 'pm_wallet_model' }],
  'xstate.done.actor.confirmWallet': [
    { type: 'xstate.done.actor.confirmWallet', output: { challengeUrl: null }, card: CARDS.succeeds },
    { type: 'xstate.done.actor.confirmWallet', output: { challengeUrl }, card: CARDS.challenged },
  ],
  'xstate.error.actor.confirmWallet': [
    {
      type: 'xstate.error.actor.confirmWallet',
      error: { messages: ['Your card was declined.'], codes: ['card_declined'] },
      card: CARDS.declined,
    },
    { type: 'xstate.error.actor.confirmWallet', error: { messages: [GATEWAY_UNREACHABLE], codes: ['api_connection_error'] }, cut: true },
  ],
  'xstate.done.actor.completeOrder': [{ type: 'xstate.done.actor.completeOrder', output: { orderUuid: 'model-order' } }],
  // the challenge closed: the server cancels the order (422), or answers it placed when the challenge had been passed (its page never returned)
  'xstate.done.actor.abandonOrder': [{ type: 'xstate.done.actor.abandonOrder', output: { orderUuid: 'model-order' }, passed: true }],
  'xstate.error.actor.abandonOrder': [
    {
      type: 'xstate.error.actor.abandonOrder',
      error: {
        status: 422,
        messages: [CHALLENGE_CLOSED],
        errors: [{ code: 'verification_closed', message: CHALLENGE_CLOSED }],
        orderErrorCodes: [],
      },
    },
  ],
  'xstate.error.actor.completeOrder': [{ type: 'xstate.error.actor.completeOrder', error: refused(VERIFICATION_FAILED) }],
};

const contextOf = (snapshot: AnyMachineSnapshot) => snapshot.context as PlaceOrderContext;
const isCut = (event: ModelEvent) => (event.error as { status?: number | null } | undefined)?.status === null;
const basePayload = { order: {}, orderOptionTypes: [] } as unknown as PlaceOrderInput['payload'];
const input = (payment: PlaceOrderInput['payment']): PlaceOrderInput => ({
  payload: basePayload,
  idempotencyKey: 'model-key',
  payment,
  shopPhone: brooklynSliceHouse.phone,
  gateway: 'stripe',
});

/**
 * The server answers "in progress" (409) only while an order's charge is unsettled after the request charging it
 * died mid-charge (its process killed): no browser path can make that happen to a running server. The look-ups
 * again are walked in machines/placeOrder/placeOrder.test.ts (simulated clock), the server's 409 and its
 * sweeper in server/domains/orders/unpaid-orders.test.ts.
 */
/** The saveCard child ends in a final state for every answer (a refusal is its output): it errors only when its own code throws. */
const CHILD_ERROR_UNREACHABLE =
  "the saveCard child answers every refusal, failed or closed challenge and lost connection with its output; it errors only when its own code throws, which no page can make happen: the machine's handling is in machines/placeOrder/placeOrder.test.ts";

const SETTLING_UNREACHABLE =
  'needs the charging request to die mid-charge (kill -9), which no browser path can do to a running server: machine walked in machines/placeOrder/placeOrder.test.ts, the 409 and the sweeper in server/domains/orders/unpaid-orders.test.ts';

/**
 * What the saveCard child went through for each of its outcomes above: the card stored at once, or stored awaiting
 * its challenge, then the challenge passed (confirmed), failed (the confirm refused) or closed; or refused at once.
 */
function saveCardSteps(event: ModelEvent): readonly ModelEvent[] | undefined {
  if (event.type !== 'xstate.done.actor.saveCard') return undefined;
  const output = event.output as { status: 'saved' | 'refused' | 'aborted'; error?: unknown };
  const { card } = saved(String(event.card));
  const stored = (url: string | null) => ({ type: 'xstate.done.actor.storeCard', output: { card, clientSecret: null, challengeUrl: url } });
  if (output.status === 'aborted') return [stored(challengeUrl), { type: 'challenge.abort' }];
  if (output.status === 'saved')
    return event.challenge === 'passed'
      ? [stored(challengeUrl), challengeReturned, { type: 'xstate.done.actor.confirmCard', output: { card } }]
      : [stored(null)];
  return event.challenge === 'failed'
    ? [stored(challengeUrl), challengeReturned, { type: 'xstate.error.actor.confirmCard', error: output.error }]
    : [{ type: 'xstate.error.actor.storeCard', error: output.error }];
}

const saveCardChild: ChildWalk = {
  name: 'saveCard',
  machine: saveCardMachine,
  input: {
    email: 'ada@example.com',
    name: 'Ada Lovelace',
    forOrder: { source: { gateway: 'stripe', token: 'pm_model' }, singleUse: false },
  },
  eventsBehind: saveCardSteps,
};

const base: Omit<ModelDefinition<typeof placeOrderMachine>, 'input'> = {
  name: 'placeOrder',
  machine: placeOrderMachine,
  outcomes,
  children: [saveCardChild],
  unreachable: {
    'placeOrder.savingCard --xstate.error.actor.saveCard--> placeOrder.failed': CHILD_ERROR_UNREACHABLE,
    'placeOrder.awaitingSettlement': SETTLING_UNREACHABLE,
    'placeOrder.checkingOrder --xstate.done.actor.lookupOrder#0--> placeOrder.awaitingSettlement': SETTLING_UNREACHABLE,
    'placeOrder.awaitingSettlement --xstate.after.settlementRecheck.placeOrder.awaitingSettlement#0--> placeOrder.checkingOrder':
      SETTLING_UNREACHABLE,
    'placeOrder.awaitingSettlement --xstate.after.settlementRecheck.placeOrder.awaitingSettlement#1--> placeOrder.failed':
      SETTLING_UNREACHABLE,
  },
  contextKey: (snapshot) => {
    const { paymentToken, paymentMethodId, savedCard, orderUuid, challenge, connectionLost, error, outcome } = contextOf(snapshot);
    return {
      paymentToken,
      paymentMethodId,
      saved: savedCard?.lastFour ?? null,
      orderUuid,
      challenge: challenge?.origin ?? null,
      connectionLost,
      error: error?.messages[0] ?? null,
      outcome,
    };
  },
  eventLabel: (event) => {
    const { type, ...rest } = event;
    const short = type.replace(/^xstate\.(done|error)\.actor\./, '$1:');
    if (type === 'challenge.return' || type === 'challenge.abort' || type === 'wallet.authorized' || type === 'wallet.dismissed')
      return type;
    if (rest.passed === true) return `${short} (challenge passed)`;
    if (typeof rest.challenge === 'string') return `${short} (card challenged, challenge ${rest.challenge})`;
    if (rest.cut === true) return `${short} (cut)`;
    const output = rest.output as { challengeUrl?: string | null } | null | undefined;
    const detail = isCut(event)
      ? 'cut'
      : output === null
        ? 'not found'
        : output?.challengeUrl
          ? 'challenged'
          : rest.card === CARDS.declined
            ? 'declined'
            : rest.card === CARDS.insufficientFunds
              ? 'insufficient funds'
              : rest.card === CARDS.chargeDeclined
                ? type.endsWith('saveCard')
                  ? 'declined when charged'
                  : 'expiry asked'
                : '';
    return `${short}${detail ? ` (${detail})` : ''}`;
  },
};

/** A guest's new card (single-use): tokenized, placed; declines, challenges and lost connections. */
export const placeOrderGuestCard: ModelDefinition<typeof placeOrderMachine> = {
  ...base,
  filterEvents: (_, event) => event.card !== CARDS.chargeDeclined,
  input: input({ kind: 'newCard', save: false, email: 'ada@example.com', name: 'Ada Lovelace', postalCode: '11201' }),
};

/**
 * A signed-in shopper's new card with "save" ticked: saved first (4242 at once; 3184 after its challenge,
 * and challenged again when charged), then the order placed with the saved card.
 */
export const placeOrderSavingCard: ModelDefinition<typeof placeOrderMachine> = {
  ...base,
  input: input({ kind: 'newCard', save: true, email: 'ada@example.com', name: 'Ada Lovelace', postalCode: '11201' }),
  filterEvents: (snapshot, event) => {
    const { savedCard, paymentMethodId } = contextOf(snapshot);
    // the tokenizing and lost-connection outcomes are the guest walk's
    if (event.type === 'xstate.error.actor.tokenizeCard' || event.type.endsWith('lookupOrder') || isCut(event)) return false;
    // the saved card decides the charge: 4242 is placed, 3184 is challenged again, 0341 asks for its expiry (checkout §4 card verification)
    const charged = savedCard?.lastFour ?? (paymentMethodId !== null ? SAVED.challenged : null);
    if (event.type === 'xstate.done.actor.submitOrder')
      return charged !== SAVED.chargeDeclined && event.card === (charged === SAVED.challenged ? CARDS.challenged : CARDS.succeeds);
    if (event.type === 'xstate.error.actor.submitOrder') return charged === SAVED.chargeDeclined && event.card === CARDS.chargeDeclined;
    return true;
  },
};

/** Cash: placed at once; a connection cut is the guest walk's. */
export const placeOrderCash: ModelDefinition<typeof placeOrderMachine> = {
  ...base,
  input: input({ kind: 'cash' }),
  filterEvents: (_, event) =>
    event.type === 'xstate.done.actor.submitOrder'
      ? event.card === CARDS.succeeds
      : !event.type.includes('submitOrder') && !event.type.includes('lookupOrder'),
};

/** checkout §8's PayPal network interruption (the server's words too: server/contract/paypal.ts). */
export const PAYPAL_UNREACHABLE = "We couldn't reach PayPal. Please review your order and try again, or choose another payment method.";

/**
 * PayPal (flag paypal_web, the flagged server), a guest with an approved agreement: the payment of the
 * strict total is made on it, then the order placed (and captured by the server); or the payment's
 * request is cut.
 */
export const placeOrderPaypal: ModelDefinition<typeof placeOrderMachine> = {
  ...base,
  input: input({ kind: 'paypal', billingAgreementId: 'B-MODEL', payerId: 'SANDBOXBUYER1', metadataId: 'model-key' }),
  filterEvents: (_, event) =>
    event.type.includes('payWithPaypal') || (event.type === 'xstate.done.actor.submitOrder' && event.card === CARDS.succeeds),
  unreachable: {
    ...base.unreachable,
    'placeOrder.payingWithPaypal --xstate.error.actor.payWithPaypal#1--> placeOrder.failed':
      "PayPal refuses the payment only for an agreement that is no longer active, and the embedded sandbox keeps every agreement active: server-tested in server/domains/paypal/paypal.test.ts (an unknown agreement answers the PayPal payment error), and the machine's handling in machines/placeOrder/placeOrder.test.ts",
  },
};

/**
 * Google Pay (flag web_third_party_payments, the flagged server), a guest: the intent made for the order,
 * "Pay with Google Pay" opens the card sandbox's wallet sheet; Pay with its 4242 (placed), its 3184
 * (3-D Secure first) or its 0002 (declined), the confirm cut, or the sheet cancelled. The order's own
 * outcomes beyond the one that succeeds are the card walks'.
 */
export const placeOrderWallet: ModelDefinition<typeof placeOrderMachine> = {
  ...base,
  input: input({ kind: 'wallet', wallet: 'google', intentId: 'pi_model', clientSecret: 'pi_model_secret_model' }),
  // checkout's form is submitted at the start, and takes placing's end (recorded under checkout)
  parent: checkoutBehindGooglePay,
  filterEvents: (_, event) =>
    event.type.startsWith('wallet.') ||
    event.type.includes('confirmWallet') ||
    event.type.startsWith('challenge.') ||
    (event.type === 'xstate.done.actor.submitOrder' && event.card === CARDS.succeeds),
};

/** The test card an Adyen path typed: the model's stand-in for the encrypted card it read (the real one is encrypted in the page). */
const adyenCardOf = (snapshot: AnyMachineSnapshot) =>
  contextOf(snapshot).cardSource?.gateway === 'adyen'
    ? ((contextOf(snapshot).cardSource as { data: { testCard?: string } }).data.testCard ?? null)
    : null;
const readAdyen = (card: string) => ({
  type: 'xstate.done.actor.tokenizeCard',
  output: { gateway: 'adyen', data: { type: 'scheme', testCard: card }, browserInfo: {} },
  card,
});

/**
 * A guest's new card at an Adyen shop (flag sf_adyen_payments, the flagged server; Midtown Pie Co. takes
 * cards through Adyen): the card component's encrypted card is saved first, for this order only, and the
 * order paid with it: 4242 at once; 3184 after a challenge on Adyen's hosted page, and challenged again when
 * charged (as the card sandbox's 3184 is on every payment); 0002 refused at the save. Reading the component
 * needs no request, so its failure and the lost connections are the Stripe walks'.
 */
export const placeOrderAdyen: ModelDefinition<typeof placeOrderMachine> = {
  ...base,
  input: { ...input({ kind: 'newCard', save: false, email: 'ada@example.com', name: 'Ada Lovelace', postalCode: '' }), gateway: 'adyen' },
  // the card typed into Adyen's component at the start is checkout's (recorded under it)
  parent: checkoutBehindAdyenCard,
  outcomes: {
    ...outcomes,
    'xstate.done.actor.tokenizeCard': [readAdyen(CARDS.succeeds), readAdyen(CARDS.challenged), readAdyen(CARDS.declined)],
  },
  contextKey: (snapshot) => ({ ...(base.contextKey!(snapshot) as object), card: adyenCardOf(snapshot) }),
  filterEvents: (snapshot, event) => {
    const card = adyenCardOf(snapshot);
    if (event.type === 'xstate.error.actor.tokenizeCard' || event.type.endsWith('lookupOrder') || isCut(event)) return false;
    // Adyen authorises a challenged payment only when its redirectResult is sent: closed, it is never paid
    if (event.type === 'xstate.done.actor.abandonOrder') return false;
    if (event.type.endsWith('actor.saveCard') || event.type.endsWith('actor.submitOrder')) return event.card === card;
    return true;
  },
};

/**
 * Adyen after a declined card (checkout §8: a refused card's fields are emptied and the shopper types another): the
 * page's first order, with 0002, was refused at the card's save; the path's card is typed into the emptied component
 * from checkout's failed form. One card, the one that succeeds: the other outcomes are placeOrderAdyen's.
 */
export const placeOrderAdyenAfterDecline: ModelDefinition<typeof placeOrderMachine> = {
  ...placeOrderAdyen,
  parent: checkoutBehindAdyenCardAfterDecline,
  outcomes: { ...placeOrderAdyen.outcomes, 'xstate.done.actor.tokenizeCard': [readAdyen(CARDS.succeeds)] },
};
