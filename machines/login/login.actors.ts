import { fromPromise } from 'xstate';
import type { LoginOption } from './login.types';

export type RedirectToProviderInput = { returnTo: string; option: LoginOption };

/**
 * Saves the path under a random key (the OAuth state carries the key) and sends the browser to the
 * identity provider. Resolves once the browser is on its way; the page then unloads.
 */
export const redirectToProvider = fromPromise<void, RedirectToProviderInput>(async () => {
  throw new Error('redirectToProvider not provided');
});

/** Completes the callback (code → tokens) and answers the saved path, or null when none was saved. */
export const completeLogin = fromPromise<{ returnTo: string | null }>(async () => {
  throw new Error('completeLogin not provided');
});
