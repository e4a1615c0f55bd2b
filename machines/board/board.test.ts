import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createActor, fromCallback, fromPromise } from 'xstate';
import type { ShopOrderSnapshot } from '../shopOrder/shopOrder.types';
import { boardMachine } from './board.machine';
import type { BoardEvent, BoardStreamEvent } from './board.types';

const order = (uuid: string, status: ShopOrderSnapshot['status'] = 'placed'): ShopOrderSnapshot => ({
  uuid,
  status,
  shipping_type: 'pickup',
  delay_minutes: 0,
});
const event = (id: number, o: ShopOrderSnapshot): BoardStreamEvent => ({ event_id: id, status: o.status, order: o });

/** The board API stubbed: the load answers a script; each stream connection is recorded with the id it resumed from. */
function start(loaded: { orders: ShopOrderSnapshot[]; last_event_id: number } | Error = { orders: [], last_event_id: 10 }) {
  const connections: { lastEventId: number; send: (e: BoardEvent) => void; closed: boolean }[] = [];
  const beeps: number[] = [];
  const machine = boardMachine.provide({
    actors: {
      loadBoard: fromPromise(async () => {
        if (loaded instanceof Error) throw { message: loaded.message };
        return loaded;
      }),
      streamBoard: fromCallback(({ sendBack, input }) => {
        const connection = { lastEventId: input.lastEventId, send: sendBack, closed: false };
        connections.push(connection);
        return () => {
          connection.closed = true;
        };
      }),
    },
    actions: {
      beep: () => {
        beeps.push(Date.now());
      },
    },
  });
  const actor = createActor(machine, { input: { shopId: 1001 } }).start();
  return { actor, connections, beeps };
}

describe('board', () => {
  beforeEach(() => {
    vi.useFakeTimers();
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  it('loads, connects from the loaded event id and goes live', async () => {
    const { actor, connections } = start();
    await vi.advanceTimersByTimeAsync(0);
    expect(actor.getSnapshot().value).toEqual({ connection: { streaming: 'connecting' }, alert: 'quiet' });
    expect(connections[0].lastEventId).toBe(10);
    connections[0].send({ type: 'stream.open' });
    expect(actor.getSnapshot().value).toEqual({ connection: { streaming: 'live' }, alert: 'quiet' });
  });

  it('an order escalated for going unanswered alerts again (a beep), once, until acknowledged', async () => {
    const { actor, connections, beeps } = start();
    await vi.advanceTimersByTimeAsync(0);
    connections.at(-1)!.send({ type: 'stream.open' });
    connections.at(-1)!.send({ type: 'stream.event', event: event(11, order('a')) });
    actor.send({ type: 'board.acknowledge' });
    expect(beeps).toHaveLength(1);
    const escalated = { ...order('a'), escalated_at: '2026-11-23T08:05:00Z' };
    connections.at(-1)!.send({ type: 'stream.event', event: event(12, escalated) });
    expect(actor.getSnapshot().value).toEqual({ connection: { streaming: 'live' }, alert: 'alerting' });
    expect(actor.getSnapshot().context).toMatchObject({ unacknowledged: [], escalated: ['a'] });
    expect(beeps).toHaveLength(2);
    // the escalated order changing again (running late) is not a second escalation; while alerting it re-beeps only for news
    connections.at(-1)!.send({ type: 'stream.event', event: event(13, { ...escalated, delay_minutes: 10 }) });
    expect(beeps).toHaveLength(2);
    actor.send({ type: 'board.acknowledge' });
    expect(actor.getSnapshot().value).toEqual({ connection: { streaming: 'live' }, alert: 'quiet' });
    connections.at(-1)!.send({ type: 'stream.event', event: event(14, { ...escalated, delay_minutes: 20 }) });
    expect(actor.getSnapshot().value).toEqual({ connection: { streaming: 'live' }, alert: 'quiet' });
    // escalated while alerting: beeps again; declined, it leaves the alert's list
    connections.at(-1)!.send({ type: 'stream.event', event: event(15, order('b')) });
    connections.at(-1)!.send({ type: 'stream.event', event: event(16, { ...order('b'), escalated_at: '2026-11-23T08:06:00Z' }) });
    expect(beeps).toHaveLength(4);
    expect(actor.getSnapshot().context.escalated).toEqual(['b']);
    connections.at(-1)!.send({ type: 'stream.event', event: event(17, { ...order('b', 'voided'), escalated_at: '2026-11-23T08:06:00Z' }) });
    expect(actor.getSnapshot().context.escalated).toEqual([]);
  });

  it('loaded with an escalated order waiting: alerting, the order flagged as escalated', async () => {
    const { actor } = start({ orders: [{ ...order('a'), escalated_at: '2026-11-23T08:05:00Z' }, order('b')], last_event_id: 10 });
    await vi.advanceTimersByTimeAsync(0);
    expect(actor.getSnapshot().context).toMatchObject({ unacknowledged: ['a', 'b'], escalated: ['a'] });
    expect(actor.getSnapshot().matches({ alert: 'alerting' })).toBe(true);
  });

  it('a new order alerts (a beep) until acknowledged; an event seen before is not applied twice', async () => {
    const { actor, connections, beeps } = start();
    await vi.advanceTimersByTimeAsync(0);
    connections.at(-1)!.send({ type: 'stream.open' });
    connections.at(-1)!.send({ type: 'stream.event', event: event(11, order('a')) });
    expect(actor.getSnapshot().value).toEqual({ connection: { streaming: 'live' }, alert: 'alerting' });
    expect(actor.getSnapshot().context.unacknowledged).toEqual(['a']);
    connections.at(-1)!.send({ type: 'stream.event', event: event(12, order('b')) });
    expect(beeps).toHaveLength(2);
    // the same event again (a resumed stream overlapping): nothing changes, no beep
    connections.at(-1)!.send({ type: 'stream.event', event: event(12, order('b')) });
    expect(beeps).toHaveLength(2);
    actor.send({ type: 'board.acknowledge' });
    expect(actor.getSnapshot().value).toEqual({ connection: { streaming: 'live' }, alert: 'quiet' });
    // a known order changing does not alert
    connections.at(-1)!.send({ type: 'stream.event', event: event(13, order('a', 'preparing')) });
    expect(actor.getSnapshot().value).toEqual({ connection: { streaming: 'live' }, alert: 'quiet' });
    expect(actor.getSnapshot().context.orders.a.status).toBe('preparing');
    expect(actor.getSnapshot().context.lastEventId).toBe(13);
  });

  it('orders waiting when the board loads alert at once', async () => {
    const { actor } = start({ orders: [order('w')], last_event_id: 3 });
    await vi.advanceTimersByTimeAsync(0);
    expect(actor.getSnapshot().value).toEqual({ connection: { streaming: 'connecting' }, alert: 'alerting' });
  });

  it('reconnects from the last event applied after a drop; after 4 failed tries the offline banner, then retries', async () => {
    const { actor, connections } = start();
    await vi.advanceTimersByTimeAsync(0);
    connections.at(-1)!.send({ type: 'stream.open' });
    connections.at(-1)!.send({ type: 'stream.event', event: event(11, order('a')) });
    connections.at(-1)!.send({ type: 'stream.error' });
    expect(actor.getSnapshot().value).toMatchObject({ connection: 'reconnecting' });
    expect(connections[0].closed).toBe(true);
    await vi.advanceTimersByTimeAsync(999);
    expect(connections).toHaveLength(1);
    await vi.advanceTimersByTimeAsync(1);
    expect(connections).toHaveLength(2);
    expect(connections[1].lastEventId).toBe(11);
    // keeps failing: waits 2 s, 4 s, then the banner
    connections.at(-1)!.send({ type: 'stream.error' });
    await vi.advanceTimersByTimeAsync(2000);
    connections.at(-1)!.send({ type: 'stream.error' });
    await vi.advanceTimersByTimeAsync(4000);
    connections.at(-1)!.send({ type: 'stream.error' });
    await vi.advanceTimersByTimeAsync(8000);
    expect(actor.getSnapshot().value).toMatchObject({ connection: 'offline' });
    actor.send({ type: 'board.retry' });
    expect(actor.getSnapshot().value).toMatchObject({ connection: { streaming: 'connecting' } });
    connections.at(-1)!.send({ type: 'stream.open' });
    expect(actor.getSnapshot().context.attempts).toBe(0);
  });

  it('a retry from the offline banner that fails shows the banner again at once, and the next try comes 15 s later', async () => {
    const { actor, connections } = start();
    await vi.advanceTimersByTimeAsync(0);
    connections.at(-1)!.send({ type: 'stream.error' });
    for (const wait of [1000, 2000, 4000]) {
      await vi.advanceTimersByTimeAsync(wait);
      connections.at(-1)!.send({ type: 'stream.error' });
    }
    await vi.advanceTimersByTimeAsync(8000);
    expect(actor.getSnapshot().value).toMatchObject({ connection: 'offline' });
    actor.send({ type: 'board.retry' });
    connections.at(-1)!.send({ type: 'stream.error' });
    expect(actor.getSnapshot().value).toMatchObject({ connection: 'offline' });
    const before = connections.length;
    await vi.advanceTimersByTimeAsync(14_999);
    expect(connections.length).toBe(before);
    await vi.advanceTimersByTimeAsync(1);
    expect(connections.length).toBe(before + 1);
  });

  it('the offline board tries again by itself every 15 s', async () => {
    const { actor, connections } = start(new Error('down'));
    await vi.advanceTimersByTimeAsync(1000 + 1000 + 2000 + 4000);
    // load failed, then three stream tries fail
    for (let n = 0; n < 10 && !('offline' === (actor.getSnapshot().value as { connection: string }).connection); n += 1) {
      connections.at(-1)?.send({ type: 'stream.error' });
      await vi.advanceTimersByTimeAsync(8000);
    }
    expect(actor.getSnapshot().value).toMatchObject({ connection: 'offline' });
    const before = connections.length;
    await vi.advanceTimersByTimeAsync(15_000);
    expect(connections.length).toBe(before + 1);
  });
});
