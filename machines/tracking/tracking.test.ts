import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createActor, fromPromise } from 'xstate';
import { FALLBACK_AFTER_MAX_ETA_MS, TRACKING_POLL_MS, trackingMachine } from './tracking.machine';
import type { Tracking } from './tracking.types';

const NOW = Date.UTC(2025, 0, 1, 18, 0, 0);
const POLL = 5000;
const minutes = (n: number) => n * 60 * 1000;
const iso = (ms: number) => new Date(ms).toISOString();

/** The statuses an order has once placed (awaiting_payment / payment_failed orders are not tracked). */
type PlacedStatus = Exclude<Tracking['order']['status'], 'awaiting_payment' | 'payment_failed'>;
const tracking = (status: PlacedStatus, overrides: { maxEta?: number; driver?: Tracking['delivery']['driver'] } = {}): Tracking => ({
  delivery: { deliveredAt: null, driver: overrides.driver ?? null, eta: null },
  order: {
    maxEta: iso(overrides.maxEta ?? NOW + minutes(45)),
    minEta: iso(NOW + minutes(30)),
    scheduled: false,
    scheduledAt: null,
    status,
    uuid: 'order-1',
    voidedAt: null,
    voidReason: null,
    delayMinutes: 0,
    adjustedAmount: 0,
    adjustmentReason: null,
    adjustedAt: null,
    total: 1500,
  },
  status: status === 'placed' ? 'confirming_order' : status === 'preparing' ? 'preparing_order' : status === 'voided' ? 'voided' : status,
});

// fetchTracking is a stubbed boundary (the tracking service): it answers from a script, one answer per poll.
function start(answers: Array<Tracking | Error>) {
  const calls: string[] = [];
  const machine = trackingMachine.provide({
    actors: {
      fetchTracking: fromPromise(async ({ input }) => {
        calls.push(input.orderUuid);
        const answer = answers[Math.min(calls.length, answers.length) - 1];
        if (answer instanceof Error) throw answer;
        return answer;
      }),
    },
  });
  const actor = createActor(machine, { input: { orderUuid: 'order-1', pollIntervalMs: POLL } }).start();
  return { actor, calls };
}

const settle = () => vi.advanceTimersByTimeAsync(0);

beforeEach(() => void vi.useFakeTimers({ now: NOW }));
afterEach(() => void vi.useRealTimers());

describe('trackingMachine polling', () => {
  it('exports the spec constants', () => {
    expect(TRACKING_POLL_MS).toBe(5000);
    expect(FALLBACK_AFTER_MAX_ETA_MS).toBe(minutes(90));
  });

  it('fetches at once, then again every pollInterval, never earlier', async () => {
    const { actor, calls } = start([
      tracking('placed'),
      tracking('preparing'),
      tracking('out_for_delivery', { driver: { name: 'Sam', phone: null, location: null, milesAway: null } }),
    ]);
    expect(actor.getSnapshot().value).toBe('fetching');
    await settle();
    expect(actor.getSnapshot().value).toBe('waiting');
    expect(actor.getSnapshot().context.tracking?.order.status).toBe('placed');
    expect(calls).toHaveLength(1);
    await vi.advanceTimersByTimeAsync(POLL - 1);
    expect(calls).toHaveLength(1);
    await vi.advanceTimersByTimeAsync(1);
    expect(calls).toHaveLength(2);
    expect(actor.getSnapshot().context.tracking?.order.status).toBe('preparing');
    await vi.advanceTimersByTimeAsync(POLL);
    expect(calls).toHaveLength(3);
    expect(actor.getSnapshot().value).toBe('waiting');
  });

  it.each(['completed', 'voided'] as const)('stops when the order is %s', async (status) => {
    const { actor, calls } = start([tracking('preparing'), tracking(status)]);
    await settle();
    await vi.advanceTimersByTimeAsync(POLL);
    expect(actor.getSnapshot().value).toBe('finished');
    expect(actor.getSnapshot().status).toBe('done');
    await vi.advanceTimersByTimeAsync(POLL * 10);
    expect(calls).toHaveLength(2);
  });

  it('an error stops polling; tracking.retry fetches again', async () => {
    const { actor, calls } = start([tracking('placed'), new Error('Network Error'), tracking('preparing')]);
    await settle();
    await vi.advanceTimersByTimeAsync(POLL);
    expect(actor.getSnapshot().value).toBe('failed');
    expect(actor.getSnapshot().context.error).toMatchObject({ status: null, message: 'Network Error' });
    await vi.advanceTimersByTimeAsync(POLL * 10);
    expect(calls).toHaveLength(2);
    actor.send({ type: 'tracking.retry' });
    await settle();
    expect(actor.getSnapshot().value).toBe('waiting');
    expect(actor.getSnapshot().context.error).toBeNull();
    expect(calls).toHaveLength(3);
  });

  it('stopping the actor (the page unmounts) ends polling from waiting and from fetching', async () => {
    const first = start([tracking('placed')]);
    await settle();
    first.actor.stop();
    await vi.advanceTimersByTimeAsync(POLL * 3);
    expect(first.calls).toHaveLength(1);

    const second = start([tracking('placed'), tracking('preparing')]);
    second.actor.stop();
    await vi.advanceTimersByTimeAsync(POLL * 3);
    expect(second.calls).toHaveLength(1);
    expect(second.actor.getSnapshot().context.tracking).toBeNull();
  });

  it('tracking.retry only applies after a failure', async () => {
    const { actor } = start([tracking('placed')]);
    await settle();
    expect(actor.getSnapshot().can({ type: 'tracking.retry' })).toBe(false);
  });
});

describe('trackingMachine 90-minute fallback', () => {
  it('a delivery out with no driver 90 minutes past max ETA is shown completed at max ETA + 90 min', async () => {
    const maxEta = NOW - minutes(90) - 1;
    const { actor, calls } = start([tracking('out_for_delivery', { maxEta })]);
    await settle();
    expect(actor.getSnapshot().value).toBe('finishedByFallback');
    expect(actor.getSnapshot().context.completedByFallbackAt).toBe(iso(maxEta + minutes(90)));
    await vi.advanceTimersByTimeAsync(POLL * 3);
    expect(calls).toHaveLength(1);
  });

  it('a pickup ready 90 minutes past max ETA is shown completed', async () => {
    const { actor } = start([tracking('ready_for_pickup', { maxEta: NOW - minutes(91) })]);
    await settle();
    expect(actor.getSnapshot().value).toBe('finishedByFallback');
  });

  it('keeps polling until exactly past the 90 minutes, then falls back on the next poll', async () => {
    const maxEta = NOW - minutes(90) + POLL;
    const { actor, calls } = start([tracking('ready_for_pickup', { maxEta })]);
    await settle();
    expect(actor.getSnapshot().value).toBe('waiting'); // now < maxEta + 90 min
    await vi.advanceTimersByTimeAsync(POLL); // now === maxEta + 90 min: not yet past
    expect(actor.getSnapshot().value).toBe('waiting');
    await vi.advanceTimersByTimeAsync(POLL);
    expect(actor.getSnapshot().value).toBe('finishedByFallback');
    expect(calls).toHaveLength(3);
  });

  it('never falls back while a driver is on the way, or before out for delivery', async () => {
    const late = NOW - minutes(200);
    const withDriver = start([
      tracking('out_for_delivery', { maxEta: late, driver: { name: 'Sam', phone: '5551234567', location: null, milesAway: null } }),
    ]);
    const preparing = start([tracking('preparing', { maxEta: late })]);
    await settle();
    expect(withDriver.actor.getSnapshot().value).toBe('waiting');
    expect(preparing.actor.getSnapshot().value).toBe('waiting');
    expect(withDriver.actor.getSnapshot().context.completedByFallbackAt).toBeNull();
  });
});
