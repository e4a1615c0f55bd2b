import { describe, expect, it } from 'vitest';
import { createActor, fromPromise, waitFor } from 'xstate';
import { CARD_VERIFICATION_CODES, CARD_VERIFICATION_MESSAGES } from '../../server/contract/payments';
import type { CartProduct } from '../cart/cart.types';
import { paymentGatewayMachine } from '../paymentGateway/paymentGateway.machine';
import type { ShopGatewayAnswer } from '../paymentGateway/paymentGateway.types';
import { placeOrderMachine } from '../placeOrder/placeOrder.machine';
import { saveCardMachine } from '../saveCard/saveCard.machine';
import type { CardSource } from '../placeOrder/placeOrder.types';
import type { PlaceOrderPayload } from './checkout.payload';
import { checkoutMachine } from './checkout.machine';
import { cardShop, openShop } from './checkout.fixtures';
import type { CheckoutShop } from './checkout.types';

const line: CartProduct = {
  uuid: 'l1',
  id: 5,
  name: 'Margherita',
  description: '',
  productTypeId: 51,
  productTypeName: 'Large',
  selections: {},
  specialRequest: '',
  quantity: 1,
  price: 1800,
  isBestSeller: false,
  couponId: null,
};
const contact = { firstName: 'Ada', lastName: 'Lovelace', email: 'ada@example.com', phone: '(555) 123-4567' };
const apiError = (message: string, codes: string[]) => ({
  status: 422,
  errors: [{ code: codes[0], message }],
  orderErrorCodes: codes,
  messages: [message],
});

type Submitted = { payload: PlaceOrderPayload; idempotencyKey: string };

// The app's receipt (prices every fulfilment at once), the gateway's tokenizing, the saved-card list and
// POST v2 orders are stubbed boundaries; placeOrder and cardVerification are the real machines.
// With `gateway`, the sf_adyen_payments flag is on and the payment service's answer is that stubbed boundary.
function start(
  shop: CheckoutShop,
  submit: (input: Submitted) => Promise<{ orderUuid: string; challengeUrl: string | null }>,
  signedIn = false,
  gateway?: () => Promise<ShopGatewayAnswer>,
) {
  const submitted: Submitted[] = [];
  const effects: string[] = [];
  let actor: ReturnType<typeof createActor<typeof machine>>;
  const machine = checkoutMachine.provide({
    actions: {
      shareFulfilment: (_, { fulfilment }) =>
        actor.send({ type: 'receipt.update', receipt: { pricedFor: fulfilment, minimumMessage: null } }),
      persistCheckout: () => {},
      clearCardFields: () => void effects.push('card fields cleared'),
      forgetSavedCard: (_, { paymentMethodId }) => void (paymentMethodId !== null && effects.push(`forgot card ${paymentMethodId}`)),
      rememberSavedCard: (_, { card }) => void (card !== null && effects.push(`listed card ${card.id}`)),
      focusError: () => void effects.push('error focused'),
    },
    actors: {
      placeOrder: placeOrderMachine.provide({
        actors: {
          tokenizeCard: fromPromise(async (): Promise<CardSource> => ({ gateway: 'stripe', token: 'pm_1' })),
          saveCard: saveCardMachine.provide({
            actors: {
              storeCard: fromPromise(async () => ({
                card: { id: 9, brand: 'visa', lastFour: '0341', expMonth: 12, expYear: 2034 },
                challengeUrl: null as string | null,
              })),
            },
          }),
          abandonOrder: fromPromise(async () =>
            Promise.reject(apiError('You closed the verification. Your card was not charged.', ['verification_closed'])),
          ),
          submitOrder: fromPromise(async ({ input }) => {
            submitted.push(input);
            return submit(input);
          }),
        },
      }),
      ...(gateway ? { paymentGateway: paymentGatewayMachine.provide({ actors: { fetchGateway: fromPromise(gateway) } }) } : {}),
    },
  });
  actor = createActor(machine, {
    input: { shop, cartProducts: [line], idempotencyKey: 'idem-1', signedIn, adyenPayments: gateway !== undefined },
  });
  actor.start();
  for (const [field, value] of Object.entries(contact)) actor.send({ type: 'contact.change', field: field as keyof typeof contact, value });
  return { actor, submitted, effects };
}
const completeCard = (actor: ReturnType<typeof start>['actor']) => {
  for (const field of ['cardNumber', 'cardExpiry', 'cardCvc'] as const) actor.send({ type: 'card.change', field, state: 'complete' });
  actor.send({ type: 'card.postalCode', value: '10001' });
};

describe('checkout paying by card', () => {
  it('pays through the stripe gateway without the adyen flag, known at once', async () => {
    const { actor, submitted } = start(cardShop(1), async () => ({ orderUuid: 'o1', challengeUrl: null }));
    expect(actor.getSnapshot().context.paymentGateway).toEqual({
      shopUuid: cardShop(1).uuid,
      cardPaymentGateway: 'stripe',
      thirdPartyPaymentGateway: 'stripe',
      status: 'success',
    });
    completeCard(actor);
    actor.send({ type: 'order.submit' });
    await waitFor(actor, (s) => s.matches('placed'));
    expect(submitted[0].payload.order.gateway).toBe('stripe');
  });

  it("with the adyen flag a card waits for the shop's gateway, then is placed through it; cash does not wait", async () => {
    let answer: (value: ShopGatewayAnswer) => void = () => {};
    const { actor, submitted } = start(
      cardShop(1),
      async () => ({ orderUuid: 'o1', challengeUrl: null }),
      false,
      () => new Promise((resolve) => (answer = resolve)),
    );
    expect(actor.getSnapshot().context.paymentGateway.status).toBe('loading');
    completeCard(actor);
    expect(actor.getSnapshot().can({ type: 'order.submit' })).toBe(false);
    actor.send({ type: 'tender.set', tender: 'cash' });
    expect(actor.getSnapshot().can({ type: 'order.submit' })).toBe(true);
    actor.send({ type: 'tender.set', tender: 'credit' });
    answer({ gateway: 'adyen', interimGateway: null });
    await waitFor(actor, (s) => s.context.paymentGateway.status === 'success');
    expect(actor.getSnapshot().context.paymentGateway.cardPaymentGateway).toBe('adyen');
    // Adyen's fields, not Stripe's, must be valid; its component asks no billing ZIP
    actor.send({ type: 'order.submit' });
    expect(actor.getSnapshot().context.errors.payment).toEqual({
      cardNumber: 'Enter a valid Credit Card number',
      cardExpiry: 'Enter a valid expiration date',
      cardCvc: 'Enter a valid CVV',
    });
    actor.send({ type: 'card.adyenChange', valid: { encryptedCardNumber: true, encryptedExpiryDate: true, encryptedSecurityCode: false } });
    expect(actor.getSnapshot().context.errors.payment).toEqual({ cardCvc: 'Enter a valid CVV' });
    // the component reports on every keystroke: the same valid fields again are no edit
    const sameAgain = {
      type: 'card.adyenChange',
      valid: { encryptedCardNumber: true, encryptedExpiryDate: true, encryptedSecurityCode: false },
    } as const;
    expect(actor.getSnapshot().can(sameAgain)).toBe(false);
    actor.send({ type: 'card.adyenChange', valid: { encryptedCardNumber: true, encryptedExpiryDate: true, encryptedSecurityCode: true } });
    actor.send({ type: 'order.submit' });
    await waitFor(actor, (s) => s.matches('placed'));
    // a new Adyen card is saved (for this order) before the order, which pays with it
    expect(submitted[0].payload.order).toMatchObject({ gateway: 'adyen', paymentMethodId: 9 });
  });

  it('credit is the default tender where the shop takes cards; cash where it takes only cash', () => {
    expect(start(cardShop(1), async () => ({ orderUuid: 'o', challengeUrl: null })).actor.getSnapshot().context.tender).toBe('credit');
    expect(start(openShop(1), async () => ({ orderUuid: 'o', challengeUrl: null })).actor.getSnapshot().context.tender).toBe('cash');
  });

  it("an incomplete card shows the spec's field messages after submit and is not sent", () => {
    const { actor, submitted } = start(cardShop(1), async () => ({ orderUuid: 'o', challengeUrl: null }));
    actor.send({ type: 'card.change', field: 'cardExpiry', state: 'error' });
    actor.send({ type: 'card.postalCode', value: '1234' });
    actor.send({ type: 'order.submit' });
    expect(actor.getSnapshot().context.errors.payment).toEqual({
      cardNumber: 'Enter a valid Credit Card number',
      cardExpiry: 'Enter a valid expiration date',
      cardCvc: 'Enter a valid CVV',
      postalCode: 'Enter a valid Zip Code',
    });
    expect(actor.getSnapshot().context.summaryErrors).toEqual(['Please correct errors to continue']);
    expect(submitted).toEqual([]);
    actor.send({ type: 'card.postalCode', value: '10001-1234' });
    expect(actor.getSnapshot().context.errors.payment.postalCode).toBeUndefined();
  });

  it('a complete new card is placed with its single-use token', async () => {
    const { actor, submitted } = start(cardShop(1), async () => ({ orderUuid: 'o-1', challengeUrl: null }));
    completeCard(actor);
    actor.send({ type: 'order.submit' });
    const done = await waitFor(actor, (s) => s.status === 'done');
    expect(done.output).toEqual({ orderUuid: 'o-1' });
    expect(submitted[0].payload.order).toMatchObject({ paymentMethod: 'credit', gateway: 'stripe', paymentToken: 'pm_1' });
  });

  it('a refused card (payment_error) shows the remapped text, clears the card entry, says to enter it again and focuses the error', async () => {
    const { actor, effects } = start(cardShop(1), async () => Promise.reject(apiError('Your card was declined.', ['payment_error'])));
    completeCard(actor);
    actor.send({ type: 'order.submit' });
    const failed = await waitFor(actor, (s) => s.matches('failed'));
    expect(failed.context.summaryErrors).toEqual([
      'Sorry, your payment was declined. Please try again.',
      'Please enter your card details again.',
    ]);
    expect(failed.context.card).toEqual({
      cardNumber: 'empty',
      cardExpiry: 'empty',
      cardCvc: 'empty',
      postalCode: '',
      adyen: { encryptedCardNumber: false, encryptedExpiryDate: false, encryptedSecurityCode: false },
    });
    expect(effects).toEqual(['error focused', 'card fields cleared']);
  });

  it('a saved card under verification needs its expiry, sends it, and a deleted card leaves the payment', async () => {
    const answers = [CARD_VERIFICATION_CODES.threeAttemptsRemaining, CARD_VERIFICATION_CODES.cardDeleted];
    const { actor, submitted, effects } = start(
      cardShop(1),
      async () => {
        const code = answers.shift()!;
        return Promise.reject(apiError(CARD_VERIFICATION_MESSAGES[code].replace('{last4}', '0341'), [code]));
      },
      true,
    );
    actor.send({ type: 'card.pick', card: { id: 7, lastFour: '0341' } });
    actor.send({ type: 'order.submit' });
    // the verification machine reports back to checkout after the failure (its own step)
    let failed = await waitFor(actor, (s) => s.matches('failed') && s.context.verification.required);
    expect(failed.context.summaryErrors).toEqual(["For your security, enter your card's expiration date."]);
    expect(failed.context.verification).toMatchObject({ required: true, paymentId: 7 });
    expect(failed.context.errors.payment).toEqual({ expiry: "Please enter your card's expiration date" });
    expect(failed.can({ type: 'order.submit' })).toBe(true);
    const verification = actor.getSnapshot().children.cardVerification!;
    verification.send({ type: 'verification.expiryChange', month: '02', year: '31' });
    expect(actor.getSnapshot().context.errors.payment).toEqual({});
    actor.send({ type: 'order.submit' });
    failed = await waitFor(actor, (s) => s.matches('failed') && s.context.savedCard === null);
    expect(submitted[1].payload.order).toMatchObject({ paymentMethodId: 7, exprMonth: 2, exprYear: 2031 });
    expect(failed.context.summaryErrors).toEqual([
      "For your security, we've removed the card ending in 0341. Please use another payment method.",
    ]);
    expect(effects).toContain('forgot card 7');
  });

  it('a new card saved on the way and then refused is listed and picked, and verification asks for its expiry', async () => {
    const code = CARD_VERIFICATION_CODES.threeAttemptsRemaining;
    const { actor, submitted, effects } = start(
      cardShop(1),
      async () => Promise.reject(apiError(CARD_VERIFICATION_MESSAGES[code], [code])),
      true,
    );
    completeCard(actor);
    actor.send({ type: 'order.submit' });
    const failed = await waitFor(actor, (s) => s.matches('failed') && s.context.verification.required);
    expect(submitted[0].payload.order).toMatchObject({ paymentMethodId: 9 });
    expect(failed.context.savedCard).toEqual({ id: 9, lastFour: '0341' });
    expect(failed.context.verification).toMatchObject({ required: true, paymentId: 9 });
    expect(failed.context.errors.payment).toEqual({ expiry: "Please enter your card's expiration date" });
    expect(effects).toContain('listed card 9');
  });

  it('a new card saved on the way is the payment from then on: removed later, it leaves empty card fields and the removal said', async () => {
    const answers = [CARD_VERIFICATION_CODES.threeAttemptsRemaining, CARD_VERIFICATION_CODES.cardDeleted];
    const { actor } = start(
      cardShop(1),
      async () => {
        const code = answers.shift()!;
        return Promise.reject(apiError(CARD_VERIFICATION_MESSAGES[code].replace('{last4}', '0341'), [code]));
      },
      true,
    );
    completeCard(actor);
    actor.send({ type: 'order.submit' });
    const asked = await waitFor(actor, (s) => s.matches('failed') && s.context.verification.required);
    // the typed card became the saved one: its fields no longer hold a card of their own
    expect(asked.context.savedCard).toEqual({ id: 9, lastFour: '0341' });
    expect(asked.context.card.cardNumber).toBe('empty');
    actor.getSnapshot().children.cardVerification!.send({ type: 'verification.expiryChange', month: '02', year: '31' });
    actor.send({ type: 'order.submit' });
    const removed = await waitFor(actor, (s) => s.matches('failed') && s.context.savedCard === null);
    expect(removed.context.summaryErrors).toEqual([
      "For your security, we've removed the card ending in 0341. Please use another payment method.",
    ]);
    expect(removed.can({ type: 'order.submit' })).toBe(true);
    expect(removed.context.errors.payment).toMatchObject({ cardNumber: expect.any(String) });
  });

  it('a new card saved on the way and then declined stays listed, but the payment is cleared', async () => {
    const { actor, effects } = start(cardShop(1), async () => Promise.reject(apiError('Your card was declined.', ['payment_error'])), true);
    completeCard(actor);
    actor.send({ type: 'order.submit' });
    const failed = await waitFor(actor, (s) => s.matches('failed'));
    expect(failed.context.savedCard).toBeNull();
    expect(effects).toEqual(['error focused', 'listed card 9', 'card fields cleared']);
  });

  it("closing the 3-D Secure challenge cancels that order and says so: 'You closed the verification. Your card was not charged.'; the retry keeps the key (the server released it)", async () => {
    const { actor } = start(cardShop(1), async () => ({ orderUuid: 'o-1', challengeUrl: 'http://localhost/sandbox/stripe/3ds/pi_1' }));
    completeCard(actor);
    actor.send({ type: 'order.submit' });
    const placing = (await waitFor(actor, (s) => s.matches('submitting'))).children.placeOrder!;
    await waitFor(placing, (s) => (s as { value?: unknown }).value === 'awaitingChallenge');
    placing.send({ type: 'challenge.abort' });
    const failed = await waitFor(actor, (s) => s.matches('failed'));
    expect(failed.context.idempotencyKey).toBe('idem-1');
    expect(failed.context.summaryErrors).toEqual(['You closed the verification. Your card was not charged.']);
  });

  it("starts on the account's last used card once the cards are listed, unless the shopper already typed a card or chose one", () => {
    const cards = [
      { id: 41, lastFour: '4444', gateway: 'adyen' as const },
      { id: 42, lastFour: '4242' },
      { id: 43, lastFour: '0341' },
    ];
    const fresh = start(cardShop(1), async () => ({ orderUuid: 'o', challengeUrl: null }), true).actor;
    fresh.send({ type: 'savedCards.listed', cards });
    // the first listed card of the shop's gateway (stripe here)
    expect(fresh.getSnapshot().context.savedCard).toEqual({ id: 42, lastFour: '4242' });
    // "A new card" chosen: a later list (never sent twice by the page, but) picks nothing again
    fresh.send({ type: 'card.pick', card: null });
    fresh.send({ type: 'savedCards.listed', cards });
    expect(fresh.getSnapshot().context.savedCard).toBeNull();

    const typing = start(cardShop(1), async () => ({ orderUuid: 'o', challengeUrl: null }), true).actor;
    typing.send({ type: 'card.change', field: 'cardNumber', state: 'complete' });
    typing.send({ type: 'savedCards.listed', cards });
    expect(typing.getSnapshot().context.savedCard).toBeNull();

    const none = start(cardShop(1), async () => ({ orderUuid: 'o', challengeUrl: null }), true).actor;
    none.send({ type: 'savedCards.listed', cards: [] });
    expect(none.getSnapshot().context.savedCard).toBeNull();
  });
});

describe('tipping', () => {
  it('a tip is priced by the receipt, blocks placing while not priced, and is sent with the order', async () => {
    const { actor, submitted } = start(cardShop(1), async () => ({ orderUuid: 'o-1', challengeUrl: null }));
    completeCard(actor);
    actor.send({ type: 'tip.choose', percentage: 20 });
    // the stubbed receipt priced the fulfilment it was shared: $18.00 × 20%
    expect(actor.getSnapshot().context.receipt.pricedFor?.tipAmount).toBe(360);
    actor.send({ type: 'tip.choose', percentage: -1 });
    actor.send({ type: 'tip.customChange', value: '4.555' });
    actor.send({ type: 'order.submit' });
    expect(actor.getSnapshot().context.errors.payment).toEqual({ tip: 'Please enter a valid tip rounded to two decimals' });
    expect(submitted).toEqual([]);
    actor.send({ type: 'tip.customChange', value: '5' });
    actor.send({ type: 'order.submit' });
    await waitFor(actor, (s) => s.status === 'done');
    expect(submitted[0].payload.order).toMatchObject({ tipAmount: 500 });
  });
});

describe('card element reports', () => {
  it('a report of the state checkout already holds is no edit (an emptied field after a refused card keeps the failure)', async () => {
    const { actor } = start(cardShop(1), async () => Promise.reject(apiError('Your card was declined.', ['payment_error'])));
    completeCard(actor);
    actor.send({ type: 'order.submit' });
    await waitFor(actor, (s) => s.matches('failed'));
    actor.send({ type: 'card.change', field: 'cardNumber', state: 'empty' });
    expect(actor.getSnapshot().value).toBe('failed');
    actor.send({ type: 'card.change', field: 'cardNumber', state: 'complete' });
    expect(actor.getSnapshot().matches('editing')).toBe(true);
  });
});

describe('after a refused card', () => {
  it('Place order asks for the card again instead of sending an empty one', async () => {
    const { actor, submitted } = start(cardShop(1), async () => Promise.reject(apiError('Your card was declined.', ['payment_error'])));
    completeCard(actor);
    actor.send({ type: 'order.submit' });
    await waitFor(actor, (s) => s.matches('failed'));
    actor.send({ type: 'order.submit' });
    const snapshot = actor.getSnapshot();
    expect(snapshot.matches('editing')).toBe(true);
    expect(snapshot.context.summaryErrors).toEqual(['Please correct errors to continue']);
    expect(snapshot.context.errors.payment.cardNumber).toBe('Enter a valid Credit Card number');
    expect(submitted).toHaveLength(1);
  });
});
