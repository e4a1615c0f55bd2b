import { fromPromise, type ActorRefFrom } from 'xstate';
import { loginRedirectMachine } from '@machines/login/login.machine';
import { sessionMachine } from '@machines/session/session.machine';
import type { AuthEffects } from '@/auth/browserAuth';
import type { PageNavigation } from '@/navigation';

/** The session: the provider's tokens and users/me. Without an identity provider (a server render), a guest. */
export function sessionForApp(auth: AuthEffects | null) {
  return sessionMachine.provide({
    actors: {
      loadSession: fromPromise(async () => (auth ? auth.loadSession() : null)),
      endSession: fromPromise(async () => auth?.endSession()),
    },
  });
}

export type SessionRef = ActorRefFrom<ReturnType<typeof sessionForApp>>;

/** Sign-in by redirect; the machine announces a completed sign-in to the system's session itself. */
export function loginForApp(auth: AuthEffects | null, pages: PageNavigation) {
  const loginPage = (error: string | null) => (error ? `/login?error=${encodeURIComponent(error)}` : '/login');
  return loginRedirectMachine.provide({
    actors: {
      redirectToProvider: fromPromise(async ({ input }) => {
        if (!auth) throw new Error('Sign-in is not available here.');
        await auth.redirectToProvider(input);
      }),
      completeLogin: fromPromise(async () => {
        if (!auth) throw new Error('Sign-in is not available here.');
        return auth.completeLogin();
      }),
    },
    actions: {
      goToReturnTo: (_, { returnTo }) => pages.go(returnTo ?? '/'),
      goForward: () => pages.forwardOrHome(),
      goToLogin: (_, { error }) => pages.go(loginPage(error)),
    },
  });
}

export type LoginRef = ActorRefFrom<ReturnType<typeof loginForApp>>;
