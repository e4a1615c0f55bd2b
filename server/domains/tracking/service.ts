import type { Tracking, TrackingStatus } from '../../contract/orders';
import type { Database } from '../../db/database';
import { notFound } from '../api-error';
import type { OrderRow } from '../orders/repository';
import { findOrderByUuid } from '../orders/repository';

const drivers = ['Marco R.', 'Alicia T.', 'Sam K.', 'Priya N.', 'Luis G.', 'Dana W.'];

/** The display status the confirmation page shows, from the order status and the driver's sub-step. */
export function displayStatus(row: Pick<OrderRow, 'status' | 'driverStep' | 'shippingType'>): TrackingStatus {
  switch (row.status) {
    // a card payment not through yet (or failed): nothing has reached the kitchen
    case 'awaiting_payment':
    case 'payment_failed':
    case 'placed':
      return 'confirming_order';
    case 'preparing':
      if (row.shippingType !== 'delivery') return 'preparing_order';
      if (row.driverStep === 'en_route_to_shop') return 'driver_en_route_to_shop';
      if (row.driverStep === 'awaiting_order') return 'driver_awaiting_order';
      return 'preparing_order';
    case 'ready_for_pickup':
      return 'ready_for_pickup';
    case 'out_for_delivery':
      if (row.driverStep === 'nearby') return 'driver_nearby';
      if (row.driverStep === 'arrived') return 'driver_has_arrived';
      return 'out_for_delivery';
    case 'completed':
      return 'completed';
    case 'voided':
      return 'voided';
  }
}

export function toTracking(row: OrderRow): Tracking {
  const status = displayStatus(row);
  const isDelivery = row.shippingType === 'delivery';
  // driverStep 'none': the shop took the order out itself, with no driver to show
  const hasDriver = isDelivery && row.driverStep !== 'none' &&
    (row.driverStep !== null || row.status === 'out_for_delivery' || (row.status === 'completed' && row.completedAt !== null));
  const inProgress = !['completed', 'voided'].includes(row.status);
  return {
    delivery: {
      delivered_at: isDelivery && row.status === 'completed' ? (row.completedAt ?? row.maxEta).toISOString() : null,
      driver: hasDriver ? { name: drivers[row.id % drivers.length], phone: null } : null,
      eta: isDelivery && inProgress ? row.maxEta.toISOString() : null,
    },
    order: {
      max_eta: row.maxEta.toISOString(),
      min_eta: row.minEta.toISOString(),
      scheduled: row.scheduledAt !== null,
      scheduled_at: row.scheduledAt?.toISOString() ?? null,
      status: row.status,
      uuid: row.uuid,
      voided_at: row.voidedAt?.toISOString() ?? null,
    },
    status,
  };
}

export async function trackOrder(db: Database, uuid: string): Promise<Tracking> {
  const row = await findOrderByUuid(db, uuid);
  if (!row) throw notFound('order_not_found', "We couldn't find that order.");
  return toTracking(row);
}
