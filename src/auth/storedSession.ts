/** Where auth0-spa-js keeps a session in local storage (cacheLocation 'localstorage'): keys start with this. */
export const STORED_SESSION_KEY_PREFIX = '@@auth0spajs@@';

/** Whether auth0-spa-js holds tokens in this browser: without them the shopper is a guest, no library needed. */
export function hasStoredSession(storage: Pick<Storage, 'length' | 'key'>): boolean {
  for (let i = 0; i < storage.length; i += 1) {
    if (storage.key(i)?.startsWith(STORED_SESSION_KEY_PREFIX)) return true;
  }
  return false;
}
