import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { eq } from 'drizzle-orm';
import { discoverRequest, discoverResponse, type DiscoverFilter, type DiscoverRequest } from '../../contract/discover';
import { searchResponse } from '../../contract/shops';
import * as schema from '../../db/schema';
import { createTestApp, databaseKinds, testClock, type TestApp } from '../../test/harness';
import { zipsStartingWith } from '../location/gazetteer';
import { encodePlaceId, geocode } from '../location/geocoder';
import { circlePolygon, offsetMiles, type LatLng } from '../location/geometry';
import { fullScanDiscover, fullScanSearch, fullScanSearchAt, type FullScanSearch } from './full-scan-search';
import { listShops, type ShopRecord } from './repository';
import { searchShopsAt } from './search';

/**
 * Search and discover, as the routes answer now, hold to what they answered before they were made to scale
 * (full-scan-search.ts: every listed shop, then every test in JavaScript): the same body, byte for byte,
 * for many places, order types, sorts, filters and pages, at hours when shops are open and closed, within
 * a minute and across minutes, and after the catalog changes under them (a pausing that starts inside a
 * minute, a suspension, a rename, a zone moved).
 */
const instants = [
  '2026-11-23T17:00:00Z', // Monday noon in New York: lunch
  '2026-11-23T17:00:41Z', // the same minute, later
  '2026-11-23T17:00:20Z', // and earlier again (before the pausing the last test adds at 17:00:30)
  '2026-11-23T08:00:00Z', // Monday 03:00: only the 24/7 and late-night shops
  '2026-11-28T04:59:59Z', // Friday 23:59:59: a closing edge
];
const orderTypes = ['delivery', 'pickup', 'either'] as const;
const sorts = ['recommended', 'acquired', 'is_open', 'nearby'] as const;

/** A small seeded generator, so a failure names a request that can be run again. */
function random(seed: number) {
  let state = seed >>> 0;
  const next = () => {
    state = (state * 1664525 + 1013904223) >>> 0;
    return state / 2 ** 32;
  };
  return {
    next,
    pick: <T>(items: readonly T[]): T => items[Math.floor(next() * items.length)],
    between: (a: number, b: number) => a + next() * (b - a),
  };
}

/** What shoppers type: the seed's ZIPs and their neighbours, the cities, places nothing delivers to, and nowhere. */
function addresses(shops: ShopRecord[]): { address: string; placeId?: string }[] {
  const zips = new Set(shops.map((s) => s.zipcode));
  for (const prefix of ['100', '101', '112', '113', '070', '191', '606', '605'])
    for (const z of zipsStartingWith(prefix, 15)) zips.add(z.zip);
  const texts = [
    ...[...zips].map((zip) => `1 Main St, ${zip}`),
    'Brooklyn, NY',
    'New York, NY',
    'Philadelphia, PA',
    'Chicago',
    '99501',
    'Cheyenne, WY',
    'Nowhere, ZZ',
    '',
  ];
  const court = geocode('123 Court St, Brooklyn, NY 11201')!;
  return [
    ...texts.map((address) => ({ address })),
    { address: 'ignored when the place id is ours', placeId: encodePlaceId(court) },
    { address: '60601', placeId: 'not-ours' },
  ];
}

/** Points where the answers change: zone corners just inside and outside, radius edges, the shops themselves. */
function edgePoints(shops: ShopRecord[]): LatLng[] {
  return shops.flatMap((shop, index) => {
    const center = { lat: shop.lat, lng: shop.lon };
    const points = [center];
    const ring = shop.deliveryZone?.coordinates[0];
    if (ring) {
      const [lng, lat] = ring[index % (ring.length - 1)];
      for (const scale of [0.999, 1.001])
        points.push({ lat: center.lat + (lat - center.lat) * scale, lng: center.lng + (lng - center.lng) * scale });
    }
    const angle = (index * 2.4) % (2 * Math.PI);
    for (const miles of [9.995, 10.005]) points.push(offsetMiles(center, miles * Math.cos(angle), miles * Math.sin(angle)));
    return points;
  });
}

function discoverRequests(shops: ShopRecord[], count: number, seed: number): DiscoverRequest[] {
  const rng = random(seed);
  const edges = edgePoints(shops);
  const cities = [...new Set(shops.map((s) => `${s.city}|${s.state}`))].map((c) => c.split('|'));
  const somewhere = () =>
    rng.next() < 0.5
      ? rng.pick(edges)
      : (() => {
          const shop = rng.pick(shops);
          return offsetMiles({ lat: shop.lat, lng: shop.lon }, rng.between(-4, 4), rng.between(-4, 4));
        })();
  const filter = (): DiscoverFilter => {
    const p = somewhere();
    switch (rng.pick(['cities_and_states', 'is_acquired', 'delivers_to', 'within_radius'] as const)) {
      case 'cities_and_states': {
        const [city, state] = rng.next() < 0.1 ? ['Springfield', 'IL'] : rng.pick(cities);
        const spelled = rng.pick([city, city.toLowerCase().replace(/ /g, '_'), ` ${city.toUpperCase()} `]);
        return { filter_type: 'cities_and_states', locations: [{ city: spelled, state: rng.pick([state, state.toLowerCase()]) }] };
      }
      case 'is_acquired':
        return { filter_type: 'is_acquired', value: rng.next() < 0.7 };
      case 'delivers_to':
        return { filter_type: 'delivers_to', latitude: p.lat, longitude: p.lng };
      case 'within_radius':
        return { filter_type: 'within_radius', latitude: p.lat, longitude: p.lng, radius: rng.pick([0.5, 2, 10, 35, 100]) };
    }
  };
  return Array.from({ length: count }, () => {
    const from = somewhere();
    return discoverRequest.parse({
      filters: Array.from({ length: Math.floor(rng.between(0, 3.5)) }, filter),
      sorts: Array.from({ length: Math.floor(rng.between(0, 3)) }, () => ({
        sort_type: rng.pick(['recommended', 'acquired', 'is_open', 'nearby', 'ovr'] as const),
        ...(rng.next() < 0.3 ? { is_open_for: rng.pick(['delivery', 'pickup'] as const) } : {}),
        ...(rng.next() < 0.3 ? { latitude: from.lat, longitude: from.lng } : {}),
      })),
      pagination: { from: rng.pick([0, 0, 0, 5, 20, 200]), size: rng.pick([1, 13, 50, 100]) },
      user_context: rng.next() < 0.7 ? { latitude: from.lat, longitude: from.lng } : {},
    });
  });
}

describe.each(databaseKinds)('search and discover answer as the full scan did, on %s', (kind) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(kind, { clock: testClock(instants[0]) });
  }, 60_000);
  afterAll(async () => t?.close());

  const search = (q: FullScanSearch, placeId?: string) =>
    t.app.inject({
      method: 'GET',
      url: '/services/core/api/v3/shops/search',
      query: {
        'filter[order_type]': q.orderType,
        'filter[address]': q.address,
        'sort[type]': q.sort,
        ...(q.includeUnacquired ? { include_unacquired: 'true' } : {}),
        ...(placeId ? { 'filter[place_id]': placeId } : {}),
      },
    });
  const discover = (request: DiscoverRequest) =>
    t.app.inject({ method: 'POST', url: '/services/search/v1/discover/shops', payload: request });

  /** Every search and discover compared at each instant; returns how many answers held a shop. */
  async function compareAll(seed: number): Promise<number> {
    const shops = await listShops(t.db);
    let nonEmpty = 0;
    for (const at of instants) {
      t.clock.set(at);
      const now = new Date(at);
      for (const [index, place] of addresses(shops).entries()) {
        for (const orderType of orderTypes) {
          const query = {
            orderType,
            address: place.address,
            sort: sorts[(index + orderTypes.indexOf(orderType)) % sorts.length],
            includeUnacquired: index % 2 === 0,
          };
          const response = await search(query, place.placeId);
          const expected = fullScanSearch(shops, { ...query, placeId: place.placeId }, now);
          const label = JSON.stringify({ at, query, place });
          if (expected === null) {
            expect(response.statusCode, label).toBe(422);
            continue;
          }
          expect(response.statusCode, label).toBe(200);
          expect(response.body, label).toBe(JSON.stringify(searchResponse.parse(expected)));
          if (expected.data.length) nonEmpty += 1;
        }
      }
      for (const request of discoverRequests(shops, 150, seed)) {
        const response = await discover(request);
        expect(response.body, JSON.stringify({ at, request })).toBe(
          JSON.stringify(discoverResponse.parse(fullScanDiscover(shops, request, now))),
        );
      }
    }
    return nonEmpty;
  }

  it('gives the same bodies for every place, order type, sort, filter and page, open and closed', async () => {
    expect(await compareAll(1)).toBeGreaterThan(300);
  }, 300_000);

  it('finds the same shops from points on the zone and radius edges', async () => {
    const shops = await listShops(t.db);
    const now = new Date(instants[0]);
    for (const [index, point] of edgePoints(shops).entries()) {
      for (const orderType of orderTypes) {
        const query = { orderType, sort: sorts[index % sorts.length], includeUnacquired: index % 3 === 0 };
        expect(await searchShopsAt(t.db, point, query, now), JSON.stringify({ point, query })).toEqual(
          fullScanSearchAt(shops, point, query, now),
        );
      }
    }
  }, 120_000);

  it('gives no shops where none is, and nothing past the last page', async () => {
    t.clock.set(instants[0]);
    const wyoming = await search({ orderType: 'either', address: 'Cheyenne, WY', sort: 'nearby', includeUnacquired: true });
    expect(wyoming.json().data).toEqual([]);
    const past = await discover(discoverRequest.parse({ pagination: { from: 10_000, size: 50 } }));
    expect(past.json().data).toEqual([]);
    expect(past.json().meta.total).toBeGreaterThan(40);
  });

  it('sends the same text compressed as the client asks (brotli, then gzip), and small bodies as they are', async () => {
    t.clock.set(instants[0]);
    const query = { 'filter[order_type]': 'either', 'filter[address]': '123 Court St, Brooklyn, NY 11201', include_unacquired: 'true' };
    const url = '/services/core/api/v3/shops/search';
    const plain = await t.app.inject({ method: 'GET', url, query });
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.headers['content-type']).toBe('application/json; charset=utf-8');
    expect(plain.body.length).toBeGreaterThan(1024);
    for (const [accept, encoding, decode] of [
      ['gzip, deflate, br', 'br', brotliDecompressSync],
      ['gzip;q=1, br;q=0', 'gzip', gunzipSync],
    ] as const) {
      for (let again = 0; again < 2; again += 1) {
        const packed = await t.app.inject({ method: 'GET', url, query, headers: { 'accept-encoding': accept } });
        expect(packed.headers['content-encoding']).toBe(encoding);
        expect(packed.headers.vary).toContain('accept-encoding');
        expect(decode(packed.rawPayload).toString()).toBe(plain.body);
      }
    }
    const empty = await t.app.inject({
      method: 'GET',
      url,
      query: { 'filter[address]': 'Cheyenne, WY' },
      headers: { 'accept-encoding': 'br' },
    });
    expect(empty.headers['content-encoding']).toBeUndefined();
    expect(empty.json().data).toEqual([]);
  });

  // last: it changes the catalog
  it('still answers the same after the catalog changes: a pausing from inside a minute, a suspension, a rename, a zone moved', async () => {
    const [brooklyn] = (
      await search({ orderType: 'delivery', address: '123 Court St, Brooklyn, NY 11201', sort: 'nearby', includeUnacquired: false })
    ).json().data;
    const [other] = (await search({ orderType: 'pickup', address: 'Chicago', sort: 'nearby', includeUnacquired: false })).json().data;
    expect(brooklyn).toBeDefined();
    expect(other).toBeDefined();
    // paused from 41 s into the minute of the first two instants: the first is not paused, the second is
    await t.db.insert(schema.shopPausings).values({
      shopId: brooklyn.shop_id,
      shippingType: 'delivery',
      startsAt: new Date('2026-11-23T17:00:30Z'),
      endsAt: new Date('2026-11-23T18:00:00Z'),
    });
    await t.db.update(schema.shops).set({ suspended: true }).where(eq(schema.shops.id, other.shop_id));
    await t.db.update(schema.shops).set({ name: 'Renamed Slice' }).where(eq(schema.shops.id, brooklyn.shop_id));
    await compareAll(2);
    await t.db
      .update(schema.shops)
      .set({ lat: 41.88, lon: -87.63, deliveryZone: circlePolygon({ lat: 41.88, lng: -87.63 }, 2) })
      .where(eq(schema.shops.id, brooklyn.shop_id));
    await t.db.delete(schema.shopOpenings).where(eq(schema.shopOpenings.shopId, other.shop_id));
    await compareAll(3);
  }, 300_000);
});
