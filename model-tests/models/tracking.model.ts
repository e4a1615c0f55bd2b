import type { AnyMachineSnapshot, EventObject } from 'xstate';
import { trackingMachine, type Tracking, type TrackingContext } from '../../machines';
import { TRACKING_FALLBACK_AFTER_MAX_ETA_MS, TRACKING_POLL_MS } from '../oracles/timing';
import type { TrackingStatus } from '../../server/contract';
import type { ModelDefinition } from '../support/model-paths';
import type { DriverStep, OrderStep, ShippingKind } from '../support/orders';

/** The instant paths are generated and replayed at; the page clock is paused at the real "now". */
export const MODEL_NOW = Date.parse('2030-03-04T18:00:00.000Z');
const MINUTE = 60_000;

const step = (status: OrderStep['status'], driver: DriverStep = null): OrderStep => ({ status, driver });

/**
 * The steps a real order goes through on the server, one at a time (dispatch control refuses a
 * skipped step): a pickup; a delivery with a driver through every display state; a delivery the
 * shop takes out with no driver (the 90-minute fallback's delivery case). Any open order can be voided.
 */
const TIMELINES: Record<ShippingKind, OrderStep[][]> = {
  pickup: [[step('placed'), step('preparing'), step('ready_for_pickup'), step('completed')]],
  delivery: [
    [
      step('placed'),
      step('preparing'),
      step('preparing', 'en_route_to_shop'),
      step('preparing', 'awaiting_order'),
      step('out_for_delivery'),
      step('out_for_delivery', 'nearby'),
      step('out_for_delivery', 'arrived'),
      step('completed'),
    ],
    [step('placed'), step('preparing'), step('out_for_delivery', 'none'), step('completed', 'none')],
  ],
};

/**
 * lateBy: minutes the shop said it is running late by (once, while preparing). adjustedBy: cents the shop
 * took off the order (once, while preparing); adjusting: this answer is the first to carry it.
 */
export type TrackingOutcome = OrderStep & {
  kind: ShippingKind;
  pastFallback: boolean;
  lateBy: number;
  adjustedBy: number;
  adjusting: boolean;
};

/** How late the shop says it runs, and why it declines (a voided order is always the shop declining). */
export const LATE_BY_MINUTES = 20;
export const DECLINE_REASON = 'We ran out of dough for tonight';
/** How much the shop takes off when it adjusts the order, and why. */
export const ADJUSTED_BY_CENTS = 150;
export const ADJUST_REASON = 'We were out of ranch, so we left it off';

const sameStep = (a: OrderStep, b: OrderStep) => a.status === b.status && a.driver === b.driver;

/** What the tracking service shows for a step (the display states of the spec's order tracking). */
function displayStatusOf({ kind, status, driver }: TrackingOutcome): TrackingStatus {
  if (status === 'placed') return 'confirming_order';
  if (status === 'preparing')
    return kind === 'delivery' && driver === 'en_route_to_shop'
      ? 'driver_en_route_to_shop'
      : kind === 'delivery' && driver === 'awaiting_order'
        ? 'driver_awaiting_order'
        : 'preparing_order';
  if (status === 'out_for_delivery')
    return driver === 'nearby' ? 'driver_nearby' : driver === 'arrived' ? 'driver_has_arrived' : 'out_for_delivery';
  return status;
}

/** A driver is assigned from en route to the shop on, unless the shop delivers with none. */
const hasDriver = ({ kind, status, driver }: TrackingOutcome) =>
  kind === 'delivery' && driver !== 'none' && (driver !== null || status === 'out_for_delivery' || status === 'completed');

/**
 * The tracking answer for an outcome, with max ETA before or after the 90-minute fallback. The
 * outcome itself rides in the uuid (this answer exists only in the model) so the next step can be
 * read back from a snapshot.
 */
function trackingFor(outcome: TrackingOutcome): Tracking {
  const { status, pastFallback } = outcome;
  const maxEta = pastFallback ? MODEL_NOW - TRACKING_FALLBACK_AFTER_MAX_ETA_MS - MINUTE : MODEL_NOW + 30 * MINUTE;
  return {
    delivery: {
      deliveredAt: status === 'completed' ? new Date(MODEL_NOW).toISOString() : null,
      // where the driver is comes from the real tracking service; the machine does not read it
      driver: hasDriver(outcome) ? { name: 'Model Driver', phone: null, location: null, milesAway: null } : null,
      eta: null,
    },
    order: {
      maxEta: new Date(maxEta).toISOString(),
      minEta: new Date(maxEta - 15 * MINUTE).toISOString(),
      scheduled: false,
      scheduledAt: null,
      status,
      uuid: JSON.stringify(outcome),
      voidedAt: status === 'voided' ? new Date(MODEL_NOW).toISOString() : null,
      voidReason: status === 'voided' ? DECLINE_REASON : null,
      delayMinutes: outcome.lateBy,
      adjustedAmount: outcome.adjustedBy,
      adjustmentReason: outcome.adjustedBy ? ADJUST_REASON : null,
      adjustedAt: outcome.adjustedBy ? new Date(MODEL_NOW).toISOString() : null,
      // the order's total is the server's (the walk reads it from the placed order); the machine never reads it
      total: 0,
    },
    status: displayStatusOf(outcome),
  };
}

export const fetchDone = (outcome: TrackingOutcome) => ({
  type: 'xstate.done.actor.fetchTracking',
  output: trackingFor(outcome),
  outcome,
});
/** A plain object: an Error would serialise to {} and merge every error edge into one. */
export const fetchLost = { type: 'xstate.error.actor.fetchTracking', error: { status: null, message: 'Network Error' } };

/** The outcome of the last answer the snapshot holds, or null before the first. */
export const lastOutcome = (snapshot: AnyMachineSnapshot): TrackingOutcome | null => {
  const tracking = (snapshot.context as TrackingContext).tracking;
  return tracking ? (JSON.parse(tracking.order.uuid) as TrackingOutcome) : null;
};

/** The spec's fallback cases: out for delivery with no driver, or ready for pickup. */
const canStall = (outcome: OrderStep) =>
  outcome.status === 'ready_for_pickup' || (outcome.status === 'out_for_delivery' && outcome.driver === 'none');

/**
 * What the next poll can see: the first sees a freshly placed pickup or delivery; later ones the same
 * step or the next on the order's timeline (a stalled one possibly 90 minutes past max ETA), or
 * voided while the order is open.
 */
function nextOutcomes(snapshot: AnyMachineSnapshot): TrackingOutcome[] {
  const last = lastOutcome(snapshot);
  if (!last)
    return (['pickup', 'delivery'] as const).map((kind) => ({
      kind,
      ...step('placed'),
      pastFallback: false,
      lateBy: 0,
      adjustedBy: 0,
      adjusting: false,
    }));
  const following = TIMELINES[last.kind].flatMap((timeline) => {
    const at = timeline.findIndex((candidate) => sameStep(candidate, last));
    return at >= 0 ? timeline.slice(at, at + 2) : [];
  });
  const distinct = following.filter((candidate, i) => following.findIndex((other) => sameStep(other, candidate)) === i);
  const voided = last.status === 'completed' || last.status === 'voided' ? [] : [step('voided')];
  const { kind, lateBy, adjustedBy } = last;
  const kept = { lateBy, adjustedBy, adjusting: false };
  const preparing = last.status === 'preparing' && last.driver === null;
  // while preparing, the shop may say once that it runs late (the same step, a later estimate), or adjust the order once
  const late = preparing && lateBy === 0 ? [{ kind, ...step('preparing'), pastFallback: false, ...kept, lateBy: LATE_BY_MINUTES }] : [];
  const adjusted =
    preparing && adjustedBy === 0
      ? [{ kind, ...step('preparing'), pastFallback: false, ...kept, adjustedBy: ADJUSTED_BY_CENTS, adjusting: true }]
      : [];
  return [...distinct, ...voided]
    .flatMap((next) => [
      { kind, ...next, pastFallback: false, ...kept },
      ...(canStall(next) ? [{ kind, ...next, pastFallback: true, ...kept }] : []),
    ])
    .concat(late, adjusted);
}

export const outcomeOf = (event: EventObject) => (event as ReturnType<typeof fetchDone>).outcome;

export const outcomeLabel = ({ kind, status, driver, pastFallback, lateBy, adjusting }: TrackingOutcome) =>
  `${kind} ${status}${driver ? ` (driver ${driver})` : ''}${pastFallback ? ' 90 min past max ETA' : ''}${lateBy ? ` ${lateBy} min late` : ''}${adjusting ? ' adjusted by the shop' : ''}`;

export const trackingModel: ModelDefinition<typeof trackingMachine> = {
  name: 'tracking',
  machine: trackingMachine,
  input: { orderUuid: 'model-order', pollIntervalMs: TRACKING_POLL_MS },
  now: MODEL_NOW,
  outcomes: {
    'xstate.done.actor.fetchTracking': (snapshot) => nextOutcomes(snapshot).map(fetchDone),
    'xstate.error.actor.fetchTracking': [fetchLost],
  },
  contextKey: (snapshot) => ({
    last: lastOutcome(snapshot),
    fallback: (snapshot.context as TrackingContext).completedByFallbackAt !== null,
  }),
  eventLabel: (event) => {
    if (event.type === 'xstate.done.actor.fetchTracking') return `fetched ${outcomeLabel(outcomeOf(event))}`;
    if (event.type === 'xstate.error.actor.fetchTracking') return 'fetch lost (network)';
    if (event.type.startsWith('xstate.after.')) return 'poll interval';
    return event.type;
  },
};
