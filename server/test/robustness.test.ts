import fc from 'fast-check';
import type { InjectOptions } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { errorResponse } from '../contract/common';
import { createTestApp, databaseKinds, testClock, type TestApp } from './harness';

/**
 * Throws junk at every route: wrong types, huge numbers, unicode, NUL, missing fields, bad ids and uuids.
 * Whatever comes in, the answer is never a 5xx, and every non-2xx has the contract's error body.
 */
const runs = 40;

const oddNumbers = [0, -1, 1.5, 2 ** 31, 2 ** 31 - 1, 2 ** 53, Number.MAX_SAFE_INTEGER, 1e308, -1e308, 1e-7];
const oddStrings = [
  '',
  ' ',
  '0',
  '-1',
  '1e309',
  'NaN',
  'null',
  '99999999999999999999',
  '2147483648',
  '\u0000',
  'a\u0000b',
  '🍕'.repeat(50),
  'x'.repeat(600),
  "1' or '1'='1",
  '../../etc/passwd',
  '%00',
  'ny/brooklyn/11201/brooklyn-slice-house',
  '1001',
];

const junkString = fc.oneof(fc.string({ unit: 'binary', maxLength: 80 }), fc.constantFrom(...oddStrings));
const junkValue: fc.Arbitrary<unknown> = fc.oneof(
  fc.anything({ maxDepth: 2 }),
  fc.constantFrom<unknown>(...oddNumbers, ...oddStrings, null, true, [], {}, [1, 2, 3], { a: 1 }),
  fc.array(fc.integer(), { maxLength: 120 }),
);
/** encodeURIComponent throws on lone surrogates; a browser would send U+FFFD instead */
const encode = (text: string) =>
  encodeURIComponent(text.replace(/[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/g, '\uFFFD'));

function cartBody() {
  return {
    order: {
      shop_id: 1001,
      shipping_type: 'pickup',
      order_items_attributes: [{ products_type_id: 1001502, products_quantity: 1, selection_ids: [10010099] }],
      tip_amount: 0,
    },
    calculate_strict_total: true,
  };
}
function orderBody() {
  return {
    order: {
      shop_id: 1001,
      placed_via: 'web',
      shipping_type: 'delivery',
      payment_method: 'cash',
      order_items_attributes: [{ products_type_id: 1001502, products_quantity: 1, selection_ids: [10010099] }],
      email: 'ann@example.com',
      delivery_first_name: 'Ann',
      delivery_last_name: 'Lee',
      delivery_telephone: '7185550100',
      delivery_address: '123 Court St',
      delivery_city: 'Brooklyn',
      delivery_state: 'NY',
      delivery_postcode: '11201',
      tip_amount: 0,
    },
    order_option_types: [],
  };
}

/** A valid body with one spot replaced (or removed) by junk. */
function mutated(base: () => Record<string, unknown>, paths: string[]) {
  return fc.record({ path: fc.constantFrom(...paths), value: junkValue, remove: fc.boolean() }).map(({ path, value, remove }) => {
    const body = base();
    const keys = path.split('.');
    let target: Record<string, unknown> = body;
    for (const key of keys.slice(0, -1)) target = target[key] as Record<string, unknown>;
    const last = keys[keys.length - 1];
    if (remove) delete target[last];
    else target[last] = value;
    return body;
  });
}

const cartPaths = [
  'order',
  'order.shop_id',
  'order.shipping_type',
  'order.order_items_attributes',
  'order.order_items_attributes.0',
  'order.order_items_attributes.0.products_instruction',
  'order.order_items_attributes.0.products_type_id',
  'order.order_items_attributes.0.products_quantity',
  'order.order_items_attributes.0.selection_ids',
  'order.order_items_attributes.0.selection_ids.0',
  'order.tip_amount',
  'order.delivery_address',
  'order.coupon_ids',
  'calculate_strict_total',
];
const orderPaths = [
  'order',
  'order.shop_id',
  'order.placed_via',
  'order.shipping_type',
  'order.payment_method',
  'order.order_items_attributes',
  'order.order_items_attributes.0',
  'order.order_items_attributes.0.coupon_id',
  'order.order_items_attributes.0.products_type_id',
  'order.order_items_attributes.0.products_quantity',
  'order.order_items_attributes.0.selection_ids',
  'order.order_items_attributes.0.selection_ids.0',
  'order.email',
  'order.delivery_first_name',
  'order.delivery_last_name',
  'order.delivery_telephone',
  'order.delivery_address',
  'order.delivery_postcode',
  'order.delivery_floor',
  'order.deliver_at',
  'order.tip_amount',
  'order.coupon_ids',
  'order_option_types',
  'browser_info',
];

describe.each(databaseKinds)('junk at every route on %s', (kind) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(kind, { clock: testClock('2026-11-23T17:00:00Z') });
  });
  afterAll(async () => t?.close());

  async function expectSane(request: InjectOptions & { url: string }) {
    const response = await t.app.inject(request);
    const where = `${request.method ?? 'GET'} ${request.url}`;
    expect(response.statusCode, where).toBeLessThan(500);
    if (response.statusCode >= 400) expect(errorResponse.safeParse(response.json()).success, `${where} → ${response.body}`).toBe(true);
    else expect(() => response.json(), where).not.toThrow();
  }

  const core = '/services/core/api';
  const pathRoutes: [string, (junk: string) => string][] = [
    ['shop by slug', (j) => `${core}/v1/shops/slug/${encode(j)}`],
    ['shop by four segments', (j) => `${core}/v1/shops/slug/ny/${encode(j)}/11201/${encode(j)}`],
    ['shop by id', (j) => `${core}/v1/shops/${encode(j)}?extended_attributes=${encode(j)}`],
    ['schedule', (j) => `${core}/v1/shops/slug/${encode(j)}/schedule`],
    ['nearby shops', (j) => `${core}/v1/shops/slug/${encode(j)}/nearby_shops?size=${encode(j)}&acquired=${encode(j)}`],
    ['nearby shops of a real shop', (j) => `${core}/v1/shops/slug/ny/brooklyn/11201/brooklyn-slice-house/nearby_shops?size=${encode(j)}`],
    ['faq', (j) => `${core}/v1/shops/slug/${encode(j)}/faq`],
    ['cuisines', (j) => `${core}/v1/shops/${encode(j)}/cuisines`],
    ['ratings', (j) => `${core}/v2/search/shops/${encode(j)}/ratings`],
    ['delivery zone', (j) => `${core}/v3/shops/${encode(j)}/delivery_zone_validation?location=${encode(j)}`],
    ['delivery zone of a real shop', (j) => `${core}/v3/shops/1001/delivery_zone_validation?location=${encode(j)}`],
    ['menu', (j) => `${core}/v3/menus/${encode(j)}`],
    ['product types', (j) => `${core}/v3/menus/1001/product-types?id=${encode(j)}&id=${encode(j)}`],
    ['product types, missing allowed', (j) => `${core}/v3/menus/1001/product-types?id=${encode(j)}&allow_missing=${encode(j)}`],
    ['shop coupons', (j) => `${core}/v1/shops/${encode(j)}/coupons`],
    ['brand', (j) => `${core}/v1/brands/${encode(j)}`],
    ['order', (j) => `${core}/v1/orders/${encode(j)}`],
    ['tracking', (j) => `/services/tracking/api/v2/orders/${encode(j)}`],
    [
      'search',
      (j) =>
        `${core}/v3/shops/search?filter[order_type]=${encode(j)}&filter[address]=${encode(j)}&sort[type]=${encode(j)}&include_unacquired=${encode(j)}`,
    ],
    ['search by address', (j) => `${core}/v3/shops/search?filter[address]=${encode(j)}`],
    ['place predictions', (j) => `/services/location/place-predictions?input=${encode(j)}`],
    ['place id', (j) => `/services/location/location-from-place-id?place_id=${encode(j)}`],
    ['geocode', (j) => `/services/location/geocode?address=${encode(j)}`],
  ];

  it.each(pathRoutes)('GET %s', async (_name, url) => {
    await fc.assert(
      fc.asyncProperty(junkString, async (junk) => expectSane({ method: 'GET', url: url(junk) })),
      { numRuns: runs },
    );
  });

  it('GET with repeated and raw query parameters', async () => {
    for (const query of [
      'filter[address]=a&filter[address]=b',
      'input=a&input=b',
      'id=1&id[]=2&id=x',
      'size=1&size=2',
      'filter%5Baddress%5D=11201',
      '%=%',
      '&&&=',
    ]) {
      await expectSane({ method: 'GET', url: `${core}/v3/shops/search?${query}` });
      await expectSane({ method: 'GET', url: `/services/location/place-predictions?${query}` });
      await expectSane({ method: 'GET', url: `${core}/v3/menus/1001/product-types?${query}` });
    }
  });

  it('POST recommendations with junk bodies', async () => {
    await fc.assert(
      fc.asyncProperty(junkValue, junkString, async (body, shop) =>
        expectSane({
          method: 'POST',
          url: `${core}/v3/menus/${encode(shop)}/recommendations`,
          headers: { 'content-type': 'application/json' },
          payload: JSON.stringify(body) ?? 'null',
        }),
      ),
      { numRuns: runs },
    );
    await fc.assert(
      fc.asyncProperty(junkValue, async (body) =>
        expectSane({
          method: 'POST',
          url: `${core}/v3/menus/1001/recommendations`,
          headers: { 'content-type': 'application/json' },
          payload: JSON.stringify({ items: body }),
        }),
      ),
      { numRuns: runs },
    );
  });

  it('POST discover shops with junk bodies', async () => {
    const point = { latitude: 40.694, longitude: -73.9903 };
    const base = () => ({
      sorts: [{ sort_type: 'nearby', is_open_for: 'pickup', ...point }],
      filters: [
        { filter_type: 'cities_and_states', locations: [{ city: 'Brooklyn', state: 'NY' }] },
        { filter_type: 'is_acquired', value: true },
        { filter_type: 'delivers_to', ...point },
        { filter_type: 'within_radius', ...point, radius: 10 },
      ],
      pagination: { from: 0, size: 50 },
      user_context: point,
    });
    const paths = [
      'sorts',
      'sorts.0',
      'sorts.0.sort_type',
      'sorts.0.is_open_for',
      'sorts.0.latitude',
      'filters',
      'filters.0',
      'filters.0.filter_type',
      'filters.0.locations',
      'filters.0.locations.0',
      'filters.0.locations.0.city',
      'filters.0.locations.0.state',
      'filters.1.value',
      'filters.2.latitude',
      'filters.2.longitude',
      'filters.3.latitude',
      'filters.3.radius',
      'pagination',
      'pagination.from',
      'pagination.size',
      'user_context',
      'user_context.longitude',
    ];
    await fc.assert(
      fc.asyncProperty(fc.oneof(junkValue, mutated(base, paths)), async (body) =>
        expectSane({
          method: 'POST',
          url: '/services/search/v1/discover/shops',
          headers: { 'content-type': 'application/json' },
          payload: JSON.stringify(body) ?? 'null',
        }),
      ),
      { numRuns: runs * 2 },
    );
    // a NUL in a state reached SQL (PostgreSQL text cannot hold it): 500 on PGlite and PostgreSQL alike
    for (const text of ['\u0000', 'N\u0000Y', 'a\u0000b']) {
      for (const location of [
        { city: 'Brooklyn', state: text },
        { city: text, state: 'NY' },
        { city: text, state: text },
      ]) {
        await expectSane({
          method: 'POST',
          url: '/services/search/v1/discover/shops',
          headers: { 'content-type': 'application/json' },
          payload: JSON.stringify({ filters: [{ filter_type: 'cities_and_states', locations: [location] }] }),
        });
        await expectSane({
          method: 'POST',
          url: '/services/search/v1/discover/shops',
          headers: { 'content-type': 'application/json' },
          payload: JSON.stringify({ ...base(), filters: [{ filter_type: 'cities_and_states', locations: [location] }] }),
        });
      }
    }
    await expectSane({ method: 'GET', url: '/services/search/v1/cities' });
    await expectSane({ method: 'GET', url: `${core}/v1/brands` });
  });

  it('POST shopping cart with junk bodies', async () => {
    await fc.assert(
      fc.asyncProperty(fc.oneof(junkValue, mutated(cartBody, cartPaths)), async (body) =>
        expectSane({
          method: 'POST',
          url: `${core}/v1/orders/shopping_cart`,
          headers: { 'content-type': 'application/json' },
          payload: JSON.stringify(body) ?? 'undefined',
        }),
      ),
      { numRuns: runs * 3 },
    );
  });

  it('POST orders with junk bodies and idempotency keys', async () => {
    const header = fc.oneof(
      fc.constant(undefined),
      fc.string({ unit: 'binary-ascii', maxLength: 300 }).map((s) => s.replace(/[^\x20-\x7e]/g, 'x')),
    );
    await fc.assert(
      fc.asyncProperty(fc.oneof(junkValue, mutated(orderBody, orderPaths)), header, async (body, key) =>
        expectSane({
          method: 'POST',
          url: `${core}/v2/orders`,
          headers: { 'content-type': 'application/json', ...(key === undefined ? {} : { 'idempotency-key': key }) },
          payload: JSON.stringify(body) ?? 'undefined',
        }),
      ),
      { numRuns: runs * 3 },
    );
  });
});
