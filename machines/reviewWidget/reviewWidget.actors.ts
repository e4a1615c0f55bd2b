import { fromPromise, waitFor, type AnyActorRef } from 'xstate';
import type { PostedReview, ReviewTokens } from './reviewWidget.types';

/** Waits for the system's session to settle; resolves true when a shopper is signed in. */
export const checkSession = fromPromise<boolean, void>(async ({ system }) => {
  const session = system.get('session') as AnyActorRef | undefined;
  if (!session) throw new Error('reviewWidget: no session in its actor system');
  const settled = await waitFor(session, (snapshot) => !snapshot.hasTag('busy'), { timeout: Infinity });
  return settled.matches('authenticated');
});

/** Asks the platform for the review provider's tokens; rejects when they cannot be had. Injected. */
export const loadTokens = fromPromise<ReviewTokens, void>(async () => {
  throw new Error('loadTokens not provided');
});

/** Posts the review to the review provider with the shopper's user-data token; rejects when it is refused or lost. Injected. */
export const postReview = fromPromise<unknown, { tokens: ReviewTokens; review: PostedReview }>(async () => {
  throw new Error('postReview not provided');
});
