import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { errorResponse } from '../../contract/common';
import { couponsResponse } from '../../contract/deals';
import { faqResponse, nearbyShopsResponse, ratingsResponse } from '../../contract/shop-extras';
import { scheduleResponse, searchResponse, shopResponse, type Shop } from '../../contract/shops';
import { createTestApp, databaseKinds, testClock, type TestApp } from '../../test/harness';

/** Monday 12:00 in New York. */
const mondayNoon = '2026-11-23T17:00:00Z';
/** Tuesday 16:00 in New York, when the 'dinner' hours open next. */
const tuesdayFour = '2026-11-24T21:00:00.000Z';
const api = '/services/core/api';
const court = '123 Court St, Brooklyn, NY 11201';

/** The seeded cases the storefront's notices, labels and pages are built on (server/seed/shops.ts). */
describe.each(databaseKinds)('shop details and discovery cases on %s', (kind) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(kind, { clock: testClock(mondayNoon) });
  });
  afterAll(async () => t?.close());

  const get = async (url: string) => {
    const response = await t.app.inject({ method: 'GET', url: `${api}${url}` });
    return { status: response.statusCode, body: response.json() };
  };
  const shop = async (id: number): Promise<Shop> => shopResponse.parse((await get(`/v1/shops/${id}`)).body).shop;
  const schedule = async (slug: string) => scheduleResponse.parse((await get(`/v1/shops/slug/${slug}/schedule`)).body).schedule;
  const search = async (params: Record<string, string>) => get(`/v3/shops/search?${new URLSearchParams(params)}`);

  it('carries the coupons the shop offers in its coupons attribute', async () => {
    const offered = couponsResponse.parse((await get('/v1/shops/1001/coupons')).body).coupons;
    expect(offered.length).toBeGreaterThan(0);
    expect((await shop(1001)).coupons).toEqual(offered);
    const bySlug = shopResponse.parse(
      (await get('/v1/shops/slug/ny/brooklyn/11201/brooklyn-slice-house?extended_attributes=coupons')).body,
    ).shop;
    expect(bySlug.coupons).toEqual(offered);
    expect((await shop(1012)).coupons).toEqual([]);
  });

  it('describes every fee type: free, flat, a bare percent and a clamped percent range', async () => {
    expect((await shop(1002)).delivery_info).toMatchObject({ fee_type: 'free', fee: 0, fee_range: null });
    expect((await shop(1001)).delivery_info).toMatchObject({ fee_type: 'flat', fee: 299, fee_range: { min: 299, max: 299 } });
    expect((await shop(1014)).delivery_info).toMatchObject({
      fee_type: 'percent',
      fee: 5,
      fee_range: null,
      fee_floor: null,
      fee_ceiling: null,
    });
    expect((await shop(1114)).delivery_info).toMatchObject({
      fee_type: 'percent',
      fee: 8,
      fee_range: { min: 199, max: 699 },
      fee_floor: 199,
      fee_ceiling: 699,
    });
  });

  it('covers each discount display kind: discount, free delivery, both and none', async () => {
    const kind = (s: Shop) =>
      s.discount_percent > 0
        ? s.delivery_info.fee_type === 'free'
          ? 'both'
          : 'discount'
        : s.delivery_info.fee_type === 'free'
          ? 'free delivery'
          : 'none';
    expect(kind(await shop(1312))).toBe('discount');
    expect(kind(await shop(1211))).toBe('free delivery');
    expect(kind(await shop(1012))).toBe('both');
    expect(kind(await shop(1001))).toBe('none');
  });

  it('opens for pickup only with delivery later, and the mirror case', async () => {
    expect(await shop(1014)).toMatchObject({
      is_open: true,
      is_open_for_pickup: true,
      is_open_for_delivery: false,
      does_scheduled_orders: true,
    });
    const pickupFirst = await schedule('ny/brooklyn/11225/crown-heights-pizza-kitchen');
    expect(pickupFirst.delivery).toMatchObject({ next_open: tuesdayFour });
    expect(pickupFirst.pickup.next_open).toBeNull();
    expect(pickupFirst.legacy_openings).toEqual(pickupFirst.pickup.openings);

    expect(await shop(1112)).toMatchObject({ is_open_for_pickup: false, is_open_for_delivery: true });
    const deliveryFirst = await schedule('ny/new_york/10014/west-village-wood-oven');
    expect(deliveryFirst.pickup).toMatchObject({ next_open: tuesdayFour });
    expect(deliveryFirst.delivery.next_close).toBe('2026-11-24T03:00:00.000Z');
  });

  it('reports which mode is paused right now', async () => {
    const fortGreene = await schedule('ny/brooklyn/11205/fort-greene-flatbreads');
    expect([fortGreene.delivery.is_paused, fortGreene.pickup.is_paused, fortGreene.is_paused]).toEqual([true, false, false]);
    const passyunk = await schedule('pa/philadelphia/19146/passyunk-pizza');
    expect([passyunk.delivery.is_paused, passyunk.pickup.is_paused, passyunk.is_paused]).toEqual([false, true, false]);
    const murrayHill = await schedule('ny/new_york/10016/murray-hill-margherita');
    expect([murrayHill.delivery.is_paused, murrayHill.pickup.is_paused, murrayHill.is_paused]).toEqual([true, true, true]);
  });

  it('marks ASAP-only, delivery-only, pickup-only, suspended and inactive shops', async () => {
    expect(await shop(1114)).toMatchObject({ does_scheduled_orders: false });
    expect((await shop(1104)).pickup_info.does_pickup).toBe(false);
    expect((await shop(1007)).delivery_info.does_delivery).toBe(false);
    expect(await shop(1011)).toMatchObject({ suspended: true, lifecycle: 'suspension', is_open: false });
    // taken off the platform: its page still loads (for the "no longer active" notice) but it is never open or listed
    const disabled = await shop(1013);
    expect(disabled).toMatchObject({
      name: 'Bed-Stuy Slice Co.',
      lifecycle: 'disabled',
      is_open: false,
      is_open_for_delivery: false,
      is_open_for_pickup: false,
    });
    const listed = searchResponse.parse(
      (await search({ 'filter[order_type]': 'pickup', 'filter[address]': '11216', include_unacquired: 'true' })).body,
    ).data;
    expect(listed.length).toBeGreaterThan(0);
    expect(listed.map((r) => r.shop_id)).not.toContain(1013);
    const nearby = nearbyShopsResponse.parse(
      (await get('/v1/shops/slug/ny/brooklyn/11201/brooklyn-slice-house/nearby_shops?size=30')).body,
    ).shops;
    expect(nearby.map((r) => r.shop_id)).not.toContain(1013);
  });

  it("lists as nearby acquired shops only those taking orders within the search's 10 miles, however many are asked for", async () => {
    const nearby = async (slug: string) =>
      nearbyShopsResponse.parse((await get(`/v1/shops/slug/${slug}/nearby_shops?size=50&acquired=true`)).body).shops;
    const brooklyn = await nearby('ny/brooklyn/11201/brooklyn-slice-house');
    expect(brooklyn.length).toBeGreaterThan(0);
    // Atlantic Avenue Pizza (1011) is suspended, a few blocks away
    expect(brooklyn.map((r) => r.shop_id)).not.toContain(1011);
    for (const shop of brooklyn) {
      expect(shop).toMatchObject({ is_acquired: true, suspended: false });
      expect(shop.distance_miles!).toBeLessThanOrEqual(10);
    }
    // a Chicago shop's acquired neighbours are in Chicago, not 711 miles away in Brooklyn
    const chicago = await nearby((await shop(1301)).web_slug);
    for (const shop of chicago) expect(shop.distance_miles!).toBeLessThanOrEqual(10);
  });

  it('carries delivery provider, cross streets and price level', async () => {
    const village = await shop(1112);
    expect(village.delivery_info).toMatchObject({ provider: 'crust_fleet', uses_cross_street: true });
    expect(village.seo.price_range).toBe('$$$$');
    expect((await shop(1012)).loyalty_enabled).toBe(true);
  });

  it('answers ratings on both sides of the display threshold', async () => {
    const ratings = async (slug: string) => ratingsResponse.parse((await get(`/v2/search/shops/${slug}/ratings`)).body);
    expect(await ratings('ny/brooklyn/11209/bay-ridge-brick-oven')).toEqual({ rating: 5, ratings_count: 42, should_display_rating: true });
    expect(await ratings('ny/brooklyn/11225/crown-heights-pizza-kitchen')).toEqual({
      rating: 4,
      ratings_count: 5,
      should_display_rating: true,
    });
    expect(await ratings('ny/new_york/10014/west-village-wood-oven')).toEqual({
      rating: 4.9,
      ratings_count: 4,
      should_display_rating: false,
    });
    expect(await ratings('ny/brooklyn/11206/bushwick-brick-oven')).toEqual({ rating: 0, ratings_count: 0, should_display_rating: false });
  });

  it('serves FAQ entries, extra ones, and none', async () => {
    const faq = async (slug: string) => faqResponse.parse((await get(`/v1/shops/slug/${slug}/faq`)).body).questions;
    const bayRidge = await faq('ny/brooklyn/11209/bay-ridge-brick-oven');
    expect(bayRidge).toHaveLength(5);
    expect(bayRidge.map((q) => q.question)).toContain('Is there parking?');
    expect(await faq('ny/brooklyn/11220/sals-famous-pizza')).toEqual([]);
  });

  it('gives both nearby lists without duplicates, the acquired one acquired only', async () => {
    const slug = 'ny/brooklyn/11201/brooklyn-slice-house';
    const all = nearbyShopsResponse.parse((await get(`/v1/shops/slug/${slug}/nearby_shops?size=16`)).body).shops;
    const acquired = nearbyShopsResponse.parse((await get(`/v1/shops/slug/${slug}/nearby_shops?size=30&acquired=true`)).body).shops;
    expect(all).toHaveLength(16);
    // the acquired ones within the search radius only: Brooklyn's 19, fewer than the 30 asked for
    expect(acquired).toHaveLength(19);
    for (const list of [all, acquired]) expect(new Set(list.map((s) => s.web_slug)).size).toBe(list.length);
    expect(acquired.every((s) => s.is_acquired)).toBe(true);
    const distances = acquired.map((s) => s.distance_miles!);
    expect(distances).toEqual([...distances].sort((a, b) => a - b));
  });

  it('searches with an empty sort as if it were left out, and for either order type', async () => {
    const omitted = await search({ 'filter[order_type]': 'delivery', 'filter[address]': court });
    const empty = await search({ 'filter[order_type]': 'delivery', 'filter[address]': court, 'sort[type]': '' });
    expect(empty.status).toBe(200);
    expect(empty.body).toEqual(omitted.body);
    expect(searchResponse.parse(omitted.body).meta).toEqual({
      sort_types: ['recommended', 'acquired', 'is_open', 'nearby'],
      supported_sort_types: ['recommended', 'acquired', 'is_open', 'nearby'],
    });

    const either = searchResponse
      .parse((await search({ 'filter[order_type]': 'either', 'filter[address]': court })).body)
      .data.map((r) => r.shop_id);
    const pickup = searchResponse
      .parse((await search({ 'filter[order_type]': 'pickup', 'filter[address]': court })).body)
      .data.map((r) => r.shop_id);
    const delivery = searchResponse.parse(omitted.body).data.map((r) => r.shop_id);
    expect(new Set(either)).toEqual(new Set([...pickup, ...delivery]));
    expect(either).toContain(1007);
  });

  it('searches from a place id, falling back to the address text when the id is not ours', async () => {
    const predictions = await t.app.inject({
      method: 'GET',
      url: `/services/location/place-predictions?input=${encodeURIComponent(court)}`,
    });
    const placeId = predictions.json().predictions[0].place_id as string;
    const byAddress = await search({ 'filter[address]': court });
    const byPlace = await search({ 'filter[place_id]': placeId });
    expect(byPlace.status).toBe(200);
    expect(byPlace.body).toEqual(byAddress.body);
    expect((await search({ 'filter[place_id]': 'forged', 'filter[address]': court })).body).toEqual(byAddress.body);
    const neither = await search({ 'filter[place_id]': 'forged' });
    expect(neither.status).toBe(422);
    expect(errorResponse.parse(neither.body).errors[0].message).toBe('Unable to find location.');
  });

  it('answers the contract 404 for malformed or unknown slugs and ids, never a 5xx', async () => {
    for (const url of [
      '/v1/shops/slug/ny/brooklyn/11201',
      '/v1/shops/slug/ny/brooklyn/11201/brooklyn-slice-house/extra/menu',
      '/v1/shops/slug/%2F%2F%2F',
      '/v1/shops/slug/ny/brooklyn/11201/brooklyn-slice-house%00',
      '/v1/shops/slug/ny/brooklyn/11201/nope/schedule',
      '/v2/search/shops/nope/ratings',
      '/v1/shops/nope/cuisines',
      '/v1/shops/slug/nope/nearby_shops',
      '/v1/shops/slug/nope/faq',
      '/v1/shops/2147483648',
    ]) {
      const { status, body } = await get(url);
      expect(status, url).toBe(404);
      expect(errorResponse.safeParse(body).success, url).toBe(true);
    }
    for (const url of [
      '/v1/shops/abc',
      '/v1/shops/-1',
      '/v1/shops/1.5',
      '/v1/shops/slug/ny/brooklyn/11201/brooklyn-slice-house/nearby_shops?size=0',
    ]) {
      const { status, body } = await get(url);
      expect(status, url).toBe(400);
      expect(errorResponse.parse(body).errors[0].code).toBe('invalid_request');
    }
    // the slug is matched case-insensitively
    expect((await get('/v1/shops/slug/NY/Brooklyn/11201/Brooklyn-Slice-House')).status).toBe(200);
  });

  it('answers 400 for a malformed sort type, order type or flag', async () => {
    const cases: Record<string, string>[] = [
      { 'filter[address]': court, 'sort[type]': 'cheapest' },
      { 'filter[address]': court, 'filter[order_type]': 'drone' },
      { 'filter[address]': court, include_unacquired: 'yes please' },
    ];
    for (const params of cases) {
      const { status, body } = await search(params);
      expect(status).toBe(400);
      expect(errorResponse.parse(body).errors[0]).toMatchObject({ code: 'invalid_request', field: Object.keys(params)[1] });
    }
  });
});
