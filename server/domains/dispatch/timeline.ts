import type { OrderStatus } from '../../contract/orders';

/**
 * A delivery's driver sub-step. The simulator walks en route → (out for delivery) → nearby → arrived;
 * awaiting_order (driver at the shop) and none (the shop delivers with no driver) are set by dispatch control.
 */
/** The statuses dispatch moves through: an order whose card payment is not through (awaiting_payment, payment_failed) never reaches them. */
export type DispatchStatus = Exclude<OrderStatus, 'awaiting_payment' | 'payment_failed'>;

export type DriverStep = 'en_route_to_shop' | 'awaiting_order' | 'nearby' | 'arrived' | 'none' | null;
export type DispatchStep = {
  shippingType: 'delivery' | 'pickup' | 'both';
  from: { status: DispatchStatus; driverStep: DriverStep };
  to: { status: DispatchStatus; driverStep: DriverStep };
  /** simulated minutes after the previous step; DISPATCH_SPEED divides the real time */
  minutes: number;
};

/**
 * Where a placed order goes and when. Pickup: placed → preparing → ready_for_pickup → completed (23 min).
 * Delivery: placed → preparing → driver en route to the shop → out_for_delivery → driver nearby →
 * driver arrived → completed (28 min).
 */
export const timeline: DispatchStep[] = [
  { shippingType: 'both', from: { status: 'placed', driverStep: null }, to: { status: 'preparing', driverStep: null }, minutes: 1 },
  {
    shippingType: 'pickup',
    from: { status: 'preparing', driverStep: null },
    to: { status: 'ready_for_pickup', driverStep: null },
    minutes: 12,
  },
  {
    shippingType: 'pickup',
    from: { status: 'ready_for_pickup', driverStep: null },
    to: { status: 'completed', driverStep: null },
    minutes: 10,
  },
  {
    shippingType: 'delivery',
    from: { status: 'preparing', driverStep: null },
    to: { status: 'preparing', driverStep: 'en_route_to_shop' },
    minutes: 8,
  },
  {
    shippingType: 'delivery',
    from: { status: 'preparing', driverStep: 'en_route_to_shop' },
    to: { status: 'out_for_delivery', driverStep: null },
    minutes: 4,
  },
  {
    shippingType: 'delivery',
    from: { status: 'out_for_delivery', driverStep: null },
    to: { status: 'out_for_delivery', driverStep: 'nearby' },
    minutes: 10,
  },
  {
    shippingType: 'delivery',
    from: { status: 'out_for_delivery', driverStep: 'nearby' },
    to: { status: 'out_for_delivery', driverStep: 'arrived' },
    minutes: 3,
  },
  {
    shippingType: 'delivery',
    from: { status: 'out_for_delivery', driverStep: 'arrived' },
    to: { status: 'completed', driverStep: null },
    minutes: 2,
  },
];

/** Real milliseconds a step takes at a speed (speed 60: a simulated minute per second). */
export function stepMillis(step: DispatchStep, speed: number): number {
  return (step.minutes * 60_000) / speed;
}
