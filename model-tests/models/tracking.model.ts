import type { AnyMachineSnapshot, EventObject } from 'xstate';
import { FALLBACK_AFTER_MAX_ETA_MS, TRACKING_POLL_MS, trackingMachine, type Tracking, type TrackingContext } from '../../machines';
import type { OrderStatus } from '../../server/contract';
import type { ModelDefinition } from '../support/model-paths';

/** The instant paths are generated and replayed at; the page clock is paused at the real "now". */
export const MODEL_NOW = Date.parse('2030-03-04T18:00:00.000Z');
const MINUTE = 60_000;

/** A pickup order moves forward only: placed → preparing → ready_for_pickup → completed (or voided). */
const STATUS_ORDER: OrderStatus[] = ['placed', 'preparing', 'ready_for_pickup', 'completed', 'voided'];

export type TrackingOutcome = { status: OrderStatus; pastFallback: boolean };

/** The tracking answer for an outcome, with max ETA before or after the 90-minute fallback. */
function trackingFor({ status, pastFallback }: TrackingOutcome): Tracking {
  const maxEta = pastFallback ? MODEL_NOW - FALLBACK_AFTER_MAX_ETA_MS - MINUTE : MODEL_NOW + 30 * MINUTE;
  return {
    delivery: { deliveredAt: status === 'completed' ? new Date(MODEL_NOW).toISOString() : null, driver: null, eta: null },
    order: {
      maxEta: new Date(maxEta).toISOString(),
      minEta: new Date(maxEta - 15 * MINUTE).toISOString(),
      scheduled: false,
      scheduledAt: null,
      status,
      uuid: 'model-order',
      voidedAt: status === 'voided' ? new Date(MODEL_NOW).toISOString() : null,
    },
    status: status === 'placed' ? 'confirming_order' : status === 'preparing' ? 'preparing_order' : status === 'voided' ? 'voided' : status === 'completed' ? 'completed' : 'ready_for_pickup',
  };
}

const outcomes: TrackingOutcome[] = [
  { status: 'placed', pastFallback: false },
  { status: 'preparing', pastFallback: false },
  { status: 'ready_for_pickup', pastFallback: false },
  { status: 'ready_for_pickup', pastFallback: true },
  { status: 'completed', pastFallback: false },
  { status: 'voided', pastFallback: false },
];

export const fetchDone = (outcome: TrackingOutcome) => ({
  type: 'xstate.done.actor.fetchTracking',
  output: trackingFor(outcome),
  outcome,
});
/** A plain object: an Error would serialise to {} and merge every error edge into one. */
export const fetchLost = { type: 'xstate.error.actor.fetchTracking', error: { status: null, message: 'Network Error' } };

const statusOf = (snapshot: AnyMachineSnapshot) => (snapshot.context as TrackingContext).tracking?.order.status ?? 'placed';

export const outcomeOf = (event: EventObject) => (event as ReturnType<typeof fetchDone>).outcome;

export const trackingModel: ModelDefinition<typeof trackingMachine> = {
  name: 'tracking',
  machine: trackingMachine,
  input: { orderUuid: 'model-order', pollIntervalMs: TRACKING_POLL_MS },
  now: MODEL_NOW,
  outcomes: {
    'xstate.done.actor.fetchTracking': outcomes.map(fetchDone),
    'xstate.error.actor.fetchTracking': [fetchLost],
  },
  contextKey: (snapshot) => ({ status: statusOf(snapshot), fallback: (snapshot.context as TrackingContext).completedByFallbackAt !== null }),
  // The real order moves forward one step at a time, and a poll sees the same status or the next
  // one (the first poll sees a freshly placed order); it can be canceled until it is completed.
  filterEvents: (snapshot, event) => {
    if (event.type !== 'xstate.done.actor.fetchTracking') return true;
    const outcome = outcomeOf(event);
    const current = STATUS_ORDER.indexOf(statusOf(snapshot));
    if (outcome.status === 'voided') return statusOf(snapshot) !== 'completed' && (snapshot.context as TrackingContext).tracking !== null;
    const next = STATUS_ORDER.indexOf(outcome.status);
    return next === current || next === current + 1;
  },
  eventLabel: (event) => {
    if (event.type === 'xstate.done.actor.fetchTracking') {
      const { status, pastFallback } = outcomeOf(event);
      return `fetched ${status}${pastFallback ? ' 90 min past max ETA' : ''}`;
    }
    if (event.type === 'xstate.error.actor.fetchTracking') return 'fetch lost (network)';
    if (event.type.startsWith('xstate.after.')) return 'poll interval';
    return event.type;
  },
};
