import { and, eq } from 'drizzle-orm';
import type { Order } from '../../contract/orders';
import { CUSTOMER_CANCEL_REASON } from '../../contract/order-cancel';
import type { Database } from '../../db/database';
import * as schema from '../../db/schema';
import { ApiError, notFound } from '../api-error';
import { advanceOrderByHand } from '../dispatch/control';
import type { RefundGateways } from './refund';
import { findOrderByUuid, type OrderRow } from './repository';
import { getOrder, ownsOrder, type OrderViewer } from './service';

const notOwner = () => new ApiError(403, { code: 'not_order_owner', message: 'Only the shopper who placed this order can cancel it' });

/** Why an order can no longer be cancelled by its shopper, in the shopper's words; null while it can. */
function cannotCancel(order: OrderRow): ApiError | null {
  switch (order.status) {
    case 'placed':
      return null;
    case 'awaiting_payment':
    case 'payment_failed':
      return new ApiError(409, { code: 'order_not_placed', message: 'This order has not been placed, so there is nothing to cancel' });
    case 'voided':
      return new ApiError(409, { code: 'order_already_canceled', message: 'The pizzeria already canceled this order' });
    default:
      return new ApiError(409, {
        code: 'order_already_accepted',
        message: 'The pizzeria has already accepted your order, so it can no longer be canceled. Please call the pizzeria.',
      });
  }
}

const cancelledByShopper = (order: OrderRow) => order.status === 'voided' && order.voidReason === CUSTOMER_CANCEL_REASON;

/**
 * POST v1/orders/{uuid}/cancel: the order's owner cancels it before the shop accepts it. It is voided with
 * CUSTOMER_CANCEL_REASON and a paid order's money goes back through its gateway (dispatch control's void, as a
 * shop's decline: exactly once). Idempotent: cancelled already by its shopper, the order is answered again; the
 * first tap claims the cancel, a second waits for it (and finishes it only if the first died half-way).
 */
export async function cancelOrderByShopper(
  db: Database,
  gateways: RefundGateways,
  uuid: string,
  viewer: OrderViewer,
  now: Date,
): Promise<Order> {
  const order = await findOrderByUuid(db, uuid);
  if (!order) throw notFound('order_not_found', "We couldn't find that order.");
  if (!ownsOrder(order, viewer)) throw notOwner();
  if (cancelledByShopper(order)) return getOrder(db, uuid, viewer);
  const refused = cannotCancel(order);
  if (refused) throw refused;
  const [claimed] = await db
    .insert(schema.boardActionKeys)
    .values({ orderId: order.id, key: 'shopper-cancel', action: 'cancel', createdAt: now })
    .onConflictDoNothing()
    .returning();
  if (!claimed) {
    for (let wait = 0; wait < 30; wait += 1) {
      const current = await findOrderByUuid(db, uuid);
      if (current && cancelledByShopper(current)) return getOrder(db, uuid, viewer);
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
  }
  try {
    await advanceOrderByHand(db, gateways, uuid, 'voided', null, now, CUSTOMER_CANCEL_REASON);
  } catch (error) {
    const current = await findOrderByUuid(db, uuid);
    if (current && cancelledByShopper(current)) return getOrder(db, uuid, viewer);
    // the shop accepted (or declined) it in the meantime: say so rather than the dispatch desk's words
    const meanwhile = current ? cannotCancel(current) : null;
    throw meanwhile ?? error;
  }
  return getOrder(db, uuid, viewer);
}

/** A shopper's cancel claimed for this order (the board's accept refuses it meanwhile: server/domains/board/service.ts). */
export async function isCancelClaimed(db: Database, orderId: number): Promise<boolean> {
  const [row] = await db
    .select({ key: schema.boardActionKeys.key })
    .from(schema.boardActionKeys)
    .where(and(eq(schema.boardActionKeys.orderId, orderId), eq(schema.boardActionKeys.key, 'shopper-cancel')));
  return row !== undefined;
}
