import fs from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import type { AxiosAdapter } from 'axios';
import type { FastifyBaseLogger, FastifyInstance } from 'fastify';
import { injectAdapter } from './inject-adapter';
import { recentResults } from './recent-results';
import { loggableError } from '../plugins/loggable-error';

/** The server-render bundle's export (src/ssr/entry-server.tsx, built into <staticDir>/ssr). */
type EntryServer = {
  renderPage: (url: string, adapter: AxiosAdapter, origin: string) => Promise<PageAnswer>;
};
/**
 * The rendered root markup, the script element carrying the loaders' data (src/ssr/preloaded.tsx),
 * what goes in the head (its canonical link, the shop's JSON-LD, src/ssr/structuredData.ts) and the document's title
 * (HTML-escaped; src/head/pageHead.tsx).
 */
export type RenderedPage = { html: string; dataScript: string; headScript: string; title: string };
/** The bundle's answer for a page URL, as src/ssr/pageAnswer.ts defines it (server/ does not import src/). */
export type PageAnswer =
  | ({ kind: 'rendered'; status: 200 } & RenderedPage)
  | { kind: 'browser'; status: 200 | 404 }
  | { kind: 'redirect'; status: number; location: string };

/** What the storefront answers for a page: its status, the document, and the Location of a redirect. */
export type PageResponse = { status: number; html: string; location?: string };

/** A page that takes longer than this is left to the browser to render. */
const RENDER_TIMEOUT_MS = 3000;
/**
 * A rendered page is served again for this long: rendering the menu costs about 200 ms of the
 * server's time, and a shop's menu, hours and open state seen 10 s late are still right for a shopper.
 * Kept per process on purpose (issue 37 item 6): the time bounds how stale a page is, alike for one replica or
 * many; sharing the pages would cost a round trip to spare a render, and it is no limit a replica could double.
 */
const RENDERED_PAGE_TTL_MS = 10_000;

/**
 * Pages rendered afresh for every shopper: checkout carries the kitchen's booked slots (schedule full_slots),
 * which the next order may fill; a page kept 10 s offered a slot that had just filled up.
 */
export const rendersFresh = (url: string): boolean => /\/checkout\/?$/.test(url.split(/[?#]/)[0]);
const EMPTY_ROOT = '<div id="root"></div>';
const HEAD_END = '</head>';
const TITLE = /<title>[^<]*<\/title>/g;

/**
 * The rendered page shows its buttons before its scripts have taken them over: a tap then is kept,
 * and replayed once they have (src/ssr/hydration.ts), so it is not lost. Only rendered pages record:
 * a page the browser renders has no button before its scripts.
 */
const RECORD_EARLY_TAPS = `<script>
  window.__crustEarlyTaps = [];
  document.addEventListener('click', function (event) {
    var button = window.__crustEarlyTaps && event.target instanceof Element && event.target.closest('button');
    if (button) window.__crustEarlyTaps.push(button);
  }, true);
</script>`;

/** The entry script and the module preloads Vite writes into index.html's head. */
const APP_SCRIPT_TAGS = /<script type="module"[^>]*><\/script>|<link rel="modulepreload"[^>]*>/g;

/**
 * Once the page has painted its content (the browser's first-contentful-paint entry: no timers, so
 * a page clock under test does not hold it, and a background tab waits until it is shown) the app's
 * script tags are put in the head: the HTML and the stylesheet have the network and the main thread
 * to themselves until the shopper sees the menu, then the scripts load and take over. A browser
 * without paint entries loads them at once.
 */
const LOAD_APP_AFTER_PAINT = `<script>(function () {
  function load() {
    document.head.appendChild(document.getElementById('crust-app-scripts').content.cloneNode(true));
  }
  var types = window.PerformanceObserver && PerformanceObserver.supportedEntryTypes;
  if (!types || types.indexOf('paint') < 0) return load();
  new PerformanceObserver(function (list, observer) {
    if (!list.getEntriesByName('first-contentful-paint').length) return;
    observer.disconnect();
    load();
  }).observe({ type: 'paint', buffered: true });
})();</script>`;

/**
 * The built index.html with the rendered page in the root element, its loaders' data beside it, its
 * head script at the end of the head, early taps recorded, and the app's scripts loaded once the page
 * has painted. Null for a template it cannot fill.
 */
export function fillTemplate(template: string, { html, dataScript, headScript, title }: RenderedPage): string | null {
  const appScripts = template.match(APP_SCRIPT_TAGS);
  if (!template.includes(EMPTY_ROOT) || !template.includes(HEAD_END) || !appScripts) return null;
  const filled =
    `${RECORD_EARLY_TAPS}<div id="root">${html}</div>${dataScript}` +
    `<template id="crust-app-scripts">${appScripts.join('')}</template>${LOAD_APP_AFTER_PAINT}`;
  return template
    .replace(APP_SCRIPT_TAGS, '')
    .replace(TITLE, '')
    .replace(HEAD_END, () => `<title>${title}</title>${headScript}${HEAD_END}`)
    .replace(EMPTY_ROOT, () => filled);
}

/** The response for a page answer: the rendered page, or the built index.html for the browser to render. */
export function pageResponse(template: string, answer: PageAnswer): PageResponse | null {
  if (answer.kind === 'redirect') return { status: answer.status, html: template, location: answer.location };
  if (answer.kind === 'browser') return { status: answer.status, html: template };
  const html = fillTemplate(template, answer);
  return html === null ? null : { status: 200, html };
}

/** Answers a page URL (path + query) asked on `origin` (scheme://host, for the page's absolute URLs). */
export type PageRenderer = (url: string, origin: string) => Promise<PageResponse | null>;

/**
 * Answers a page URL with the storefront's own routes (the server-render bundle): the shop menu
 * rendered into the built index.html; a URL no route matches, or a shop that does not exist, with 404
 * and index.html (the browser shows the not-found page); a shop redirect route with its status and
 * Location. Answers null (the browser renders the page itself, with 200, as before) when the
 * storefront was built without its server bundle, or rendering fails or is slow: a shopper never
 * gets an error page from this.
 */
export function createPageRenderer(app: FastifyInstance, staticDir: string, log: FastifyBaseLogger): PageRenderer {
  const entryFile = path.join(staticDir, 'ssr', 'entry-server.js');
  const templateFile = path.join(staticDir, 'index.html');
  const adapter = injectAdapter(app);
  const recentPages = recentResults<PageResponse | null>({ ttlMs: RENDERED_PAGE_TTL_MS, maxKeys: 500 });
  let entry: Promise<EntryServer> | null = null;

  const render = async (url: string, origin: string): Promise<PageResponse | null> => {
    entry ??= import(pathToFileURL(entryFile).href) as Promise<EntryServer>;
    let timer: NodeJS.Timeout | undefined;
    try {
      const timeout = new Promise<null>((resolve) => {
        timer = setTimeout(() => resolve(null), RENDER_TIMEOUT_MS);
      });
      const answer = await Promise.race([entry.then((module) => module.renderPage(url, adapter, origin)), timeout]);
      if (!answer) return null;
      return pageResponse(fs.readFileSync(templateFile, 'utf8'), answer);
    } catch (error) {
      log.warn({ error: loggableError(error), path: url.split('?')[0] }, 'server render failed; the browser renders the page');
      return null;
    } finally {
      clearTimeout(timer);
    }
  };

  return async (url, origin) => {
    if (!fs.existsSync(entryFile) || !fs.existsSync(templateFile)) return null;
    if (rendersFresh(url)) return render(url, origin);
    // the page carries absolute URLs (its JSON-LD): one kept per origin it was asked on
    return recentPages(`${origin}${url}`, () => render(url, origin));
  };
}
