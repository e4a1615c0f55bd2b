import type { ShippingType, TrackingStatus } from '../../server/contract';
import type { Tracking, TrackingContext } from './tracking.types';

export const TRACKING_STATUS_LABELS: Record<TrackingStatus, string> = {
  confirming_order: 'Confirming order',
  preparing_order: 'Preparing order',
  order_in: 'Order in',
  almost_ready: 'Almost ready',
  ready_for_pickup: 'Ready for pickup',
  driver_en_route_to_shop: 'Driver en route to shop',
  driver_awaiting_order: 'Driver awaiting order',
  out_for_delivery: 'Out for delivery',
  driver_nearby: 'Driver nearby',
  driver_has_arrived: 'Driver has arrived',
  completed: 'Completed',
  voided: 'Order canceled',
};

export const trackingStatusLabel = (status: TrackingStatus) => TRACKING_STATUS_LABELS[status];

/** The status to show: the fallback shows a stalled order as completed. */
export function displayedStatus(context: Pick<TrackingContext, 'tracking' | 'completedByFallbackAt'>): TrackingStatus | null {
  if (context.completedByFallbackAt) return 'completed';
  return context.tracking?.status ?? null;
}

/** When the order counts as delivered/completed: the service's time, else the fallback instant. */
export const deliveredAt = (context: Pick<TrackingContext, 'tracking' | 'completedByFallbackAt'>) =>
  context.completedByFallbackAt ?? context.tracking?.delivery.deliveredAt ?? null;

export type ProgressStepKey = 'placed' | 'preparing' | 'out_for_delivery' | 'ready_for_pickup' | 'delivered' | 'completed';
export type ProgressStep = { key: ProgressStepKey; label: string; state: 'done' | 'current' | 'upcoming' };

const STEP_LABELS: Record<ProgressStepKey, string> = {
  placed: 'Placed',
  preparing: 'Preparing',
  out_for_delivery: 'Out for delivery',
  ready_for_pickup: 'Ready for pickup',
  delivered: 'Delivered',
  completed: 'Completed',
};

const reachedIndex = (tracking: Tracking | null, completedByFallback: boolean): number => {
  if (completedByFallback) return 3;
  switch (tracking?.order.status) {
    case 'preparing':
      return 1;
    case 'out_for_delivery':
    case 'ready_for_pickup':
      return 2;
    case 'completed':
      return 3;
    default:
      return 0; // placed, voided, or nothing fetched yet
  }
};

/**
 * The progress trail: placed → preparing → out for delivery (or ready for pickup) → delivered (or
 * completed). The last reached step is `current`, except a finished order where every step is `done`.
 */
export function progressTrail(
  context: Pick<TrackingContext, 'tracking' | 'completedByFallbackAt'>,
  shippingType: ShippingType,
): ProgressStep[] {
  const keys: ProgressStepKey[] =
    shippingType === 'delivery'
      ? ['placed', 'preparing', 'out_for_delivery', 'delivered']
      : ['placed', 'preparing', 'ready_for_pickup', 'completed'];
  const reached = reachedIndex(context.tracking, context.completedByFallbackAt !== null);
  const finished = reached === keys.length - 1;
  return keys.map((key, i) => ({
    key,
    label: STEP_LABELS[key],
    state: i < reached || (finished && i === reached) ? 'done' : i === reached ? 'current' : 'upcoming',
  }));
}

/** A canceled order shows no trail, only its label: voided in the latest tracking answer, or (before one) as the order was loaded. */
export const isCanceled = (context: Pick<TrackingContext, 'tracking'>, loadedStatus?: string) =>
  context.tracking?.order.status === 'voided' || loadedStatus === 'voided';

/**
 * The driver on the way to show on the map and in words: a position from the tracking service, until
 * the driver has arrived or the order is done.
 */
export function driverOnTheWay(context: Pick<TrackingContext, 'tracking' | 'completedByFallbackAt'>) {
  const driver = context.tracking?.delivery.driver;
  const status = displayedStatus(context);
  if (!driver?.location || driver.milesAway === null || status === 'driver_has_arrived' || status === 'completed' || status === 'voided')
    return null;
  return { location: driver.location, milesAway: driver.milesAway };
}

export type OrderAdjustment = { amount: number; total: number; reason: string | null };

/**
 * What the shop took off the order after it was placed (in all), what it costs now and the shop's
 * latest reason: from the latest tracking answer, else from the order as loaded (which has no reason).
 */
export function currentAdjustment(
  context: Pick<TrackingContext, 'tracking'>,
  loaded: { adjustedAmount: number; total: number },
): OrderAdjustment {
  const order = context.tracking?.order;
  return order
    ? { amount: order.adjustedAmount, total: order.total, reason: order.adjustmentReason }
    : { amount: loaded.adjustedAmount, total: loaded.total, reason: null };
}

export const sameAdjustment = (a: OrderAdjustment, b: OrderAdjustment) =>
  a.amount === b.amount && a.total === b.total && a.reason === b.reason;
