import type { LoginOption } from '@machines/login/login.types';
import type { SessionUser } from '@machines/session/session.types';
import { getMe } from '@/api/users';
import { authClient, hasStoredSession } from './authClient';
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
  const forget = async () => (await authClient()).logout({ openUrl: false });
  return {
    async loadSession() {
      if (!hasStoredSession(local)) return null;
      const client = await authClient();
      let token: string | undefined;
      try {
        token = await client.getTokenSilently();
      } catch (error) {
        if (!isSessionOver(error)) throw error;
      }
      if (!token) {
        // the refresh token was revoked or expired: a guest, and nothing stale kept
        await forget();
        return null;
      }
      return toSessionUser(await getMe(token));
    },
    async endSession() {
      const client = await authClient();
      await client.logout({ logoutParams: { returnTo: `${window.location.origin}/login?loggedOut=true` } });
    },
    async redirectToProvider({ returnTo, option }) {
      const returnKey = saveReturnPath(tab, returnTo);
      const client = await authClient();
      await client.loginWithRedirect({ appState: { returnKey }, authorizationParams: { screen_hint: option.screenHint, connection: option.connection } });
    },
    async completeLogin() {
      const client = await authClient();
      const { appState } = await client.handleRedirectCallback<{ returnKey?: string }>(window.location.href);
      return { returnTo: takeReturnPath(tab, appState?.returnKey) };
    },
    async accessToken(onExpired) {
      if (!hasStoredSession(local)) return null;
      try {
        return (await (await authClient()).getTokenSilently()) ?? null;
      } catch {
        await forget().catch(() => undefined);
        onExpired();
        return null;
      }
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
