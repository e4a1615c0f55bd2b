import fs from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import type { AxiosAdapter } from 'axios';
import type { FastifyBaseLogger, FastifyInstance } from 'fastify';
import { injectAdapter } from './inject-adapter';

/** The server-render bundle's export (src/ssr/entry-server.tsx, built into <staticDir>/ssr). */
type EntryServer = {
  renderPage: (url: string, adapter: AxiosAdapter) => Promise<{ html: string; preloaded: unknown[] } | null>;
};

/** Must match PRELOADED_ELEMENT_ID in src/ssr/preloaded.tsx. */
const PRELOADED_ELEMENT_ID = 'crust-preloaded';
/** A page that takes longer than this is left to the browser to render. */
const RENDER_TIMEOUT_MS = 3000;
const EMPTY_ROOT = '<div id="root"></div>';

/** JSON that cannot end the script element it sits in. */
const scriptSafeJson = (value: unknown) => JSON.stringify(value).replace(/</g, '\\u003c');

/**
 * The built index.html with the rendered page and its loaders' data in the root element. The page
 * paints from the HTML and the stylesheet alone, so its scripts are fetched at low priority: they
 * must not hold up the stylesheet or the images.
 */
export function fillTemplate(template: string, html: string, preloaded: unknown[]): string | null {
  if (!template.includes(EMPTY_ROOT)) return null;
  const filled = `<div id="root">${html}</div><script id="${PRELOADED_ELEMENT_ID}" type="application/json">${scriptSafeJson(preloaded)}</script>`;
  return template
    .replace(EMPTY_ROOT, () => filled)
    .replace(/<script type="module"/g, '<script type="module" fetchpriority="low"')
    .replace(/<link rel="modulepreload"/g, '<link rel="modulepreload" fetchpriority="low"');
}

export type PageRenderer = (url: string) => Promise<string | null>;

/**
 * Renders the pages the storefront renders on the server (the shop menu) into the built
 * index.html. Answers null — the browser renders the page itself, as before — when the storefront
 * was built without its server bundle, the route is not server-rendered, or rendering fails or is
 * slow: a shopper never gets an error page from this.
 */
export function createPageRenderer(app: FastifyInstance, staticDir: string, log: FastifyBaseLogger): PageRenderer {
  const entryFile = path.join(staticDir, 'ssr', 'entry-server.js');
  const templateFile = path.join(staticDir, 'index.html');
  const adapter = injectAdapter(app);
  let entry: Promise<EntryServer> | null = null;

  return async (url) => {
    if (!fs.existsSync(entryFile) || !fs.existsSync(templateFile)) return null;
    entry ??= import(pathToFileURL(entryFile).href) as Promise<EntryServer>;
    let timer: NodeJS.Timeout | undefined;
    try {
      const timeout = new Promise<null>((resolve) => {
        timer = setTimeout(() => resolve(null), RENDER_TIMEOUT_MS);
      });
      const rendered = await Promise.race([entry.then((module) => module.renderPage(url, adapter)), timeout]);
      if (!rendered) return null;
      return fillTemplate(fs.readFileSync(templateFile, 'utf8'), rendered.html, rendered.preloaded);
    } catch (error) {
      log.warn({ err: error, url }, 'server render failed; the browser renders the page');
      return null;
    } finally {
      clearTimeout(timer);
    }
  };
}
