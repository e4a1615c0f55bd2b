import { z } from 'zod';
import { product } from './menus';

/** POST /services/core/api/v3/menus/{shop_id}/recommendations */
export const recommendationsRequest = z.object({
  shop_id: z.number().int().positive().optional(),
  items: z
    .array(z.object({ product_id: z.number().int().positive() }))
    .max(100)
    .default([]),
});
/** Add-ons to suggest for the cart (sides, drinks, desserts not already in it), best sellers first. */
export const recommendationsResponse = z.object({ products: z.array(product) });
