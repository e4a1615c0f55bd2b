import type { AnyMachineSnapshot } from 'xstate';
import { reviewWidgetMachine, type ReviewWidgetContext } from '../../machines';
import type { ModelDefinition, ModelEvent } from '../support/model-paths';

const TOKENS = { userData: 'user-data.jwt', loggedIn: 'logged-in.jwt', expiresAt: '2026-11-23T18:00:00.000Z' };

const outcomes = {
  'xstate.done.actor.checkSession': [
    { type: 'xstate.done.actor.checkSession', output: true, actorId: 'checkSession' },
    { type: 'xstate.done.actor.checkSession', output: false, actorId: 'checkSession' },
  ],
  'xstate.done.actor.loadTokens': [{ type: 'xstate.done.actor.loadTokens', output: TOKENS, actorId: 'loadTokens' }],
  'xstate.error.actor.loadTokens': [{ type: 'xstate.error.actor.loadTokens', error: { message: 'Network Error' }, actorId: 'loadTokens' }],
};

function eventLabel(event: ModelEvent): string {
  if (event.type === 'review.open') return "'Write a review'";
  if (event.type === 'review.close') return 'close the widget';
  if (event.type === 'review.retry') return "'Try again'";
  if (event.type === 'review.signInClosed') return 'close the sign-in modal';
  if (event.type === 'xstate.done.actor.checkSession') return event.output ? 'session: signed in' : 'session: a guest';
  if (event.type === 'xstate.done.actor.loadTokens') return 'review tokens';
  if (event.type === 'xstate.error.actor.loadTokens') return 'connection lost';
  return event.type;
}

const contextKey = (snapshot: AnyMachineSnapshot) => ({ tokens: (snapshot.context as ReviewWidgetContext).tokens !== null });

/** The menu's 'Write a review', from a menu page opened as it is. */
export const reviewWidgetModel: ModelDefinition<typeof reviewWidgetMachine> = {
  name: 'reviewWidget',
  machine: reviewWidgetMachine,
  input: { openOnStart: false },
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
    !['review.close', 'xstate.error.actor.loadTokens'].includes(event.type),
};
