import { fromPromise } from 'xstate';

/**
 * Saves the cart as it is now as a new activity (POST activities, a fresh uuid: an activity is created once)
 * and asks the storefront host for a short link to the menu that reopens it (PUT /url-shortening). Injected.
 */
export const createLink = fromPromise<string, void>(async () => {
  throw new Error('createLink not provided');
});

/** Writes the link to the clipboard; rejects when the browser refuses. Injected. */
export const copyLink = fromPromise<void, { link: string }>(async () => {
  throw new Error('copyLink not provided');
});
