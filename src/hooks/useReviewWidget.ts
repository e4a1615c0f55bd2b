import { useActorRef } from '@xstate/react';
import { fromCallback, fromPromise, waitFor, type ActorRefFrom } from 'xstate';
import { reviewWidgetMachine } from '@machines/reviewWidget/reviewWidget.machine';
import type { ReviewWidgetEvent } from '@machines/reviewWidget/reviewWidget.types';
import { reviewsApi } from '../api';
import type { ModalRef, SessionRef } from '../system';

const SIGN_IN_MODAL = 'signInSignUpModal';
/** The menu's query flag that asks for the widget: the sign-in's way back (discovery §7). */
export const WRITE_REVIEW_FLAG = 'write_review';

/** The path a sign-in for the widget comes back to: this menu, with the widget asked for. */
export const reviewReturnPath = (pathname: string) => `${pathname}?${WRITE_REVIEW_FLAG}=true`;

/** The menu's review widget with its real effects: the app's session, the platform's tokens, the review provider and the sign-in modal. */
export function useReviewWidget({ session, modal, openOnStart }: { session: SessionRef; modal: ModalRef; openOnStart: boolean }) {
  const isSignInShown = () => {
    const snapshot = modal.getSnapshot();
    return snapshot.matches('open') && snapshot.context.name === SIGN_IN_MODAL;
  };
  return useActorRef(
    reviewWidgetMachine.provide({
      actors: {
        checkSession: fromPromise(async () =>
          (await waitFor(session, (s) => !s.hasTag('busy'), { timeout: Infinity })).matches('authenticated'),
        ),
        loadTokens: fromPromise(() => reviewsApi.getReviewTokens()),
        postReview: fromPromise(({ input }) => reviewsApi.postReview(input.tokens.userData, input.review)),
        watchSignInModal: fromCallback<ReviewWidgetEvent>(({ sendBack }) => {
          const subscription = modal.subscribe(() => {
            if (!isSignInShown()) sendBack({ type: 'review.signInClosed' });
          });
          return () => subscription.unsubscribe();
        }),
      },
      actions: { openSignInModal: () => modal.send({ type: 'modal.open', name: SIGN_IN_MODAL }) },
    }),
    { input: { openOnStart } },
  );
}

export type ReviewWidgetRef = ActorRefFrom<typeof reviewWidgetMachine>;
