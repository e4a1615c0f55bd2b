import { createMemoryHistory } from '@tanstack/react-router';
import type { AxiosAdapter } from 'axios';
import { renderToString } from 'react-dom/server';
import { client, clientWithoutToken } from '../api/client';
import type { Schedule, Shop } from '../api';
import { isNotFound } from '../api/errors';
import { resourceNamed } from '../loaders';
import { createAppRouter } from '../router';
import { createSystem, stopSystem } from '../system';
import { headMarkup, type PageHeadCollector } from '../head/pageHead';
import { AppRoot } from './AppRoot';
import { inactiveShopRedirect } from '../shopRedirects';
import { answerForRoute, browserRenders, shopRedirectAnswer, type PageAnswer } from './pageAnswer';
import { PreloadedData, preloadedScript, type PreloadedEntry } from './preloaded';
import { restaurantStructuredData, structuredDataScript } from './structuredData';

/** A render asks for loads, the renderer fetches them and renders again: at most this many times. */
const MAX_PASSES = 4;

/**
 * The routes rendered on the server: the pages shoppers and search engines land on. The shop menu in
 * every route shape; home; the search results; the city, brand, pizza-style and dish pages; an order's
 * confirmation (read by its uuid, as a guest's browser reads it), which a shopper opens again from a link;
 * checkout, with its shop (the cart, in the browser's storage, is read once hydrated). Each
 * page's component marks the moment the browser has taken it over (onPageHydrated, src/ssr/hydration.ts).
 * Other pages render in the browser.
 */
export const SERVER_RENDERED_ROUTES: ReadonlySet<string> = new Set([
  '/restaurants/$state/$city/$zip/$slug/menu',
  '/restaurants/$shopId/menu',
  '/shop/show/$shopId',
  '/restaurant/menu/$shopId',
  '/',
  '/shop/homepage',
  '/shop/search',
  '/pizza-delivery/',
  '/pizza-delivery/$key',
  '/brands/$brand',
  '/pizza-types/',
  '/pizza-types/$slug',
  '/dishes/',
  '/dishes/$',
  '/order-confirmation/$orderUuid',
  '/restaurants/$state/$city/$zip/$slug/checkout',
  '/restaurant-promo',
]);

const noStorage: Pick<Storage, 'getItem' | 'setItem'> = { getItem: () => null, setItem: () => {} };
const noNavigation = { openModal: () => {}, closeModal: () => {} };

/**
 * Loaders whose 404 means the page's subject is not there (the shop a menu or checkout URL names, a brand): the page
 * answers 404 and the browser shows the not-found page.
 */
const PAGE_SUBJECTS: ReadonlySet<string> = new Set(['shopByRef', 'shop', 'brand']);

/**
 * Server-side render of one page URL (path + query). The API calls go through `adapter`, which the
 * server answers in-process. The routes decide first: a URL no route matches (or the not-found page)
 * answers 404 and a shop redirect route its status and Location (pageAnswer.ts). A route the server
 * renders is then rendered in passes: each renders the page, collects the loaders that asked for
 * data, loads them, and renders again until nothing new is asked: the HTML has the page as a shopper
 * sees it once loaded, the entries let the browser's first render match it, and the shop's schema.org
 * JSON-LD (absolute URLs on `origin`) goes in the head. A shop that does not exist answers 404; any
 * other page, or a load that fails (a network fault), is left to the browser, which shows it loading
 * and then the page or the error, as without server rendering.
 */
export async function renderPage(url: string, adapter: AxiosAdapter, origin: string): Promise<PageAnswer> {
  client.defaults.adapter = adapter;
  // the maps config (which location service resolves a picked place: search with placeId) is asked without a token
  clientWithoutToken.defaults.adapter = adapter;
  const system = createSystem({ storage: noStorage, navigation: noNavigation, storageEvents: undefined });
  try {
    const router = createAppRouter(system, createMemoryHistory({ initialEntries: [url] }));
    await router.load();
    const routeAnswer = answerForRoute(router.state.matches);
    if (routeAnswer) return routeAnswer;
    const page = router.state.matches.at(-1)!;
    if (!SERVER_RENDERED_ROUTES.has(page.routeId) || page.status !== 'success') return browserRenders(200);

    const preloaded = new PreloadedData([], true);
    const head: PageHeadCollector = { current: null };
    let html = '';
    for (let pass = 0; pass < MAX_PASSES; pass += 1) {
      html = renderToString(<AppRoot system={system} router={router} preloaded={preloaded} headCollector={head} />);
      const asked = preloaded.takeAsked();
      if (asked.length === 0) break;
      const loads = await Promise.all(asked.map(({ name, params }) => load(preloaded, name, params)));
      if (loads.includes('subjectNotFound')) return browserRenders(404);
      if (loads.includes('failed')) return browserRenders(200);
    }
    const entries = preloaded.toJSON();
    const inactive = inactiveShopAnswer(entries);
    if (inactive) return inactive;
    const { title, canonicalLink } = headMarkup(head.current, origin);
    return {
      kind: 'rendered',
      status: 200,
      html,
      dataScript: preloadedScript(entries),
      headScript: `${canonicalLink}${shopStructuredData(entries, origin)}`,
      title,
    };
  } finally {
    stopSystem(system);
  }
}

/** A menu of a shop that cannot take orders answers what the browser does: its redirect route's status and target. */
function inactiveShopAnswer(entries: readonly PreloadedEntry[]): PageAnswer | null {
  const shop = entries.find((entry) => entry.name === 'shopByRef')?.data as Shop | undefined;
  const path = shop ? inactiveShopRedirect(shop) : null;
  return shop && path ? shopRedirectAnswer(path, shop.name) : null;
}

/** The JSON-LD of the shop a menu page was rendered with (empty when it has none). */
function shopStructuredData(entries: readonly PreloadedEntry[], origin: string): string {
  const dataOf = (name: string) => entries.find((entry) => entry.name === name)?.data;
  const shop = dataOf('shopByRef') as Shop | undefined;
  if (!shop) return '';
  const schedule = (dataOf('schedule') as Schedule | undefined) ?? null;
  const cuisines = (dataOf('cuisines') as string[] | undefined) ?? null;
  return structuredDataScript(restaurantStructuredData({ shop, schedule, cuisines, origin }));
}

/** Loads one asked-for resource into the preloaded data, and says how that went. */
async function load(preloaded: PreloadedData, name: string, params: unknown): Promise<'loaded' | 'subjectNotFound' | 'failed'> {
  const resource = resourceNamed(name);
  if (!resource) return 'failed';
  try {
    preloaded.add({ name, params, data: await resource.fetch(params) });
    return 'loaded';
  } catch (error) {
    return PAGE_SUBJECTS.has(name) && isNotFound(error) ? 'subjectNotFound' : 'failed';
  }
}
