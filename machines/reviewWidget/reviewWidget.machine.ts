import { assign, sendTo, setup } from 'xstate';
import { SIGN_IN_MODAL, watchSignInModal } from '../shared/sign-in-modal';
import { systemActor } from '../shared/system-actors';
import { checkSession, loadTokens, postReview } from './reviewWidget.actors';
import { postErrorMessage } from './reviewWidget.rules';
import type { PostedReview, ReviewTokens, ReviewWidgetContext, ReviewWidgetEvent, ReviewWidgetInput } from './reviewWidget.types';

export const reviewWidgetMachine = setup({
  types: {} as { context: ReviewWidgetContext; events: ReviewWidgetEvent; input: ReviewWidgetInput; tags: 'busy' },
  // the session and the modal are the app system's (the app machine runs this widget while the menu shows it)
  actors: { checkSession, loadTokens, postReview, watchSignInModal: watchSignInModal<ReviewWidgetEvent>({ type: 'review.signInClosed' }) },
  actions: {
    // the page's sign-in options come back to this menu with the widget asked for (write_review=true)
    openSignInModal: sendTo(systemActor('modal'), { type: 'modal.open', name: SIGN_IN_MODAL }),
    assignTokens: assign((_, params: { tokens: ReviewTokens }) => ({ tokens: params.tokens })),
    clearTokens: assign({ tokens: null, review: null, postError: null }),
    assignReview: assign((_, params: { review: PostedReview }) => ({ review: params.review, postError: null })),
    assignPostError: assign((_, params: { error: unknown }) => ({ postError: postErrorMessage(params.error) })),
  },
  guards: {
    opensOnStart: ({ context }) => context.openOnStart,
    isSignedIn: (_, params: { signedIn: boolean }) => params.signedIn,
    hasRating: (_, params: { rating: number | null }) => params.rating !== null,
  },
}).createMachine({
  id: 'reviewWidget',
  description:
    "The menu's review widget (discovery §7: it needs authentication). 'Write a review' waits for the session: a guest gets the sign-in modal with the current path as redirect (and comes back with the widget asked for); a signed-in shopper's widget loads the review provider's tokens (users/me/turn_to) and shows the review form for this shop; 'Post review' (once a rating is chosen) posts it to the review provider, and a failed post can be posted again.",
  context: ({ input }) => ({ ...input, tokens: null, review: null, postError: null }),
  initial: 'starting',
  states: {
    starting: {
      always: [{ guard: 'opensOnStart', target: 'checkingSession' }, { target: 'closed' }],
    },
    closed: { on: { 'review.open': 'checkingSession' } },
    checkingSession: {
      description: 'Waiting for the session to settle: the widget needs a signed-in shopper.',
      tags: ['busy'],
      invoke: {
        id: 'checkSession',
        src: 'checkSession',
        onDone: [
          { guard: { type: 'isSignedIn', params: ({ event }) => ({ signedIn: event.output }) }, target: 'loadingTokens' },
          { target: 'needsSignIn' },
        ],
      },
      on: { 'review.close': 'closed' },
    },
    needsSignIn: {
      description: 'A guest: the sign-in modal is open, returning to this menu with the widget asked for. Signing in leaves the page.',
      entry: 'openSignInModal',
      invoke: { id: 'watchSignInModal', src: 'watchSignInModal' },
      on: { 'review.signInClosed': 'closed' },
    },
    loadingTokens: {
      description: "Asking the platform for the review provider's tokens (user data and logged-in).",
      tags: ['busy'],
      invoke: {
        id: 'loadTokens',
        src: 'loadTokens',
        onDone: { target: 'open', actions: { type: 'assignTokens', params: ({ event }) => ({ tokens: event.output }) } },
        onError: 'failed',
      },
      on: { 'review.close': 'closed' },
    },
    open: {
      description: "The widget with its review form (rating 1–5 and text) for this shop; 'Post review' needs a rating.",
      on: {
        'review.post': {
          guard: { type: 'hasRating', params: ({ event }) => ({ rating: event.rating }) },
          target: 'posting',
          actions: {
            type: 'assignReview',
            params: ({ event }) => ({ review: { shopId: event.shopId, rating: event.rating!, text: event.text } }),
          },
        },
        'review.close': { target: 'closed', actions: 'clearTokens' },
      },
    },
    posting: {
      description: "Sending the review to the review provider with the shopper's user-data token.",
      tags: ['busy'],
      invoke: {
        id: 'postReview',
        src: 'postReview',
        input: ({ context }) => ({ tokens: context.tokens!, review: context.review! }),
        onDone: 'posted',
        onError: { target: 'postFailed', actions: { type: 'assignPostError', params: ({ event }) => ({ error: event.error }) } },
      },
      on: { 'review.close': { target: 'closed', actions: 'clearTokens' } },
    },
    posted: {
      description: 'The provider kept the review (replacing an earlier one of this shop): the shopper is thanked.',
      on: { 'review.close': { target: 'closed', actions: 'clearTokens' } },
    },
    postFailed: {
      description: "The post was refused or lost: the form keeps what was written, with the reason; 'Post review' tries again.",
      on: {
        'review.post': {
          guard: { type: 'hasRating', params: ({ event }) => ({ rating: event.rating }) },
          target: 'posting',
          actions: {
            type: 'assignReview',
            params: ({ event }) => ({ review: { shopId: event.shopId, rating: event.rating!, text: event.text } }),
          },
        },
        'review.close': { target: 'closed', actions: 'clearTokens' },
      },
    },
    failed: {
      description: 'The tokens could not be had: try again or close.',
      on: { 'review.retry': 'loadingTokens', 'review.close': 'closed' },
    },
  },
});
