import type { FastifyInstance } from 'fastify';
import type { Database } from '../db/database';
import { findShopById } from '../domains/shops/repository';
import { storefrontPath } from '../domains/shops/service';

/**
 * The alternate menu addresses of spec §2, each naming a shop by id. The last shares its shape with
 * the canonical /restaurants/{state}/{city}/{zip}/{slug}/menu: only a third segment that is not a ZIP is an id.
 */
const alternateMenuPaths = [
  /^\/shop\/show\/(\d{1,10})\/?$/,
  /^\/restaurant\/menu\/(\d{1,10})\/?$/,
  /^\/restaurants\/(\d{1,10})\/menu\/?$/,
  /^\/restaurants\/[^/]+\/[^/]+\/(?!\d{5}\/)(\d{1,10})\/[^/]+\/menu\/?$/,
];

/** The shop id an alternate menu address names, or null for any other path. */
export function shopIdInAlternatePath(pathname: string): number | null {
  for (const pattern of alternateMenuPaths) {
    const match = pattern.exec(pathname);
    if (match) return Number(match[1]);
  }
  return null;
}

/**
 * An alternate menu address answers a permanent redirect to the shop's canonical menu path, keeping
 * the query. An id no shop has falls through to the storefront, whose not-found page says so.
 */
export function registerShopRedirects(app: FastifyInstance, db: Database): void {
  app.addHook('onRequest', async (request, reply) => {
    if (request.method !== 'GET' && request.method !== 'HEAD') return;
    const [pathname, query] = splitUrl(request.url);
    const shopId = shopIdInAlternatePath(pathname);
    if (shopId === null) return;
    const shop = await findShopById(db, shopId);
    if (shop) return reply.redirect(`${storefrontPath(shop.webSlug)}${query}`, 301);
  });
}

function splitUrl(url: string): [string, string] {
  const at = url.indexOf('?');
  return at === -1 ? [url, ''] : [url.slice(0, at), url.slice(at)];
}
