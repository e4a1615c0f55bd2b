/** The signed-in user as the storefront needs it (users/me, camelCased); the API's user has more. */
export type SessionUser = {
  id: number;
  email: string | null;
  firstName: string;
  lastName: string;
  phone: string | null;
};

export type SessionContext = { user: SessionUser | null };

export type SessionEvent =
  /** the login-redirect machine completed a sign-in: ask who it is */
  | { type: 'session.signedIn' }
  /** the shopper pressed Log out */
  | { type: 'session.logout' }
  /** the token could not be renewed (refresh token revoked or expired): a guest again, cart untouched */
  | { type: 'session.expired' }
  /** the account's profile was saved (PUT users/{id}): the shopper's name, email and phone as the API now holds them */
  | { type: 'session.userUpdated'; user: SessionUser };

/** The spec's message on /login?loggedOut (discovery §4). */
export const LOGGED_OUT_MESSAGE = 'You have been logged out.';
