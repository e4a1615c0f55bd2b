import { describe, expect, it } from 'vitest';
import { createActor, fromPromise } from 'xstate';
import { orderCancelMachine } from './orderCancel.machine';
import { CANCEL_UNREACHABLE_MESSAGE } from './orderCancel.rules';
import type { CancelledOrder } from './orderCancel.types';

/** The cancel request stubbed (a unit test's boundary): each call answers the next of `answers`. */
function start(answers: (CancelledOrder | { status: number | null; message: string })[]) {
  const calls: string[] = [];
  const machine = orderCancelMachine.provide({
    actors: {
      cancelOrder: fromPromise(async ({ input }) => {
        calls.push(input.orderUuid);
        const answer = answers.shift()!;
        if ('message' in answer) throw answer;
        return answer;
      }),
    },
  });
  const actor = createActor(machine, { input: { orderUuid: 'order-1' } }).start();
  return { actor, calls };
}
const settle = () => new Promise((resolve) => setTimeout(resolve, 0));

describe('orderCancel', () => {
  it('asks first: keeping the order sends nothing', () => {
    const { actor, calls } = start([]);
    actor.send({ type: 'cancel.request' });
    expect(actor.getSnapshot().value).toBe('confirming');
    actor.send({ type: 'cancel.keep' });
    expect(actor.getSnapshot().value).toBe('idle');
    expect(calls).toEqual([]);
  });

  it('cancels once confirmed and keeps what the server answered; another tap while on its way does nothing', async () => {
    const { actor, calls } = start([{ status: 'voided', refundedAmount: 1800 }]);
    actor.send({ type: 'cancel.request' });
    actor.send({ type: 'cancel.confirm' });
    expect(actor.getSnapshot().hasTag('busy')).toBe(true);
    actor.send({ type: 'cancel.confirm' });
    await settle();
    expect(actor.getSnapshot().value).toBe('cancelled');
    expect(actor.getSnapshot().context.cancelled).toEqual({ status: 'voided', refundedAmount: 1800 });
    expect(calls).toEqual(['order-1']);
  });

  it("says the server's reason when refused, and dismissing it goes back to the offer", async () => {
    const { actor } = start([{ status: 409, message: 'The pizzeria has already accepted your order' }]);
    actor.send({ type: 'cancel.request' });
    actor.send({ type: 'cancel.confirm' });
    await settle();
    expect(actor.getSnapshot().value).toBe('failed');
    expect(actor.getSnapshot().context.error).toBe('The pizzeria has already accepted your order');
    actor.send({ type: 'cancel.dismiss' });
    expect(actor.getSnapshot().value).toBe('idle');
    expect(actor.getSnapshot().context.error).toBeNull();
  });

  it('a cancel lost on the way says the connection, and trying again sends it again', async () => {
    const { actor, calls } = start([
      { status: null, message: 'Network Error' },
      { status: 'voided', refundedAmount: 0 },
    ]);
    actor.send({ type: 'cancel.request' });
    actor.send({ type: 'cancel.confirm' });
    await settle();
    expect(actor.getSnapshot().context.error).toBe(CANCEL_UNREACHABLE_MESSAGE);
    actor.send({ type: 'cancel.retry' });
    await settle();
    expect(actor.getSnapshot().value).toBe('cancelled');
    expect(calls).toEqual(['order-1', 'order-1']);
  });
});
