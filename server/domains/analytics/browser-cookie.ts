import { BROWSER_ID_COOKIE } from '../../contract/analytics';

/** The crust_browser_id value of a Cookie header, or undefined; a malformed escape reads as no cookie. */
export function browserIdFromCookie(header: string | undefined): string | undefined {
  for (const part of (header ?? '').split(';')) {
    const eq = part.indexOf('=');
    if (eq === -1 || part.slice(0, eq).trim() !== BROWSER_ID_COOKIE) continue;
    try {
      return decodeURIComponent(part.slice(eq + 1).trim());
    } catch {
      return undefined;
    }
  }
  return undefined;
}

/** Ids are uuids, compared without regard to case (the collector stores them lower-cased). */
export const isSameBrowser = (cookieId: string | undefined, askedId: string) =>
  cookieId !== undefined && cookieId.toLowerCase() === askedId.toLowerCase();
