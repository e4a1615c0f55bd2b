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
