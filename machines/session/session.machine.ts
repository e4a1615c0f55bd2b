import { assign, setup } from 'xstate';
import { toRequestError } from '../shared/request-error';
import { endSession, loadSession } from './session.actors';
import type { SessionContext, SessionEvent, SessionUser } from './session.types';

export const sessionMachine = setup({
  types: {} as { context: SessionContext; events: SessionEvent; tags: 'busy' },
  actors: { loadSession, endSession },
  actions: {
    assignUser: assign((_, p: { user: SessionUser | null }) => ({ user: p.user })),
    clearUser: assign({ user: null }),
  },
  guards: {
    isSignedIn: (_, p: { user: SessionUser | null }) => p.user !== null,
    isUnauthorized: (_, p: { error: unknown }) => toRequestError(p.error).status === 401,
  },
}).createMachine({
  id: 'session',
  description:
    'Who is shopping. Unknown while the identity provider and users/me are asked; then a guest (no session, or a 401) or the signed-in user. Any other failure of the user query logs out to /login with the logged-out message. A session that can no longer be renewed falls back to guest without touching the cart.',
  context: { user: null },
  initial: 'loading',
  states: {
    loading: {
      tags: ['busy'],
      invoke: {
        id: 'loadSession',
        src: 'loadSession',
        onDone: [
          {
            guard: { type: 'isSignedIn', params: ({ event }) => ({ user: event.output }) },
            target: 'authenticated',
            actions: { type: 'assignUser', params: ({ event }) => ({ user: event.output }) },
          },
          { target: 'guest' },
        ],
        onError: [
          { guard: { type: 'isUnauthorized', params: ({ event }) => ({ error: event.error }) }, target: 'guest' },
          { target: 'loggingOut' },
        ],
      },
      on: {
        'session.signedIn': {
          description: 'A sign-in completed while the session was still being asked: ask again.',
          target: 'loading',
          reenter: true,
        },
      },
    },
    guest: {
      on: { 'session.signedIn': 'loading' },
    },
    authenticated: {
      on: {
        'session.logout': 'loggingOut',
        'session.expired': { target: 'guest', actions: 'clearUser' },
        'session.userUpdated': { actions: { type: 'assignUser', params: ({ event }) => ({ user: event.user }) } },
      },
    },
    loggingOut: {
      description: 'The refresh token is revoked and the browser leaves through the provider’s logout for /login?loggedOut.',
      tags: ['busy'],
      entry: 'clearUser',
      invoke: { id: 'endSession', src: 'endSession' },
    },
  },
});
