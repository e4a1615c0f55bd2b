import fs from 'node:fs';
import path from 'node:path';
import { createHash } from 'node:crypto';
import fastifyHelmet from '@fastify/helmet';
import type { FastifyInstance } from 'fastify';
import { ADYEN_SANDBOX_PATH } from '../contract/adyen';
import { STRIPE_SANDBOX_PATH } from '../contract/payments';

/** Executable inline scripts (no src; no type, or a JavaScript type): JSON data blocks are not run, so CSP leaves them alone. */
const INLINE_SCRIPT = /<script(?![^>]*\bsrc=)(?![^>]*\btype="(?!module"|text\/javascript")[^"]*")[^>]*>([\s\S]*?)<\/script>/g;

/** CSP source expressions ('sha256-…') for each executable inline script in some HTML. */
export function inlineScriptHashes(html: string): string[] {
  return [...html.matchAll(INLINE_SCRIPT)].map(([, body]) => `'sha256-${createHash('sha256').update(body).digest('base64')}'`);
}

/** The built index.html's inline scripts, hashed again when a build replaces it. */
function indexScriptHashes(staticDir: string): () => string[] {
  const indexFile = path.join(staticDir, 'index.html');
  let seen = { mtimeMs: -1, hashes: [] as string[] };
  return () => {
    const mtimeMs = fs.statSync(indexFile, { throwIfNoEntry: false })?.mtimeMs ?? 0;
    if (mtimeMs !== seen.mtimeMs) seen = { mtimeMs, hashes: mtimeMs ? inlineScriptHashes(fs.readFileSync(indexFile, 'utf8')) : [] };
    return seen.hashes;
  };
}

export type SecurityHeaderOptions = {
  /** other origins the page calls (a real Auth0 tenant) */
  connectTo?: string[];
  /** 'stripe': real keys, the checkout loads Stripe.js and its frames; 'sandbox' (default): everything is our own */
  cardGateway?: 'stripe' | 'sandbox';
  /** GOOGLE_MAPS_API_KEY is set: the storefront loads the Maps JavaScript API, its tiles and fonts */
  googleMaps?: boolean;
  /** real Adyen keys: adyen-web's secured fields are Adyen's frames, and a 3-D Secure redirect goes through the issuer's pages */
  adyen?: boolean;
};

const STRIPE_JS = 'https://js.stripe.com';
const STRIPE_HOOKS = 'https://hooks.stripe.com';
const STRIPE_API = 'https://api.stripe.com';

/** The hosts the Maps JavaScript API loads from and calls (Google's allowlist CSP guide); none without a key. */
const GOOGLE_MAPS = {
  script: ['https://maps.googleapis.com', 'https://maps.gstatic.com'],
  connect: ['https://maps.googleapis.com', 'https://*.googleapis.com', 'https://*.gstatic.com'],
  img: ['https://*.googleapis.com', 'https://*.gstatic.com', 'https://*.google.com', 'https://*.googleusercontent.com'],
  font: ['https://fonts.gstatic.com'],
  style: ['https://fonts.googleapis.com'],
};
const noMaps = { script: [], connect: [], img: [], font: [], style: [] };

/**
 * adyen-web (bundled) frames its secured fields from checkoutshopper-*.adyen.com, calls it (bin look-up,
 * analytics) and shows its card logos; a 3-D Secure redirect in threeDSecureModal's frame passes through
 * the card issuer's own pages, on hosts no list can name: frames may be any https page then.
 */
const ADYEN = { connect: ['https://*.adyen.com'], img: ['https://*.adyen.com'], frame: ['https:'] };
const noAdyen = { connect: [], img: [], frame: [] };

/**
 * The pages a 3-D Secure challenge shows in the checkout's frame: the sandboxes' hosted challenge pages,
 * and the storefront's /3ds-redirect it ends on. Only our own pages (and, with real Stripe, its 3-D
 * Secure frames) may frame them.
 */
function isChallengeFrame(url: string): boolean {
  const path = url.split('?')[0];
  return path === '/3ds-redirect' || path.startsWith(`${STRIPE_SANDBOX_PATH}/3ds/`) || path.startsWith(`${ADYEN_SANDBOX_PATH}/3ds/`);
}

/**
 * Security headers on every answer, page or API: a Content-Security-Policy whose scripts are the
 * site's own files and, by hash, the inline scripts of the page it comes with (no 'unsafe-inline'
 * scripts; hashes rather than nonces, because a rendered page is served again from the render
 * cache), no framing anywhere (checkout and the confirmation least of all) but the 3-D Secure
 * challenge's pages inside our own checkout, nosniff, a strict referrer policy, and HSTS only on an
 * answer that went out over TLS (directly, or behind a trusted proxy that says so).
 * With real Stripe keys the checkout loads Stripe.js (script and frames from js.stripe.com, 3-D Secure
 * frames from hooks.stripe.com) and calls api.stripe.com; in sandbox mode frames are our own pages.
 * With real Adyen keys, adyen-web's frames and calls go to Adyen's hosts, and challenge frames may be any https page.
 * With a Google Maps key the page loads the Maps JavaScript API from maps.googleapis.com (its tiles, fonts
 * and calls from Google's hosts); without one, maps are our own drawings and no Google host is allowed.
 * Styles allow 'unsafe-inline': React's style attributes need it, and styles cannot run code.
 */
export async function registerSecurityHeaders(app: FastifyInstance, staticDir: string, options: SecurityHeaderOptions = {}): Promise<void> {
  const scriptHashes = indexScriptHashes(staticDir);
  const stripe = options.cardGateway === 'stripe';
  const maps = options.googleMaps ? GOOGLE_MAPS : noMaps;
  const adyen = options.adyen ? ADYEN : noAdyen;
  const scriptSources = ["'self'", ...(stripe ? [STRIPE_JS] : []), ...maps.script];
  const challengeAncestors = ["'self'", ...(stripe ? [STRIPE_JS, STRIPE_HOOKS] : [])].join(' ');
  await app.register(fastifyHelmet, {
    contentSecurityPolicy: {
      useDefaults: false,
      directives: {
        defaultSrc: ["'self'"],
        // an HTML answer adds its own inline scripts by hash below; other answers run no script
        scriptSrc: scriptSources,
        styleSrc: ["'self'", "'unsafe-inline'", ...maps.style],
        imgSrc: ["'self'", 'data:', 'blob:', ...maps.img, ...adyen.img],
        fontSrc: ["'self'", 'data:', ...maps.font],
        connectSrc: ["'self'", ...(options.connectTo ?? []), ...(stripe ? [STRIPE_API] : []), ...maps.connect, ...adyen.connect],
        frameSrc: ["'self'", ...(stripe ? [STRIPE_JS, STRIPE_HOOKS] : []), ...adyen.frame],
        objectSrc: ["'none'"],
        baseUri: ["'self'"],
        formAction: ["'self'"],
        frameAncestors: ["'none'"],
      },
    },
    frameguard: { action: 'deny' },
    referrerPolicy: { policy: 'strict-origin-when-cross-origin' },
    strictTransportSecurity: false,
    crossOriginEmbedderPolicy: false,
  });
  app.addHook('onSend', async (request, reply, payload) => {
    if (request.protocol === 'https') reply.header('strict-transport-security', 'max-age=31536000; includeSubDomains');
    let policy = String(reply.getHeader('content-security-policy') ?? '');
    if (String(reply.getHeader('content-type')).startsWith('text/html')) {
      // a rendered page carries scripts the router writes per page (scroll restoration): exactly those it
      // holds; the built index.html, sent as a file, its own
      const hashes = typeof payload === 'string' ? inlineScriptHashes(payload) : scriptHashes();
      policy = policy.replace(/script-src [^;]*/, `script-src ${[...scriptSources, ...new Set(hashes)].join(' ')}`);
    }
    if (isChallengeFrame(request.url)) {
      policy = policy.replace(/frame-ancestors [^;]*/, `frame-ancestors ${challengeAncestors}`);
      reply.removeHeader('x-frame-options');
      if (!stripe) reply.header('x-frame-options', 'SAMEORIGIN');
    }
    if (policy) reply.header('content-security-policy', policy);
    return payload;
  });
}
