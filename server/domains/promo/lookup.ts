import type { PromoCodeLookupResponse } from '../../contract/restaurant-promo';
import type { Database } from '../../db/database';
import { ApiError } from '../api-error';
import { findShopById } from '../shops/repository';
import { storefrontPath } from '../shops/service';
import { findPromoByTag } from './repository';
import { isLive, normalizeTag, promoInvalidMessage } from './rules';

/** GET /v1/promo_codes/{tag}: what a code that works now takes off, and where (the restaurant promo-code page). */
export async function lookUpPromoCode(db: Database, tag: string, now: Date): Promise<PromoCodeLookupResponse> {
  const promo = await findPromoByTag(db, normalizeTag(tag));
  const shop = promo?.shopId ? await findShopById(db, promo.shopId) : null;
  if (!promo || !isLive(promo, now) || (promo.shopId && !shop)) {
    throw new ApiError(404, { code: 'promo_code_invalid', message: promoInvalidMessage, field: 'tag' });
  }
  return {
    promo_code: {
      id: promo.id,
      tag: promo.tag,
      promo_flat_amount: promo.kind === 'flat' ? Math.round(promo.amount) : 0,
      promo_percent_amount: promo.kind === 'percent' ? promo.amount : 0,
      shop: shop ? { id: shop.id, name: shop.name, storefront_path: storefrontPath(shop.webSlug) } : null,
    },
  };
}
