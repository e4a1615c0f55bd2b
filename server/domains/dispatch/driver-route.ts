import { milesBetween, type Coordinates } from '../../contract/distance';
import { offsetMiles } from '../location/geometry';
import { timeline, type DriverStep } from './timeline';
import type { OrderStatus } from '../../contract/orders';

/** Where the simulated driver starts: this far from the shop, on a bearing taken from the order id. */
export const DRIVER_START_MILES = 1.5;
/** The share of the way to the door covered while out for delivery; nearby covers the rest. */
export const NEARBY_FROM = 0.85;

export type DriverLeg = { from: Coordinates; to: Coordinates; start: number; end: number };
export type DriverRoute = { orderId: number; shop: Coordinates; destination: Coordinates };
export type DriverFix = { location: Coordinates; milesAway: number };

const between = (a: Coordinates, b: Coordinates, share: number): Coordinates => ({
  latitude: a.latitude + (b.latitude - a.latitude) * share,
  longitude: a.longitude + (b.longitude - a.longitude) * share,
});

function startPoint({ orderId, shop }: DriverRoute): Coordinates {
  const bearing = ((orderId * 137) % 360) * (Math.PI / 180);
  const start = offsetMiles(
    { lat: shop.latitude, lng: shop.longitude },
    DRIVER_START_MILES * Math.cos(bearing),
    DRIVER_START_MILES * Math.sin(bearing),
  );
  return { latitude: start.lat, longitude: start.lng };
}

/** The simulated minutes an order stays at a step (the timeline's step leaving it). */
function stepMinutes(status: OrderStatus, driverStep: DriverStep): number {
  return (
    timeline.find((step) => step.shippingType === 'delivery' && step.from.status === status && step.from.driverStep === driverStep)
      ?.minutes ?? 1
  );
}

/**
 * The straight line the driver drives at a step, as shares of the time spent there: en route from the
 * start point to the shop; waiting at the shop; out for delivery from the shop to 85 % of the way;
 * nearby the rest; arrived at the door. No driver, or a step with none, has no position.
 */
function legAt(route: DriverRoute, status: OrderStatus, driverStep: DriverStep): DriverLeg | null {
  const { shop, destination } = route;
  if (status === 'preparing' && driverStep === 'en_route_to_shop') return { from: startPoint(route), to: shop, start: 0, end: 1 };
  if (status === 'preparing' && driverStep === 'awaiting_order') return { from: shop, to: shop, start: 0, end: 0 };
  if (status !== 'out_for_delivery') return null;
  if (driverStep === null) return { from: shop, to: destination, start: 0, end: NEARBY_FROM };
  if (driverStep === 'nearby') return { from: shop, to: destination, start: NEARBY_FROM, end: 1 };
  if (driverStep === 'arrived') return { from: destination, to: destination, start: 0, end: 0 };
  return null;
}

/**
 * The driver's position and distance to the door, `elapsedMinutes` (simulated) into the order's step.
 * With the simulator stopped (DISPATCH_SPEED=0) the driver stays at the start of each step.
 */
export function driverFix(route: DriverRoute, status: OrderStatus, driverStep: DriverStep, elapsedMinutes: number): DriverFix | null {
  const leg = legAt(route, status, driverStep);
  if (!leg) return null;
  const progress = Math.min(1, Math.max(0, elapsedMinutes / stepMinutes(status, driverStep)));
  const location = between(leg.from, leg.to, leg.start + (leg.end - leg.start) * progress);
  return { location, milesAway: milesBetween(location, route.destination) };
}
