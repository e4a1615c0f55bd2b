import { z } from 'zod';
import { pricedOrderInput } from './cart';
import { cents } from './common';
import { coupon } from './shops';

/** GET /v1/shops/{shop_id}/coupons: the shop's coupons the storefront may offer (eligible ones only). */
export const couponsResponse = z.object({ coupons: z.array(coupon) });

/**
 * POST /v1/promo_codes/validate?tag=CODE with {order}: the cart's order in the one order shape (its lines,
 * when sent, are checked like any order's); only its shop and tender decide the answer.
 */
export const promoCodeValidateQuery = z.object({ tag: z.string().max(100).default('') });
export const promoCodeValidateRequest = z.object({ order: pricedOrderInput.partial().required({ shop_id: true }) });
export type PromoCodeValidateRequest = z.infer<typeof promoCodeValidateRequest>;

/** One of the two amounts is 0: promo_flat_amount in cents, promo_percent_amount in whole percent. */
export const promoCodeValidateResponse = z.object({
  promo_code: z.object({ id: z.number().int(), promo_flat_amount: cents, promo_percent_amount: z.number() }),
});
export type PromoCodeValidateResponse = z.infer<typeof promoCodeValidateResponse>;
