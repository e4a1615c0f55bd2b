import type { ShopRef } from './api/shops';
import { webSlugOf, type ShopRouteParams } from './format/shopPath';

const ZIP = /^\d{5}$/;
const ID = /^\d{1,9}$/;

/** A positive shop id from a route segment, or null when the segment is not one. */
export function parseShopId(segment: string): number | null {
  if (!ID.test(segment)) return null;
  const id = Number(segment);
  return id > 0 ? id : null;
}

/**
 * The shop a `/restaurants/{state}/{city}/{zip|id}/{slug}/menu` URL names: a web slug when the third
 * segment is a zip (with the id as a fallback), the shop id when it is a shorter number.
 */
export function shopRefFromParams(params: ShopRouteParams): ShopRef {
  if (!ZIP.test(params.zip)) {
    const shopId = parseShopId(params.zip);
    if (shopId !== null) return { shopId };
  }
  const fallbackId = ZIP.test(params.zip) ? Number(params.zip) : undefined;
  return { webSlug: webSlugOf(params), ...(fallbackId ? { fallbackId } : {}) };
}
