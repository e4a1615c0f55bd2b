import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DiscoverFilter, DiscoverRequest } from '../../contract/discover';
import { discoverRequest } from '../../contract/discover';
import { eq } from 'drizzle-orm';
import * as schema from '../../db/schema';
import { circlePolygon, distanceMiles, offsetMiles, type LatLng } from '../location/geometry';
import { databaseKinds, openTestDatabase, type TestDatabase } from '../../test/harness';
import { discoverPrune, discoverShops } from './discover';
import { radiusBox } from './prune';
import { explainShopsWhere, listShops, type LoadShops, type ShopRecord } from './repository';
import { isOpenAt } from '../schedule/service';
import { searchShopsAt } from './search';
import { nearbyShops, openNow, searchRadiusMiles, sortTypes, takesOrders, type SearchOrderType } from './service';

/**
 * The database prunes search, discover and nearby shops by location before the exact tests. These compare
 * every answer with the full scan the services ran before (every listed shop, then the same exact tests),
 * at points chosen on the edges that matter: zone corners just inside and outside, the 10-mile radius.
 */
const now = new Date('2026-11-23T23:30:00Z');

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

/** Points on the edges of each shop's zone and radius, and the shop itself. */
function edgePoints(shops: ShopRecord[]): LatLng[] {
  const points: LatLng[] = [];
  shops.forEach((shop, index) => {
    const center = { lat: shop.lat, lng: shop.lon };
    points.push(center);
    const ring = shop.deliveryZone?.coordinates[0];
    if (ring) {
      const [lng, lat] = ring[index % (ring.length - 1)];
      for (const scale of [0.999, 1.001])
        points.push({ lat: center.lat + (lat - center.lat) * scale, lng: center.lng + (lng - center.lng) * scale });
    }
    const angle = (index * 2.4) % (2 * Math.PI);
    for (const miles of [searchRadiusMiles - 0.005, searchRadiusMiles + 0.005]) {
      points.push(offsetMiles(center, miles * Math.cos(angle), miles * Math.sin(angle)));
    }
  });
  return points;
}

describe('radiusBox', () => {
  it('holds every point of the circle, near the equator, in the north and across the map', () => {
    const rng = random(7);
    for (let i = 0; i < 2000; i += 1) {
      const center = { lat: rng.between(-80, 80), lng: rng.between(-179, 179) };
      const miles = rng.between(0.1, 100);
      const box = radiusBox(center, miles);
      const angle = rng.between(0, 2 * Math.PI);
      // walk out along a bearing to just inside the circle (offsetMiles is flat, so check the true distance)
      let point = offsetMiles(center, miles * Math.cos(angle), miles * Math.sin(angle));
      for (let k = 0; k < 5 && distanceMiles(center, point) > miles; k += 1) {
        const factor = miles / distanceMiles(center, point);
        point = { lat: center.lat + (point.lat - center.lat) * factor, lng: center.lng + (point.lng - center.lng) * factor };
      }
      // longitudes past ±180 are not where a shop or a shopper can be
      if (distanceMiles(center, point) > miles || Math.abs(point.lng) > 180) continue;
      expect(
        point.lat >= box.south && point.lat <= box.north && point.lng >= box.west && point.lng <= box.east,
        JSON.stringify({ center, miles, point, box }),
      ).toBe(true);
    }
  });
});

describe.each(databaseKinds)('pruned search on %s', (kind) => {
  let t: TestDatabase;
  let shops: ShopRecord[];
  /** every listed shop, read once (the catalog does not change here) */
  const fullScan: LoadShops = async () => shops;
  beforeAll(async () => {
    t = await openTestDatabase(kind);
    shops = await listShops(t.db);
  }, 60_000);
  afterAll(async () => t?.close());

  it('finds what the full scan finds, in the same order, at every edge point, for every order type', async () => {
    const points = edgePoints(shops);
    expect(points.length).toBeGreaterThan(250);
    const orderTypes: SearchOrderType[] = ['delivery', 'pickup', 'either'];
    let compared = 0;
    let found = 0;
    for (const [index, point] of points.entries()) {
      for (const orderType of orderTypes) {
        const query = { orderType, sort: sortTypes[index % sortTypes.length], includeUnacquired: index % 2 === 0 };
        const pruned = await searchShopsAt(t.db, point, query, now);
        const scanned = await searchShopsAt(t.db, point, query, now, fullScan);
        expect(pruned, JSON.stringify({ point, query })).toEqual(scanned);
        compared += 1;
        found += scanned.length;
      }
    }
    expect(compared).toBe(points.length * 3);
    expect(found).toBeGreaterThan(compared); // the points are where shops are: most searches find some
  }, 120_000);

  it('discovers what the full scan discovers for random filters, sorts and pages', async () => {
    const rng = random(16);
    const seedCities = [...new Set(shops.map((s) => `${s.city}|${s.state}`))].map((c) => c.split('|'));
    const near = () => {
      const shop = rng.pick(shops);
      return offsetMiles({ lat: shop.lat, lng: shop.lon }, rng.between(-4, 4), rng.between(-4, 4));
    };
    const filterOf = (): DiscoverFilter => {
      const p = near();
      switch (rng.pick(['cities_and_states', 'is_acquired', 'delivers_to', 'within_radius'] as const)) {
        case 'cities_and_states': {
          const [city, state] = rng.pick(seedCities);
          const spelled = rng.pick([city, city.toLowerCase().replace(/ /g, '_'), ` ${city.toUpperCase()} `]);
          return {
            filter_type: 'cities_and_states',
            locations: [{ city: spelled, state: rng.pick([state, state.toLowerCase(), ` ${state} `]) }],
          };
        }
        case 'is_acquired':
          return { filter_type: 'is_acquired', value: rng.next() < 0.7 };
        case 'delivers_to':
          return { filter_type: 'delivers_to', latitude: p.lat, longitude: p.lng };
        case 'within_radius':
          return { filter_type: 'within_radius', latitude: p.lat, longitude: p.lng, radius: rng.pick([0.5, 2, 10, 35, 100]) };
      }
    };
    let nonEmpty = 0;
    for (let i = 0; i < 300; i += 1) {
      const from = near();
      const request: DiscoverRequest = discoverRequest.parse({
        filters: Array.from({ length: Math.floor(rng.between(0, 3.5)) }, filterOf),
        sorts: Array.from({ length: Math.floor(rng.between(0, 3)) }, () => ({
          sort_type: rng.pick(['recommended', 'acquired', 'is_open', 'nearby', 'ovr'] as const),
          ...(rng.next() < 0.3 ? { is_open_for: rng.pick(['delivery', 'pickup'] as const) } : {}),
          ...(rng.next() < 0.3 ? { latitude: from.lat, longitude: from.lng } : {}),
        })),
        pagination: { from: rng.pick([0, 0, 5, 20]), size: rng.pick([13, 50]) },
        user_context: rng.next() < 0.7 ? { latitude: from.lat, longitude: from.lng } : {},
      });
      const pruned = await discoverShops(t.db, request, now);
      expect(pruned, JSON.stringify(request)).toEqual(await discoverShops(t.db, request, now, fullScan));
      if (pruned.meta.total > 0) nonEmpty += 1;
    }
    expect(nonEmpty).toBeGreaterThan(100);
  }, 120_000);

  it('lists the same nearby shops as the full scan', async () => {
    for (const [index, shop] of shops.entries()) {
      for (const size of [1, 16, 50]) {
        const acquired = index % 2 === 0;
        expect(await nearbyShops(t.db, shop, size, acquired, now), `${shop.id} ${size}`).toEqual(
          await nearbyShops(t.db, shop, size, acquired, now, fullScan),
        );
      }
    }
  }, 120_000);

  it('prunes by the GiST indexes on location and zone box (the plan)', async () => {
    const point = { lat: 40.694, lng: -73.9903 };
    const plan = (
      await explainShopsWhere(t.db, { anyOf: [{ within: radiusBox(point, 10) }, { zoneHolds: point }] }, { seqscan: false })
    ).join('\n');
    expect(plan).toContain('shops_location_idx');
    expect(plan).toContain('shops_zone_box_idx');
    expect(plan).not.toMatch(/Seq Scan on shops/);
    const cities = (
      await explainShopsWhere(t.db, discoverPrune([{ filter_type: 'cities_and_states', locations: [{ city: 'Chicago', state: 'IL' }] }]), {
        seqscan: false,
      })
    ).join('\n');
    expect(cities).toContain('shops_state_acquired_idx');
  });

  it("keeps openNow's answer for the minute without changing it: the same as isOpenAt at every instant", () => {
    const reference = (shop: ShopRecord, at: Date) => {
      const openFor = (mode: 'delivery' | 'pickup', offered: boolean) =>
        offered && takesOrders(shop) && isOpenAt(shop.hours[mode].openings, shop.hours[mode].pausings, shop.timezone, at);
      return { delivery: openFor('delivery', shop.doesDelivery), pickup: openFor('pickup', shop.doesPickup) };
    };
    const rng = random(23);
    // a minute in every hour of a week, across both of 2026's US clock changes, then seconds inside it
    const starts = ['2026-03-06T00:00:00Z', '2026-10-30T00:00:00Z', '2026-11-23T00:00:00Z'].map((d) => new Date(d).getTime());
    let open = 0;
    let checks = 0;
    for (const start of starts) {
      for (let hour = 0; hour < 7 * 24; hour += 1) {
        const base = start + hour * 3_600_000 + Math.floor(rng.between(0, 60)) * 60_000;
        // one instant fills the minute's memo, later ones in the same minute read it
        for (const second of [rng.between(0, 60), 0, 59.999, rng.between(0, 60)]) {
          const at = new Date(base + Math.floor(second * 1000));
          for (const shop of shops) {
            const got = openNow(shop, at);
            expect({ delivery: got.delivery, pickup: got.pickup }, `${shop.id} ${at.toISOString()}`).toEqual(reference(shop, at));
            if (got.delivery || got.pickup) open += 1;
            checks += 1;
          }
        }
      }
    }
    expect(open).toBeGreaterThan(checks / 4);
    expect(open).toBeLessThan(checks);
  });

  // last: it changes the catalog
  it('sees every change to shops, openings and pausings at once: the records in memory follow catalog_version', async () => {
    const court = { lat: 40.694, lng: -73.9903 };
    const query = { orderType: 'delivery' as const, sort: 'nearby' as const, includeUnacquired: false };
    const before = await searchShopsAt(t.db, court, query, now);
    const shop = before[0];
    expect(shop).toBeDefined();
    await t.db.update(schema.shops).set({ name: 'Renamed Slice' }).where(eq(schema.shops.id, shop.shop_id));
    expect((await searchShopsAt(t.db, court, query, now))[0].shop_name).toBe('Renamed Slice');
    await t.db.insert(schema.shopPausings).values({
      shopId: shop.shop_id,
      shippingType: 'delivery',
      startsAt: new Date('2020-01-01T00:00:00Z'),
      endsAt: new Date('2100-01-01T00:00:00Z'),
    });
    expect((await searchShopsAt(t.db, court, query, now))[0].is_open_for_delivery).toBe(false);
    await t.db.delete(schema.shopOpenings).where(eq(schema.shopOpenings.shopId, shop.shop_id));
    await t.db
      .update(schema.shops)
      .set({ deliveryZone: circlePolygon({ lat: 41.88, lng: -87.63 }, 1) })
      .where(eq(schema.shops.id, shop.shop_id));
    const after = await searchShopsAt(t.db, court, query, now);
    expect(after.map((r) => r.shop_id)).not.toContain(shop.shop_id);
    shops = await listShops(t.db);
    expect(after).toEqual(await searchShopsAt(t.db, court, query, now, fullScan));
    const chicago = await searchShopsAt(t.db, { lat: 41.88, lng: -87.63 }, query, now);
    expect(chicago.map((r) => r.shop_id)).toContain(shop.shop_id);
  });
});
