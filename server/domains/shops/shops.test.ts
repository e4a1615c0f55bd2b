import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { errorResponse } from '../../contract/common';
import { deliveryZoneValidationResponse } from '../../contract/location';
import { cuisinesResponse, faqResponse, nearbyShopsResponse, ratingsResponse } from '../../contract/shop-extras';
import { scheduleResponse, searchResponse, shopResponse } from '../../contract/shops';
import { createTestApp, databaseKinds, testClock, type TestApp } from '../../test/harness';

/** Monday 03:00 in New York: 24/7 shops open, lunch/dinner shops closed. */
const mondayNight = '2026-11-23T08:00:00Z';
/** Monday 12:00 in New York. */
const mondayNoon = '2026-11-23T17:00:00Z';

const api = '/services/core/api';
const court = '123 Court St, Brooklyn, NY 11201';

describe.each(databaseKinds)('shops routes on %s', (kind) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(kind, { clock: testClock(mondayNight) });
  });
  afterAll(async () => t?.close());

  const get = async (url: string) => {
    const response = await t.app.inject({ method: 'GET', url });
    return { status: response.statusCode, body: response.json() };
  };
  const search = (params: Record<string, string>) => get(`${api}/v3/shops/search?${new URLSearchParams(params)}`);

  it('finds the acquired shops delivering to an address, 24/7 Brooklyn Slice House first', async () => {
    const { status, body } = await search({ 'filter[order_type]': 'delivery', 'filter[address]': court });
    expect(status).toBe(200);
    const parsed = searchResponse.parse(body);
    expect(parsed.meta.sort_types).toEqual(['recommended', 'acquired', 'is_open', 'nearby']);
    expect(parsed.data[0]).toMatchObject({
      shop_id: 1001,
      shop_name: 'Brooklyn Slice House',
      is_acquired: true,
      is_open_for_delivery: true,
    });
    expect(parsed.data.every((r) => r.is_acquired)).toBe(true);
    // Prospect Heights Pizza does not deliver; Bushwick Brick Oven is unacquired
    expect(parsed.data.map((r) => r.shop_id)).not.toContain(1007);
    expect(parsed.data.map((r) => r.shop_id)).not.toContain(1008);
  });

  it('adds unacquired shops within 10 miles on request', async () => {
    const { body } = await search({ 'filter[order_type]': 'delivery', 'filter[address]': court, include_unacquired: 'true' });
    const ids = searchResponse.parse(body).data.map((r) => r.shop_id);
    expect(ids).toContain(1008);
    expect(ids).not.toContain(1201);
  });

  it('lists pickup shops within 10 miles, sorted by distance for "nearby"', async () => {
    const { body } = await search({ 'filter[order_type]': 'pickup', 'filter[address]': '11201', 'sort[type]': 'nearby' });
    const data = searchResponse.parse(body).data;
    expect(data.map((r) => r.shop_id)).toContain(1007);
    expect(data.map((r) => r.shop_id)).not.toContain(1104);
    const distances = data.map((r) => r.distance_miles ?? 0);
    expect(distances).toEqual([...distances].sort((a, b) => a - b));
    expect(Math.max(...distances)).toBeLessThanOrEqual(10);
  });

  it('puts open shops first for sort is_open', async () => {
    const { body } = await search({ 'filter[order_type]': 'pickup', 'filter[address]': '10003', 'sort[type]': 'is_open' });
    const open = searchResponse.parse(body).data.map((r) => r.is_open_for_pickup);
    expect(open[0]).toBe(true);
    expect(open.indexOf(false)).toBeGreaterThan(0);
    expect(open.slice(open.indexOf(false))).not.toContain(true);
  });

  it('answers an empty list far from every shop, and 422 for an unknown place', async () => {
    const empty = await search({ 'filter[order_type]': 'delivery', 'filter[address]': 'Boise, ID 83702' });
    expect(empty.status).toBe(200);
    expect(empty.body.data).toEqual([]);
    const unknown = await search({ 'filter[address]': 'Nowhere Land, ZZ' });
    expect(unknown.status).toBe(422);
    expect(errorResponse.parse(unknown.body).errors[0]).toMatchObject({ code: 'location_not_found', message: 'Unable to find location.' });
  });

  it('loads a shop by URL-encoded slug, by four segments and by id, all alike', async () => {
    const encoded = await get(
      `${api}/v1/shops/slug/${encodeURIComponent('ny/brooklyn/11201/brooklyn-slice-house')}?extended_attributes=chain,photos,seo`,
    );
    const segments = await get(`${api}/v1/shops/slug/ny/brooklyn/11201/brooklyn-slice-house`);
    const byId = await get(`${api}/v1/shops/1001?extended_attributes=chain&extended_attributes=coupons`);
    expect(encoded.status).toBe(200);
    const shop = shopResponse.parse(encoded.body).shop;
    expect(shop).toMatchObject({
      id: 1001,
      name: 'Brooklyn Slice House',
      web_slug: 'ny/brooklyn/11201/brooklyn-slice-house',
      storefront_path: '/restaurants/ny/brooklyn/11201/brooklyn-slice-house/menu',
      is_open: true,
      timezone_identifier: 'America/New_York',
    });
    expect(shop.delivery_info).toMatchObject({ does_delivery: true, fee_type: 'flat', fee: 299, min_subtotal_floor: 1000 });
    expect(shop.payment).toMatchObject({ accepts_cash: true, tax_rate: 8.875, service_fee_flat: 99 });
    expect(segments.body).toEqual(encoded.body);
    expect(byId.body).toEqual(encoded.body);
  });

  it('answers 404 shop_not_found for unknown shops', async () => {
    for (const url of [`${api}/v1/shops/slug/ny/brooklyn/11201/nope`, `${api}/v1/shops/999999`, `${api}/v1/shops/slug/nope/schedule`]) {
      const { status, body } = await get(url);
      expect(status).toBe(404);
      expect(errorResponse.parse(body).errors[0].code).toBe('shop_not_found');
    }
  });

  it('gives a Chicago shop its own time zone', async () => {
    const { body } = await get(`${api}/v1/shops/1301`);
    expect(shopResponse.parse(body).shop).toMatchObject({
      timezone_identifier: 'America/Chicago',
      payment: { tax_rate: 10.25, tax_delivery_fee: true },
    });
  });

  it('serves the schedule of a 24/7 shop and of a lunch/dinner shop', async () => {
    const always = scheduleResponse.parse(
      (await get(`${api}/v1/shops/slug/ny/brooklyn/11201/brooklyn-slice-house/schedule`)).body,
    ).schedule;
    expect(always).toMatchObject({
      timezone: 'America/New_York',
      week_start: 'monday',
      is_paused: false,
      google_schema_hours: ['Mo-Su 00:00-23:59'],
    });
    expect(always.delivery.openings).toHaveLength(7);
    expect(always.delivery).toMatchObject({ next_open: null, next_close: null });

    const lunch = scheduleResponse.parse(
      (await get(`${api}/v1/shops/slug/${encodeURIComponent('ny/brooklyn/11231/carroll-gardens-pizzeria')}/schedule`)).body,
    ).schedule;
    expect(lunch.google_schema_hours).toEqual(['Mo-Th 11:00-22:00', 'Fr-Sa 11:00-23:30', 'Su 12:00-21:00']);
    // closed at 03:00 Monday; opens 11:00 New York time (16:00Z), closes 22:00 (03:00Z next day)
    expect(lunch.pickup).toMatchObject({ next_open: '2026-11-23T16:00:00.000Z', next_close: '2026-11-24T03:00:00.000Z' });
  });

  it('tells when a listed shop closed now opens, and whether it takes orders ahead (issue 32 item 7)', async () => {
    const { body } = await search({ 'filter[order_type]': 'pickup', 'filter[address]': court, 'sort[type]': 'nearby' });
    const rows = searchResponse.parse(body).data;
    const byName = (name: string) => rows.find((row) => row.shop_name === name)!;
    // closed at 03:00 Monday; both modes open at 11:00 New York time (16:00Z)
    expect(byName('Carroll Gardens Pizzeria')).toMatchObject({
      is_open_for_pickup: false,
      next_open: { delivery: '2026-11-23T16:00:00.000Z', pickup: '2026-11-23T16:00:00.000Z' },
      does_scheduled_orders: true,
      timezone_identifier: 'America/New_York',
    });
    // open 24/7: nothing to wait for
    expect(byName('Brooklyn Slice House')).toMatchObject({ is_open_for_pickup: true, next_open: { delivery: null, pickup: null } });
    // a shop not on Crust never says when it opens
    const withUnlisted = searchResponse.parse(
      (await search({ 'filter[order_type]': 'pickup', 'filter[address]': court, include_unacquired: 'true' })).body,
    ).data;
    for (const row of withUnlisted.filter((r) => !r.is_acquired)) expect(row.next_open).toEqual({ delivery: null, pickup: null });
  });

  it('reports pausings and the paused flag', async () => {
    const paused = scheduleResponse.parse(
      (await get(`${api}/v1/shops/slug/ny/new_york/10016/murray-hill-margherita/schedule`)).body,
    ).schedule;
    expect(paused.is_paused).toBe(true);
    expect(paused.delivery.pausings).toHaveLength(1);
    const partly = scheduleResponse.parse(
      (await get(`${api}/v1/shops/slug/ny/brooklyn/11205/fort-greene-flatbreads/schedule`)).body,
    ).schedule;
    expect(partly.is_paused).toBe(false);
    expect(partly.delivery.pausings).toHaveLength(1);
    expect(partly.pickup.pausings).toHaveLength(0);
  });

  it('opens lunch/dinner shops at noon', async () => {
    t.clock.set(mondayNoon);
    try {
      const shop = shopResponse.parse((await get(`${api}/v1/shops/1002`)).body).shop;
      expect(shop).toMatchObject({ is_open: true, is_open_for_delivery: true, is_open_for_pickup: true });
      const paused = shopResponse.parse((await get(`${api}/v1/shops/1006`)).body).shop;
      expect(paused).toMatchObject({ is_open_for_delivery: false, is_open_for_pickup: true });
      const suspended = shopResponse.parse((await get(`${api}/v1/shops/1011`)).body).shop;
      expect(suspended).toMatchObject({ suspended: true, lifecycle: 'suspension', is_open: false });
    } finally {
      t.clock.set(mondayNight);
    }
  });

  it('serves nearby shops, FAQ, cuisines and ratings', async () => {
    const slug = 'ny/brooklyn/11201/brooklyn-slice-house';
    const nearby = nearbyShopsResponse.parse((await get(`${api}/v1/shops/slug/${slug}/nearby_shops?size=16`)).body).shops;
    expect(nearby).toHaveLength(16);
    expect(nearby.map((s) => s.shop_id)).not.toContain(1001);
    const acquired = nearbyShopsResponse.parse((await get(`${api}/v1/shops/slug/${slug}/nearby_shops?size=30&acquired=true`)).body).shops;
    expect(acquired.every((s) => s.is_acquired)).toBe(true);
    expect(faqResponse.parse((await get(`${api}/v1/shops/slug/${slug}/faq`)).body).questions.length).toBeGreaterThan(0);
    expect(cuisinesResponse.parse((await get(`${api}/v1/shops/${encodeURIComponent(slug)}/cuisines`)).body).cuisines).toContain('Pizza');
    expect(ratingsResponse.parse((await get(`${api}/v2/search/shops/${slug}/ratings`)).body)).toEqual({
      rating: 4.7,
      ratings_count: 312,
      should_display_rating: true,
    });
    const few = ratingsResponse.parse((await get(`${api}/v2/search/shops/ny/brooklyn/11222/greenpoint-grandma-pies/ratings`)).body);
    expect(few.should_display_rating).toBe(false);
  });

  it('validates delivery addresses against the zone', async () => {
    const inside = deliveryZoneValidationResponse.parse(
      (await get(`${api}/v3/shops/1001/delivery_zone_validation?location=${encodeURIComponent(court)}`)).body,
    );
    expect(inside.delivery_address_info.delivers_to).toBe(true);
    expect(inside.delivery_address_info.location.formatted_address).toBe('123 Court St, Brooklyn, NY 11201, USA');
    expect(inside.delivery_address_info.location.address_components.find((c) => c.types.includes('postal_code'))?.short_name).toBe('11201');
    const outside = deliveryZoneValidationResponse.parse(
      (await get(`${api}/v3/shops/1001/delivery_zone_validation?location=${encodeURIComponent('100 Main St, Brooklyn, NY 11234')}`)).body,
    );
    expect(outside.delivery_address_info.delivers_to).toBe(false);
    const nowhere = deliveryZoneValidationResponse.parse(
      (await get(`${api}/v3/shops/1001/delivery_zone_validation?location=${encodeURIComponent('nowhere at all')}`)).body,
    );
    expect(nowhere.delivery_address_info).toEqual({
      delivers_to: false,
      location: { address_components: [], formatted_address: null, latitude: null, longitude: null },
    });
    const pickupOnly = deliveryZoneValidationResponse.parse(
      (await get(`${api}/v3/shops/1007/delivery_zone_validation?location=11238`)).body,
    );
    expect(pickupOnly.delivery_address_info.delivers_to).toBe(false);
  });
});
