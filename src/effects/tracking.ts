import { fromPromise, type ActorRefFrom } from 'xstate';
import { trackingMachine } from '@machines/tracking/tracking.machine';
import { trackingApi } from '../api';

/** The tracking machine polling the tracking service. */
export const trackingWithEffects = trackingMachine.provide({
  actors: {
    fetchTracking: fromPromise(({ input }) => trackingApi.getTracking(input.orderUuid)),
  },
});

export type TrackingRef = ActorRefFrom<typeof trackingWithEffects>;
