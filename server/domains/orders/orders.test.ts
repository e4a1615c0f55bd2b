import { inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import * as schema from '../../db/schema';
import { errorResponse } from '../../contract/common';
import { orderResponse } from '../../contract/orders';
import { smsSubscriptionsResponse } from '../../contract/users';
import { bearer, signUp, TEST_HOST } from '../../identity/oidc-test-client';
import { createTestApp, databaseKinds, testClock, type TestApp } from '../../test/harness';
import { contactErrors, requestHash } from './service';
import { forUuidHolder } from './present';
import { verifyPhone } from '../../test/phone-codes';

const mondayNight = '2026-11-23T08:00:00Z'; // Monday 03:00 New York
const mondayNoon = '2026-11-23T17:00:00Z';

type OrderFields = Record<string, unknown>;
/** A cash pickup order for a Large cheese pizza (hand tossed) at Brooklyn Slice House, open 24/7. */
function orderBody(fields: OrderFields = {}) {
  return {
    order: {
      shop_id: 1001,
      placed_via: 'web',
      shipping_type: 'pickup',
      order_items_attributes: [{ products_type_id: 1001502, products_quantity: 1, selection_ids: [10010099] }],
      payment_method: 'cash',
      email: 'ann@example.com',
      delivery_first_name: 'Ann',
      delivery_last_name: 'Lee',
      delivery_telephone: '718-555-0100',
      ...fields,
    },
  };
}
const deliveryTo = (address: string, postcode: string, fields: OrderFields = {}) =>
  orderBody({
    shipping_type: 'delivery',
    delivery_address: address,
    delivery_city: 'Brooklyn',
    delivery_state: 'NY',
    delivery_postcode: postcode,
    ...fields,
  });
/** the same Large cheese pizza at another shop (ids follow the seed's scheme) */
const itemsAt = (shopId: number) => [{ products_type_id: shopId * 1000 + 502, products_quantity: 1, selection_ids: [shopId * 10000 + 99] }];

describe('order rules', () => {
  const contact = (fields: Record<string, string>) =>
    contactErrors({ ...orderBody().order, ...fields } as Parameters<typeof contactErrors>[0]).map((e) => [e.field, e.message]);

  it('checks contact details with the spec messages', () => {
    expect(contact({})).toEqual([]);
    expect(contact({ delivery_first_name: '  ', delivery_last_name: '', email: '', delivery_telephone: '' })).toEqual([
      ['delivery_first_name', 'First name is required'],
      ['delivery_last_name', 'Last name is required'],
      ['email', 'Email is required'],
      ['delivery_telephone', 'Phone is required'],
    ]);
    expect(contact({ email: 'ann@example' })).toEqual([['email', 'Please enter a valid e-mail address']]);
    expect(contact({ delivery_telephone: '555-0100' })).toEqual([['delivery_telephone', 'Mobile phone number is too short']]);
    expect(contact({ delivery_telephone: '1 (718) 555-0100' })).toEqual([['delivery_telephone', 'Mobile phone number is too long']]);
    expect(contact({ delivery_telephone: '(718) 555-0100' })).toEqual([]);
  });

  it('hashes request bodies independently of key order', () => {
    expect(requestHash({ a: 1, b: [{ c: 2, d: 3 }] })).toBe(requestHash({ b: [{ d: 3, c: 2 }], a: 1 }));
    expect(requestHash({ a: 1 })).not.toBe(requestHash({ a: 2 }));
  });
});

describe.each(databaseKinds)('order routes on %s', (kind) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(kind, { clock: testClock(mondayNight) });
  });
  afterAll(async () => t?.close());

  const place = async (body: unknown, headers: Record<string, string> = {}) => {
    const response = await t.app.inject({ method: 'POST', url: '/services/core/api/v2/orders', payload: body as object, headers });
    return { status: response.statusCode, body: response.json() };
  };
  const refusal = async (body: unknown) => {
    const { status, body: answer } = await place(body);
    return { status, error: errorResponse.parse(answer) };
  };
  const atNoon = async <T>(run: () => Promise<T>): Promise<T> => {
    t.clock.set(mondayNoon);
    try {
      return await run();
    } finally {
      t.clock.set(mondayNight);
    }
  };

  it('places a cash pickup order, priced by the server, and reads it back', async () => {
    const { status, body } = await place(orderBody({ tip_amount: 200 }));
    expect(status).toBe(201);
    const order = orderResponse.parse(body).order;
    expect(order).toMatchObject({
      status: 'placed',
      shipping_type: 'pickup',
      placed_via: 'web',
      scheduled: false,
      scheduled_at: null,
      delivery_address: null,
      contact: { first_name: 'Ann', last_name: 'Lee', email: 'ann@example.com', phone: '7185550100', phone_last_four: '0100' },
      payment_method_details: { payment_type: 'cash', last_four: null },
      shop: { id: 1001, name: 'Brooklyn Slice House', web_slug: 'ny/brooklyn/11201/brooklyn-slice-house' },
    });
    expect(order.uuid).toMatch(/^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/);
    // Large $18.00, tax 8.875 % = 159.75 → 160, service fee 99, tip 200
    expect(order.receipt).toMatchObject({
      subtotal: 1800,
      tax: 160,
      delivery_fee: 0,
      service_fee_amount: 99,
      tip_amount: 200,
      total: 2259,
    });
    expect(order.date_purchased).toBe(new Date(mondayNight).toISOString());
    // pickup estimate of shop 1001 is 15–20 minutes
    expect(new Date(order.min_eta).getTime() - new Date(mondayNight).getTime()).toBe(15 * 60_000);
    expect(new Date(order.max_eta).getTime() - new Date(mondayNight).getTime()).toBe(20 * 60_000);

    // read by its uuid alone: the same order, its contact as a uuid holder reads it (order-shopper.test)
    const read = await t.app.inject({ method: 'GET', url: `/services/core/api/v1/orders/${order.uuid}` });
    expect(read.statusCode).toBe(200);
    expect(orderResponse.parse(read.json()).order).toEqual(forUuidHolder(order));
  });

  it("keeps the shopper's text updates choice; a signed-in shopper's choice becomes the account's consent for that number", async () => {
    const guest = await place(orderBody({ transactional_sms: true }));
    expect(guest.status).toBe(201);
    expect(orderResponse.parse(guest.body).order.transactional_sms).toBe(true);
    // not asked (an older storefront): no texts
    expect(orderResponse.parse((await place(orderBody())).body).order.transactional_sms).toBe(false);

    const { tokens } = await signUp(t.app);
    const auth = { host: TEST_HOST, ...bearer(tokens.access_token) };
    const consent = async () => {
      const response = await t.app.inject({
        method: 'GET',
        url: '/services/core/api/v1/sms_subscriptions?phone_number=718-555-0142',
        headers: auth,
      });
      return smsSubscriptionsResponse.parse(response.json()).map(({ phone_number, more }) => ({ phone_number, more }));
    };
    expect(await consent()).toEqual([]);
    const yes = await place(orderBody({ delivery_telephone: '(718) 555-0142', transactional_sms: true }), auth);
    expect(orderResponse.parse(yes.body).order.transactional_sms).toBe(true);
    expect(await consent()).toEqual([{ phone_number: '7185550142', more: { transactional: true, marketing: false } }]);
    // marketing consent given on the account page (its number verified first) stays when an order turns text updates off
    const call = (method: 'GET' | 'POST', path: string, payload?: object) =>
      t.app.inject({ method, url: `/services/core/api${path}`, headers: auth, ...(payload ? { payload } : {}) });
    await verifyPhone(t.db, call, '718-555-0142');
    await t.app.inject({
      method: 'POST',
      url: '/services/core/api/v1/sms_subscriptions',
      headers: auth,
      payload: { phone_number: '718-555-0142', more: { transactional: true, marketing: true } },
    });
    const no = await place(orderBody({ delivery_telephone: '718-555-0142', transactional_sms: false }), auth);
    expect(orderResponse.parse(no.body).order.transactional_sms).toBe(false);
    expect(await consent()).toEqual([{ phone_number: '7185550142', more: { transactional: false, marketing: true } }]);
  });

  it("stores the order's attribution: marketplace unless the storefront says direct", async () => {
    const direct = await place(orderBody({ customer_origin: 'direct' }));
    const sms = await place(orderBody({ attribution_source: 'teleflow_sms_quick_reorder_prompt' }));
    const rows = await t.db
      .select({ uuid: schema.orders.uuid, origin: schema.orders.customerOrigin, source: schema.orders.attributionSource })
      .from(schema.orders)
      .where(inArray(schema.orders.uuid, [direct.body.order.uuid, sms.body.order.uuid]));
    const byUuid = new Map(rows.map((row) => [row.uuid, row]));
    expect(byUuid.get(direct.body.order.uuid)).toMatchObject({ origin: 'direct', source: null });
    expect(byUuid.get(sms.body.order.uuid)).toMatchObject({ origin: 'marketplace', source: 'teleflow_sms_quick_reorder_prompt' });
    expect((await refusal(orderBody({ customer_origin: 'partner' }))).status).toBe(400);
  });

  it('places a delivery order inside the zone and keeps the address', async () => {
    const { status, body } = await place(deliveryTo('123 Court St', '11201', { delivery_floor: '3F', delivery_instruction: 'Ring twice' }));
    expect(status).toBe(201);
    const order = orderResponse.parse(body).order;
    expect(order.delivery_address).toEqual({ address: '123 Court St', address2: '#3F', city: 'Brooklyn', state: 'NY', zipcode: '11201' });
    expect(order.receipt.delivery_fee).toBe(299);
  });

  it('answers the same order for a repeated Idempotency-Key and 409 for a different body', async () => {
    const key = { 'idempotency-key': 'checkout-attempt-1' };
    const first = await place(orderBody(), key);
    const again = await place(orderBody(), key);
    expect(first.status).toBe(201);
    expect(again.status).toBe(201);
    expect(again.body.order.uuid).toBe(first.body.order.uuid);
    const other = await place(orderBody({ tip_amount: 500 }), key);
    expect(other.status).toBe(409);
    expect(errorResponse.parse(other.body).errors[0].code).toBe('idempotency_key_reused');
    const concurrent = await Promise.all([1, 2, 3].map(() => place(orderBody(), { 'idempotency-key': 'racing' })));
    expect(new Set(concurrent.map((r) => r.body.order.uuid)).size).toBe(1);
  });

  it('reports every contact problem at once', async () => {
    const { status, error } = await refusal(orderBody({ delivery_first_name: '', email: 'nope', delivery_telephone: '12345' }));
    expect(status).toBe(422);
    expect(error.errors).toEqual([
      { code: 'first_name_required', message: 'First name is required', field: 'delivery_first_name' },
      { code: 'email_invalid', message: 'Please enter a valid e-mail address', field: 'email' },
      { code: 'phone_too_short', message: 'Mobile phone number is too short', field: 'delivery_telephone' },
    ]);
    expect(error.meta.errors.order).toEqual(['first_name_required', 'email_invalid', 'phone_too_short']);
  });

  it('refuses a card order without a card (card payments: card-orders.test.ts)', async () => {
    const { status, error } = await refusal(orderBody({ payment_method: 'credit' }));
    expect(status).toBe(422);
    expect(error.errors[0]).toEqual({
      code: 'payment_method_required',
      message: 'A valid payment method is required',
      field: 'payment_method',
    });
  });

  it('needs a zip code and an address inside the zone for delivery', async () => {
    const noZip = await refusal(deliveryTo('123 Court St', ''));
    expect(noZip.status).toBe(422);
    expect(noZip.error.errors[0]).toEqual({
      code: 'zip_code_missing',
      message: 'Please check your delivery address includes a zip code',
      field: 'delivery_postcode',
    });
    const outside = await refusal(deliveryTo('100 Main St', '11234'));
    expect(outside.error.errors[0]).toMatchObject({
      code: 'outside_delivery_zone',
      message: "Sorry, this pizzeria doesn't deliver to that location. Use a new address, switch to pickup, or start a new search.",
    });
    expect((await refusal(deliveryTo('123 Court St', 'ABCDE'))).error.errors[0].code).toBe('delivery_address_invalid');
    expect((await refusal(deliveryTo('', '11201'))).error.errors[0].code).toBe('delivery_address_missing');
  });

  it('refuses what the shop does not offer', async () => {
    const noCash = await atNoon(() => refusal(orderBody({ shop_id: 1107, order_items_attributes: itemsAt(1107) })));
    expect(noCash.error.errors[0].code).toBe('cash_not_accepted');
    const noPickup = await atNoon(() => refusal(orderBody({ shop_id: 1104, order_items_attributes: itemsAt(1104) })));
    expect(noPickup.error.errors[0].code).toBe('pickup_unavailable');
    expect((await refusal(orderBody({ shop_id: 1011, order_items_attributes: itemsAt(1011) }))).error.errors[0]).toMatchObject({
      code: 'shop_unavailable',
      message: 'Online ordering currently unavailable',
    });
    expect((await refusal(orderBody({ shop_id: 1008 }))).error.errors[0].code).toBe('shop_unavailable');
    expect((await place(orderBody({ shop_id: 4242 }))).status).toBe(404);
  });

  it('refuses ASAP orders while closed or paused, and takes them for a later opening', async () => {
    const closed = await refusal(orderBody({ shop_id: 1002, order_items_attributes: itemsAt(1002) }));
    expect(closed.error.errors[0].code).toBe('shop_closed');
    const paused = await atNoon(() => refusal(orderBody({ shop_id: 1106, order_items_attributes: itemsAt(1106) })));
    expect(paused.error.errors[0]).toMatchObject({ code: 'shop_paused', message: 'Online ordering is temporarily paused' });

    const later = await place(orderBody({ shop_id: 1002, order_items_attributes: itemsAt(1002), deliver_at: '2026-11-23T18:00:00Z' }));
    expect(later.status).toBe(201);
    const order = orderResponse.parse(later.body).order;
    expect(order).toMatchObject({ scheduled: true, scheduled_at: '2026-11-23T18:00:00.000Z', min_eta: '2026-11-23T18:00:00.000Z' });

    const whileClosed = await refusal(
      orderBody({ shop_id: 1002, order_items_attributes: itemsAt(1002), deliver_at: '2026-11-23T09:00:00Z' }),
    );
    expect(whileClosed.error.errors[0].code).toBe('invalid_deliver_at');
    expect((await refusal(orderBody({ deliver_at: 'yesterday' }))).error.errors[0].code).toBe('invalid_deliver_at');
    expect((await refusal(orderBody({ deliver_at: '2026-11-22T08:00:00Z' }))).error.errors[0].code).toBe('invalid_deliver_at');
    const noLater = await atNoon(() =>
      refusal(orderBody({ shop_id: 1105, order_items_attributes: itemsAt(1105), deliver_at: '2026-11-23T19:00:00Z' })),
    );
    expect(noLater.error.errors[0].code).toBe('scheduled_orders_unavailable');
  });

  it('refuses orders under the minimum and items not on the menu', async () => {
    const small = await refusal(
      orderBody({
        shop_id: 1111,
        order_items_attributes: [{ products_type_id: 1111500, products_quantity: 1, selection_ids: [11110001] }],
      }),
    );
    expect(small.error.errors[0]).toMatchObject({ code: 'order_minimum' });
    expect(small.error.errors[0].message).toMatch(/^Add \$\d+\.\d\d to meet the minimum order\.$/);

    const missing = await refusal(
      orderBody({
        order_items_attributes: [
          { products_type_id: 1001502, products_quantity: 1, selection_ids: [10010099] },
          { products_type_id: 1001512, products_quantity: 1 },
        ],
      }),
    );
    expect(missing.error.meta.errors.order).toEqual(['menu_item_missing']);
    expect(missing.error.errors[0].field).toBe('order_items_attributes.1');
  });

  it('stores text with characters PostgreSQL cannot hold by dropping them', async () => {
    const { status, body } = await place(
      orderBody({
        delivery_first_name: 'A\u0000nn 🍕',
        order_items_attributes: [
          { products_type_id: 1001502, products_quantity: 1, selection_ids: [10010099], products_instruction: 'extra\u0000 crispy ✓' },
        ],
      }),
    );
    expect(status).toBe(201);
    expect(body.order.contact.first_name).toBe('Ann 🍕');
    expect(body.order.receipt.items[0].special_request).toBe('extra crispy ✓');
  });

  it("answers 404 'We couldn't find that order.' for unknown or malformed uuids", async () => {
    for (const uuid of ['nope', '00000000-0000-4000-8000-000000000000', "1' or '1'='1", '%F0%9F%8D%95']) {
      const response = await t.app.inject({ method: 'GET', url: `/services/core/api/v1/orders/${uuid}` });
      expect(response.statusCode).toBe(404);
      expect(errorResponse.parse(response.json()).errors[0]).toEqual({ code: 'order_not_found', message: "We couldn't find that order." });
    }
  });
});
