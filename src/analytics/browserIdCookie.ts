import { BROWSER_ID_COOKIE } from '@contract/analytics';

/** The browser's anonymous id as a first-party cookie too, as analytics libraries keep it: spec §9, 365 days, path /. */

const COOKIE_LIFETIME_S = 365 * 24 * 60 * 60;

export function browserIdCookie(id: string, secure: boolean): string {
  return `${BROWSER_ID_COOKIE}=${encodeURIComponent(id)}; Max-Age=${COOKIE_LIFETIME_S}; Path=/; SameSite=Lax${secure ? '; Secure' : ''}`;
}

/** Sets (or renews for another 365 days) the cookie; a browser refusing cookies keeps the id in storage alone. */
export function keepBrowserIdCookie(doc: { cookie: string }, id: string, secure: boolean): void {
  try {
    doc.cookie = browserIdCookie(id, secure);
  } catch {
    // cookies blocked (a sandboxed frame): nothing else depends on it
  }
}
