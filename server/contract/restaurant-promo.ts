import { z } from 'zod';

/**
 * The restaurant promo-code page (/restaurant-promo, checkout §2): a shopper holding a code a pizzeria gave
 * out asks what it is. GET /services/core/api/v1/promo_codes/{tag}: a code that works now answers what it
 * takes off and the pizzeria it is good at (null: every pizzeria on Crust); any other code is 404
 * promo_code_invalid with the spec's "This promo code isn't valid." (checkout §8). Whether it applies to an
 * order (its tender: card payments only) is still POST promo_codes/validate's answer.
 */
export const promoCodeLookupParams = z.object({ tag: z.string().trim().min(1).max(50) });

export const promoCodeLookupResponse = z.object({
  promo_code: z.object({
    id: z.number().int(),
    /** upper-cased, as codes are matched */
    tag: z.string(),
    /** cents off (0 for a percentage code) */
    promo_flat_amount: z.number().int(),
    /** whole percent off (0 for a flat code) */
    promo_percent_amount: z.number(),
    shop: z.object({ id: z.number().int(), name: z.string(), storefront_path: z.string() }).nullable(),
  }),
});
export type PromoCodeLookupResponse = z.infer<typeof promoCodeLookupResponse>;
