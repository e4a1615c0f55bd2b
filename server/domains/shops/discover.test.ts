import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { errorResponse } from '../../contract/common';
import { brandResponse, brandsResponse, browseCitiesResponse, discoverResponse, type DiscoverResponse } from '../../contract/discover';
import { createTestApp, databaseKinds, testClock, type TestApp } from '../../test/harness';

/** Monday 03:00 in New York: only the 24/7 and late-night shops are open. */
const mondayNight = '2026-11-23T08:00:00Z';
/** 123 Court St, Brooklyn, NY 11201 as the geocoder places it. */
const court = { latitude: 40.694, longitude: -73.9903 };
const browseCities = [
  { city: 'New York', state: 'NY' },
  { city: 'Brooklyn', state: 'NY' },
  { city: 'Philadelphia', state: 'PA' },
  { city: 'Chicago', state: 'IL' },
];

describe.each(databaseKinds)('discovery routes on %s', (kind) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(kind, { clock: testClock(mondayNight) });
  });
  afterAll(async () => t?.close());

  const post = async (payload: unknown) => {
    const response = await t.app.inject({
      method: 'POST',
      url: '/services/search/v1/discover/shops',
      headers: { 'content-type': 'application/json' },
      payload: JSON.stringify(payload),
    });
    return { status: response.statusCode, body: response.json() };
  };
  const discover = async (payload: unknown): Promise<DiscoverResponse> => {
    const { status, body } = await post(payload);
    expect(status, JSON.stringify(body)).toBe(200);
    return discoverResponse.parse(body);
  };
  const get = async (url: string) => {
    const response = await t.app.inject({ method: 'GET', url });
    return { status: response.statusCode, body: response.json() };
  };

  it('lists every listed shop by default, 50 from 0, recommended order, with the supported sorts', async () => {
    const all = await discover({});
    expect(all.meta).toEqual({
      total: all.meta.total,
      from: 0,
      size: 50,
      supported_sort_types: ['recommended', 'acquired', 'is_open', 'nearby'],
    });
    expect(all.meta.total).toBeGreaterThanOrEqual(45);
    expect(all.data).toHaveLength(Math.min(50, all.meta.total));
    const ids = all.data.map((r) => r.shop_id);
    expect(new Set(ids).size).toBe(ids.length);
    // taken off the platform: never listed
    expect(ids).not.toContain(1013);
    // recommended: acquired, not suspended shops first, open ones first among them
    const rank = all.data.map((r) => (r.is_acquired && !r.suspended ? 0 : 1));
    expect(rank).toEqual([...rank].sort());
    const firstOpen = all.data.filter((r) => r.is_acquired && !r.suspended).map((r) => r.is_open_for_delivery || r.is_open_for_pickup);
    expect(firstOpen.slice(firstOpen.indexOf(false))).not.toContain(true);
  });

  it('pages without overlap', async () => {
    const whole = await discover({ sorts: [{ sort_type: 'nearby', ...court }], pagination: { from: 0, size: 10 } });
    const first = await discover({ sorts: [{ sort_type: 'nearby', ...court }], pagination: { from: 0, size: 5 } });
    const second = await discover({ sorts: [{ sort_type: 'nearby', ...court }], pagination: { from: 5, size: 5 } });
    expect([...first.data, ...second.data].map((r) => r.shop_id)).toEqual(whole.data.map((r) => r.shop_id));
    expect(second.meta).toMatchObject({ from: 5, size: 5, total: whole.meta.total });
    expect((await discover({ pagination: { from: 10_000, size: 50 } })).data).toEqual([]);
  });

  it('serves the home variant: acquired shops of the browse cities by overall rating, 13 of them', async () => {
    const home = await discover({
      sorts: [{ sort_type: 'ovr' }],
      filters: [{ filter_type: 'is_acquired' }, { filter_type: 'cities_and_states', locations: browseCities }],
      pagination: { from: 0, size: 13 },
    });
    expect(home.data).toHaveLength(13);
    expect(home.data.every((r) => r.is_acquired && !r.suspended && r.should_display_rating)).toBe(true);
    // Bay Ridge Brick Oven's 5.0 leads; then ratings never rise
    expect(home.data[0]).toMatchObject({ shop_id: 1012, rating: 5, should_display_rating: true });
    const ratings = home.data.map((r) => r.rating);
    expect(ratings).toEqual([...ratings].sort((a, b) => b - a));
  });

  it('filters by city and state, by name or browse key', async () => {
    const byName = await discover({
      filters: [{ filter_type: 'cities_and_states', locations: [{ city: 'New York', state: 'NY' }] }],
      sorts: [{ sort_type: 'acquired' }],
    });
    const byKey = await discover({
      filters: [{ filter_type: 'cities_and_states', locations: [{ city: 'new_york', state: 'ny' }] }],
      sorts: [{ sort_type: 'acquired' }],
    });
    expect(byName.data.length).toBeGreaterThan(5);
    expect(byName.data.every((r) => r.city === 'New York' && r.state === 'NY')).toBe(true);
    expect(byKey.data).toEqual(byName.data);
    // acquired first
    const acquired = byName.data.map((r) => r.is_acquired);
    expect(acquired.slice(acquired.indexOf(false))).not.toContain(true);
    const unacquired = await discover({
      filters: [
        { filter_type: 'is_acquired', value: false },
        { filter_type: 'cities_and_states', locations: [{ city: 'Chicago', state: 'IL' }] },
      ],
    });
    expect(unacquired.data.length).toBeGreaterThan(0);
    expect(unacquired.data.every((r) => !r.is_acquired && !r.has_menu && r.city === 'Chicago')).toBe(true);
  });

  it('filters by delivery zone and by radius; nearby sorts by distance from the sort point', async () => {
    const delivering = await discover({
      filters: [{ filter_type: 'is_acquired' }, { filter_type: 'delivers_to', ...court }],
      user_context: court,
    });
    const ids = delivering.data.map((r) => r.shop_id);
    expect(ids[0]).toBe(1001);
    expect(ids).not.toContain(1007); // pickup only
    expect(delivering.data.every((r) => r.does_delivery)).toBe(true);

    const near = await discover({ sorts: [{ sort_type: 'nearby', ...court }], filters: [{ filter_type: 'within_radius', ...court }] });
    const distances = near.data.map((r) => r.distance_miles!);
    expect(distances.length).toBeGreaterThan(10);
    expect(distances).toEqual([...distances].sort((a, b) => a - b));
    expect(Math.max(...distances)).toBeLessThanOrEqual(10);
    expect(near.data.some((r) => r.state === 'PA')).toBe(false);
    const tight = await discover({ filters: [{ filter_type: 'within_radius', ...court, radius: 1 }], user_context: court });
    expect(tight.data.every((r) => r.distance_miles! <= 1)).toBe(true);
    expect(tight.meta.total).toBeLessThan(near.meta.total);
  });

  it('sorts open shops first for the requested mode', async () => {
    const pickup = await discover({
      sorts: [{ sort_type: 'is_open', is_open_for: 'pickup', ...court }],
      filters: [{ filter_type: 'within_radius', ...court }],
    });
    const open = pickup.data.map((r) => r.is_open_for_pickup);
    expect(open[0]).toBe(true);
    expect(open.slice(open.indexOf(false))).not.toContain(true);
  });

  it('"Open now first" ranks the shops taking orders now, then the listed ones closed now, then the rest (issue 32 item 7)', async () => {
    const rank = (r: DiscoverResponse['data'][number]) =>
      r.is_acquired && !r.suspended ? (r.is_open_for_delivery || r.is_open_for_pickup ? 0 : 1) : 2;
    const open = await discover({ sorts: [{ sort_type: 'is_open', ...court }], filters: [{ filter_type: 'within_radius', ...court }] });
    const ranks = open.data.map(rank);
    expect(new Set(ranks)).toEqual(new Set([0, 1, 2]));
    expect(ranks).toEqual([...ranks].sort((a, b) => a - b));
  });

  it('gives null distances and id order to nearby without any point', async () => {
    const plain = await discover({ sorts: [{ sort_type: 'nearby' }], pagination: { from: 0, size: 5 } });
    expect(plain.data.every((r) => r.distance_miles === null)).toBe(true);
    const ids = plain.data.map((r) => r.shop_id);
    expect(ids).toEqual([...ids].sort((a, b) => a - b));
  });

  it('answers 400 with the contract body for a bad sort, filter or page', async () => {
    for (const body of [
      { sorts: [{ sort_type: 'bogus' }] },
      { filters: [{ filter_type: 'bogus' }] },
      { filters: [{ filter_type: 'within_radius', latitude: 'x', longitude: 1 }] },
      { filters: [{ filter_type: 'delivers_to', latitude: 91, longitude: 0 }] },
      { pagination: { from: -1, size: 50 } },
      { pagination: { from: 0, size: 0 } },
      { pagination: { from: 0, size: 5000 } },
      [],
      'shops',
    ]) {
      const { status, body: answer } = await post(body);
      expect(status, JSON.stringify(body)).toBe(400);
      expect(errorResponse.parse(answer).errors[0].code).toBe('invalid_request');
    }
  });

  it('lists brands and a brand page with every shop of the brand', async () => {
    const brands = brandsResponse.parse((await get('/services/core/api/v1/brands')).body).brands;
    expect(brands[0]).toEqual({ slug: 'sals-famous-pizza', name: "Sal's Famous Pizza", shop_count: 4 });
    expect(brands).toContainEqual({ slug: 'manhattan-pie-co', name: 'Manhattan Pie Co.', shop_count: 2 });

    const sals = brandResponse.parse((await get('/services/core/api/v1/brands/sals-famous-pizza')).body);
    expect(sals.brand.shop_count).toBe(4);
    expect(sals.shops.map((s) => s.shop_id).sort()).toEqual([1015, 1114, 1211, 1312]);
    expect(new Set(sals.shops.map((s) => s.web_slug)).size).toBe(4);
    expect(sals.shops.every((s) => s.chain?.slug === 'sals-famous-pizza' && s.shop_name === "Sal's Famous Pizza")).toBe(true);
    expect(brandResponse.parse((await get('/services/core/api/v1/brands/Manhattan-Pie-Co')).body).shops.map((s) => s.shop_id)).toEqual([
      1101, 1111,
    ]);

    const missing = await get('/services/core/api/v1/brands/no-such-brand');
    expect(missing.status).toBe(404);
    expect(errorResponse.parse(missing.body).errors[0]).toMatchObject({ code: 'brand_not_found' });
    const malformed = await get(`/services/core/api/v1/brands/${encodeURIComponent("sal's pizza")}`);
    expect(malformed.status).toBe(400);
    expect(errorResponse.parse(malformed.body).errors[0].code).toBe('invalid_request');
  });

  it('lists the city browse keys with their counts, all-cities last', async () => {
    const { cities } = browseCitiesResponse.parse((await get('/services/search/v1/cities')).body);
    expect(cities.map((c) => c.key)).toEqual(['il-chicago', 'ny-brooklyn', 'ny-new_york', 'pa-philadelphia', 'all-cities']);
    const all = cities[cities.length - 1];
    expect(all.shop_count).toBe(cities.slice(0, -1).reduce((sum, c) => sum + c.shop_count, 0));
    expect(cities.find((c) => c.key === 'ny-new_york')).toMatchObject({ city: 'New York', state: 'NY' });
    expect(all.shop_count).toBe((await discover({})).meta.total);
  });
});
