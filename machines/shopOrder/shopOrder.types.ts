/** An order's status as the board API answers it (server/domains/board/schema.ts). */
export type ShopOrderStatus = 'placed' | 'preparing' | 'ready_for_pickup' | 'out_for_delivery' | 'completed' | 'voided';

/** The fields of a board order the lifecycle reads; the view shows the rest. */
export type ShopOrderSnapshot = {
  uuid: string;
  status: ShopOrderStatus;
  shipping_type: 'delivery' | 'pickup';
  delay_minutes: number;
  /** when the server escalated the order for going unanswered (the board alerts again); absent or null: it has not */
  escalated_at?: string | null;
  [field: string]: unknown;
};

/** A board action as the API names it, with its body; `key` is the Idempotency-Key (a retry of the same tap reuses it). */
export type OrderAction =
  | { action: 'accept'; body: { prep_minutes: number }; key: string }
  | { action: 'decline'; body: { reason: string }; key: string }
  | { action: 'delay'; body: { minutes: number }; key: string }
  | { action: 'adjust'; body: { amount: number; reason: string }; key: string }
  | { action: 'ready' | 'out_for_delivery' | 'complete'; body: null; key: string };

export type ShopOrderContext = {
  shopId: number;
  order: ShopOrderSnapshot;
  pending: OrderAction | null;
  error: string | null;
};

export type ShopOrderInput = { shopId: number; order: ShopOrderSnapshot };

export type ShopOrderEvent =
  | { type: 'order.accept'; prepMinutes: number; key: string }
  | { type: 'order.decline'; reason: string; key: string }
  | { type: 'order.delay'; minutes: number; key: string }
  | { type: 'order.adjust'; amount: number; reason: string; key: string }
  | { type: 'order.ready'; key: string }
  | { type: 'order.outForDelivery'; key: string }
  | { type: 'order.complete'; key: string }
  | { type: 'order.retry' }
  | { type: 'order.dismiss' }
  /** the board's stream brought a newer state of this order (another tablet acted, the shopper cancelled…) */
  | { type: 'order.updated'; order: ShopOrderSnapshot };

export const selectOrder = (snapshot: { context: ShopOrderContext }) => snapshot.context.order;
export const selectError = (snapshot: { context: ShopOrderContext }) => snapshot.context.error;
