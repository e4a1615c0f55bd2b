import { describe, expect, it } from 'vitest';
import { createActor, fromPromise, waitFor } from 'xstate';
import { shopOrderMachine } from './shopOrder.machine';
import type { OrderAction, ShopOrderSnapshot, ShopOrderStatus } from './shopOrder.types';

const order = (status: ShopOrderStatus, fields: Partial<ShopOrderSnapshot> = {}): ShopOrderSnapshot => ({
  uuid: 'order-1',
  status,
  shipping_type: 'pickup',
  delay_minutes: 0,
  ...fields,
});

/** The board API stubbed: each action answers the order in the status the server would move it to, or refuses. */
function start(initial: ShopOrderSnapshot, answer: (pending: OrderAction, current: ShopOrderSnapshot) => ShopOrderSnapshot | Error) {
  const sent: OrderAction[] = [];
  let current = initial;
  const machine = shopOrderMachine.provide({
    actors: {
      sendOrderAction: fromPromise(async ({ input }) => {
        sent.push(input.pending);
        const next = answer(input.pending, current);
        if (next instanceof Error) throw { message: next.message };
        current = next;
        return next;
      }),
    },
  });
  const actor = createActor(machine, { input: { shopId: 1001, order: initial } }).start();
  return { actor, sent };
}

const settled = (actor: ReturnType<typeof start>['actor']) => waitFor(actor, (s) => !s.hasTag('busy'));

const server = (pending: OrderAction, current: ShopOrderSnapshot): ShopOrderSnapshot => {
  switch (pending.action) {
    case 'accept':
      return { ...current, status: 'preparing' };
    case 'decline':
      return { ...current, status: 'voided' };
    case 'delay':
      return { ...current, delay_minutes: current.delay_minutes + pending.body.minutes };
    case 'ready':
      return { ...current, status: 'ready_for_pickup' };
    case 'out_for_delivery':
      return { ...current, status: 'out_for_delivery' };
    case 'complete':
      return { ...current, status: 'completed' };
    case 'adjust':
      return current;
  }
};

describe('shopOrder', () => {
  it('walks a pickup order: new → accepted (20 min) → delayed → ready → completed', async () => {
    const { actor, sent } = start(order('placed'), server);
    expect(actor.getSnapshot().value).toBe('new');
    actor.send({ type: 'order.accept', prepMinutes: 20, key: 'k1' });
    expect(actor.getSnapshot().hasTag('busy')).toBe(true);
    // a second tap while the first is on its way sends nothing
    actor.send({ type: 'order.accept', prepMinutes: 20, key: 'k2' });
    await settled(actor);
    expect(actor.getSnapshot().value).toBe('accepted');
    actor.send({ type: 'order.delay', minutes: 10, key: 'k3' });
    await settled(actor);
    expect(actor.getSnapshot().value).toBe('delayed');
    actor.send({ type: 'order.outForDelivery', key: 'k4' }); // not for a pickup
    expect(actor.getSnapshot().value).toBe('delayed');
    actor.send({ type: 'order.ready', key: 'k5' });
    await settled(actor);
    expect(actor.getSnapshot().value).toBe('ready');
    actor.send({ type: 'order.complete', key: 'k6' });
    await settled(actor);
    expect(actor.getSnapshot().value).toBe('completed');
    expect(sent.map((s) => [s.action, s.body, s.key])).toEqual([
      ['accept', { prep_minutes: 20 }, 'k1'],
      ['delay', { minutes: 10 }, 'k3'],
      ['ready', null, 'k5'],
      ['complete', null, 'k6'],
    ]);
  });

  it('a delivery goes out for delivery, not ready', async () => {
    const { actor } = start(order('preparing', { shipping_type: 'delivery' }), server);
    actor.send({ type: 'order.ready', key: 'a' });
    expect(actor.getSnapshot().value).toBe('accepted');
    actor.send({ type: 'order.outForDelivery', key: 'b' });
    await settled(actor);
    expect(actor.getSnapshot().value).toBe('outForDelivery');
  });

  it('declines a new order with its reason', async () => {
    const { actor, sent } = start(order('placed'), server);
    actor.send({ type: 'order.decline', reason: 'Out of dough', key: 'd' });
    await settled(actor);
    expect(actor.getSnapshot().value).toBe('declined');
    expect(sent[0]).toEqual({ action: 'decline', body: { reason: 'Out of dough' }, key: 'd' });
  });

  it('a refused action fails with its message; retry sends the same key again', async () => {
    let refusals = 1;
    const { actor, sent } = start(order('placed'), (pending, current) =>
      refusals-- > 0 ? new Error('The connection dropped') : server(pending, current),
    );
    actor.send({ type: 'order.accept', prepMinutes: 15, key: 'same' });
    await settled(actor);
    expect(actor.getSnapshot().value).toBe('failed');
    expect(actor.getSnapshot().context.error).toBe('The connection dropped');
    actor.send({ type: 'order.retry' });
    await settled(actor);
    expect(actor.getSnapshot().value).toBe('accepted');
    expect(sent.map((s) => s.key)).toEqual(['same', 'same']);
  });

  it('dismissing a failure goes back to where the order is', async () => {
    const { actor } = start(order('placed'), () => new Error('Nope'));
    actor.send({ type: 'order.accept', prepMinutes: 15, key: 'x' });
    await settled(actor);
    actor.send({ type: 'order.dismiss' });
    expect(actor.getSnapshot().value).toBe('new');
  });

  it("follows the stream: another tablet's accept, then the order voided", () => {
    const { actor } = start(order('placed'), server);
    actor.send({ type: 'order.updated', order: order('preparing') });
    expect(actor.getSnapshot().value).toBe('accepted');
    actor.send({ type: 'order.updated', order: order('voided') });
    expect(actor.getSnapshot().value).toBe('declined');
    expect(actor.getSnapshot().status).toBe('done');
  });

  it.each([
    ['placed', 'new'],
    ['preparing', 'accepted'],
    ['ready_for_pickup', 'ready'],
    ['out_for_delivery', 'outForDelivery'],
    ['completed', 'completed'],
    ['voided', 'declined'],
  ] as const)('starts an order that is %s in %s', (status, state) => {
    expect(start(order(status), server).actor.getSnapshot().value).toBe(state);
  });
});
