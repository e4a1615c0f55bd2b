import { describe, expect, it } from 'vitest';
import { createActor, fromCallback, fromPromise, waitFor, type ActorRefFrom } from 'xstate';
import type { PlaceOrderPayload } from '../checkout/checkout.payload';
import type { SavedCard } from '../savedCards/savedCards.types';
import { placeOrderMachine } from './placeOrder.machine';
import { saveCardMachine } from '../saveCard/saveCard.machine';
import type { SaveCardEvent } from '../saveCard/saveCard.types';
import type { CardSource, PlaceOrderEvent, PlaceOrderPayment } from './placeOrder.types';

// Issue 37 item 1: a guest's Adyen card is bound to the secret its save answered; the machine carries it to the confirm and the order.
const payload = {
  order: { shopId: 1101, paymentMethod: 'cash', email: 'ann@example.com' },
  orderOptionTypes: [],
} as unknown as PlaceOrderPayload;
const guest: PlaceOrderPayment = { kind: 'newCard', save: false, email: 'ann@example.com', name: 'Ann Lee', postalCode: '' };
const adyenCard: CardSource = { gateway: 'adyen', data: { type: 'scheme', encryptedCardNumber: 'enc' }, browserInfo: { colorDepth: 24 } };
const card: SavedCard = { id: 1_234_567_891, brand: 'visa', lastFour: '1111', expMonth: 3, expYear: 2030, gateway: 'adyen' };

function start(saved: { challengeUrl: string | null; clientSecret?: string | null }) {
  const calls: Record<string, unknown> = {};
  let sendBack: ((event: PlaceOrderEvent & SaveCardEvent) => void) | null = null;
  // records each effect's input; typed as the machine's own actor it stands for
  const record = <T>(name: string, answer: T) =>
    fromPromise<T, unknown>(async ({ input }) => {
      calls[name] = input;
      return answer;
    }) as never;
  const machine = placeOrderMachine.provide({
    actors: {
      tokenizeCard: record('tokenize', adyenCard),
      saveCard: saveCardMachine.provide({
        actors: {
          storeCard: record('save', { card, ...saved }),
          confirmCard: record('confirm', { card }),
          watchChallenge: fromCallback<SaveCardEvent>(({ sendBack: send }) => void (sendBack = send)),
        },
        actions: { openChallenge: () => {}, closeChallenge: () => {} },
      }),
      submitOrder: record('submit', { orderUuid: 'o-1', challengeUrl: null }),
      watchChallenge: fromCallback<PlaceOrderEvent>(({ sendBack: send }) => void (sendBack = send)),
    },
    actions: { openChallenge: () => {}, closeChallenge: () => {} },
  });
  const actor = createActor(machine, {
    input: { payload, idempotencyKey: 'idem-1', payment: guest, shopPhone: '(212) 555-0100', gateway: 'adyen' },
  }).start();
  const submitted = () => (calls.submit as { payload: PlaceOrderPayload }).payload.order;
  return { actor, calls, submitted, challengeReturns: (intentId: string) => sendBack?.({ type: 'challenge.return', intentId }) };
}

describe("placeOrderMachine: a guest's single-use Adyen card and its client_secret", () => {
  it('the order carries the secret the save answered', async () => {
    const { actor, submitted } = start({ challengeUrl: null, clientSecret: 'k3y-only-this-browser-holds' });
    expect((await waitFor(actor, (s) => s.status === 'done')).output).toEqual({ status: 'placed', orderUuid: 'o-1' });
    expect(submitted()).toMatchObject({ gateway: 'adyen', paymentMethodId: card.id, clientSecret: 'k3y-only-this-browser-holds' });
  });

  it("a card challenged on saving: the confirm and then the order carry the save's secret", async () => {
    const { actor, calls, submitted, challengeReturns } = start({ challengeUrl: '/sandbox/adyen/3ds/r1', clientSecret: 's3cret' });
    await waitFor(actor, (s) => s.matches('savingCard'));
    await waitFor(actor.getSnapshot().children.saveCard as ActorRefFrom<typeof saveCardMachine>, (s) => s.matches('awaitingChallenge'));
    challengeReturns('Ab02redirect');
    await waitFor(actor, (s) => s.status === 'done');
    expect(calls.confirm).toEqual({
      paymentMethodId: card.id,
      gateway: 'adyen',
      returned: 'Ab02redirect',
      email: 'ann@example.com',
      clientSecret: 's3cret',
    });
    expect(submitted()).toMatchObject({ paymentMethodId: card.id, clientSecret: 's3cret' });
  });

  it('a card saved with no secret (an account keeps it) sends none', async () => {
    const { actor, submitted } = start({ challengeUrl: null });
    await waitFor(actor, (s) => s.status === 'done');
    expect(submitted()).not.toHaveProperty('clientSecret');
  });
});
