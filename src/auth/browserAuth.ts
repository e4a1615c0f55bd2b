import type { LoginOption } from '@machines/login/login.types';
import type { SessionUser } from '@machines/session/session.types';
import { getMe } from '@/api/users';
import { authClient } from './authClient';
import { hasStoredSession } from './storedSession';
import { saveReturnPath, takeReturnPath } from './loginReturn';

/** What the session and login-redirect machines ask of the identity provider, through auth0-spa-js. */
export type AuthEffects = {
  loadSession(): Promise<SessionUser | null>;
  endSession(): Promise<void>;
  redirectToProvider(input: { returnTo: string; option: LoginOption }): Promise<void>;
  completeLogin(): Promise<{ returnTo: string | null }>;
  /** the bearer token for an API call; null for a guest, or when the session can no longer be renewed */
  accessToken(onExpired: () => void): Promise<string | null>;
};

type BrowserAuthDeps = { window: Window; local: Storage; tab: Storage };

/** The identity provider seen from this browser: tokens in local storage, the return path in this tab. */
export function browserAuth({ window, local, tab }: BrowserAuthDeps): AuthEffects {
  /**
   * A token for the stored session, renewed when due; null once the provider will give none without a
   * new sign-in (the stored tokens are dropped then). A failure to reach the provider is thrown: a
   * network blip is no reason to sign the shopper out.
   */
  async function tokenOrSignedOut(): Promise<string | null> {
    const client = await authClient();
    try {
      const token = await client.getTokenSilently();
      if (token) return token;
    } catch (error) {
      if (!isSessionOver(error)) throw error;
    }
    await client.logout({ openUrl: false });
    return null;
  }

  return {
    async loadSession() {
      if (!hasStoredSession(local)) return null;
      const token = await tokenOrSignedOut();
      return token ? toSessionUser(await getMe(token)) : null;
    },
    async endSession() {
      const client = await authClient();
      await client.logout({ logoutParams: { returnTo: `${window.location.origin}/login?loggedOut=true` } });
    },
    async redirectToProvider({ returnTo, option }) {
      const returnKey = saveReturnPath(tab, returnTo);
      const client = await authClient();
      await client.loginWithRedirect({
        appState: { returnKey },
        authorizationParams: { screen_hint: option.screenHint, connection: option.connection },
      });
    },
    async completeLogin() {
      const client = await authClient();
      const { appState } = await client.handleRedirectCallback<{ returnKey?: string }>(window.location.href);
      return { returnTo: takeReturnPath(tab, appState?.returnKey) };
    },
    async accessToken(onExpired) {
      if (!hasStoredSession(local)) return null;
      const token = await tokenOrSignedOut();
      if (!token) onExpired();
      return token;
    },
  };
}

/** auth0-spa-js's word that no token can be had without signing in again (not a network failure). */
function isSessionOver(error: unknown): boolean {
  const code = (error as { error?: unknown } | null)?.error;
  return code === 'login_required' || code === 'missing_refresh_token' || code === 'invalid_grant' || code === 'consent_required';
}

function toSessionUser(user: SessionUser): SessionUser {
  return { id: user.id, email: user.email, firstName: user.firstName, lastName: user.lastName, phone: user.phone };
}
