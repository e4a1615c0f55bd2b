import { createMemoryHistory } from '@tanstack/react-router';
import type { AxiosAdapter } from 'axios';
import { renderToString } from 'react-dom/server';
import { client } from '../api/client';
import { resourceNamed } from '../loaders';
import { createAppRouter } from '../router';
import { createSystem, stopSystem } from '../system';
import { AppRoot } from './AppRoot';
import { PreloadedData, preloadedScript } from './preloaded';

/** A render asks for loads, the renderer fetches them and renders again: at most this many times. */
const MAX_PASSES = 4;

/**
 * The routes rendered on the server: the shop menu in every route shape (its first paint is what
 * shoppers and search engines land on). Other pages render in the browser.
 */
export const SERVER_RENDERED_ROUTES: ReadonlySet<string> = new Set([
  '/restaurants/$state/$city/$zip/$slug/menu',
  '/restaurants/$shopId/menu',
  '/shop/show/$shopId',
  '/restaurant/menu/$shopId',
]);

const noStorage: Pick<Storage, 'getItem' | 'setItem'> = { getItem: () => null, setItem: () => {} };
const noNavigation = { openModal: () => {}, closeModal: () => {} };

/** The page's markup for the root element, and the script carrying the data it was rendered with. */
export type RenderedPage = { html: string; dataScript: string };

/**
 * Server-side render of one page URL (path + query). The API calls go through `adapter`, which the
 * server answers in-process. Each pass renders the page, collects the loaders that asked for data,
 * loads them, and renders again until nothing new is asked: the HTML has the page as a shopper sees
 * it once loaded, and the entries let the browser's first render match it. Null when the route is
 * not one the server renders, or when a load fails (a shop that does not exist, a network fault):
 * the page is left to the browser, which shows it loading and then the not-found page or the error,
 * as without server rendering.
 */
export async function renderPage(url: string, adapter: AxiosAdapter): Promise<RenderedPage | null> {
  client.defaults.adapter = adapter;
  const system = createSystem({ storage: noStorage, navigation: noNavigation, storageEvents: undefined });
  try {
    const router = createAppRouter(system, createMemoryHistory({ initialEntries: [url] }));
    await router.load();
    const page = router.state.matches.at(-1);
    if (!page || !SERVER_RENDERED_ROUTES.has(page.routeId) || page.status !== 'success') return null;

    const preloaded = new PreloadedData([], true);
    let html = '';
    for (let pass = 0; pass < MAX_PASSES; pass += 1) {
      html = renderToString(<AppRoot system={system} router={router} preloaded={preloaded} />);
      const asked = preloaded.takeAsked();
      if (asked.length === 0) break;
      const loaded = await Promise.all(asked.map(({ name, params }) => load(preloaded, name, params)));
      if (loaded.includes(false)) return null;
    }
    return { html, dataScript: preloadedScript(preloaded.toJSON()) };
  } finally {
    stopSystem(system);
  }
}

/** Loads one asked-for resource into the preloaded data; false when it could not. */
async function load(preloaded: PreloadedData, name: string, params: unknown): Promise<boolean> {
  const resource = resourceNamed(name);
  if (!resource) return false;
  try {
    preloaded.add({ name, params, data: await resource.fetch(params) });
    return true;
  } catch {
    return false;
  }
}
