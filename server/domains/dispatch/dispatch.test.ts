import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { eq } from 'drizzle-orm';
import { buildApp } from '../../app';
import { orders, stripeSandboxObjects } from '../../db/schema';
import { errorResponse } from '../../contract/common';
import { milesBetween } from '../../contract/distance';
import { tracking, type TrackingStatus } from '../../contract/orders';
import { tickMillis } from '../../plugins/dispatch';
import { browserCard, TEST_CARDS } from '../../test/cards';
import { createTestApp, databaseKinds, testClock, type TestApp } from '../../test/harness';
import { displayStatus } from '../tracking/service';
import { advanceOrders } from './service';
import { stepMillis, timeline } from './timeline';

const placedAt = new Date('2026-11-23T08:00:00Z');
const minutesAfter = (minutes: number) => new Date(placedAt.getTime() + minutes * 60_000);

describe('dispatch timeline', () => {
  it('takes minutes in real time and seconds at speed 60', () => {
    const total = (mode: 'pickup' | 'delivery') =>
      timeline.filter((s) => s.shippingType === mode || s.shippingType === 'both').reduce((sum, s) => sum + s.minutes, 0);
    expect(total('pickup')).toBe(23);
    expect(total('delivery')).toBe(28);
    expect(stepMillis(timeline[0], 1)).toBe(60_000);
    expect(stepMillis(timeline[0], 60)).toBe(1_000);
    expect(tickMillis(1)).toBe(1000);
    expect(tickMillis(60)).toBe(250);
    expect(tickMillis(10_000)).toBe(100);
  });

  it('maps statuses and driver steps to display statuses', () => {
    const show = (status: string, driverStep: string | null, shippingType = 'delivery') =>
      displayStatus({ status, driverStep, shippingType } as Parameters<typeof displayStatus>[0]);
    expect(show('placed', null)).toBe('confirming_order');
    expect(show('preparing', null)).toBe('preparing_order');
    expect(show('preparing', 'en_route_to_shop')).toBe('driver_en_route_to_shop');
    expect(show('preparing', 'awaiting_order')).toBe('driver_awaiting_order');
    expect(show('preparing', 'awaiting_order', 'pickup')).toBe('preparing_order');
    expect(show('out_for_delivery', 'none')).toBe('out_for_delivery');
    expect(show('ready_for_pickup', null, 'pickup')).toBe('ready_for_pickup');
    expect(show('out_for_delivery', null)).toBe('out_for_delivery');
    expect(show('out_for_delivery', 'nearby')).toBe('driver_nearby');
    expect(show('out_for_delivery', 'arrived')).toBe('driver_has_arrived');
    expect(show('completed', null)).toBe('completed');
    expect(show('voided', null)).toBe('voided');
    // a card payment not through (3-D Secure pending, or failed): nothing reached the kitchen
    expect(show('awaiting_payment', null)).toBe('confirming_order');
    expect(show('payment_failed', null, 'pickup')).toBe('confirming_order');
  });
});

describe.each(databaseKinds)('dispatch and tracking on %s', (kind) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(kind, { clock: testClock(placedAt) });
  });
  afterAll(async () => t?.close());

  const placeOrder = async (shippingType: 'pickup' | 'delivery') => {
    const response = await t.app.inject({
      method: 'POST',
      url: '/services/core/api/v2/orders',
      payload: {
        order: {
          shop_id: 1001,
          placed_via: 'web',
          shipping_type: shippingType,
          payment_method: 'cash',
          order_items_attributes: [{ products_type_id: 1001502, products_quantity: 1, selection_ids: [10010099] }],
          email: 'ann@example.com',
          delivery_first_name: 'Ann',
          delivery_last_name: 'Lee',
          delivery_telephone: '7185550100',
          ...(shippingType === 'delivery'
            ? { delivery_address: '123 Court St', delivery_city: 'Brooklyn', delivery_state: 'NY', delivery_postcode: '11201' }
            : {}),
        },
      },
    });
    expect(response.statusCode).toBe(201);
    return response.json().order.uuid as string;
  };
  /** A pickup paid with a sandbox card typed in the browser: the order's status and uuid. */
  const placeCardPickup = async (card: string) => {
    const token = await browserCard(t.app, card);
    const response = await t.app.inject({
      method: 'POST',
      url: '/services/core/api/v2/orders',
      payload: {
        order: {
          shop_id: 1001,
          placed_via: 'web',
          shipping_type: 'pickup',
          payment_method: 'credit',
          payment_token: token,
          order_items_attributes: [{ products_type_id: 1001502, products_quantity: 1, selection_ids: [10010099] }],
          email: 'ann@example.com',
          delivery_first_name: 'Ann',
          delivery_last_name: 'Lee',
          delivery_telephone: '7185550100',
        },
      },
    });
    const { status, uuid } = response.json().order as { status: string; uuid: string };
    return { status, uuid };
  };
  const track = async (uuid: string) => {
    const response = await t.app.inject({ method: 'GET', url: `/services/tracking/api/v2/orders/${uuid}` });
    expect(response.statusCode).toBe(200);
    return tracking.parse(response.json());
  };
  /** Advances the simulator to each minute and records the display status there. */
  const walk = async (uuid: string, minutes: number[]) => {
    const seen: TrackingStatus[] = [];
    for (const minute of minutes) {
      await advanceOrders(t.db, minutesAfter(minute), 1);
      seen.push((await track(uuid)).status);
    }
    return seen;
  };

  it('moves a pickup order placed → preparing → ready for pickup → completed', async () => {
    const uuid = await placeOrder('pickup');
    expect((await track(uuid)).status).toBe('confirming_order');
    expect(await walk(uuid, [0.5, 1, 12.9, 13, 22.9, 23])).toEqual([
      'confirming_order',
      'preparing_order',
      'preparing_order',
      'ready_for_pickup',
      'ready_for_pickup',
      'completed',
    ]);
    const done = await track(uuid);
    expect(done.order.status).toBe('completed');
    // the time it was picked up, shown as 'Picked up at …'
    expect(done.delivery).toEqual({ delivered_at: minutesAfter(23).toISOString(), driver: null, eta: null });
  });

  it('moves a delivery order through the driver steps', async () => {
    const uuid = await placeOrder('delivery');
    // the pickup order above is complete; advancing again must not touch it or move this one early
    expect(await walk(uuid, [0, 1, 9, 13, 23, 26, 28])).toEqual([
      'confirming_order',
      'preparing_order',
      'driver_en_route_to_shop',
      'out_for_delivery',
      'driver_nearby',
      'driver_has_arrived',
      'completed',
    ]);
    const done = await track(uuid);
    expect(done.delivery.delivered_at).toBe(minutesAfter(28).toISOString());
    expect(done.delivery.driver).toMatchObject({ name: expect.any(String), phone: expect.stringMatching(/^\d{3}-\d{3}-\d{4}$/) });
  });

  it('catches up several steps in one call after a pause, and advances each order once', async () => {
    const uuid = await placeOrder('delivery');
    await advanceOrders(t.db, minutesAfter(60), 1);
    expect((await track(uuid)).status).toBe('completed');
    expect(await advanceOrders(t.db, minutesAfter(120), 1)).toBe(0);
  });

  it('runs on a faster clock with DISPATCH_SPEED and not at all at speed 0', async () => {
    const uuid = await placeOrder('pickup');
    expect(await advanceOrders(t.db, minutesAfter(100), 0)).toBe(0);
    expect((await track(uuid)).status).toBe('confirming_order');
    // at speed 60 a simulated minute is a real second: 1 s → preparing, 13 s → ready for pickup
    await advanceOrders(t.db, new Date(placedAt.getTime() + 1_000), 60);
    expect((await track(uuid)).status).toBe('preparing_order');
    await advanceOrders(t.db, new Date(placedAt.getTime() + 13_000), 60);
    expect((await track(uuid)).status).toBe('ready_for_pickup');
  });

  it('runs by itself in a server started with a dispatch speed, and stops with it', async () => {
    // 6000× : the 23 simulated minutes of a pickup order pass in about a quarter of a second
    const live = await buildApp({ db: t.db, config: { dispatchSpeed: 6000, staticDir: '/nonexistent', logLevel: 'silent' } });
    await live.ready();
    try {
      const placed = await live.inject({
        method: 'POST',
        url: '/services/core/api/v2/orders',
        payload: {
          order: {
            shop_id: 1001,
            placed_via: 'web',
            shipping_type: 'pickup',
            payment_method: 'cash',
            email: 'ann@example.com',
            delivery_first_name: 'Ann',
            delivery_last_name: 'Lee',
            delivery_telephone: '7185550100',
            order_items_attributes: [{ products_type_id: 1001502, products_quantity: 1, selection_ids: [10010099] }],
          },
        },
      });
      expect(placed.statusCode).toBe(201);
      const uuid = placed.json().order.uuid;
      await vi.waitFor(async () => expect((await track(uuid)).status).toBe('completed'), { timeout: 10_000, interval: 50 });
    } finally {
      await live.close();
    }
  });

  it('lets tests move an order by hand only when DISPATCH_CONTROL is on', async () => {
    const uuid = await placeOrder('delivery');
    const advance = (app: typeof t.app, status: string, extra: object = {}) =>
      app.inject({ method: 'POST', url: `/services/dispatch/api/v1/orders/${uuid}/advance`, payload: { status, ...extra } });
    expect((await advance(t.app, 'preparing')).statusCode).toBe(404);

    const controlled = await buildApp({
      db: t.db,
      config: { dispatchSpeed: 0, dispatchControl: true, staticDir: '/nonexistent', logLevel: 'silent' },
      clock: t.clock.now,
    });
    await controlled.ready();
    try {
      const refused = await advance(controlled, 'out_for_delivery');
      expect(refused.statusCode).toBe(409);
      expect(errorResponse.parse(refused.json()).errors[0].code).toBe('invalid_transition');
      expect((await advance(controlled, 'ready_for_pickup')).statusCode).toBe(409);
      expect((await advance(controlled, 'cooking')).statusCode).toBe(400);

      const preparing = await advance(controlled, 'preparing');
      expect(preparing.statusCode).toBe(200);
      expect(preparing.json()).toEqual({ order_status: 'preparing' });
      expect((await track(uuid)).status).toBe('preparing_order');
      const enRoute = await advance(controlled, 'preparing', { driver: 'en_route_to_shop' });
      expect(enRoute.json()).toEqual({ order_status: 'preparing' });
      expect((await track(uuid)).status).toBe('driver_en_route_to_shop');
      expect((await advance(controlled, 'voided', { driver: 'none' })).statusCode).toBe(409);
      expect((await advance(controlled, 'voided')).statusCode).toBe(200);
      expect((await track(uuid)).status).toBe('voided');
      expect((await advance(controlled, 'completed')).statusCode).toBe(409);

      const unknown = await controlled.inject({
        method: 'POST',
        url: '/services/dispatch/api/v1/orders/6f1c1f5e-1b1a-4c1a-9a1a-1a1a1a1a1a1a/advance',
        payload: { status: 'preparing' },
      });
      expect(unknown.statusCode).toBe(404);
      expect(errorResponse.parse(unknown.json()).errors[0].code).toBe('order_not_found');
    } finally {
      await controlled.close();
    }
  });

  describe('dispatch control through a delivery', () => {
    let controlled: TestApp['app'];
    beforeAll(async () => {
      controlled = await buildApp({
        db: t.db,
        config: { dispatchSpeed: 0, dispatchControl: true, staticDir: '/nonexistent', logLevel: 'silent' },
        clock: t.clock.now,
      });
      await controlled.ready();
    });
    afterAll(async () => controlled?.close());

    const advance = (uuid: string, status: string, driver?: string) =>
      controlled.inject({
        method: 'POST',
        url: `/services/dispatch/api/v1/orders/${uuid}/advance`,
        payload: { status, ...(driver ? { driver } : {}) },
      });
    /** Moves the order one step at a time and reads back what tracking shows after each. */
    const walkByHand = async (uuid: string, steps: Array<[string, string?]>) => {
      const seen: Array<[TrackingStatus, string | null]> = [];
      for (const [status, driver] of steps) {
        const response = await advance(uuid, status, driver);
        expect(response.statusCode, response.body).toBe(200);
        const shown = await track(uuid);
        seen.push([shown.status, shown.delivery.driver ? 'driver' : null]);
      }
      return seen;
    };

    it('reaches every display state of a delivery with a driver, driver awaiting order included', async () => {
      const uuid = await placeOrder('delivery');
      expect(
        await walkByHand(uuid, [
          ['preparing'],
          ['preparing', 'en_route_to_shop'],
          ['preparing', 'awaiting_order'],
          ['out_for_delivery'],
          ['out_for_delivery', 'nearby'],
          ['out_for_delivery', 'arrived'],
          ['completed'],
        ]),
      ).toEqual([
        ['preparing_order', null],
        ['driver_en_route_to_shop', 'driver'],
        ['driver_awaiting_order', 'driver'],
        ['out_for_delivery', 'driver'],
        ['driver_nearby', 'driver'],
        ['driver_has_arrived', 'driver'],
        ['completed', 'driver'],
      ]);
    });

    it('places the driver on the way: toward the shop, at the shop, 85 % of the way once nearby, at the door; none once delivered', async () => {
      const uuid = await placeOrder('delivery');
      // the shop's point and the delivery address's, as the maps read them; straight-line miles between them
      const shop = (await t.app.inject({ method: 'GET', url: '/services/core/api/v1/shops/1001/delivery_zone' })).json().location;
      const door = (
        await t.app.inject({
          method: 'GET',
          url: `/services/location/geocode?address=${encodeURIComponent('123 Court St, Brooklyn, NY 11201')}`,
        })
      ).json();
      const shopToDoor = milesBetween(shop, door);
      expect(shopToDoor).toBeGreaterThan(0);
      const fixes: Array<[number | null, boolean]> = [];
      for (const [status, driver] of [
        ['preparing'],
        ['preparing', 'en_route_to_shop'],
        ['preparing', 'awaiting_order'],
        ['out_for_delivery'],
        ['out_for_delivery', 'nearby'],
        ['out_for_delivery', 'arrived'],
        ['completed'],
      ] as Array<[string, string?]>) {
        expect((await advance(uuid, status, driver)).statusCode).toBe(200);
        const shown = (await track(uuid)).delivery.driver;
        fixes.push([shown?.miles_away ?? null, shown?.location != null]);
      }
      const [preparing, enRoute, awaiting, out, nearby, arrived, completed] = fixes;
      expect(preparing).toEqual([null, false]);
      expect(enRoute[1]).toBe(true);
      expect(enRoute[0]).toBeGreaterThan(0);
      expect(awaiting).toEqual([expect.closeTo(shopToDoor, 2), true]);
      expect(out).toEqual(awaiting);
      expect(nearby).toEqual([expect.closeTo(shopToDoor * 0.15, 2), true]);
      expect(arrived).toEqual([0, true]);
      expect(completed).toEqual([null, false]);
    });

    it('takes a delivery out with no driver, and completes it without one', async () => {
      const uuid = await placeOrder('delivery');
      expect(await walkByHand(uuid, [['preparing'], ['out_for_delivery', 'none'], ['completed']])).toEqual([
        ['preparing_order', null],
        ['out_for_delivery', null],
        ['completed', null],
      ]);
      expect((await track(uuid)).delivery.delivered_at).toEqual(expect.any(String));
    });

    it('lets the shop decline an order with a reason, shown by tracking; a reason goes only with voided', async () => {
      const uuid = await placeOrder('pickup');
      const withReason = (status: string) =>
        controlled.inject({
          method: 'POST',
          url: `/services/dispatch/api/v1/orders/${uuid}/advance`,
          payload: { status, reason: 'Out of dough' },
        });
      expect((await withReason('preparing')).statusCode).toBe(409);
      expect(
        (
          await controlled.inject({
            method: 'POST',
            url: `/services/dispatch/api/v1/orders/${uuid}/advance`,
            payload: { status: 'voided', reason: ' ' },
          })
        ).statusCode,
      ).toBe(400);
      expect((await withReason('voided')).statusCode).toBe(200);
      expect((await track(uuid)).order).toMatchObject({ status: 'voided', void_reason: 'Out of dough', delay_minutes: 0 });
    });

    it('lets the shop say it is running late: the estimate moves back, more than once, only while the order is open', async () => {
      const uuid = await placeOrder('delivery');
      const before = (await track(uuid)).order;
      const delay = (minutes: unknown) =>
        controlled.inject({ method: 'POST', url: `/services/dispatch/api/v1/orders/${uuid}/delay`, payload: { minutes } });
      for (const wrong of [0, 121, 2.5, 'ten']) expect((await delay(wrong)).statusCode, String(wrong)).toBe(400);
      expect((await delay(15)).json()).toMatchObject({ delay_minutes: 15 });
      expect((await delay(5)).statusCode).toBe(200);
      const after = (await track(uuid)).order;
      expect(after.delay_minutes).toBe(20);
      expect(Date.parse(after.max_eta) - Date.parse(before.max_eta)).toBe(20 * 60_000);
      expect(Date.parse(after.min_eta) - Date.parse(before.min_eta)).toBe(20 * 60_000);
      await walkByHand(uuid, [['voided']]);
      expect((await delay(5)).statusCode).toBe(409);
      expect((await track(uuid)).order.void_reason).toBeNull();
    });

    it('lets the shop adjust an order: the total comes down as a cs adjustment, with its reason, never below nothing nor once declined', async () => {
      const uuid = await placeOrder('pickup');
      const placedTotal = (await t.app.inject({ method: 'GET', url: `/services/core/api/v1/orders/${uuid}` })).json().order.receipt
        .total as number;
      const adjust = (amount: unknown, reason: unknown = 'We were out of ranch') =>
        controlled.inject({ method: 'POST', url: `/services/dispatch/api/v1/orders/${uuid}/adjust`, payload: { amount, reason } });
      for (const wrong of [0, -5, 2.5, 'ten']) expect((await adjust(wrong)).statusCode, String(wrong)).toBe(400);
      expect((await adjust(100, '  ')).statusCode).toBe(400);
      expect((await adjust(placedTotal + 1)).statusCode).toBe(409);
      expect((await adjust(150)).json()).toEqual({ adjusted_amount: 150, total: placedTotal - 150 });
      expect((await adjust(50, 'And the dip')).json()).toEqual({ adjusted_amount: 200, total: placedTotal - 200 });
      const shown = tracking.parse(await track(uuid)).order;
      expect(shown).toMatchObject({ adjusted_amount: 200, adjustment_reason: 'And the dip', total: placedTotal - 200 });
      expect(shown.adjusted_at).toBe(t.clock.now().toISOString());
      const order = (await t.app.inject({ method: 'GET', url: `/services/core/api/v1/orders/${uuid}` })).json().order;
      expect(order.adjusted_amount).toBe(200);
      expect(order.receipt.total).toBe(placedTotal - 200);
      expect(order.receipt.adjustments).toEqual(
        expect.arrayContaining([
          { category: 'cs', amount: 150 },
          { category: 'cs', amount: 50 },
        ]),
      );
      await walkByHand(uuid, [['voided']]);
      expect((await adjust(10)).statusCode).toBe(409);
    });

    it('refunds a card order by what the shop took off, through the card gateway', async () => {
      const placed = await placeCardPickup(TEST_CARDS.visa);
      expect(placed.status).toBe('placed');
      const { uuid } = placed;
      const adjusted = await controlled.inject({
        method: 'POST',
        url: `/services/dispatch/api/v1/orders/${uuid}/adjust`,
        payload: { amount: 300, reason: 'No olives left' },
      });
      expect(adjusted.statusCode, adjusted.body).toBe(200);
      const [row] = await t.db.select({ intent: orders.paymentIntentId }).from(orders).where(eq(orders.uuid, uuid));
      const refunds = (await t.db.select().from(stripeSandboxObjects).where(eq(stripeSandboxObjects.object, 'refund')))
        .map((stored) => stored.data as { payment_intent: string; amount: number; status: string })
        .filter((refund) => refund.payment_intent === row.intent);
      expect(refunds).toEqual([expect.objectContaining({ amount: 300, status: 'succeeded' })]);
    });

    it('refuses a skipped step, a driver step out of place, and driver steps on a pickup', async () => {
      const delivery = await placeOrder('delivery');
      await walkByHand(delivery, [['preparing']]);
      expect((await advance(delivery, 'preparing', 'awaiting_order')).statusCode).toBe(409); // before en route
      expect((await advance(delivery, 'out_for_delivery', 'nearby')).statusCode).toBe(409);
      expect((await advance(delivery, 'preparing', 'nearby')).statusCode).toBe(409);
      await walkByHand(delivery, [['out_for_delivery', 'none']]);
      expect((await advance(delivery, 'out_for_delivery', 'nearby')).statusCode).toBe(409); // no driver to come near
      expect((await advance(delivery, 'preparing', 'flying')).statusCode).toBe(400);

      const pickup = await placeOrder('pickup');
      await walkByHand(pickup, [['preparing']]);
      expect((await advance(pickup, 'preparing', 'en_route_to_shop')).statusCode).toBe(409);
      expect((await advance(pickup, 'out_for_delivery', 'none')).statusCode).toBe(409);
      expect(await walkByHand(pickup, [['ready_for_pickup']])).toEqual([['ready_for_pickup', null]]);
    });
  });

  it('leaves an order awaiting its card payment where it is: not simulated, not moved by hand', async () => {
    const placed = await placeCardPickup(TEST_CARDS.threeDSecure);
    expect(placed.status).toBe('awaiting_payment');
    const { uuid } = placed;
    await advanceOrders(t.db, minutesAfter(600), 1);
    expect(await track(uuid)).toMatchObject({ status: 'confirming_order', order: { status: 'awaiting_payment' } });

    const controlled = await buildApp({
      db: t.db,
      config: { dispatchSpeed: 0, dispatchControl: true, staticDir: '/nonexistent', logLevel: 'silent' },
      clock: t.clock.now,
    });
    await controlled.ready();
    try {
      for (const status of ['preparing', 'voided']) {
        const refused = await controlled.inject({
          method: 'POST',
          url: `/services/dispatch/api/v1/orders/${uuid}/advance`,
          payload: { status },
        });
        expect(refused.statusCode, status).toBe(409);
        expect(errorResponse.parse(refused.json()).errors[0]).toEqual({
          code: 'invalid_transition',
          message: 'An order that is awaiting_payment has not reached the kitchen',
        });
      }
    } finally {
      await controlled.close();
    }
  });

  it('answers 404 for unknown orders', async () => {
    for (const uuid of ['x', '6f1c1f5e-1b1a-4c1a-9a1a-1a1a1a1a1a1a']) {
      const response = await t.app.inject({ method: 'GET', url: `/services/tracking/api/v2/orders/${uuid}` });
      expect(response.statusCode).toBe(404);
      expect(errorResponse.parse(response.json()).errors[0].code).toBe('order_not_found');
    }
  });
});
