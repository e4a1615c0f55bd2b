import { stringifySearch } from '../searchParams';
import { isShopRedirectPath, redirectTarget, SHOP_REDIRECTS, type ShopRedirectPath } from '../shopRedirects';

/**
 * What the server answers for a page URL (server/render reads it): the page rendered on the server;
 * the page left to the browser, with the status the page has (404 for a page that is not there); or
 * a redirect route's answer, its status and Location (with a status that is not a redirect, such as
 * /shop/not-found's 404, the page is left to the browser, which goes on to the Location itself).
 */
export type PageAnswer =
  | { kind: 'rendered'; status: 200; html: string; dataScript: string; headScript: string; title: string }
  | { kind: 'browser'; status: 200 | 404 }
  | { kind: 'redirect'; status: number; location: string };

export const browserRenders = (status: 200 | 404): PageAnswer => ({ kind: 'browser', status });

/** Routes whose page says there is nothing here (spec §2: /not-found and the catch-all). */
const NOT_FOUND_ROUTES: ReadonlySet<string> = new Set(['/not-found']);

/** The part of a loaded route match the answer reads (TanStack's RouteMatch). */
type LoadedMatch = { routeId: string; status: string; _notFound?: boolean; search: unknown };

/**
 * The answer the matched routes decide before anything is rendered: not found (no route matches, a
 * route threw notFound(), or the not-found page itself), a shop redirect route, or null: render on.
 */
export function answerForRoute(matches: readonly LoadedMatch[]): PageAnswer | null {
  const page = matches.at(-1);
  if (!page || matches.some((match) => match.status === 'notFound' || match._notFound) || NOT_FOUND_ROUTES.has(page.routeId)) {
    return browserRenders(404);
  }
  if (isShopRedirectPath(page.routeId)) return shopRedirectAnswer(page.routeId, (page.search as { shopName?: string }).shopName);
  return null;
}

/** A shop redirect route's answer: its status, and its target with the shop's name as the Location. */
export function shopRedirectAnswer(path: ShopRedirectPath, shopName: string | undefined): PageAnswer {
  const { to, search } = redirectTarget(path, shopName);
  return { kind: 'redirect', status: SHOP_REDIRECTS[path].status, location: `${to}${stringifySearch(search)}` };
}
