import { loginRedirectMachine } from '../../machines';
import type { ModelDefinition } from '../support/model-paths';

export const loginRedirectModel: ModelDefinition<typeof loginRedirectMachine> = {
  name: 'loginRedirect',
  machine: loginRedirectMachine,
  outcomes: {
    'login.callback': [
      { type: 'login.callback', signedIn: false },
      { type: 'login.callback', signedIn: true },
    ],
    'login.start': [
      { type: 'login.start', returnTo: '/user', option: { connection: 'Username-Password-Authentication', screenHint: 'signup' } },
    ],
    'xstate.error.actor.redirectToProvider': [
      {
        type: 'xstate.error.actor.redirectToProvider',
        error: { status: null, message: 'Network Error', messages: [] },
        actorId: 'redirectToProvider',
      },
    ],
    'xstate.done.actor.completeLogin': [
      { type: 'xstate.done.actor.completeLogin', output: { returnTo: '/user' }, actorId: 'completeLogin' },
    ],
    'xstate.error.actor.completeLogin': [
      {
        type: 'xstate.error.actor.completeLogin',
        error: { status: null, message: 'The shopper cancelled the sign-in.', messages: [] },
        actorId: 'completeLogin',
      },
    ],
  },
  eventLabel: (event) => {
    if (event.type === 'login.start') return 'Sign up with email';
    if (event.type === 'login.callback') return event.signedIn ? 'at /auth-callback already signed in' : 'back at /auth-callback';
    if (event.type === 'xstate.error.actor.redirectToProvider') return 'provider cannot be reached';
    if (event.type === 'xstate.done.actor.completeLogin') return 'sign-in completed';
    if (event.type === 'xstate.error.actor.completeLogin') return 'sign-in cancelled at the provider';
    if (event.type.startsWith('xstate.after.')) return 'provider does not take over in time';
    return event.type;
  },
};
