import { fromCallback, fromPromise } from 'xstate';
import type { PostedReview, ReviewTokens, ReviewWidgetContext, ReviewWidgetEvent } from './reviewWidget.types';

/** Waits for the app's session to settle; resolves true when a shopper is signed in. Injected. */
export const checkSession = fromPromise<boolean, void>(async () => {
  throw new Error('checkSession not provided');
});

/** Asks the platform for the review provider's tokens; rejects when they cannot be had. Injected. */
export const loadTokens = fromPromise<ReviewTokens, void>(async () => {
  throw new Error('loadTokens not provided');
});

/** Posts the review to the review provider with the shopper's user-data token; rejects when it is refused or lost. Injected. */
export const postReview = fromPromise<unknown, { tokens: ReviewTokens; review: PostedReview }>(async () => {
  throw new Error('postReview not provided');
});

/** Reports 'review.signInClosed' once the app's sign-in modal is no longer open. Injected. */
export const watchSignInModal = fromCallback<ReviewWidgetEvent>(() => {
  throw new Error('watchSignInModal not provided');
});

/** Opens the app's sign-in modal with the current path (and the widget asked for) as redirect. Injected. */
export const openSignInModal = (() => {
  throw new Error('reviewWidget: provide the openSignInModal action');
}) as (args: { context: ReviewWidgetContext }) => void;
