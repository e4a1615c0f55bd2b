import type { FastifyRequest } from 'fastify';
import { isAllowedOrigin, requestOrigin } from '../../identity/origins';

/** The storefront's page a 3-D Secure challenge returns to (checkout §2). */
export const THREE_DS_REDIRECT_PATH = '/3ds-redirect';

/**
 * Where the hosted 3-D Secure challenge sends the browser back: the request's return_url when it is a
 * path on this origin ending /3ds-redirect ('/3ds-redirect'), or an http(s) URL on the request's own
 * origin (any loopback origin while the server itself is on one, for the dev server); otherwise the
 * request's origin + '/3ds-redirect'. Never another site: the return address must not become an open redirect.
 */
export const challengeReturnUrl = (request: FastifyRequest, requested: string | null | undefined) =>
  returnUrlFor(request, requested, THREE_DS_REDIRECT_PATH);

/** The same rule for any of the storefront's return pages (`path`: /3ds-redirect, /paypal-return). */
export function returnUrlFor(request: FastifyRequest, requested: string | null | undefined, path: string): string {
  const origin = requestOrigin(request) ?? 'http://localhost';
  const fallback = `${origin}${path}`;
  const text = requested?.trim();
  if (!text) return fallback;
  if (text.startsWith('/') && !text.startsWith('//') && !text.includes('\\')) {
    const url = URL.parse(text, origin);
    return url && url.origin === origin && url.pathname.endsWith(path) ? url.href : fallback;
  }
  const url = URL.parse(text);
  if (!url || (url.protocol !== 'http:' && url.protocol !== 'https:') || url.username || url.password) return fallback;
  return isAllowedOrigin(origin, url.origin) ? url.href : fallback;
}
