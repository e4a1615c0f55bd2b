import { z } from 'zod';
import { paymentStatus } from '../../contract/orders';

/** The board API's shapes; prefix /services/board/api. */
export const shopParams = z.object({ shopId: z.coerce.number().int().min(1).max(2_147_483_647) });
export const orderParams = shopParams.extend({ uuid: z.string().regex(/^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i) });

export const acceptBody = z.object({ prep_minutes: z.number().int().min(1).max(240) });
export const declineBody = z.object({ reason: z.string().trim().min(1).max(200) });
export const delayBody = z.object({ minutes: z.number().int().min(1).max(120) });
export const adjustBody = z.object({ amount: z.number().int().min(1).max(1_000_000), reason: z.string().trim().min(1).max(200) });
/** delay and adjust change an amount, so a retry is told apart from a second tap only by its key */
export const keyedHeaders = z.looseObject({ 'idempotency-key': z.string().trim().min(1).max(255) });

export const boardOrderStatus = z.enum(['placed', 'preparing', 'ready_for_pickup', 'out_for_delivery', 'completed', 'voided']);

/** One order as the kitchen reads it. */
export const boardOrder = z.object({
  uuid: z.string(),
  number: z.number().int(),
  status: boardOrderStatus,
  driver_step: z.string().nullable(),
  shipping_type: z.enum(['delivery', 'pickup']),
  placed_at: z.string(),
  scheduled_at: z.string().nullable(),
  min_eta: z.string(),
  max_eta: z.string(),
  delay_minutes: z.number().int(),
  customer: z.object({ first_name: z.string(), phone: z.string() }),
  items: z.array(
    z.object({
      name: z.string(),
      product_type_name: z.string(),
      quantity: z.number().int(),
      /** area: whole, first_half or second_half (a half-and-half pizza), null for a plain option */
      selections: z.array(z.object({ name: z.string(), area: z.string().nullable() })),
      special_request: z.string().nullable(),
    }),
  ),
  delivery: z
    .object({
      address: z.string(),
      address2: z.string().nullable(),
      city: z.string(),
      zipcode: z.string(),
      instruction: z.string().nullable(),
    })
    .nullable(),
  order_option_types: z.array(z.string()),
  payment: z.object({
    method: z.enum(['cash', 'credit', 'paypal']),
    card_brand: z.string().nullable(),
    last_four: z.string().nullable(),
    wallet: z.string().nullable(),
    status: paymentStatus,
    refunded_amount: z.number().int(),
    total: z.number().int(),
    tip: z.number().int(),
  }),
  adjusted_amount: z.number().int(),
  void_reason: z.string().nullable(),
  /** the order went unanswered past the first limit (server/domains/board/unanswered.ts): the board alerts again */
  escalated_at: z.string().nullable(),
});
export type BoardOrder = z.infer<typeof boardOrder>;

export const boardOrdersResponse = z.object({ orders: z.array(boardOrder), last_event_id: z.number().int() });
/** applied: false when the order was already there (a double tap, a retry): nothing changed the second time */
export const boardActionResponse = z.object({ order: boardOrder, applied: z.boolean() });
export const staffShopsResponse = z.object({ shops: z.array(z.object({ id: z.number().int(), name: z.string(), role: z.string() })) });
