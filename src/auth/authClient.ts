import type { Auth0Client } from '@auth0/auth0-spa-js';
import { AUTH_CALLBACK_PATH, AUTH_SCOPE } from '@contract/auth';
import { getAuthConfig } from '@/api/users';
import { hasStoredSession } from './storedSession';

let pending: Promise<Auth0Client> | null = null;

/**
 * The auth0-spa-js client, made on first need: the library and the identity configuration load only
 * then, so a guest's pages carry neither. The same code talks to the embedded provider or a tenant.
 */
export function authClient(): Promise<Auth0Client> {
  pending ??= (async () => {
    const [{ Auth0Client }, config] = await Promise.all([import('@auth0/auth0-spa-js'), getAuthConfig()]);
    return new Auth0Client({
      domain: config.domain,
      clientId: config.clientId,
      authorizationParams: { redirect_uri: `${window.location.origin}${AUTH_CALLBACK_PATH}`, audience: config.audience, scope: AUTH_SCOPE },
      // refresh tokens kept in the browser's storage: a reload or a new tab stays signed in (discovery §6)
      useRefreshTokens: true,
      useRefreshTokensFallback: false,
      cacheLocation: 'localstorage',
    });
  })();
  pending.catch(() => {
    pending = null;
  });
  return pending;
}

/** At /auth-callback: this browser already has a session and the URL brings no sign-in (code or error) to complete. */
export function arrivedSignedIn(search: string, storage: Pick<Storage, 'length' | 'key'>): boolean {
  const params = new URLSearchParams(search);
  return hasStoredSession(storage) && !params.has('code') && !params.has('error');
}
