import { describe, expect, it } from 'vitest';
import { createActor, fromCallback, fromPromise, waitFor, type AnyStateNode } from 'xstate';
import { CARD_MESSAGES } from '../checkout/contact.rules';
import { saveCardMachine } from './saveCard.machine';
import type { SaveCardEvent, SaveCardInput, SavedCard, StoreCardOutput } from './saveCard.types';

const visa: SavedCard = { id: 7, brand: 'visa', lastFour: '4242', expMonth: 12, expYear: 2034 };
const challengeUrl = 'http://localhost/sandbox/stripe/3ds/seti_1';
/** An error as the storefront's API client rejects with (status, errors, meta codes). */
const apiError = (status: number | null, message: string, codes: string[] = []) => ({
  status,
  errors: [{ code: codes[0] ?? 'error', message }],
  orderErrorCodes: codes,
  messages: status === null ? [] : [message],
});

type Answers = {
  tokenize?: () => Promise<{ token: string }>;
  store?: () => Promise<StoreCardOutput>;
  confirm?: () => Promise<{ card: SavedCard }>;
};

// Every effect is a stubbed boundary (the gateway's Stripe.js, the platform API, the modal, the page): each records its calls.
function start(answers: Answers = {}, forOrder?: SaveCardInput['forOrder']) {
  const calls: Array<[string, unknown]> = [];
  const record = <T, I>(name: string, answer: (() => Promise<T>) | undefined, fallback: T) =>
    fromPromise<T, I>(async ({ input }) => {
      calls.push([name, input]);
      return answer ? answer() : fallback;
    });
  let sendBack: ((event: SaveCardEvent) => void) | null = null;
  const machine = saveCardMachine.provide({
    actors: {
      tokenizeCard: record('tokenize', answers.tokenize, { token: 'pm_1' }),
      storeCard: record('store', answers.store, { card: visa, challengeUrl: null }),
      confirmCard: record('confirm', answers.confirm, { card: visa }),
      watchChallenge: fromCallback<SaveCardEvent>(({ sendBack: send }) => {
        sendBack = send;
        return () => void calls.push(['unwatch', null]);
      }),
    },
    actions: {
      openChallenge: ({ context }) => void calls.push(['open', context.challengeUrl]),
      closeChallenge: () => void calls.push(['close', null]),
      clearCardFields: () => void calls.push(['clearFields', null]),
      announceSaved: (_, { card }) => void calls.push(['announce', card]),
    },
  });
  const actor = createActor(machine, { input: { email: 'ann@example.com', name: 'Ann Lee', ...(forOrder ? { forOrder } : {}) } }).start();
  const fill = () => {
    for (const field of ['cardNumber', 'cardExpiry', 'cardCvc'] as const) actor.send({ type: 'card.change', field, state: 'complete' });
    actor.send({ type: 'card.postalCode', value: '10001' });
  };
  return {
    actor,
    calls,
    fill,
    challengeReturns: (intentId: string) => sendBack?.({ type: 'challenge.return', intentId }),
    leave: () => sendBack?.({ type: 'challenge.abort' }),
  };
}
const names = (calls: Array<[string, unknown]>) => calls.map(([name]) => name);

describe('saveCardMachine', () => {
  it('nothing is asked of the gateway until every field is valid; then the messages of checkout §5 follow every edit', () => {
    const { actor, calls } = start();
    actor.send({ type: 'card.change', field: 'cardNumber', state: 'error' });
    expect(actor.getSnapshot().context.errors).toEqual({});
    actor.send({ type: 'card.submit' });
    expect(actor.getSnapshot().value).toEqual({ editing: 'idle' });
    expect(actor.getSnapshot().context.errors).toEqual({
      cardNumber: CARD_MESSAGES.cardNumber,
      cardExpiry: CARD_MESSAGES.cardExpiry,
      cardCvc: CARD_MESSAGES.cardCvc,
      postalCode: CARD_MESSAGES.postalCode,
    });
    actor.send({ type: 'card.change', field: 'cardNumber', state: 'complete' });
    actor.send({ type: 'card.postalCode', value: '1000' });
    expect(actor.getSnapshot().context.errors).toEqual({
      cardExpiry: 'Enter a valid expiration date',
      cardCvc: 'Enter a valid CVV',
      postalCode: 'Enter a valid Zip Code',
    });
    expect(calls).toEqual([]);
  });

  it.each([
    ['10001', true],
    ['10001-1234', true],
    [' 10001 ', true],
    ['1000', false],
    ['10001-12', false],
    ['1000a', false],
  ])('billing ZIP %j is valid: %s', (zip, valid) => {
    const { actor, fill } = start();
    fill();
    actor.send({ type: 'card.postalCode', value: zip });
    actor.send({ type: 'card.submit' });
    expect(actor.getSnapshot().matches('editing')).toBe(!valid);
    expect(actor.getSnapshot().context.errors.postalCode).toBe(valid ? undefined : 'Enter a valid Zip Code');
  });

  it('a card that needs no challenge is tokenized, saved for reuse and announced', async () => {
    const { actor, calls, fill } = start();
    fill();
    actor.send({ type: 'card.submit' });
    expect(actor.getSnapshot().hasTag('busy')).toBe(true);
    const done = await waitFor(actor, (s) => s.matches('saved'));
    expect(done.value).toBe('saved');
    expect(calls).toEqual([
      ['tokenize', { email: 'ann@example.com', name: 'Ann Lee', postalCode: '10001' }],
      ['store', { source: { gateway: 'stripe', token: 'pm_1' }, singleUse: false, email: 'ann@example.com' }],
      ['announce', visa],
    ]);
  });

  it("checkout's newCreditCardModal starts again from empty fields, after a saved card or a refused one", async () => {
    const { actor, fill } = start();
    fill();
    actor.send({ type: 'card.submit' });
    await waitFor(actor, (s) => s.matches('saved'));
    actor.send({ type: 'card.restart' });
    const again = actor.getSnapshot();
    expect(again.value).toEqual({ editing: 'idle' });
    expect(again.context).toMatchObject({ submitted: false, errors: {}, token: null, savedCard: null, failure: null });
    expect(again.context.fields).toEqual({ cardNumber: 'empty', cardExpiry: 'empty', cardCvc: 'empty', postalCode: '' });
    actor.send({ type: 'card.submit' });
    expect(actor.getSnapshot().context.errors.cardNumber).toBe('Enter a valid Credit Card number');
    actor.send({ type: 'card.restart' });
    expect(actor.getSnapshot().context.errors).toEqual({});
  });

  it('a 3-D Secure setup opens the challenge, and its return confirms the card with the setup intent', async () => {
    const { actor, calls, fill, challengeReturns } = start({ store: async () => ({ card: visa, challengeUrl }) });
    fill();
    actor.send({ type: 'card.submit' });
    await waitFor(actor, (s) => s.matches('awaitingChallenge'));
    expect(actor.getSnapshot().context.challengeUrl).toBe(challengeUrl);
    expect(calls.at(-1)).toEqual(['open', challengeUrl]);
    challengeReturns('seti_1');
    const done = await waitFor(actor, (s) => s.matches('saved'));
    expect(done.value).toBe('saved');
    expect(names(calls)).toEqual(['tokenize', 'store', 'open', 'close', 'unwatch', 'confirm', 'announce']);
    expect(calls.find(([name]) => name === 'confirm')![1]).toEqual({
      paymentMethodId: 7,
      gateway: 'stripe',
      returned: 'seti_1',
      email: 'ann@example.com',
    });
    expect(done.context.challengeUrl).toBeNull();
  });

  it('closing the challenge aborts (ABORTED): nothing is confirmed nor announced, and the card can be tried again', async () => {
    const { actor, calls, fill, leave } = start({ store: async () => ({ card: visa, challengeUrl }) });
    fill();
    actor.send({ type: 'card.submit' });
    await waitFor(actor, (s) => s.matches('awaitingChallenge'));
    leave();
    expect(actor.getSnapshot().value).toEqual({ editing: 'aborted' });
    expect(names(calls)).toEqual(['tokenize', 'store', 'open', 'close', 'unwatch']);
    // the fields are kept: the same card can be sent again
    actor.send({ type: 'card.submit' });
    expect(actor.getSnapshot().matches('tokenizing')).toBe(true);
  });

  it("a failed challenge never saves the card: 'Your card verification failed, please try again', fields emptied", async () => {
    const { actor, calls, fill, challengeReturns } = start({
      store: async () => ({ card: visa, challengeUrl }),
      confirm: () => Promise.reject(apiError(422, 'Your card verification failed, please try again', ['payment_error'])),
    });
    fill();
    actor.send({ type: 'card.submit' });
    await waitFor(actor, (s) => s.matches('awaitingChallenge'));
    challengeReturns('seti_1');
    const failed = await waitFor(actor, (s) => s.matches({ editing: 'failed' }));
    expect(failed.context.failure).toEqual({ messages: ['Your card verification failed, please try again'], paymentError: true });
    expect(failed.context.fields).toEqual({ cardNumber: 'empty', cardExpiry: 'empty', cardCvc: 'empty', postalCode: '' });
    expect(names(calls)).not.toContain('announce');
    expect(names(calls).at(-1)).toBe('clearFields');
    // the emptied fields report it; the submitted flag was reset (checkout §4), so no field message yet
    actor.send({ type: 'card.change', field: 'cardNumber', state: 'empty' });
    expect(actor.getSnapshot().value).toEqual({ editing: 'failed' });
    expect(actor.getSnapshot().context.errors).toEqual({});
    // sent again at once: the emptied fields are asked for, the failure gives way to their messages
    actor.send({ type: 'card.submit' });
    expect(actor.getSnapshot().value).toEqual({ editing: 'idle' });
    expect(actor.getSnapshot().context.failure).toBeNull();
    expect(actor.getSnapshot().context.errors.cardNumber).toBe('Enter a valid Credit Card number');
  });

  it('a declined card is remapped (checkout §8) and emptied; a lost connection keeps the fields and says something went wrong', async () => {
    const declined = start({ store: () => Promise.reject(apiError(422, 'Your card was declined.', ['payment_error'])) });
    declined.fill();
    declined.actor.send({ type: 'card.submit' });
    const refused = await waitFor(declined.actor, (s) => s.matches({ editing: 'failed' }));
    expect(refused.context.failure).toEqual({ messages: ['Sorry, your payment was declined. Please try again.'], paymentError: true });
    expect(refused.context.fields.cardNumber).toBe('empty');

    const cut = start({ store: () => Promise.reject(apiError(null, 'ERR_NETWORK')) });
    cut.fill();
    cut.actor.send({ type: 'card.submit' });
    const lost = await waitFor(cut.actor, (s) => s.matches({ editing: 'failed' }));
    expect(lost.context.failure).toEqual({ messages: ['Something went wrong, please try again.'], paymentError: false });
    expect(lost.context.fields.cardNumber).toBe('complete');
    expect(names(cut.calls)).not.toContain('clearFields');
  });

  it("the gateway's refusal to make the card shows its own text and keeps the fields", async () => {
    const message = 'An error occurred with our connection to Stripe. Please check your connection and try again.';
    const { actor, calls, fill } = start({ tokenize: () => Promise.reject({ messages: [message], codes: [] }) });
    fill();
    actor.send({ type: 'card.submit' });
    const failed = await waitFor(actor, (s) => s.matches({ editing: 'failed' }));
    expect(failed.context.failure).toEqual({ messages: [message], paymentError: false });
    expect(names(calls)).toEqual(['tokenize']);
    // an edit keeps the failure shown until the next try
    actor.send({ type: 'card.postalCode', value: '10002' });
    expect(actor.getSnapshot().value).toEqual({ editing: 'failed' });
    actor.send({ type: 'card.submit' });
    expect(actor.getSnapshot().matches('tokenizing')).toBe(true);
    expect(actor.getSnapshot().context.failure).toBeNull();
  });

  describe("as placeOrder's child (a card checkout read, saved before the order)", () => {
    const adyen = { source: { gateway: 'adyen' as const, data: { type: 'scheme' }, browserInfo: {} }, singleUse: true };

    it('saves at once, confirms after the challenge with the gateway, email and client_secret, and ends with the card', async () => {
      const { actor, calls, challengeReturns } = start(
        { store: async () => ({ card: visa, challengeUrl, clientSecret: 's3cret' }) },
        adyen,
      );
      await waitFor(actor, (s) => s.matches('awaitingChallenge'));
      challengeReturns('Ab02redirect');
      const done = await waitFor(actor, (s) => s.status === 'done');
      expect(done.output).toEqual({ status: 'saved', card: visa, clientSecret: 's3cret' });
      expect(calls[0]).toEqual(['store', { ...adyen, email: 'ann@example.com' }]);
      expect(calls).toContainEqual([
        'confirm',
        { paymentMethodId: 7, gateway: 'adyen', returned: 'Ab02redirect', email: 'ann@example.com', clientSecret: 's3cret' },
      ]);
      // placeOrder words the refusal and announces nothing: the account's page is not there
      expect(names(calls)).not.toContain('announce');
    });

    it('ends refused with the error as the API client gave it (fields untouched), or aborted when the challenge is closed', async () => {
      const declined = apiError(422, 'Your card was declined.', ['payment_error']);
      const refused = start({ store: async () => Promise.reject(declined) }, adyen);
      expect((await waitFor(refused.actor, (s) => s.status === 'done')).output).toEqual({ status: 'refused', error: declined });
      expect(names(refused.calls)).toEqual(['store']);
      const closed = start({ store: async () => ({ card: visa, challengeUrl }) }, adyen);
      await waitFor(closed.actor, (s) => s.matches('awaitingChallenge'));
      closed.leave();
      expect((await waitFor(closed.actor, (s) => s.status === 'done')).output).toEqual({ status: 'aborted' });
    });
  });

  it('every invoke has an explicit id equal to its src, and every state a description or an obvious name', () => {
    const nodes = (node: AnyStateNode): AnyStateNode[] => [node, ...Object.values(node.states).flatMap(nodes)];
    for (const node of nodes(saveCardMachine.root)) {
      for (const invoke of [node.config.invoke ?? []].flat()) expect(invoke.id).toBe(invoke.src);
      if (!['saveCard', 'idle'].includes(node.key)) expect(node.description, node.id).toBeTruthy();
    }
  });
});
