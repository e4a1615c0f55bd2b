import { describe, expect, it } from 'vitest';
import { createActor, fromCallback, fromPromise, SimulatedClock, waitFor, type Actor, type ActorRefFrom } from 'xstate';
import type { PlaceOrderPayload } from '../checkout/checkout.payload';
import { placeOrderMachine } from './placeOrder.machine';
import { saveCardMachine } from '../saveCard/saveCard.machine';
import type { SaveCardEvent } from '../saveCard/saveCard.types';
import { connectionLostMessage } from './placeOrder.errors';
import type { SavedCard } from '../savedCards/savedCards.types';
import type { CardSource, LookupOrderOutput, PlaceOrderEvent, PlaceOrderInput, PlaceOrderPayment } from './placeOrder.types';

/** Issue 31's words for a closed challenge. */
const CLOSED = 'You closed the verification. Your card was not charged.';

const payload = {
  order: { shopId: 1, paymentMethod: 'cash', email: 'ada@example.com' },
  orderOptionTypes: [],
} as unknown as PlaceOrderPayload;
const newCard = (save: boolean): PlaceOrderPayment => ({
  kind: 'newCard',
  save,
  email: 'ada@example.com',
  name: 'Ada Lovelace',
  postalCode: '10001',
});
const challenge = 'http://localhost/sandbox/stripe/3ds/pi_1';
const card7: SavedCard = { id: 7, brand: 'visa', lastFour: '0341', expMonth: 12, expYear: 2034 };

/** An error as the storefront's API client rejects with (status, errors, meta codes). */
const apiError = (status: number | null, message: string, codes: string[] = []) => ({
  status,
  errors: [{ code: codes[0] ?? 'error', message }],
  orderErrorCodes: codes,
  messages: status === null ? [] : [message],
});

type Answers = {
  tokenize?: () => Promise<CardSource>;
  save?: () => Promise<{ card: SavedCard; challengeUrl: string | null }>;
  confirm?: () => Promise<{ card: SavedCard }>;
  submit?: () => Promise<{ orderUuid: string; challengeUrl: string | null }>;
  complete?: () => Promise<{ orderUuid: string }>;
  lookup?: () => Promise<LookupOrderOutput>;
  abandon?: () => Promise<{ orderUuid: string }>;
  paypal?: () => Promise<{ paymentId: string }>;
  wallet?: () => Promise<{ challengeUrl: string | null }>;
};

// Every effect is a stubbed boundary (the gateway's Stripe.js, the platform API, the modal): each records its calls.
function start(payment: PlaceOrderPayment, answers: Answers = {}, gateway: PlaceOrderInput['gateway'] = 'stripe', clock?: SimulatedClock) {
  const calls: Array<[string, unknown]> = [];
  const record = <T, I>(name: string, answer: (() => Promise<T>) | undefined, fallback: T) =>
    fromPromise<T, I>(async ({ input }) => {
      calls.push([name, input]);
      return answer ? answer() : fallback;
    });
  // the challenge watched now: placeOrder's (the payment's) or its saveCard child's (the card's setup)
  let sendBack: ((event: PlaceOrderEvent & SaveCardEvent) => void) | null = null;
  let sheet: ((event: PlaceOrderEvent) => void) | null = null;
  const machine = placeOrderMachine.provide({
    actors: {
      tokenizeCard: record('tokenize', answers.tokenize, { gateway: 'stripe', token: 'pm_1' } as CardSource),
      saveCard: saveCardMachine.provide({
        actors: {
          storeCard: record('save', answers.save, { card: card7, challengeUrl: null }),
          confirmCard: record('confirm', answers.confirm, { card: card7 }),
          watchChallenge: fromCallback<SaveCardEvent>(({ sendBack: send }) => {
            sendBack = send;
          }),
        },
        actions: {
          openChallenge: ({ context }) => void calls.push(['open', context.challengeUrl]),
          closeChallenge: () => void calls.push(['close', null]),
        },
      }),
      payWithPaypal: record('paypal', answers.paypal, { paymentId: 'PAY-1' }),
      confirmWallet: record('confirm wallet', answers.wallet, { challengeUrl: null }),
      watchWalletSheet: fromCallback<PlaceOrderEvent>(({ sendBack: send }) => {
        sheet = send;
        return () => (sheet = null);
      }),
      submitOrder: record('submit', answers.submit, { orderUuid: 'o-1', challengeUrl: null }),
      completeOrder: record('complete', answers.complete, { orderUuid: 'o-1' }),
      lookupOrder: record<LookupOrderOutput, { idempotencyKey: string }>('lookup', answers.lookup, null),
      abandonOrder: record('abandon', answers.abandon, { orderUuid: 'o-1' }),
      watchChallenge: fromCallback<PlaceOrderEvent>(({ sendBack: send }) => {
        sendBack = send;
      }),
    },
    actions: {
      // the modal reads the challenge's URL from placeOrder's context (the app's threeDSecureModal view)
      openChallenge: ({ context }) => void calls.push(['open', context.challenge?.url ?? null]),
      closeChallenge: () => void calls.push(['close', null]),
      openWalletSheet: () => void calls.push(['open sheet', null]),
    },
  });
  const input: PlaceOrderInput = { payload, idempotencyKey: 'idem-1', payment, shopPhone: '(212) 555-0100', gateway };
  const actor = createActor(machine, { input, ...(clock ? { clock } : {}) }).start();
  return {
    actor,
    calls,
    challengeReturns: (intentId: string) => sendBack?.({ type: 'challenge.return', intentId }),
    leave: () => sendBack?.({ type: 'challenge.abort' }),
    sheetAnswers: (event: PlaceOrderEvent) => sheet?.(event),
  };
}
const names = (calls: Array<[string, unknown]>) => calls.map(([name]) => name);
/** The card's setup paused on its challenge: placeOrder saving the card, its saveCard child awaiting the challenge. */
async function cardSetupChallenge(actor: Actor<typeof placeOrderMachine>) {
  await waitFor(actor, (s) => s.matches('savingCard'));
  const child = actor.getSnapshot().children.saveCard as ActorRefFrom<typeof saveCardMachine>;
  return waitFor(child, (s) => s.matches('awaitingChallenge'));
}
const submittedOrder = (calls: Array<[string, unknown]>) =>
  (calls.find(([name]) => name === 'submit')![1] as { payload: PlaceOrderPayload }).payload.order;

describe('placeOrderMachine', () => {
  it('a cash order is placed as checkout built it', async () => {
    const { actor, calls } = start({ kind: 'cash' });
    const done = await waitFor(actor, (s) => s.status === 'done');
    expect(done.output).toEqual({ status: 'placed', orderUuid: 'o-1' });
    expect(names(calls)).toEqual(['submit']);
    expect(submittedOrder(calls)).toEqual(payload.order);
  });

  it('PayPal: the payment is made on the agreement first, and the order carries the agreement, the payment and the metadata id', async () => {
    const paypal = { kind: 'paypal' as const, billingAgreementId: 'B-1', payerId: 'P1', metadataId: 'meta-1' };
    const { actor, calls } = start(paypal);
    const done = await waitFor(actor, (s) => s.status === 'done');
    expect(done.output).toEqual({ status: 'placed', orderUuid: 'o-1' });
    expect(names(calls)).toEqual(['paypal', 'submit']);
    expect((calls[0][1] as { payload: PlaceOrderPayload }).payload.order.paypal).toEqual({
      billingAgreementId: 'B-1',
      payerId: 'P1',
      metadataId: 'meta-1',
    });
    expect(submittedOrder(calls)).toMatchObject({
      paymentMethod: 'credit',
      gateway: 'paypal',
      paypal: { billingAgreementId: 'B-1', payerId: 'P1', metadataId: 'meta-1', paymentId: 'PAY-1' },
    });

    // PayPal's refusal is the server's message; a lost connection checkout §8's PayPal interruption; nothing is placed
    const message = "PayPal didn't approve this payment. Please connect your PayPal account again, or choose another payment method.";
    const refused = start(paypal, {
      paypal: async () => {
        throw {
          status: 422,
          messages: [message],
          errors: [{ code: 'paypal_payment_error', message }],
          orderErrorCodes: ['paypal_payment_error'],
        };
      },
    });
    const refusedDone = await waitFor(refused.actor, (s) => s.status === 'done');
    expect(refusedDone.output).toMatchObject({ status: 'failed', error: { messages: [message], paymentError: false } });
    const cut = start(paypal, {
      paypal: async () => {
        throw {
          status: null,
          messages: [],
          code: 'ERR_NETWORK',
          errors: [{ code: 'ERR_NETWORK', message: 'ERR_NETWORK' }],
          orderErrorCodes: [],
        };
      },
    });
    const cutDone = await waitFor(cut.actor, (s) => s.status === 'done');
    expect(cutDone.output).toMatchObject({
      status: 'failed',
      error: { messages: ["We couldn't reach PayPal. Please review your order and try again, or choose another payment method."] },
    });
    expect(names(cut.calls)).toEqual(['paypal']);
  });

  it('a wallet opens its sheet at once, confirms the intent with the payment method it gives, and the order carries the intent', async () => {
    const wallet: PlaceOrderPayment = { kind: 'wallet', wallet: 'google', intentId: 'pi_1', clientSecret: 'pi_1_secret_2' };
    const { actor, calls, sheetAnswers } = start(wallet);
    expect(calls).toEqual([['open sheet', null]]);
    expect(actor.getSnapshot().value).toBe('awaitingWallet');
    sheetAnswers({ type: 'wallet.authorized', paymentMethodId: 'pm_wallet' });
    const done = await waitFor(actor, (s) => s.status === 'done');
    expect(done.output).toEqual({ status: 'placed', orderUuid: 'o-1' });
    expect(calls[1]).toEqual(['confirm wallet', { clientSecret: 'pi_1_secret_2', paymentMethodId: 'pm_wallet' }]);
    expect(submittedOrder(calls)).toMatchObject({ paymentMethod: 'credit', gateway: 'stripe', paymentIntentId: 'pi_1' });
    expect(submittedOrder(calls)).not.toHaveProperty('paymentToken');
  });

  it('closing the wallet sheet aborts and places nothing', async () => {
    const { actor, calls, sheetAnswers } = start({ kind: 'wallet', wallet: 'apple', intentId: 'pi_1', clientSecret: 'pi_1_secret_2' });
    sheetAnswers({ type: 'wallet.dismissed' });
    const done = await waitFor(actor, (s) => s.status === 'done');
    expect(done.output).toEqual({ status: 'aborted' });
    expect(names(calls)).toEqual(['open sheet']);
  });

  it("a wallet card's 3-D Secure pauses (origin wallet), then the order is placed; a declined wallet card fails with the friendlier text", async () => {
    const wallet: PlaceOrderPayment = { kind: 'wallet', wallet: 'google', intentId: 'pi_1', clientSecret: 'pi_1_secret_2' };
    const paused = start(wallet, { wallet: async () => ({ challengeUrl: challenge }) });
    paused.sheetAnswers({ type: 'wallet.authorized', paymentMethodId: 'pm_wallet' });
    await waitFor(paused.actor, (s) => s.matches('awaitingChallenge'));
    expect(paused.actor.getSnapshot().context.challenge).toEqual({ origin: 'wallet', url: challenge });
    paused.challengeReturns('pi_1');
    const done = await waitFor(paused.actor, (s) => s.status === 'done');
    expect(done.output).toEqual({ status: 'placed', orderUuid: 'o-1' });
    expect(names(paused.calls)).toEqual(['open sheet', 'confirm wallet', 'open', 'close', 'submit']);

    const declined = start(wallet, {
      wallet: async () => {
        throw { messages: ['Your card was declined.'], codes: ['card_declined'] };
      },
    });
    declined.sheetAnswers({ type: 'wallet.authorized', paymentMethodId: 'pm_wallet' });
    const refused = await waitFor(declined.actor, (s) => s.status === 'done');
    expect(refused.output).toMatchObject({
      status: 'failed',
      error: { messages: ['Sorry, your payment was declined. Please try again.'] },
    });
    expect(names(declined.calls)).not.toContain('submit');
  });

  it("a guest's new card is made single-use and the order carries its token", async () => {
    const { actor, calls } = start(newCard(false));
    await waitFor(actor, (s) => s.status === 'done');
    expect(names(calls)).toEqual(['tokenize', 'submit']);
    expect(submittedOrder(calls)).toMatchObject({ paymentMethod: 'credit', gateway: 'stripe', paymentToken: 'pm_1' });
  });

  it('signed in and saving: the card is saved first and the order pays with the saved card', async () => {
    const { actor, calls } = start(newCard(true));
    const done = await waitFor(actor, (s) => s.status === 'done');
    expect(done.output).toEqual({ status: 'placed', orderUuid: 'o-1' });
    expect(names(calls)).toEqual(['tokenize', 'save', 'submit']);
    expect(submittedOrder(calls)).toMatchObject({ paymentMethod: 'credit', paymentMethodId: 7 });
    expect(submittedOrder(calls)).not.toHaveProperty('paymentToken');
  });

  it('a card whose setup needs 3-D Secure pauses (origin saveCard), then is confirmed and the order placed', async () => {
    const { actor, calls, challengeReturns } = start(newCard(true), { save: async () => ({ card: card7, challengeUrl: challenge }) });
    const paused = await cardSetupChallenge(actor);
    expect(paused.context.challengeUrl).toBe(challenge);
    expect(actor.getSnapshot().context.challenge).toBeNull();
    challengeReturns('seti_1');
    const done = await waitFor(actor, (s) => s.status === 'done');
    expect(done.output).toEqual({ status: 'placed', orderUuid: 'o-1' });
    expect(calls).toContainEqual(['confirm', { paymentMethodId: 7, gateway: 'stripe', returned: 'seti_1', email: 'ada@example.com' }]);
    expect(names(calls)).toEqual(['tokenize', 'save', 'open', 'close', 'confirm', 'submit']);
  });

  const adyenCard: CardSource = { gateway: 'adyen', data: { type: 'scheme', encryptedCardNumber: 'enc' }, browserInfo: { colorDepth: 24 } };
  const guestCard: PlaceOrderPayment = { kind: 'newCard', save: false, email: 'ann@example.com', name: 'Ann Lee', postalCode: '' };

  it("gateway adyen: a guest's new card is saved first for this order only, and the order pays with it; it is not kept as the account's", async () => {
    const { actor, calls } = start(guestCard, { tokenize: async () => adyenCard }, 'adyen');
    const done = await waitFor(actor, (s) => s.status === 'done');
    expect(done.output).toEqual({ status: 'placed', orderUuid: 'o-1' });
    expect(names(calls)).toEqual(['tokenize', 'save', 'submit']);
    expect(calls[0][1]).toMatchObject({ gateway: 'adyen' });
    expect(calls[1][1]).toEqual({ source: adyenCard, email: 'ann@example.com', singleUse: true });
    expect(submittedOrder(calls)).toMatchObject({ paymentMethod: 'credit', gateway: 'adyen', paymentMethodId: 7 });
    expect(submittedOrder(calls)).not.toHaveProperty('paymentToken');
  });

  it('gateway adyen, signed in and keeping the card: saved to the account (not single-use) and reported with a refused order', async () => {
    const refused = async () => Promise.reject(apiError(422, 'Your card was declined.', ['card_declined']));
    const { actor, calls } = start({ ...guestCard, save: true }, { tokenize: async () => adyenCard, submit: refused }, 'adyen');
    const done = await waitFor(actor, (s) => s.status === 'done');
    expect(calls[1][1]).toMatchObject({ singleUse: false });
    expect(done.output).toMatchObject({ status: 'failed', savedCard: card7 });
  });

  it("gateway adyen: the card's challenge returns Adyen's redirectResult, which confirms the card before the order", async () => {
    const { actor, calls, challengeReturns } = start(
      guestCard,
      { tokenize: async () => adyenCard, save: async () => ({ card: card7, challengeUrl: '/sandbox/adyen/3ds/r1' }) },
      'adyen',
    );
    await cardSetupChallenge(actor);
    challengeReturns('Ab02redirect');
    const done = await waitFor(actor, (s) => s.status === 'done');
    expect(done.output).toEqual({ status: 'placed', orderUuid: 'o-1' });
    expect(calls).toContainEqual(['confirm', { paymentMethodId: 7, gateway: 'adyen', returned: 'Ab02redirect', email: 'ann@example.com' }]);
    expect(submittedOrder(calls)).toMatchObject({ gateway: 'adyen', paymentMethodId: 7 });
  });

  it('a payment that needs 3-D Secure pauses (origin placeOrder) and is completed after the challenge', async () => {
    const { actor, calls, challengeReturns } = start(newCard(false), {
      submit: async () => ({ orderUuid: 'o-3', challengeUrl: challenge }),
    });
    await waitFor(actor, (s) => s.matches('awaitingChallenge'));
    expect(actor.getSnapshot().context.challenge).toEqual({ origin: 'placeOrder', url: challenge });
    challengeReturns('pi_1');
    const done = await waitFor(actor, (s) => s.status === 'done');
    expect(done.output).toEqual({ status: 'placed', orderUuid: 'o-3' });
    expect(calls).toContainEqual(['complete', { orderUuid: 'o-3', gateway: 'stripe', returned: 'pi_1' }]);
  });

  it("a failed challenge ends failed with the server's message, and the card is not saved", async () => {
    const refused = apiError(422, 'Your card verification failed, please try again', ['payment_error']);
    const { actor, challengeReturns } = start(newCard(true), {
      save: async () => ({ card: card7, challengeUrl: challenge }),
      confirm: async () => Promise.reject(refused),
    });
    await cardSetupChallenge(actor);
    challengeReturns('seti_1');
    const done = await waitFor(actor, (s) => s.status === 'done');
    expect(done.output).toEqual({
      status: 'failed',
      error: {
        messages: ['Your card verification failed, please try again'],
        codes: ['payment_error'],
        paymentError: true,
        verification: null,
      },
      savedCard: null,
    });
  });

  it('a card saved on the way is reported with a refused order (it stays on the account)', async () => {
    const code = 'orders/verify-expr/3-attempts-remaining';
    const { actor } = start(newCard(true), {
      submit: async () => Promise.reject(apiError(422, "For your security, enter your card's expiration date.", [code])),
    });
    const done = await waitFor(actor, (s) => s.status === 'done');
    expect(done.output).toMatchObject({ status: 'failed', savedCard: card7, error: { verification: { code } } });
  });

  it("closing the order's challenge asks the server to cancel it and fails with its words (the retry keeps the key: the server released it)", async () => {
    const { actor, calls, leave } = start(newCard(false), {
      submit: async () => ({ orderUuid: 'o-3', challengeUrl: challenge }),
      abandon: async () => Promise.reject(apiError(422, CLOSED, ['verification_closed'])),
    });
    await waitFor(actor, (s) => s.matches('awaitingChallenge'));
    leave();
    const done = await waitFor(actor, (s) => s.status === 'done');
    expect(done.output).toEqual({
      status: 'failed',
      error: { messages: [CLOSED], codes: ['verification_closed'], paymentError: false, verification: null },
      savedCard: null,
    });
    expect(names(calls)).toEqual(['tokenize', 'submit', 'open', 'close', 'abandon']);
    expect(calls).toContainEqual(['abandon', { orderUuid: 'o-3' }]);
  });

  it('closing a challenge the shopper had passed: the server answers the order placed', async () => {
    const { actor, leave } = start(newCard(false), {
      submit: async () => ({ orderUuid: 'o-3', challengeUrl: challenge }),
      abandon: async () => ({ orderUuid: 'o-3' }),
    });
    await waitFor(actor, (s) => s.matches('awaitingChallenge'));
    leave();
    const done = await waitFor(actor, (s) => s.status === 'done');
    expect(done.output).toEqual({ status: 'placed', orderUuid: 'o-3' });
  });

  it("closing a card setup's challenge (no order yet) fails with the same words and calls nothing more", async () => {
    const { actor, calls, leave } = start(newCard(true), { save: async () => ({ card: card7, challengeUrl: challenge }) });
    await cardSetupChallenge(actor);
    leave();
    const done = await waitFor(actor, (s) => s.status === 'done');
    expect(done.output).toEqual({
      status: 'failed',
      error: { messages: [CLOSED], codes: [], paymentError: false, verification: null },
      savedCard: null,
    });
    expect(names(calls)).toEqual(['tokenize', 'save', 'open', 'close']);
  });

  it('declines are remapped to the friendlier texts and mark a payment error', async () => {
    for (const [server, shown] of [
      ['Your card was declined.', 'Sorry, your payment was declined. Please try again.'],
      ['Your card has insufficient funds.', 'Your card has insufficient funds. Please try again.'],
    ]) {
      const { actor } = start(newCard(false), { submit: async () => Promise.reject(apiError(422, server, ['payment_error'])) });
      const done = await waitFor(actor, (s) => s.status === 'done');
      expect(done.output).toMatchObject({ status: 'failed', error: { messages: [shown], paymentError: true } });
    }
  });

  it("a saved card's verification answer is passed on with its code, and the expiry is sent when asked", async () => {
    const code = 'orders/verify-expr/2-attempts-remaining';
    const message = 'Double check your expiration date. You have two more tries before this card is removed for your security.';
    const { actor, calls } = start(
      { kind: 'savedCard', paymentMethodId: 7, expiry: { month: 1, year: 2031 } },
      { submit: async () => Promise.reject(apiError(422, message, [code])) },
    );
    const done = await waitFor(actor, (s) => s.status === 'done');
    expect(submittedOrder(calls)).toMatchObject({ paymentMethod: 'credit', paymentMethodId: 7, exprMonth: 1, exprYear: 2031 });
    expect(done.output).toMatchObject({ status: 'failed', error: { verification: { code, message }, paymentError: false } });
  });

  it('a lost connection asks the server by the idempotency key: the order that went through is placed', async () => {
    const { actor, calls } = start(
      { kind: 'cash' },
      {
        submit: async () => Promise.reject(apiError(null, 'ERR_NETWORK', ['ERR_NETWORK'])),
        lookup: async () => ({ orderUuid: 'o-9', challengeUrl: null }),
      },
    );
    await waitFor(actor, (s) => s.matches('checkingOrder'));
    const done = await waitFor(actor, (s) => s.status === 'done');
    expect(done.output).toEqual({ status: 'placed', orderUuid: 'o-9' });
    expect(calls).toContainEqual(['lookup', { idempotencyKey: 'idem-1' }]);
  });

  it("a lost connection whose order never arrived fails with 'Looks like your Internet cut out…'", async () => {
    const { actor } = start(
      { kind: 'cash' },
      { submit: async () => Promise.reject(apiError(null, 'ERR_NETWORK', ['ERR_NETWORK'])), lookup: async () => null },
    );
    const done = await waitFor(actor, (s) => s.status === 'done');
    expect(done.output).toMatchObject({ status: 'failed', error: { messages: [connectionLostMessage('(212) 555-0100')] } });
    expect(connectionLostMessage('(212) 555-0100')).toBe(
      "Looks like your Internet cut out. Let's see if your order went through. Call us at (212) 555-0100",
    );
  });

  it('a lost connection while the server still settles the charge (409 in progress): asked again every 5 s until it answers', async () => {
    const answers: LookupOrderOutput[] = [{ inProgress: true }, { inProgress: true }, { orderUuid: 'o-9', challengeUrl: null }];
    const clock = new SimulatedClock();
    const { actor, calls } = start(
      { kind: 'cash' },
      { submit: async () => Promise.reject(apiError(null, 'ERR_NETWORK', ['ERR_NETWORK'])), lookup: async () => answers.shift()! },
      'stripe',
      clock,
    );
    await waitFor(actor, (s) => s.matches('awaitingSettlement'));
    expect(actor.getSnapshot().context.connectionLost).toBe(true);
    clock.increment(4_999);
    expect(actor.getSnapshot().matches('awaitingSettlement')).toBe(true);
    clock.increment(1);
    await waitFor(actor, (s) => s.matches('awaitingSettlement') && s.context.lookups === 2);
    clock.increment(5_000);
    const done = await waitFor(actor, (s) => s.status === 'done');
    expect(done.output).toEqual({ status: 'placed', orderUuid: 'o-9' });
    expect(names(calls).filter((name) => name === 'lookup')).toHaveLength(3);
  });

  it('a charge still unsettled after 36 lookups (about 3 minutes) fails with the lost-connection message', async () => {
    const clock = new SimulatedClock();
    const { actor, calls } = start(
      { kind: 'cash' },
      { submit: async () => Promise.reject(apiError(null, 'ERR_NETWORK', ['ERR_NETWORK'])), lookup: async () => ({ inProgress: true }) },
      'stripe',
      clock,
    );
    for (let lookup = 1; lookup <= 36; lookup += 1) {
      await waitFor(actor, (s) => s.matches('awaitingSettlement') && s.context.lookups === lookup);
      clock.increment(5_000);
    }
    const done = await waitFor(actor, (s) => s.status === 'done');
    expect(done.output).toMatchObject({ status: 'failed', error: { messages: [connectionLostMessage('(212) 555-0100')] } });
    expect(names(calls).filter((name) => name === 'lookup')).toHaveLength(36);
  });

  it('a gateway refusal of the typed card fails without calling the platform', async () => {
    const { actor, calls } = start(newCard(false), {
      tokenize: async () => Promise.reject({ messages: ['Your card number is invalid.'], codes: ['invalid_number'] }),
    });
    const done = await waitFor(actor, (s) => s.status === 'done');
    expect(done.output).toMatchObject({
      status: 'failed',
      error: { messages: ['Your card number is invalid.'], codes: ['invalid_number'] },
    });
    expect(names(calls)).toEqual(['tokenize']);
  });
});
