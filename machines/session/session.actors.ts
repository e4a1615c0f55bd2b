import { fromPromise } from 'xstate';
import type { SessionUser } from './session.types';

/**
 * Asks the identity provider whether this browser holds a session and, when it does, who it is
 * (GET users/me with its token). Resolves null for a guest; a 401 from users/me rejects with status 401.
 */
export const loadSession = fromPromise<SessionUser | null>(async () => {
  throw new Error('loadSession not provided');
});

/** Revokes the refresh token and sends the browser through the provider's logout to /login?loggedOut. */
export const endSession = fromPromise<void>(async () => {
  throw new Error('endSession not provided');
});
