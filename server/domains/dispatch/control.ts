import { and, eq } from 'drizzle-orm';
import type { OrderStatus } from '../../contract/orders';
import type { Database } from '../../db/database';
import { orders } from '../../db/schema';
import { ApiError, notFound } from '../api-error';
import { findOrderByUuid } from '../orders/repository';
import type { DriverStep } from './timeline';

export type ControlTarget = Exclude<OrderStatus, 'placed'>;

const pickupPath: OrderStatus[] = ['placed', 'preparing', 'ready_for_pickup', 'completed'];
const deliveryPath: OrderStatus[] = ['placed', 'preparing', 'out_for_delivery', 'completed'];

/**
 * Moves one order by hand (dispatch control, for browser tests with the simulator off): one step
 * forward along its own timeline, or to voided from any open status. `driver` sets the delivery
 * sub-step the status allows (en route while preparing, arrived while out for delivery).
 */
export async function advanceOrderByHand(
  db: Database, uuid: string, to: ControlTarget, driver: boolean, now: Date,
): Promise<{ order_status: OrderStatus }> {
  const order = await findOrderByUuid(db, uuid);
  if (!order) throw notFound('order_not_found', 'Order not found');
  const path = order.shippingType === 'delivery' ? deliveryPath : pickupPath;
  const isOpen = order.status !== 'completed' && order.status !== 'voided';
  const isNextStep = path.indexOf(to) === path.indexOf(order.status) + 1 && path.includes(to);
  if (!isOpen || (to !== 'voided' && !isNextStep)) {
    throw new ApiError(409, { code: 'invalid_transition', message: `An order that is ${order.status} cannot move to ${to}` });
  }
  const driverStep: DriverStep = order.shippingType !== 'delivery' || !driver ? null
    : to === 'preparing' ? 'en_route_to_shop' : to === 'out_for_delivery' ? 'arrived' : null;
  const moved = await db
    .update(orders)
    .set({
      status: to,
      driverStep,
      stepAt: now,
      ...(to === 'completed' ? { completedAt: now } : {}),
      ...(to === 'voided' ? { voidedAt: now } : {}),
    })
    .where(and(eq(orders.id, order.id), eq(orders.status, order.status)))
    .returning({ status: orders.status });
  if (moved.length === 0) throw new ApiError(409, { code: 'invalid_transition', message: 'The order moved meanwhile; try again' });
  return { order_status: moved[0].status };
}
