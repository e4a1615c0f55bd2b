import { fromPromise, type ActorRefFrom } from 'xstate';
import { reviewWidgetMachine } from '@machines/reviewWidget/reviewWidget.machine';
import { getReviewTokens, postReview } from '@/api/reviews';

/**
 * The menu's review widget with its real effects: the platform's review tokens and the review provider. The session
 * it waits for and the sign-in modal it opens are the app system's (the app machine runs it: reviewWidget.open).
 */
export const reviewWidgetWithEffects = reviewWidgetMachine.provide({
  actors: {
    loadTokens: fromPromise(() => getReviewTokens()),
    postReview: fromPromise(({ input }) => postReview(input.tokens.userData, input.review)),
  },
});

export type ReviewWidgetRef = ActorRefFrom<typeof reviewWidgetMachine>;
