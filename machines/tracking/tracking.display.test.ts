import { describe, expect, it } from 'vitest';
import type { TrackingStatus } from '../../server/contract';
import { deliveredAt, displayedStatus, driverOnTheWay, isCanceled, progressTrail, trackingStatusLabel } from './tracking.display';
import type { Tracking } from './tracking.types';

const tracking = (orderStatus: Tracking['order']['status'], status: TrackingStatus): Tracking => ({
  delivery: { deliveredAt: orderStatus === 'completed' ? '2025-01-01T19:00:00.000Z' : null, driver: null, eta: null },
  order: {
    maxEta: '2025-01-01T18:45:00.000Z',
    minEta: '2025-01-01T18:30:00.000Z',
    scheduled: false,
    scheduledAt: null,
    status: orderStatus,
    uuid: 'o',
    voidedAt: null,
    voidReason: null,
    delayMinutes: 0,
    adjustedAmount: 0,
    adjustmentReason: null,
    adjustedAt: null,
    total: 1500,
  },
  status,
});
const trail = (t: Tracking | null, shipping: 'delivery' | 'pickup', completedByFallbackAt: string | null = null) =>
  progressTrail({ tracking: t, completedByFallbackAt }, shipping).map((s) => `${s.label}:${s.state}`);

describe('tracking display', () => {
  it('labels every tracking status', () => {
    const expected: Record<TrackingStatus, string> = {
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
    for (const [status, label] of Object.entries(expected)) expect(trackingStatusLabel(status as TrackingStatus)).toBe(label);
  });

  it('delivery trail: placed, preparing, out for delivery, delivered', () => {
    expect(trail(null, 'delivery')).toEqual(['Placed:current', 'Preparing:upcoming', 'Out for delivery:upcoming', 'Delivered:upcoming']);
    expect(trail(tracking('preparing', 'order_in'), 'delivery')).toEqual([
      'Placed:done',
      'Preparing:current',
      'Out for delivery:upcoming',
      'Delivered:upcoming',
    ]);
    expect(trail(tracking('out_for_delivery', 'driver_nearby'), 'delivery')).toEqual([
      'Placed:done',
      'Preparing:done',
      'Out for delivery:current',
      'Delivered:upcoming',
    ]);
    expect(trail(tracking('completed', 'completed'), 'delivery')).toEqual([
      'Placed:done',
      'Preparing:done',
      'Out for delivery:done',
      'Delivered:done',
    ]);
  });

  it('pickup trail: placed, preparing, ready for pickup, completed', () => {
    expect(trail(tracking('ready_for_pickup', 'ready_for_pickup'), 'pickup')).toEqual([
      'Placed:done',
      'Preparing:done',
      'Ready for pickup:current',
      'Completed:upcoming',
    ]);
  });

  it('the fallback shows a stalled order completed at the fallback instant', () => {
    const stalled = tracking('out_for_delivery', 'out_for_delivery');
    const context = { tracking: stalled, completedByFallbackAt: '2025-01-01T20:15:00.000Z' };
    expect(displayedStatus(context)).toBe('completed');
    expect(deliveredAt(context)).toBe('2025-01-01T20:15:00.000Z');
    expect(trail(stalled, 'delivery', context.completedByFallbackAt).every((s) => s.endsWith(':done'))).toBe(true);
  });

  it('without the fallback the service status and delivery time are shown', () => {
    const done = tracking('completed', 'completed');
    expect(displayedStatus({ tracking: done, completedByFallbackAt: null })).toBe('completed');
    expect(deliveredAt({ tracking: done, completedByFallbackAt: null })).toBe('2025-01-01T19:00:00.000Z');
    expect(displayedStatus({ tracking: null, completedByFallbackAt: null })).toBeNull();
    expect(isCanceled({ tracking: tracking('voided', 'voided') })).toBe(true);
    expect(isCanceled({ tracking: done })).toBe(false);
    // before the first answer, the order as loaded
    expect(isCanceled({ tracking: null }, 'voided')).toBe(true);
    expect(isCanceled({ tracking: null }, 'placed')).toBe(false);
  });

  it('shows the driver on the way until arrived, and never on a finished or canceled order', () => {
    const at = { latitude: 40.7, longitude: -74 };
    const withDriver = (orderStatus: Tracking['order']['status'], status: TrackingStatus, milesAway: number | null = 0.8): Tracking => {
      const t = tracking(orderStatus, status);
      return {
        ...t,
        delivery: { ...t.delivery, driver: { name: 'Sam', phone: null, location: milesAway === null ? null : at, milesAway } },
      };
    };
    const shown = (t: Tracking, completedByFallbackAt: string | null = null) => driverOnTheWay({ tracking: t, completedByFallbackAt });
    expect(shown(withDriver('out_for_delivery', 'driver_nearby'))).toEqual({ location: at, milesAway: 0.8 });
    expect(shown(withDriver('preparing', 'driver_en_route_to_shop', 1.9))).toEqual({ location: at, milesAway: 1.9 });
    expect(shown(withDriver('out_for_delivery', 'driver_has_arrived', 0))).toBeNull();
    expect(shown(withDriver('out_for_delivery', 'out_for_delivery', null))).toBeNull();
    expect(shown(withDriver('completed', 'completed'))).toBeNull();
    expect(shown(withDriver('out_for_delivery', 'out_for_delivery'), '2025-01-01T20:00:00.000Z')).toBeNull();
    expect(shown(tracking('out_for_delivery', 'out_for_delivery'))).toBeNull();
  });
});
