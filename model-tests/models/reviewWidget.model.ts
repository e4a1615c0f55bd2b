import type { AnyMachineSnapshot } from 'xstate';
import { reviewWidgetMachine, type ReviewWidgetContext } from '../../machines';
import type { ModelDefinition, ModelEvent } from '../support/model-paths';
import { REVIEW_POSTED } from '../oracles/reviewWidget';
import { brooklynSliceHouse } from '../support/seed';

const TOKENS = { userData: 'user-data.jwt', loggedIn: 'logged-in.jwt', expiresAt: '2026-11-23T18:00:00.000Z' };

const outcomes = {
  'xstate.done.actor.checkSession': [
    { type: 'xstate.done.actor.checkSession', output: true, actorId: 'checkSession' },
    { type: 'xstate.done.actor.checkSession', output: false, actorId: 'checkSession' },
  ],
  'xstate.done.actor.loadTokens': [{ type: 'xstate.done.actor.loadTokens', output: TOKENS, actorId: 'loadTokens' }],
  'xstate.error.actor.loadTokens': [{ type: 'xstate.error.actor.loadTokens', error: { message: 'Network Error' }, actorId: 'loadTokens' }],
  // the walk's shop and review; a draft without a rating is refused by the guard (the button stays disabled)
  'review.post': [{ type: 'review.post', shopId: brooklynSliceHouse.id, rating: REVIEW_POSTED.rating, text: REVIEW_POSTED.text }],
  'xstate.done.actor.postReview': [{ type: 'xstate.done.actor.postReview', output: {}, actorId: 'postReview' }],
  'xstate.error.actor.postReview': [{ type: 'xstate.error.actor.postReview', error: { message: 'Network Error' }, actorId: 'postReview' }],
};

function eventLabel(event: ModelEvent): string {
  if (event.type === 'review.open') return "'Write a review'";
  if (event.type === 'review.close') return 'close the widget';
  if (event.type === 'review.retry') return "'Try again'";
  if (event.type === 'review.signInClosed') return 'close the sign-in modal';
  if (event.type === 'xstate.done.actor.checkSession') return event.output ? 'session: signed in' : 'session: a guest';
  if (event.type === 'xstate.done.actor.loadTokens') return 'review tokens';
  if (event.type === 'xstate.error.actor.loadTokens') return 'connection lost';
  if (event.type === 'review.post') return "'Post review'";
  if (event.type === 'xstate.done.actor.postReview') return 'review kept';
  if (event.type === 'xstate.error.actor.postReview') return 'post lost';
  return event.type;
}

const contextKey = (snapshot: AnyMachineSnapshot) => {
  const context = snapshot.context as ReviewWidgetContext;
  return { tokens: context.tokens !== null, review: context.review !== null, postError: context.postError !== null };
};

/** The menu's 'Write a review', from a menu page opened as it is. */
export const reviewWidgetModel: ModelDefinition<typeof reviewWidgetMachine> = {
  name: 'reviewWidget',
  machine: reviewWidgetMachine,
  input: { openOnStart: false },
  shortestPathsOnly:
    'walked on past a closed widget, the suite waits for session and review-token requests the reopened widget does not make (it counts them from the page load): not settled yet',
  outcomes,
  contextKey,
  eventLabel,
};

/**
 * The same machine on the menu a guest's sign-in comes back to (`write_review=true`): the widget opens at once.
 * Only the way back is walked here (signed in, tokens given); the rest of the graph is the first walk's.
 */
export const reviewWidgetAfterSignInModel: ModelDefinition<typeof reviewWidgetMachine> = {
  name: 'reviewWidget',
  machine: reviewWidgetMachine,
  input: { openOnStart: true },
  outcomes,
  contextKey,
  eventLabel,
  // the way back from a sign-in is signed in, and this walk ends at the open widget
  filterEvents: (_, event) =>
    (event.type !== 'xstate.done.actor.checkSession' || event.output === true) &&
    !['review.close', 'xstate.error.actor.loadTokens', 'review.post'].includes(event.type),
};
