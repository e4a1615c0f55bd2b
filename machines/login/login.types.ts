/** How the sign-in panel starts: email sign-in or sign-up, or a social connection (Auth0's names). */
export type LoginOption = { screenHint?: 'login' | 'signup'; connection?: string };

export type LoginContext = {
  /** the path to come back to: saved before leaving, restored at the callback */
  returnTo: string | null;
  option: LoginOption;
  /** the callback's failure, shown on /login?error= */
  error: string | null;
};

export type LoginEvent =
  /** a sign-in option was chosen on the sign-in panel */
  | { type: 'login.start'; returnTo: string; option: LoginOption }
  /** the browser arrived at /auth-callback; signedIn: it already had a session and brings no sign-in to complete */
  | { type: 'login.callback'; signedIn: boolean };

/** How long the identity provider may take to take the browser over before the shopper is sent to /login. */
export const AUTH_START_TIMEOUT_MS = 10_000;

/** The spec's login error (discovery §8), for a callback that cannot be completed. */
export const LOGIN_FAILED_MESSAGE = 'The login information you provided was incorrect.';

/** The sign-in could not start: the identity provider (or its configuration) did not answer. Storefront wording. */
export const SIGN_IN_UNREACHABLE_MESSAGE = "We couldn't reach the sign-in service. Please try again.";

/** The shopper cancelled at the identity provider. Storefront wording. */
export const LOGIN_CANCELLED_MESSAGE = 'You cancelled signing in. Log in, or continue as a guest.';

/** A callback that cannot be completed for a reason of its own (no parameters, a stale state). Storefront wording. */
export const SIGN_IN_INCOMPLETE_MESSAGE = "We couldn't finish signing you in. Please log in again.";
