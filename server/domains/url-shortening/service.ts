import { createHash, randomInt } from 'node:crypto';
import type { Database } from '../../db/database';
import { SHORT_LINK_PATH } from '../../contract/url-shortening';
import { ApiError } from '../api-error';
import { findActivity } from '../activities/repository';
import { findShortLink, insertShortLink } from './repository';

const ALPHABET = 'ABCDEFGHJKLMNPQRSTUVWXYZabcdefghijkmnopqrstuvwxyz23456789';
const CODE_LENGTH = 8;
export const SHORT_CODE_PATTERN = new RegExp(`^[${ALPHABET}]{${CODE_LENGTH}}$`);
const uuidPattern = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

export const LOCATION_MESSAGES = {
  otherSite: 'The location must be a page of this site.',
  noSavedCart: "The location must open a saved cart (magicCartUuid), and this one doesn't.",
} as const;

const badLocation = (message: string) => new ApiError(400, { code: 'invalid_location', message, field: 'location' });

/** A code's row key in the activities table: a uuid made from the code, so a link is read by primary key. */
export function codeKey(code: string): string {
  const hex = createHash('sha256').update(`short-link:${code}`).digest('hex');
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-5${hex.slice(13, 16)}-8${hex.slice(17, 20)}-${hex.slice(20, 32)}`;
}

const drawCode = () => Array.from({ length: CODE_LENGTH }, () => ALPHABET[randomInt(ALPHABET.length)]).join('');

/**
 * The location as this site's path, or a 400: an absolute URL must name this host (a short link on the storefront
 * host never sends a shopper elsewhere), a path must start with one slash.
 */
function sameSitePath(location: string, origin: string): URL {
  let url: URL;
  try {
    url = new URL(location.trim(), origin);
  } catch {
    throw badLocation(LOCATION_MESSAGES.otherSite);
  }
  if (url.origin !== origin || /^\s*[/\\]{2}/.test(location)) throw badLocation(LOCATION_MESSAGES.otherSite);
  return url;
}

/**
 * PUT /url-shortening: a short link to a shared cart on this site. Only locations that open a saved cart are
 * shortened: the spec uses the route to share carts, and an open shortener on the storefront host would lend it to
 * any page. Each call issues a new code.
 */
export async function shortenLocation(db: Database, location: string, origin: string, now: Date): Promise<{ link: string }> {
  const url = sameSitePath(location, origin);
  const cartUuid = url.searchParams.get('magicCartUuid') ?? '';
  const cart = uuidPattern.test(cartUuid) ? await findActivity(db, cartUuid.toLowerCase()) : null;
  if (!cart) throw badLocation(LOCATION_MESSAGES.noSavedCart);
  const saved = `${url.pathname}${url.search}${url.hash}`;
  for (let attempt = 0; attempt < 5; attempt++) {
    const code = drawCode();
    if (await insertShortLink(db, { key: codeKey(code), shopId: cart.shopId, code, location: saved }, now)) {
      return { link: `${origin}${SHORT_LINK_PATH}/${code}` };
    }
  }
  throw new ApiError(503, { code: 'short_link_unavailable', message: 'No short link could be made. Please try again.' });
}

/** GET /s/{code}: the saved location (a path on this site), or null for a code never issued. */
export async function locationOf(db: Database, code: string): Promise<string | null> {
  if (!SHORT_CODE_PATTERN.test(code)) return null;
  return (await findShortLink(db, codeKey(code)))?.location ?? null;
}
