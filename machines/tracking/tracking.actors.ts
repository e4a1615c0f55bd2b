import { fromPromise } from 'xstate';
import type { Tracking } from './tracking.types';

export type FetchTrackingInput = { orderUuid: string };
export type FetchTrackingOutput = Tracking;

/** GET the tracking service's orders/{uuid}, camelCased. Throw (axios error or `{ status, message }`) on failure. */
export const fetchTracking = fromPromise<FetchTrackingOutput, FetchTrackingInput>(async () => {
  throw new Error('fetchTracking not provided');
});
