import { useActorRef } from '@xstate/react';
import { fromPromise, waitFor, type ActorRefFrom } from 'xstate';
import { reviewWidgetMachine } from '@machines/reviewWidget/reviewWidget.machine';
import type { ReviewWidgetEvent } from '@machines/reviewWidget/reviewWidget.types';
import { reviewsApi } from '../api';
import { signInModal } from '../effects/signInModal';
import type { ModalRef, SessionRef } from '../system';

/** The menu's query flag that asks for the widget: the sign-in's way back (discovery §7). */
export const WRITE_REVIEW_FLAG = 'write_review';

/** The path a sign-in for the widget comes back to: this menu, with the widget asked for. */
export const reviewReturnPath = (pathname: string) => `${pathname}?${WRITE_REVIEW_FLAG}=true`;

/** The menu's review widget with its real effects: the app's session, the platform's tokens, the review provider and the sign-in modal. */
export function useReviewWidget({ session, modal, openOnStart }: { session: SessionRef; modal: ModalRef; openOnStart: boolean }) {
  const signIn = signInModal(modal);
  return useActorRef(
    reviewWidgetMachine.provide({
      actors: {
        checkSession: fromPromise(async () =>
          (await waitFor(session, (s) => !s.hasTag('busy'), { timeout: Infinity })).matches('authenticated'),
        ),
        loadTokens: fromPromise(() => reviewsApi.getReviewTokens()),
        postReview: fromPromise(({ input }) => reviewsApi.postReview(input.tokens.userData, input.review)),
        watchSignInModal: signIn.watchClosed<ReviewWidgetEvent>({ type: 'review.signInClosed' }),
      },
      actions: { openSignInModal: signIn.open },
    }),
    { input: { openOnStart } },
  );
}

export type ReviewWidgetRef = ActorRefFrom<typeof reviewWidgetMachine>;
