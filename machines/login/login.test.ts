import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createActor, fromPromise } from 'xstate';
import { loginRedirectMachine } from './login.machine';
import { AUTH_START_TIMEOUT_MS } from './login.types';

function start({
  redirect = async () => {},
  complete = async () => ({ returnTo: '/menu' as string | null }),
}: { redirect?: () => Promise<void>; complete?: () => Promise<{ returnTo: string | null }> } = {}) {
  const calls = { announceSignIn: vi.fn(), goToReturnTo: vi.fn(), goForward: vi.fn(), goToLogin: vi.fn(), redirect: vi.fn() };
  const machine = loginRedirectMachine.provide({
    actors: {
      redirectToProvider: fromPromise(async ({ input }) => {
        calls.redirect(input);
        return redirect();
      }),
      completeLogin: fromPromise(complete),
    },
    actions: {
      announceSignIn: () => calls.announceSignIn(),
      goToReturnTo: (_, p) => calls.goToReturnTo(p.returnTo),
      goForward: () => calls.goForward(),
      goToLogin: (_, p) => calls.goToLogin(p.error),
    },
  });
  return { actor: createActor(machine).start(), calls };
}

describe('loginRedirectMachine', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('hands the path and the chosen option to the provider, and waits there', async () => {
    const { actor, calls } = start({ redirect: () => new Promise(() => {}) });
    actor.send({ type: 'login.start', returnTo: '/restaurants/ny/brooklyn/11201/x/menu', option: { screenHint: 'signup' } });
    expect(actor.getSnapshot().value).toBe('redirecting');
    expect(calls.redirect).toHaveBeenCalledWith({ returnTo: '/restaurants/ny/brooklyn/11201/x/menu', option: { screenHint: 'signup' } });
    await vi.advanceTimersByTimeAsync(AUTH_START_TIMEOUT_MS - 1);
    expect(calls.goToLogin).not.toHaveBeenCalled();
  });

  it('sends the shopper to /login when the provider does not take over in time', async () => {
    const { actor, calls } = start({ redirect: () => new Promise(() => {}) });
    actor.send({ type: 'login.start', returnTo: '/', option: {} });
    await vi.advanceTimersByTimeAsync(AUTH_START_TIMEOUT_MS);
    expect(actor.getSnapshot().value).toBe('timedOut');
    expect(calls.goToLogin).toHaveBeenCalledExactlyOnceWith(null);
    // the shopper can try again from the login page
    actor.send({ type: 'login.start', returnTo: '/', option: {} });
    expect(actor.getSnapshot().value).toBe('redirecting');
  });

  it('restores the saved path after the callback and tells the session', async () => {
    const { actor, calls } = start();
    actor.send({ type: 'login.callback', signedIn: false });
    expect(actor.getSnapshot().value).toBe('completing');
    await vi.advanceTimersByTimeAsync(0);
    expect(actor.getSnapshot().value).toBe('restoring');
    expect(calls.announceSignIn).toHaveBeenCalledOnce();
    expect(calls.goToReturnTo).toHaveBeenCalledExactlyOnceWith('/menu');
  });

  it('goes forward (or home) when already signed in at the callback', () => {
    const { actor, calls } = start();
    actor.send({ type: 'login.callback', signedIn: true });
    expect(actor.getSnapshot().value).toBe('forwarding');
    expect(calls.goForward).toHaveBeenCalledOnce();
  });

  it('lands on /login with the storefront’s message for the callback’s failure, never the SDK’s words', async () => {
    const { actor, calls } = start({
      complete: async () => {
        throw Object.assign(new Error('Invalid state'), { error: 'invalid_state' });
      },
    });
    actor.send({ type: 'login.callback', signedIn: false });
    await vi.advanceTimersByTimeAsync(0);
    expect(actor.getSnapshot().value).toBe('failed');
    expect(calls.goToLogin).toHaveBeenCalledExactlyOnceWith("We couldn't finish signing you in. Please log in again.");
    expect(calls.announceSignIn).not.toHaveBeenCalled();
  });

  // auth0-spa-js's errors are stubbed as it throws them: GenericError carries the provider's `error` code
  it.each([
    [
      'cancelled at the provider',
      Object.assign(new Error('End-User aborted interaction'), { error: 'access_denied' }),
      'You cancelled signing in. Log in, or continue as a guest.',
    ],
    [
      "refused by the provider (the spec's login message)",
      Object.assign(new Error('Login failed'), { error: 'invalid_request' }),
      'The login information you provided was incorrect.',
    ],
    [
      'a callback URL without its parameters',
      new Error('There are no query params available for parsing.'),
      "We couldn't finish signing you in. Please log in again.",
    ],
    [
      'a lost connection',
      { status: null, message: 'Network Error', messages: [] },
      "We couldn't reach the sign-in service. Please try again.",
    ],
  ])('says what happened when the callback is %s', async (_, error, message) => {
    const { actor, calls } = start({
      complete: async () => {
        throw error;
      },
    });
    actor.send({ type: 'login.callback', signedIn: false });
    await vi.advanceTimersByTimeAsync(0);
    expect(calls.goToLogin).toHaveBeenCalledExactlyOnceWith(message);
  });
});
