import { assign, setup } from 'xstate';
import { toRequestError } from '../shared/request-error';
import { fetchTracking } from './tracking.actors';
import { fallbackCompletionAt, isFinishedTracking, isPastFallbackTracking } from './tracking.rules';
import type { Tracking, TrackingContext, TrackingEvent, TrackingInput } from './tracking.types';

export const trackingMachine = setup({
  types: {} as { context: TrackingContext; events: TrackingEvent; input: TrackingInput },
  actors: { fetchTracking },
  actions: {
    assignTracking: assign((_, p: { tracking: Tracking }) => ({ tracking: p.tracking, error: null })),
    assignError: assign((_, p: { error: unknown }) => ({ error: toRequestError(p.error) })),
    assignFallbackCompletion: assign(({ context }) => ({
      completedByFallbackAt: new Date(fallbackCompletionAt(context.tracking)!).toISOString(),
    })),
  },
  guards: {
    isFinished: ({ context }) => isFinishedTracking(context.tracking),
    isPastFallback: ({ context }) => isPastFallbackTracking(context.tracking),
  },
  delays: {
    pollInterval: ({ context }) => context.pollIntervalMs,
  },
}).createMachine({
  id: 'tracking',
  description:
    'Polls the tracking service for one order until it is completed or canceled or an error stops it; leaving the page stops the actor (the end action). A delivery with no driver (or a pickup) 90 minutes past its max ETA is shown as completed.',
  context: ({ input }) => ({
    orderUuid: input.orderUuid,
    pollIntervalMs: input.pollIntervalMs,
    tracking: null,
    error: null,
    completedByFallbackAt: null,
  }),
  initial: 'fetching',
  states: {
    fetching: {
      invoke: {
        id: 'fetchTracking',
        src: 'fetchTracking',
        input: ({ context }) => ({ orderUuid: context.orderUuid }),
        onDone: { target: 'routing', actions: { type: 'assignTracking', params: ({ event }) => ({ tracking: event.output }) } },
        onError: { target: 'failed', actions: { type: 'assignError', params: ({ event }) => ({ error: event.error }) } },
      },
    },
    routing: {
      description: 'Decides from the latest tracking whether to keep polling.',
      always: [
        { guard: 'isFinished', target: 'finished' },
        { guard: 'isPastFallback', target: 'finishedByFallback', actions: 'assignFallbackCompletion' },
        { target: 'waiting' },
      ],
    },
    waiting: {
      description: 'Between two polls.',
      after: { pollInterval: 'fetching' },
    },
    failed: {
      description: 'A fetch failed; polling stopped until the shopper retries.',
      on: { 'tracking.retry': 'fetching' },
    },
    finished: { type: 'final', description: 'The order was completed or canceled.' },
    finishedByFallback: {
      type: 'final',
      description: 'Stalled 90 minutes past max ETA: shown as completed at completedByFallbackAt.',
    },
  },
});
export { TRACKING_POLL_MS, FALLBACK_AFTER_MAX_ETA_MS } from './tracking.rules';
