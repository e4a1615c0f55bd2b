import { createMemoryHistory } from '@tanstack/react-router';
import type { AxiosAdapter } from 'axios';
import { renderToString } from 'react-dom/server';
import { client } from '../api/client';
import { resourceNamed } from '../loaders';
import { createAppRouter } from '../router';
import { createSystem } from '../system';
import { AppRoot } from './AppRoot';
import { PreloadedData, type PreloadedEntry } from './preloaded';

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

export type RenderedPage = { html: string; preloaded: PreloadedEntry[] };

/**
 * Server-side render of one page URL (path + query). The API calls go through `adapter`, which the
 * server answers in-process. Each pass renders the page, collects the loaders that asked for data,
 * loads them, and renders again until nothing new is asked: the HTML has the page as a shopper sees
 * it once loaded, and the entries let the browser's first render match it. When a load fails (a
 * shop that does not exist, a network fault) the whole page is left to the browser (null), which
 * shows it loading and then the not-found page or the error, as without server rendering.
 */
export async function renderPage(url: string, adapter: AxiosAdapter): Promise<RenderedPage | null> {
  client.defaults.adapter = adapter;
  const preloaded = new PreloadedData([], true);
  let html = '';
  for (let pass = 0; pass < MAX_PASSES; pass += 1) {
    const rendered = await renderOnce(url, preloaded);
    if (rendered === null) return null;
    html = rendered;
    const asked = preloaded.takeAsked();
    if (asked.length === 0) break;
    const loaded = await Promise.all(
      asked.map(async ({ name, params }) => {
        const resource = resourceNamed(name);
        if (!resource) return false;
        try {
          preloaded.add({ name, params, data: await resource.fetch(params) });
          return true;
        } catch {
          return false;
        }
      }),
    );
    if (loaded.includes(false)) return null;
  }
  return { html, preloaded: preloaded.toJSON() };
}

/** The page's HTML, or null when its route is not one the server renders. */
async function renderOnce(url: string, preloaded: PreloadedData): Promise<string | null> {
  const system = createSystem({ storage: noStorage, navigation: noNavigation, storageEvents: undefined });
  const router = createAppRouter(system, createMemoryHistory({ initialEntries: [url] }));
  try {
    await router.load();
    const page = router.state.matches.at(-1);
    if (!page || !SERVER_RENDERED_ROUTES.has(page.routeId) || page.status !== 'success') return null;
    return renderToString(<AppRoot system={system} router={router} preloaded={preloaded} />);
  } finally {
    system.cart.stop();
    system.modal.stop();
    system.receipt.stop();
    system.promo.stop();
  }
}
