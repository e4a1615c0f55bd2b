import type { Auth0Client } from '@auth0/auth0-spa-js';
import { AUTH_CALLBACK_PATH, AUTH_SCOPE } from '@contract/auth';
import { getAuthConfig } from '@/api/users';

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

/** Whether auth0-spa-js holds tokens in this browser: without them the shopper is a guest, no library needed. */
export function hasStoredSession(storage: Pick<Storage, 'length' | 'key'>): boolean {
  for (let i = 0; i < storage.length; i += 1) {
    if (storage.key(i)?.startsWith('@@auth0spajs@@')) return true;
  }
  return false;
}

/** At /auth-callback: this browser already has a session and the URL brings no sign-in (code or error) to complete. */
export function arrivedSignedIn(search: string, storage: Pick<Storage, 'length' | 'key'>): boolean {
  const params = new URLSearchParams(search);
  return hasStoredSession(storage) && !params.has('code') && !params.has('error');
}
