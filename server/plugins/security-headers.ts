import fs from 'node:fs';
import path from 'node:path';
import { createHash } from 'node:crypto';
import fastifyHelmet from '@fastify/helmet';
import type { FastifyInstance } from 'fastify';

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

/**
 * Security headers on every answer, page or API: a Content-Security-Policy whose scripts are the
 * site's own files and, by hash, the inline scripts of the page it comes with (no 'unsafe-inline'
 * scripts; hashes rather than nonces, because a rendered page is served again from the render
 * cache), no framing anywhere (checkout and the confirmation least of all), nosniff, a strict
 * referrer policy, and HSTS only on an answer that went out over TLS (directly, or behind a trusted
 * proxy that says so).
 * Styles allow 'unsafe-inline': React's style attributes need it, and styles cannot run code.
 */
export async function registerSecurityHeaders(app: FastifyInstance, staticDir: string, connectTo: string[] = []): Promise<void> {
  const scriptHashes = indexScriptHashes(staticDir);
  await app.register(fastifyHelmet, {
    contentSecurityPolicy: {
      useDefaults: false,
      directives: {
        defaultSrc: ["'self'"],
        // an HTML answer adds its own inline scripts by hash below; other answers run no script
        scriptSrc: ["'self'"],
        styleSrc: ["'self'", "'unsafe-inline'"],
        imgSrc: ["'self'", 'data:', 'blob:'],
        fontSrc: ["'self'", 'data:'],
        connectSrc: ["'self'", ...connectTo],
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
    if (String(reply.getHeader('content-type')).startsWith('text/html')) {
      // a rendered page carries scripts the router writes per page (scroll restoration): exactly those it
      // holds; the built index.html, sent as a file, its own
      const hashes = typeof payload === 'string' ? inlineScriptHashes(payload) : scriptHashes();
      const policy = String(reply.getHeader('content-security-policy') ?? '');
      reply.header('content-security-policy', policy.replace(/script-src [^;]*/, `script-src ${["'self'", ...new Set(hashes)].join(' ')}`));
    }
    return payload;
  });
}
