import { z } from 'zod';
import { cents, urlId } from './common';

export const selection = z.object({
  id: z.number().int(),
  name: z.string(),
  price: cents,
  position: z.number().int(),
});

export const addOnCategory = z.object({
  id: z.number().int(),
  name: z.string(),
  /** a mandatory add-on with limit 1 is a radio group; otherwise checkbox */
  type: z.enum(['radio', 'checkbox']),
  limit: z.number().int(),
  mandatory: z.boolean(),
  selection_type: z.enum(['Topping', 'Single']),
  /** topping area for pizza toppings; null for ordinary add-ons */
  area: z.enum(['whole', 'first_half', 'second_half']).nullable(),
  position: z.number().int(),
  selections: z.array(selection),
});
export type AddOnCategory = z.infer<typeof addOnCategory>;

export const productType = z.object({
  id: z.number().int(),
  product_id: z.number().int(),
  name: z.string(),
  price: cents,
  selection_categories: z.array(addOnCategory),
});
export type ProductType = z.infer<typeof productType>;

export const product = z.object({
  id: z.number().int(),
  name: z.string(),
  description: z.string(),
  base_price: cents,
  image: z.string().nullable(),
  is_featured: z.boolean(),
  is_best_seller: z.boolean(),
  is_loyalty_reward: z.boolean(),
  product_types: z.array(productType),
});
export type Product = z.infer<typeof product>;

export const category = z.object({
  id: z.number().int(),
  name: z.string(),
  description: z.string(),
  is_displayed: z.boolean(),
  shipping_type: z.enum(['delivery', 'pickup', 'both']),
  availabilities: z.array(z.object({ day_of_week: z.number().int(), start_time: z.string(), end_time: z.string() })),
  grouped_products: z.array(product),
});
export type Category = z.infer<typeof category>;

export const menu = z.object({ shop_id: z.number().int(), categories: z.array(category) });
export type Menu = z.infer<typeof menu>;
export const menuResponse = z.object({ menu });
export const productTypesResponse = z.object({ product_types: z.array(productType) });

const productTypeIds = z.union([urlId, z.array(urlId).max(100)]).transform((v) => (Array.isArray(v) ? v : [v]));

/**
 * GET /v3/menus/{shop_id}/product-types: `id=1&id=2` (the spec), or `id[]=1&id[]=2` (axios' default for
 * arrays). Any unknown or unavailable id answers 404 'could not find product types', unless
 * `allow_missing=true` (or `1`): then the types that exist are answered and the rest left out, which is
 * how the magic cart tells items gone from the menu (dropped) from a failed request (an error).
 */
export const productTypesQuery = z.object({
  id: productTypeIds.optional(),
  'id[]': productTypeIds.optional(),
  allow_missing: z.enum(['true', 'false', '1', '0']).default('false'),
});
export type ProductTypesQuery = z.input<typeof productTypesQuery>;
