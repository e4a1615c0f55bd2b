import { describe, expect, it } from 'vitest';
import { milesBetween } from '../../contract/distance';
import { DRIVER_START_MILES, driverFix } from './driver-route';

const shop = { latitude: 40.7, longitude: -74.0 };
const destination = { latitude: 40.72, longitude: -74.0 };
const route = { orderId: 7, shop, destination };
const shopToDoor = milesBetween(shop, destination);

describe('the simulated driver (dispatch timeline minutes: en route 4, out for delivery 10, nearby 3)', () => {
  it('drives from a point 1.5 miles out to the shop while en route, then waits there', () => {
    const start = driverFix(route, 'preparing', 'en_route_to_shop', 0)!;
    expect(milesBetween(start.location, shop)).toBeCloseTo(DRIVER_START_MILES, 2);
    const halfway = driverFix(route, 'preparing', 'en_route_to_shop', 2)!;
    expect(milesBetween(halfway.location, shop)).toBeCloseTo(DRIVER_START_MILES / 2, 2);
    expect(driverFix(route, 'preparing', 'en_route_to_shop', 4)!.location).toEqual(shop);
    expect(driverFix(route, 'preparing', 'awaiting_order', 3)).toEqual({ location: shop, milesAway: expect.closeTo(shopToDoor, 6) });
  });

  it('moves toward the door over the step: 85 % of the way out for delivery, the rest nearby, at the door once arrived', () => {
    const miles = (status: 'out_for_delivery', step: null | 'nearby' | 'arrived', minutes: number) =>
      driverFix(route, status, step, minutes)!.milesAway;
    expect(miles('out_for_delivery', null, 0)).toBeCloseTo(shopToDoor, 6);
    expect(miles('out_for_delivery', null, 5)).toBeCloseTo(shopToDoor * (1 - 0.425), 6);
    expect(miles('out_for_delivery', null, 10)).toBeCloseTo(shopToDoor * 0.15, 6);
    expect(miles('out_for_delivery', null, 60)).toBeCloseTo(shopToDoor * 0.15, 6); // a late step waits at its end
    expect(miles('out_for_delivery', 'nearby', 1.5)).toBeCloseTo(shopToDoor * 0.075, 6);
    expect(miles('out_for_delivery', 'arrived', 1)).toBe(0);
  });

  it('has no position before a driver is on the way, for a shop delivering itself, or once done', () => {
    expect(driverFix(route, 'preparing', null, 1)).toBeNull();
    expect(driverFix(route, 'out_for_delivery', 'none', 1)).toBeNull();
    expect(driverFix(route, 'completed', null, 1)).toBeNull();
    expect(driverFix(route, 'placed', null, 0)).toBeNull();
  });
});
