import { describe, expect, it } from 'vitest';
import { assign, createActor, setup } from 'xstate';
import { checkoutMachine } from '../checkout/checkout.machine';
import type { CartProduct } from '../cart/cart.types';
import { trackingMachine } from '../tracking/tracking.machine';
import type { Tracking } from '../tracking/tracking.types';
import { pathEvents, walkPaths, type MachinePath, type OutcomeTable } from './walk-paths';

const NOW = Date.UTC(2025, 0, 1, 18);
const minutes = (n: number) => n * 60 * 1000;
const trackingAt = (status: Tracking['order']['status'], maxEta: number): Tracking => ({
  delivery: { deliveredAt: null, driver: null, eta: null },
  order: { maxEta: new Date(maxEta).toISOString(), minEta: new Date(maxEta - minutes(15)).toISOString(), scheduled: false, scheduledAt: null, status, uuid: 'o1', voidedAt: null },
  status: status === 'preparing' ? 'preparing_order' : status === 'placed' ? 'confirming_order' : (status as Tracking['status']),
});

const trackingOutcomes: OutcomeTable = {
  fetchTracking: [
    { name: 'preparing', type: 'done', output: trackingAt('preparing', NOW + minutes(30)) },
    { name: 'completed', type: 'done', output: trackingAt('completed', NOW) },
    { name: 'stalled', type: 'done', output: trackingAt('out_for_delivery', NOW - minutes(91)) },
    { name: 'unreachable', type: 'error', error: { status: null, message: 'Network Error' } },
  ],
};

const walkTracking = () =>
  walkPaths(trackingMachine, { outcomes: trackingOutcomes, input: { orderUuid: 'o1', pollIntervalMs: 5000 }, now: NOW });

const line: CartProduct = {
  uuid: 'l1', id: 5, name: 'Margherita', description: '', productTypeId: 51, productTypeName: 'Large',
  selections: {}, specialRequest: '', quantity: 1, price: 1500, isBestSeller: false, couponId: null,
};
const checkoutInput = {
  shop: { id: 1, acceptsCash: true, doesDelivery: true, doesPickup: true, isOpenForDelivery: true, isOpenForPickup: true, nextDeliveryOpen: null, nextPickupOpen: null },
  cartProducts: [line],
  idempotencyKey: 'k1',
  prefill: {
    contact: { firstName: 'Ada', lastName: 'Lovelace', email: 'ada@example.com', phone: '5551234567' },
    address: { address: '1 Main St', city: 'Austin', state: 'TX', zipcode: '78701' },
  },
};
const checkoutPayloads = {
  'contact.change': [{ field: 'email', value: 'not-an-email' }, { field: 'email', value: 'ada@example.com' }],
  'fulfilment.set': [{ forDelivery: true }, { forDelivery: false }],
  'address.change': [{ field: 'zipcode', value: '78701' }],
  'instructions.change': [{ value: 'Ring twice' }],
  'cart.sync': [{ products: [line] }],
};
const walkCheckout = () =>
  walkPaths(checkoutMachine, {
    input: checkoutInput,
    // addressValidation matters: `failed` looks the same whatever the address result was.
    contextFields: ['forDelivery', 'contact', 'formSubmitted', 'addressValidation'],
    outcomes: {
      validateDeliveryAddress: [
        { name: 'deliverable', type: 'done', output: { deliversTo: true, formattedAddress: '1 Main St, Austin, TX' } },
        { name: 'outside zone', type: 'done', output: { deliversTo: false, formattedAddress: null } },
        { name: 'unknown address', type: 'error', error: { status: 422, message: 'not found' } },
      ],
      submitOrder: [
        { name: 'placed', type: 'done', output: { orderUuid: 'order-1' } },
        { name: 'server error', type: 'error', error: { status: 500, message: 'down' } },
      ],
    },
    payloads: checkoutPayloads,
  });

describe('walkPaths on the tracking machine', () => {
  it('derives each state’s events from the machine: invoke outcomes, timers and user events', () => {
    const { eventsFor } = walkTracking();
    const snapshot = createActor(trackingMachine, { input: { orderUuid: 'o1', pollIntervalMs: 5000 } }).getSnapshot();
    expect(eventsFor(snapshot).map((e) => e.type)).toEqual([
      'tracking.stop',
      'xstate.done.actor.fetchTracking',
      'xstate.done.actor.fetchTracking',
      'xstate.done.actor.fetchTracking',
      'xstate.error.actor.fetchTracking',
    ]);
    const waiting = trackingMachine.resolveState({ value: 'waiting', context: snapshot.context });
    expect(eventsFor(waiting).map((e) => e.type)).toEqual(['tracking.stop', 'xstate.after.pollInterval.tracking.waiting']);
  });

  it('finds paths to every state and covers every state and transition', () => {
    const { paths, coverage } = walkTracking();
    expect(paths.length).toBeGreaterThan(1);
    const result = coverage();
    expect(result.states).toEqual({ reached: 7, total: 7, missing: [] });
    expect(result.transitions).toEqual({ reached: 9, total: 9, missing: [] });
  });

  it('reaches the fallback through a stalled delivery under the frozen clock', () => {
    const { paths, replay } = walkTracking();
    const toFallback = paths.filter((p) => p.state.matches('finishedByFallback'));
    expect(toFallback.length).toBeGreaterThan(0);
    const replayed = replay(toFallback[0]);
    expect(replayed[replayed.length - 1].value).toBe('finishedByFallback');
    expect(replayed[replayed.length - 1].context.completedByFallbackAt).toBe(new Date(NOW - minutes(1)).toISOString());
  });

  it('counts what a partial set of paths misses', () => {
    const { paths, coverage } = walkTracking();
    const onlyStop = paths.filter((p) => pathEvents(p).every((e) => e.type === 'tracking.stop'));
    const result = coverage(onlyStop);
    expect(result.states.reached).toBe(2); // fetching, stopped
    expect(result.states.missing).toContain('tracking.finishedByFallback');
    expect(result.transitions).toMatchObject({ reached: 1, total: 9 });
    expect(result.transitions.missing).toContain('tracking.waiting --xstate.after.pollInterval.tracking.waiting--> tracking.fetching');
  });

  it('path.test runs the state assertions it is given (and a missing handler can be made to fail)', async () => {
    const { paths } = walkTracking();
    const seen: string[] = [];
    const path = paths.find((p) => p.steps.some((step) => step.state.matches('failed')))!;
    await path.test({ states: { failed: () => void seen.push('failed'), '*': (s) => void seen.push(JSON.stringify(s.value)) } });
    expect(seen).toContain('failed');
    expect(seen).toHaveLength(path.steps.length);
    await expect(path.test({ states: { '*': () => { throw new Error('unasserted state'); } } })).rejects.toThrow('unasserted state');
  });
});

describe('walkPaths on the checkout machine', () => {
  it('covers every state (transients included) and every transition', () => {
    const { paths, coverage } = walkCheckout();
    expect(paths.length).toBeGreaterThan(5);
    const result = coverage();
    expect(result.states.missing).toEqual([]);
    expect(result.states.reached).toBe(result.states.total);
    expect(result.states.total).toBe(11);
    expect(result.transitions.missing).toEqual([]);
    expect(result.transitions.total).toBe(27);
  });

  it('retries a failed order (same idempotency key) on some path', () => {
    const { paths, replay } = walkCheckout();
    const retried = paths.find((p: MachinePath) => {
      const types = pathEvents(p).map((e) => e.type);
      const failedAt = types.indexOf('xstate.error.actor.submitOrder');
      return failedAt >= 0 && types[failedAt + 1] === 'order.submit';
    });
    expect(retried).toBeDefined();
    const snapshots = replay(retried!);
    const retry = snapshots.findIndex((s, i) => i > 0 && s.matches('submitting') && snapshots[i - 1].matches('failed'));
    expect(retry).toBeGreaterThan(0);
    expect(snapshots[retry].context.idempotencyKey).toBe('k1');
  });

  it('replays a path to the same states the walk recorded', () => {
    const { paths, replay } = walkCheckout();
    for (const path of paths.slice(0, 20)) {
      expect(replay(path).map((s) => s.value)).toEqual(path.steps.map((step) => step.state.value));
    }
  });

  it('refuses to walk an invoke without outcomes', () => {
    expect(() => walkPaths(checkoutMachine, { input: checkoutInput, payloads: checkoutPayloads, outcomes: {} })).toThrow(
      "no outcomes given for invoke 'submitOrder'",
    );
  });

  it('names the event and state when a bare event breaks the machine', () => {
    expect(() => walkPaths(checkoutMachine, { input: checkoutInput, outcomes: {} })).toThrow(/^walkPaths: \{"type":"[a-z.]+"\} in state \{"editing":\{"address":"idle"\}\} failed \(missing payload\?\)/);
  });
});

describe('walkPaths keys', () => {
  const counter = setup({ types: {} as { context: { count: number } } }).createMachine({
    id: 'counter',
    context: { count: 0 },
    initial: 'idle',
    states: {
      idle: { on: { 'count.up': { actions: assign({ count: ({ context }) => context.count + 1 }) }, 'counter.stop': 'stopped' } },
      stopped: { type: 'final' },
    },
  });

  it('stays finite when context grows but is not part of the key', () => {
    const { paths, coverage } = walkPaths(counter);
    expect(paths.length).toBeGreaterThan(0);
    expect(coverage()).toEqual({
      states: { reached: 2, total: 2, missing: [] },
      transitions: { reached: 2, total: 2, missing: [] },
    });
  });

  it('stops with an explanation when a keyed field grows without bound', () => {
    expect(() => walkPaths(counter, { contextFields: ['count'], limit: 500 })).toThrow(
      "walkPaths: more than 500 steps walking 'counter': a context field or key that grows",
    );
    const capped = walkPaths(counter, { contextKey: (c: { count: number }) => Math.min(c.count, 2) });
    expect(capped.coverage().transitions.reached).toBe(2);
  });
});
