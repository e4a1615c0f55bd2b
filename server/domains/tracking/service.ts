import { eq } from 'drizzle-orm';
import type { Receipt } from '../../contract/cart';
import type { Tracking, TrackingStatus } from '../../contract/orders';
import type { Database } from '../../db/database';
import { shops } from '../../db/schema';
import { notFound } from '../api-error';
import { driverFix, type DriverFix } from '../dispatch/driver-route';
import { geocode } from '../location/geocoder';
import type { OrderRow } from '../orders/repository';
import { findOrderByUuid } from '../orders/repository';

/** The simulator's drivers, each with a number the shopper can call (the 555-01xx range is fictional). */
const drivers = [
  { name: 'Marco R.', phone: '718-555-0131' },
  { name: 'Alicia T.', phone: '718-555-0132' },
  { name: 'Sam K.', phone: '718-555-0133' },
  { name: 'Priya N.', phone: '718-555-0134' },
  { name: 'Luis G.', phone: '718-555-0135' },
  { name: 'Dana W.', phone: '718-555-0136' },
];

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

const round = (value: number, places: number) => Math.round(value * 10 ** places) / 10 ** places;

export function toTracking(row: OrderRow, fix: DriverFix | null = null): Tracking {
  const status = displayStatus(row);
  const isDelivery = row.shippingType === 'delivery';
  // driverStep 'none': the shop took the order out itself, with no driver to show
  const hasDriver =
    isDelivery &&
    row.driverStep !== 'none' &&
    (row.driverStep !== null || row.status === 'out_for_delivery' || (row.status === 'completed' && row.completedAt !== null));
  const inProgress = !['completed', 'voided'].includes(row.status);
  return {
    delivery: {
      // when a finished order was handed over: delivered at the door, or picked up at the shop (issue 31 item 6)
      delivered_at: row.status === 'completed' ? (row.completedAt ?? row.maxEta).toISOString() : null,
      driver: hasDriver
        ? {
            ...drivers[row.id % drivers.length],
            location: fix ? { latitude: round(fix.location.latitude, 6), longitude: round(fix.location.longitude, 6) } : null,
            miles_away: fix ? round(fix.milesAway, 2) : null,
          }
        : null,
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
      void_reason: row.voidReason,
      delay_minutes: row.delayMinutes,
      adjusted_amount: row.adjustedAmount,
      adjustment_reason: row.adjustmentReason,
      adjusted_at: row.adjustedAt?.toISOString() ?? null,
      total: (row.receipt as Receipt).total,
      refunded_amount: row.refundedAmount,
    },
    status,
  };
}

export type TrackingClock = { now: Date; dispatchSpeed: number };

/**
 * The simulated driver's position on a delivery: from the shop's point, the delivery address (geocoded
 * as when the order was placed) and the simulated minutes spent at the order's step.
 */
async function locateDriver(db: Database, row: OrderRow, { now, dispatchSpeed }: TrackingClock): Promise<DriverFix | null> {
  if (row.shippingType !== 'delivery' || !['preparing', 'out_for_delivery'].includes(row.status) || row.driverStep === 'none') return null;
  const [shop] = await db.select({ lat: shops.lat, lon: shops.lon }).from(shops).where(eq(shops.id, row.shopId));
  const place = geocode(`${row.deliveryAddress}, ${row.deliveryCity}, ${row.deliveryState} ${row.deliveryZipcode}`);
  if (!shop || !place) return null;
  const elapsedMinutes = (Math.max(0, now.getTime() - row.stepAt.getTime()) * dispatchSpeed) / 60_000;
  const route = {
    orderId: row.id,
    shop: { latitude: shop.lat, longitude: shop.lon },
    destination: { latitude: place.lat, longitude: place.lng },
  };
  return driverFix(route, row.status, row.driverStep, elapsedMinutes);
}

export async function trackOrder(db: Database, uuid: string, clock: TrackingClock): Promise<Tracking> {
  const row = await findOrderByUuid(db, uuid);
  if (!row) throw notFound('order_not_found', "We couldn't find that order.");
  return toTracking(row, await locateDriver(db, row, clock));
}
