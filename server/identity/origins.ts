import type { FastifyRequest } from 'fastify';

/**
 * The embedded provider's issuer is the origin the browser reached this server at, with a trailing
 * slash ('http://localhost:3000/'): auth0-spa-js, given `domain: 'http://localhost:3000'`, expects
 * exactly that `iss`. So a server on a random port (the browser suites) or behind a proxy needs no
 * configuration: one provider per origin, all sharing keys and storage.
 *
 * Which origins may receive codes (redirect_uri `<origin>/auth-callback`), be sent back to after
 * sign-out (returnTo) and call the token endpoint cross-origin: the issuer's own origin; and, when
 * the issuer itself is on a loopback host (localhost, 127.0.0.1, [::1]), any loopback origin on any
 * port, so `npm run dev` (Vite on another port) and test servers work. A public host allows only itself.
 */

const hostPattern = /^(?:[a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?(?:\.[a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?)*|\[[0-9a-f:.]+\])(?::\d{1,5})?$/i;
const loopbackHosts = new Set(['localhost', '127.0.0.1', '[::1]']);

/** 'http://localhost:3000' for the request (protocol and host as Fastify trusts them), or null for a Host header that is no host. */
export function requestOrigin(request: FastifyRequest): string | null {
  const host = request.host;
  if (!host || !hostPattern.test(host)) return null;
  try {
    return new URL(`${request.protocol}://${host}`).origin;
  } catch {
    return null;
  }
}

export const issuerOf = (origin: string) => `${origin}/`;

export function isLoopbackOrigin(origin: string): boolean {
  const url = URL.parse(origin);
  return Boolean(url && url.protocol === 'http:' && loopbackHosts.has(url.hostname));
}

/** May `candidate` (an origin) take part in sign-in served on `origin`? */
export function isAllowedOrigin(origin: string, candidate: string): boolean {
  if (candidate === origin) return true;
  return isLoopbackOrigin(origin) && isLoopbackOrigin(candidate);
}

/** A redirect_uri the client may use: `<allowed origin>/auth-callback`, nothing else (no query, no fragment). */
export function isAllowedCallback(origin: string, redirectUri: string): boolean {
  const url = URL.parse(redirectUri);
  if (!url || url.search || url.hash || url.username || url.password) return false;
  return url.pathname === '/auth-callback' && isAllowedOrigin(origin, url.origin);
}

/** A returnTo after sign-out: any page of an allowed origin. */
export function isAllowedReturn(origin: string, returnTo: string): boolean {
  const url = URL.parse(returnTo);
  return Boolean(
    url && (url.protocol === 'http:' || url.protocol === 'https:') && !url.username && !url.password && isAllowedOrigin(origin, url.origin),
  );
}
