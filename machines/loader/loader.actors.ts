import { fromPromise } from 'xstate';

export type FetchResourceInput = unknown;
export type FetchResourceOutput = unknown;

/**
 * Fetches the resource for `input` (the request params). The storefront provides one implementation
 * per resource (shop, menu, schedule, search, order, receipt) in src/system.ts. Throw an object with
 * `status` (HTTP status) or an axios error so a 404 is told apart from other failures.
 */
export const fetchResource = fromPromise<FetchResourceOutput, FetchResourceInput>(async () => {
  throw new Error('fetchResource not provided');
});
