import { createHash } from 'node:crypto';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import { menuResponse } from '../../contract/menus';
import type { Database } from '../../db/database';
import type { ShopRecord } from '../shops/repository';
import { requireShopById } from '../shops/service';
import type { MenuCatalog } from './catalog';
import { isCategoryAvailable, shopperMenu } from './service';

/** The menu GET's answer, serialized once: the JSON text, its entity tag, and its compressed forms once asked for. */
export type MenuBody = { json: string; etag: string; br?: Buffer; gzip?: Buffer };

/**
 * The body in the best encoding the client accepts (brotli, then gzip), compressed once per body rather
 * than on every request by the app's compression; null: send the text as it is.
 */
export function encodedMenuBody(body: MenuBody, acceptEncoding: string | undefined): { encoding: 'br' | 'gzip'; data: Buffer } | null {
  const accepted = (acceptEncoding ?? '')
    .split(',')
    .map((part) => part.trim().split(';'))
    .filter(([, q]) => !q || Number(q.trim().replace(/^q=/, '')) > 0)
    .map(([name]) => name.trim().toLowerCase());
  if (accepted.includes('br')) {
    body.br ??= brotliCompressSync(body.json, {
      params: { [constants.BROTLI_PARAM_QUALITY]: 11, [constants.BROTLI_PARAM_SIZE_HINT]: body.json.length },
    });
    return { encoding: 'br', data: body.br };
  }
  if (accepted.includes('gzip')) {
    body.gzip ??= gzipSync(body.json, { level: 9 });
    return { encoding: 'gzip', data: body.gzip };
  }
  return null;
}

/**
 * A shop's menu as the shopper sees it changes only with the categories available now (their hours),
 * and the catalog never changes while the server runs: so its body is serialized (and checked against
 * the contract) once per catalog and set of available categories, and served as text after that.
 */
const bodies = new WeakMap<MenuCatalog, Map<string, MenuBody>>();

export function menuBody(catalog: MenuCatalog, zone: string, now: Date): MenuBody {
  const available = catalog.categories
    .filter(({ category }) => category.is_displayed && isCategoryAvailable(category.availabilities, zone, now))
    .map(({ category }) => category.id)
    .join(',');
  let perCatalog = bodies.get(catalog);
  if (!perCatalog) bodies.set(catalog, (perCatalog = new Map()));
  let body = perCatalog.get(`${zone}|${available}`);
  if (!body) {
    const json = JSON.stringify(menuResponse.parse({ menu: shopperMenu(catalog, zone, now) }));
    body = { json, etag: `"${createHash('sha1').update(json).digest('base64url')}"` };
    perCatalog.set(`${zone}|${available}`, body);
  }
  return body;
}

/** How long a menu request trusts the shop record it last read (its time zone, and that it exists). */
export const MENU_SHOP_TTL_MS = 1000;
const shops = new WeakMap<Database, Map<number, { shop: Promise<ShopRecord>; readAt: number }>>();

/**
 * The shop of a menu request, read at most once a second per shop and process: a change to the shop
 * (another time zone, the shop removed) reaches the menu within MENU_SHOP_TTL_MS, and the menu's many
 * reads cost no database query each.
 */
export function menuShop(db: Database, shopId: number, nowMs: number): Promise<ShopRecord> {
  let perDb = shops.get(db);
  if (!perDb) shops.set(db, (perDb = new Map()));
  const kept = perDb.get(shopId);
  if (kept && nowMs - kept.readAt < MENU_SHOP_TTL_MS) return kept.shop;
  const shop = requireShopById(db, shopId);
  perDb.set(shopId, { shop, readAt: nowMs });
  shop.catch(() => perDb!.delete(shopId));
  return shop;
}
