import { soakOrderBody } from './order-body';

/**
 * One body each body-taking route accepts, keyed '<METHOD> <route url>'. The fuzzer mutates one spot
 * of it at a time, which reaches the domain code behind the validation far more often than bodies
 * generated from the schema alone (those rarely name a real product). A route missing here is still
 * fuzzed, from its schema and junk.
 */
const cart = () => ({
  shop_id: 1001,
  shipping_type: 'pickup',
  order_items_attributes: [
    { products_type_id: 1001502, products_quantity: 2, selection_ids: [10010099, 10010102], products_instruction: 'well done' },
  ],
  coupon_ids: [],
  tip_amount: 0,
});

export const validSamples: Partial<Record<string, () => Record<string, unknown>>> = {
  'POST /services/core/api/v2/orders': () => soakOrderBody('fuzz'),
  'POST /services/core/api/v1/orders/shopping_cart': () => ({ order: cart(), calculate_strict_total: true }),
  'POST /services/core/api/v1/promo_codes/validate': () => ({ order: { ...cart(), payment_method: 'cash' } }),
  'POST /services/core/api/v3/menus/:shopId/recommendations': () => ({ shop_id: 1001, items: [{ product_id: 1001502 }] }),
  'POST /services/core/api/v1/activities': () => ({ type: 'magic_cart', uuid: crypto.randomUUID(), payload: { order: cart() } }),
  'POST /services/core/api/v1/shops/:shop_id/add_requests': () => ({ browser_id: crypto.randomUUID() }),
  'POST /services/traits/api/v1/events': () => ({
    browser_id: '3f2b8c1a-5d4e-4f6a-9b7c-0e1d2c3b4a59',
    context: { utm: { utm_source: 'soak' }, click_ids: { gclid: 'abc' }, journey: [{ path: '/', visited_at: '2026-11-23T16:59:00.000Z' }] },
    events: [
      { event: 'page_view', page: '/shop/search', occurred_at: '2026-11-23T16:59:31.000Z', data: { address: 'Brooklyn, NY 11201' } },
    ],
  }),
  'POST /services/search/v1/discover/shops': () => ({
    sorts: [{ sort_type: 'nearby', latitude: 40.69, longitude: -73.99 }],
    // every filter type, so the fuzzer mutates each one's fields (a NUL in a state once answered 500)
    filters: [
      { filter_type: 'cities_and_states', locations: [{ city: 'Brooklyn', state: 'NY' }] },
      { filter_type: 'is_acquired', value: true },
      { filter_type: 'delivers_to', latitude: 40.69, longitude: -73.99 },
      { filter_type: 'within_radius', latitude: 40.69, longitude: -73.99, radius: 10 },
    ],
  }),
  'POST /services/dispatch/api/v1/orders/:uuid/advance': () => ({ status: 'preparing' }),
  // cards: a payment method the sandbox does not know still reaches the gateway call and its refusal
  'POST /services/core/api/v2/payment_methods': () => ({
    gateway: 'stripe',
    token: 'pm_fuzz',
    channel: 'web',
    single_use: true,
    email: 'fuzz@example.com',
  }),
  'POST /services/core/api/v2/payment_methods/:id/confirm': () => ({ details: { setup_intent: 'seti_fuzz' } }),
  'PUT /services/core/api/v1/orders/:uuid/complete': () => ({ details: { payment_intent: 'pi_fuzz' } }),
};

/** Query strings that find something, keyed like validSamples. */
export const validQueries: Partial<Record<string, string[]>> = {
  'GET /services/core/api/v3/shops/search': [
    'filter%5Border_type%5D=delivery&filter%5Baddress%5D=123%20Court%20St%2C%20Brooklyn%2C%20NY%2011201',
    'filter%5Border_type%5D=pickup&filter%5Baddress%5D=Brooklyn%2C%20NY&sort%5Btype%5D=nearby',
  ],
  'GET /services/location/place-predictions': ['input=Brookl', 'input=11201'],
  'GET /services/location/geocode': ['address=123%20Court%20St%2C%20Brooklyn%2C%20NY%2011201'],
  'GET /services/core/api/v3/shops/:shopId/delivery_zone_validation': ['location=123%20Court%20St%2C%20Brooklyn%2C%20NY%2011201'],
  'GET /services/core/api/v3/menus/:shopId/product-types': ['id=1001502', 'id[]=1001502&id[]=1&allow_missing=true'],
  'POST /services/core/api/v1/promo_codes/validate': ['tag=CRUST5', 'tag=SAVE10', 'tag=nope'],
  'GET /services/traits/api/v1/events': ['browser_id=3f2b8c1a-5d4e-4f6a-9b7c-0e1d2c3b4a59'],
};
