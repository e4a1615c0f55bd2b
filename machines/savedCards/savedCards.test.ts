import { describe, expect, it } from 'vitest';
import { createActor, fromPromise, waitFor } from 'xstate';
import { savedCardsMachine } from './savedCards.machine';
import type { SavedCard } from './savedCards.types';

const visa: SavedCard = { id: 1, brand: 'visa', lastFour: '4242', expMonth: 12, expYear: 2034 };
const mc: SavedCard = { id: 2, brand: 'mastercard', lastFour: '4444', expMonth: 1, expYear: 2030 };

// GET and DELETE v2 payment_methods are stubbed boundaries answering as the server would.
function start(
  signedIn: boolean,
  { list = async () => [visa, mc], remove = async () => {} }: { list?: () => Promise<SavedCard[]>; remove?: () => Promise<void> } = {},
) {
  const calls: string[] = [];
  const machine = savedCardsMachine.provide({
    actors: {
      fetchCards: fromPromise(async () => {
        calls.push('list');
        return list();
      }),
      deleteCard: fromPromise(async ({ input }) => {
        calls.push(`delete ${input.id}`);
        return remove();
      }),
    },
  });
  return { actor: createActor(machine, { input: { signedIn } }).start(), calls };
}

describe('savedCardsMachine', () => {
  it('a guest has no saved cards and nothing is asked', () => {
    const { actor, calls } = start(false);
    expect(actor.getSnapshot().value).toBe('guest');
    expect(calls).toEqual([]);
  });

  it("lists the account's cards, asks before deleting one, marks it while deleting it, then removes it", async () => {
    let finish: () => void = () => {};
    const { actor, calls } = start(true, { remove: () => new Promise<void>((resolve) => (finish = resolve)) });
    await waitFor(actor, (s) => s.matches('ready'));
    expect(actor.getSnapshot().context.cards).toEqual([visa, mc]);
    actor.send({ type: 'savedCards.delete', id: 1 });
    expect(actor.getSnapshot().value).toBe('confirmingDelete');
    expect(actor.getSnapshot().context.markedId).toBe(1);
    expect(calls).toEqual(['list']);
    actor.send({ type: 'savedCards.confirm' });
    expect(actor.getSnapshot().value).toBe('deleting');
    expect(actor.getSnapshot().context.markedId).toBe(1);
    finish();
    await waitFor(actor, (s) => s.matches('ready'));
    expect(actor.getSnapshot().context).toMatchObject({ cards: [mc], markedId: null, errorStatus: null });
    expect(calls).toEqual(['list', 'delete 1']);
  });

  it('a delete cancelled at the question sends nothing and keeps the card', async () => {
    const { actor, calls } = start(true);
    await waitFor(actor, (s) => s.matches('ready'));
    actor.send({ type: 'savedCards.delete', id: 2 });
    actor.send({ type: 'savedCards.cancel' });
    expect(actor.getSnapshot().value).toBe('ready');
    expect(actor.getSnapshot().context).toMatchObject({ cards: [visa, mc], markedId: null });
    expect(calls).toEqual(['list']);
  });

  it('a failed delete keeps the card and sets the error status only', async () => {
    const { actor } = start(true, { remove: async () => Promise.reject({ status: 500 }) });
    await waitFor(actor, (s) => s.matches('ready'));
    actor.send({ type: 'savedCards.delete', id: 2 });
    actor.send({ type: 'savedCards.confirm' });
    await waitFor(actor, (s) => s.matches('ready') && s.context.markedId === null);
    expect(actor.getSnapshot().context).toMatchObject({ cards: [visa, mc], errorStatus: 500 });
  });

  it('a failed list can be asked for again', async () => {
    let attempt = 0;
    const { actor } = start(true, { list: async () => (attempt++ === 0 ? Promise.reject({ status: 503 }) : [visa]) });
    await waitFor(actor, (s) => s.matches('failed'));
    expect(actor.getSnapshot().context.errorStatus).toBe(503);
    actor.send({ type: 'savedCards.request' });
    await waitFor(actor, (s) => s.matches('ready'));
    expect(actor.getSnapshot().context).toMatchObject({ cards: [visa], errorStatus: null });
  });

  it('a card saved elsewhere joins the list first; one the server removed leaves it without a call', async () => {
    const { actor, calls } = start(true);
    await waitFor(actor, (s) => s.matches('ready'));
    const amex = { id: 3, brand: 'amex', lastFour: '0005', expMonth: 3, expYear: 2032 };
    actor.send({ type: 'savedCards.added', card: amex });
    actor.send({ type: 'savedCards.forget', paymentMethodId: 1 });
    expect(actor.getSnapshot().context.cards).toEqual([amex, mc]);
    expect(calls).toEqual(['list']);
  });
});
