import type { PromoCodeValidateRequest, PromoCodeValidateResponse } from '../../contract/deals';
import type { Database } from '../../db/database';
import { ApiError } from '../api-error';
import { requireShopById } from '../shops/service';
import { findPromoByTag } from './repository';
import { checkPromo, normalizeTag } from './rules';

/**
 * POST /v1/promo_codes/validate?tag=: the code's id and amount when it applies to this order's shop and
 * tender; otherwise 422 with the message the storefront shows.
 */
export async function validatePromoCode(
  db: Database,
  tag: string,
  body: PromoCodeValidateRequest,
  now: Date,
): Promise<PromoCodeValidateResponse> {
  const shop = await requireShopById(db, body.order.shop_id);
  const normalized = normalizeTag(tag);
  const promo = normalized === '' ? null : await findPromoByTag(db, normalized);
  const check = checkPromo(promo, { shopId: shop.id, tender: body.order.payment_method, now });
  if (!check.ok) throw new ApiError(422, { code: check.code, message: check.message, field: 'tag' });
  return {
    promo_code: {
      id: check.promo.id,
      promo_flat_amount: check.promo.kind === 'flat' ? Math.round(check.promo.amount) : 0,
      promo_percent_amount: check.promo.kind === 'percent' ? check.promo.amount : 0,
    },
  };
}
