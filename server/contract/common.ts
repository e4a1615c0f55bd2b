import { z } from 'zod';

/** Money on the wire is always integer cents. */
export const cents = z.number().int();

export const apiError = z.object({
  code: z.string(),
  message: z.string(),
  field: z.string().optional(),
});

/** Every non-2xx answer of the platform API has this shape (api-routes.md). */
export const errorResponse = z.object({
  errors: z.array(apiError),
  meta: z.object({ errors: z.object({ order: z.array(z.string()) }).partial() }),
});
export type ErrorResponse = z.infer<typeof errorResponse>;

export const shippingType = z.enum(['delivery', 'pickup']);
export type ShippingType = z.infer<typeof shippingType>;

/**
 * An id in a URL (path segment or query value): a plain decimal integer, nothing else. `0x3e9`,
 * `1e3`, ` 1001` and `1001 ` are not ids (z.coerce.number would read each as one).
 * A well-formed id that names nothing (2147483648) is left to the route's 404.
 */
export const urlId = z
  .string()
  .regex(/^[1-9][0-9]{0,14}$/, 'must be a decimal id')
  .transform(Number);
