import { assign, sendTo, setup } from 'xstate';
import { systemActor } from '../shared/system-actors';
import { completeLogin, redirectToProvider } from './login.actors';
import { loginErrorMessage } from './login.errors';
import { AUTH_START_TIMEOUT_MS, SIGN_IN_UNREACHABLE_MESSAGE, type LoginContext, type LoginEvent } from './login.types';

export const loginRedirectMachine = setup({
  types: {} as { context: LoginContext; events: LoginEvent; tags: 'busy' },
  actors: { redirectToProvider, completeLogin },
  actions: {
    assignStart: assign((_, p: Pick<LoginContext, 'returnTo' | 'option'>) => ({ returnTo: p.returnTo, option: p.option, error: null })),
    assignReturnTo: assign((_, p: { returnTo: string | null }) => ({ returnTo: p.returnTo })),
    assignError: assign((_, p: { error: unknown }) => ({ error: loginErrorMessage(p.error) })),
    assignUnreachable: assign({ error: SIGN_IN_UNREACHABLE_MESSAGE }),
    // the system's session (machines/app) hears of the sign-in; navigation is injected
    announceSignIn: sendTo(systemActor('session'), { type: 'session.signedIn' }),
    goToReturnTo: (_, _p: { returnTo: string | null }) => {},
    goForward: () => {},
    goToLogin: (_, _p: { error: string | null }) => {},
  },
  guards: { wasSignedIn: (_, p: { signedIn: boolean }) => p.signedIn },
  delays: { authStartTimeout: AUTH_START_TIMEOUT_MS },
}).createMachine({
  id: 'loginRedirect',
  description:
    'Sign-in by redirect. The path to come back to is saved under a random key and the browser goes to the identity provider; at /auth-callback the saved path is restored, else home. Already signed in at the callback: forward or home. A callback that fails lands on /login with its message; a provider that does not take the browser over in time, on /login.',
  context: { returnTo: null, option: {}, error: null },
  initial: 'idle',
  states: {
    idle: {
      on: {
        'login.start': {
          target: 'redirecting',
          actions: { type: 'assignStart', params: ({ event }) => ({ returnTo: event.returnTo, option: event.option }) },
        },
        'login.callback': [
          { guard: { type: 'wasSignedIn', params: ({ event }) => ({ signedIn: event.signedIn }) }, target: 'forwarding' },
          { target: 'completing' },
        ],
      },
    },
    redirecting: {
      tags: ['busy'],
      invoke: {
        id: 'redirectToProvider',
        src: 'redirectToProvider',
        input: ({ context }) => ({ returnTo: context.returnTo ?? '/', option: context.option }),
        onError: { target: 'failed', actions: 'assignUnreachable' },
      },
      after: { authStartTimeout: 'timedOut' },
    },
    timedOut: {
      description: 'The identity provider did not take the browser over in time: the login page, to try again.',
      entry: { type: 'goToLogin', params: { error: null } },
      on: {
        'login.start': {
          target: 'redirecting',
          actions: { type: 'assignStart', params: ({ event }) => ({ returnTo: event.returnTo, option: event.option }) },
        },
      },
    },
    completing: {
      tags: ['busy'],
      invoke: {
        id: 'completeLogin',
        src: 'completeLogin',
        onDone: {
          target: 'restoring',
          actions: [{ type: 'assignReturnTo', params: ({ event }) => ({ returnTo: event.output.returnTo }) }, 'announceSignIn'],
        },
        onError: { target: 'failed', actions: { type: 'assignError', params: ({ event }) => ({ error: event.error }) } },
      },
    },
    restoring: { type: 'final', entry: { type: 'goToReturnTo', params: ({ context }) => ({ returnTo: context.returnTo }) } },
    forwarding: { type: 'final', entry: 'goForward' },
    failed: {
      description: 'The sign-in could not start or complete: the login page with the message, to try again.',
      entry: { type: 'goToLogin', params: ({ context }) => ({ error: context.error }) },
      on: {
        'login.start': {
          target: 'redirecting',
          actions: { type: 'assignStart', params: ({ event }) => ({ returnTo: event.returnTo, option: event.option }) },
        },
      },
    },
  },
});
