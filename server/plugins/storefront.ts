import fs from 'node:fs';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { createPageRenderer } from '../render/page-renderer';
import { errorBody } from './errors';

const notBuiltPage = `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><title>Crust</title></head>
<body><h1>The storefront is not built</h1>
<p>The API is running. Build the storefront with <code>npm run build</code> (or set STATIC_DIR) and reload.</p></body></html>`;

const FLAGS_META = 'crust-flags';

/** The run-time feature flags (FEATURE_FLAGS) as a meta tag in a page's head, read by src/flags.ts; none, no tag. */
export function withRuntimeFlags(html: string, flags: readonly string[]): string {
  if (!flags.length) return html;
  const content = flags.join(',').replace(/[^a-z0-9_,]/gi, '');
  return html.replace('</head>', () => `<meta name="${FLAGS_META}" content="${content}"></head>`);
}

/**
 * Serves the built SPA from staticDir. Any GET outside /services that is not a file answers index.html,
 * so client-side routes load; unknown /services routes and other methods answer a JSON 404.
 * The storefront's own routes give a page its status (see server/render): the shop menu is rendered
 * into that index.html, an unknown page or shop answers 404, a shop redirect route its status and
 * Location. Without index.html (SPA not built yet) pages answer a short notice instead.
 */
export async function registerStorefront(app: FastifyInstance, staticDir: string, featureFlags: readonly string[] = []): Promise<void> {
  // the server render reads the same flags as the pages it sends (src/flags.ts)
  (globalThis as { __CRUST_FLAGS__?: readonly string[] }).__CRUST_FLAGS__ = featureFlags;
  // registered even before the SPA is built: files are looked up per request, so a later build is served
  await app.register(fastifyStatic, {
    root: staticDir,
    wildcard: true,
    // every page, '/' too, goes through the handler below (which adds the run-time flags)
    index: false,
    // the server-render bundle is the server's, not the browser's
    allowedPath: (pathName) => !pathName.startsWith('/ssr/'),
    setHeaders(res, filePath) {
      const hashed = filePath.includes(`${path.sep}assets${path.sep}`);
      res.header('cache-control', hashed ? 'public, max-age=31536000, immutable' : 'no-cache');
    },
  });

  const renderPage = createPageRenderer(app, staticDir, app.log);

  const answerPage = async (request: FastifyRequest, reply: FastifyReply) => {
    const pathname = request.url.split('?')[0];
    // a missing hashed asset is a real 404, not a page
    const isPage =
      (request.method === 'GET' || request.method === 'HEAD') &&
      !pathname.startsWith('/services') &&
      !pathname.startsWith('/assets/') &&
      !pathname.startsWith('/ssr/');
    if (!isPage) {
      return reply.status(404).send(errorBody([{ code: 'not_found', message: `No route ${request.method} ${pathname}` }]));
    }
    // an order's confirmation shows the shopper's name and address: no cache keeps it
    const cacheControl = pathname.startsWith('/order-confirmation/') ? 'no-store' : 'no-cache';
    const page = await renderPage(request.url, `${request.protocol}://${request.host}`);
    if (page?.location && page.status >= 300 && page.status < 400) return reply.redirect(page.location, page.status);
    if (page) {
      if (page.location) reply.header('location', page.location);
      return reply
        .code(page.status)
        .type('text/html; charset=utf-8')
        .header('cache-control', cacheControl)
        .send(withRuntimeFlags(page.html, featureFlags));
    }
    const indexFile = path.join(staticDir, 'index.html');
    if (fs.existsSync(indexFile)) {
      // sendFile's setHeaders would put no-cache back
      if (!featureFlags.length && cacheControl === 'no-cache') return reply.header('cache-control', cacheControl).sendFile('index.html');
      return reply
        .type('text/html; charset=utf-8')
        .header('cache-control', cacheControl)
        .send(withRuntimeFlags(fs.readFileSync(indexFile, 'utf8'), featureFlags));
    }
    return reply.type('text/html; charset=utf-8').send(notBuiltPage);
  };
  // the home page is a page like any other (the static files have no index: see above)
  app.get('/', answerPage);
  app.setNotFoundHandler(answerPage);
}
