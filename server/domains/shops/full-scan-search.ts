import type { DiscoverFilter, DiscoverRequest, DiscoverResponse, DiscoverSortType } from '../../contract/discover';
import type { SearchResponse, SearchResult } from '../../contract/shops';
import { geocode, decodePlaceId } from '../location/geocoder';
import { distanceMiles, polygonContains, type LatLng } from '../location/geometry';
import { isOpenAt, isPausedAt, modeState } from '../schedule/service';
import type { ShopRecord } from './repository';

/**
 * Search and discover as they answered before they were made to scale (issue 16): every listed shop (the
 * caller reads them with listShops), then every test in JavaScript, written out again here and frozen.
 * Nothing serves from this; it is the yardstick search-equivalence.test.ts holds the routes to.
 */
const radiusMiles = 10;
const searchSorts = ['recommended', 'acquired', 'is_open', 'nearby'] as const;
type Mode = 'delivery' | 'pickup';
type OpenFor = Mode | 'either';
type Compare = (a: SearchResult, b: SearchResult) => number;

const takesOrders = (shop: ShopRecord) => !shop.suspended && shop.lifecycle !== 'disabled' && shop.lifecycle !== 'test';
const pointOf = (shop: ShopRecord): LatLng => ({ lat: shop.lat, lng: shop.lon });
const deliversTo = (shop: ShopRecord, point: LatLng) =>
  shop.doesDelivery && !!shop.deliveryZone && polygonContains(shop.deliveryZone, point);
const offers = (shop: ShopRecord, mode: Mode) => (mode === 'delivery' ? shop.doesDelivery : shop.doesPickup);

function row(shop: ShopRecord, now: Date, from: LatLng | null): SearchResult {
  const open = (mode: Mode) =>
    offers(shop, mode) && takesOrders(shop) && isOpenAt(shop.hours[mode].openings, shop.hours[mode].pausings, shop.timezone, now);
  const offered = (['delivery', 'pickup'] as const).filter((mode) => offers(shop, mode));
  const nextOpen = (mode: Mode) => {
    if (!shop.acquired || !offers(shop, mode) || !takesOrders(shop)) return null;
    const state = modeState(shop.hours[mode].openings, shop.hours[mode].pausings, shop.timezone, now);
    return state.isOpen ? null : (state.nextOpen?.toISOString() ?? null);
  };
  return {
    shop_id: shop.id,
    shop_name: shop.name,
    web_slug: shop.webSlug,
    storefront_path: `/restaurants/${shop.webSlug}/menu`,
    is_acquired: shop.acquired,
    has_menu: shop.acquired,
    is_open_for_delivery: open('delivery'),
    is_open_for_pickup: open('pickup'),
    is_paused: offered.length > 0 && offered.every((mode) => isPausedAt(shop.hours[mode].pausings, now)),
    suspended: shop.suspended,
    address: shop.address,
    city: shop.city,
    state: shop.state,
    zipcode: shop.zipcode,
    logo: shop.logo,
    distance_miles: from ? Math.round(distanceMiles(from, pointOf(shop)) * 100) / 100 : null,
    next_open: { delivery: nextOpen('delivery'), pickup: nextOpen('pickup') },
    delivery_estimate: shop.doesDelivery ? { min: shop.deliveryEstimateMin, max: shop.deliveryEstimateMax } : null,
    pickup_estimate: shop.doesPickup ? { min: shop.pickupEstimateMin, max: shop.pickupEstimateMax } : null,
    lifecycle: shop.lifecycle,
    chain: shop.chain ?? null,
    rating: shop.rating,
    ratings_count: shop.ratingsCount,
    should_display_rating: shop.rating > 0 && shop.ratingsCount >= 5,
    discount_percent: shop.discountPercent,
    delivery_fee_type: shop.deliveryFeeType,
    does_delivery: shop.doesDelivery,
    does_pickup: shop.doesPickup,
    does_scheduled_orders: shop.doesScheduledOrders,
    timezone_identifier: shop.timezone,
  };
}

const openFor = (r: SearchResult, mode: OpenFor) =>
  mode === 'either' ? r.is_open_for_delivery || r.is_open_for_pickup : mode === 'delivery' ? r.is_open_for_delivery : r.is_open_for_pickup;
const first =
  (test: (r: SearchResult) => boolean): Compare =>
  (a, b) =>
    Number(test(b)) - Number(test(a));
const inOrder = (compares: Compare[]) => (a: SearchResult, b: SearchResult) => {
  for (const compare of compares) {
    const order = compare(a, b);
    if (order !== 0) return order;
  }
  return 0;
};

export type FullScanSearch = {
  orderType: OpenFor;
  address: string;
  placeId?: string;
  sort: (typeof searchSorts)[number];
  includeUnacquired: boolean;
};

/** GET v3/shops/search's body, or null where it answers 422 (no such place). */
export function fullScanSearch(shops: ShopRecord[], query: FullScanSearch, now: Date): SearchResponse | null {
  const place = (query.placeId ? decodePlaceId(query.placeId) : null) ?? geocode(query.address);
  if (!place) return null;
  return {
    data: fullScanSearchAt(shops, { lat: place.lat, lng: place.lng }, query, now),
    meta: { sort_types: [...searchSorts], supported_sort_types: [...searchSorts] },
  };
}

/** The search's rows from a point. */
export function fullScanSearchAt(
  shops: ShopRecord[],
  point: LatLng,
  query: Omit<FullScanSearch, 'address' | 'placeId'>,
  now: Date,
): SearchResult[] {
  const found = shops.filter((shop) => {
    const nearby = distanceMiles(point, pointOf(shop)) <= radiusMiles;
    if (!shop.acquired) return query.includeUnacquired && nearby;
    const pickup = shop.doesPickup && nearby;
    if (query.orderType === 'delivery') return deliversTo(shop, point);
    if (query.orderType === 'pickup') return pickup;
    return deliversTo(shop, point) || pickup;
  });
  const byDistance: Compare = (a, b) => (a.distance_miles ?? 0) - (b.distance_miles ?? 0) || a.shop_id - b.shop_id;
  const open = first((r) => openFor(r, query.orderType));
  const compares: Record<FullScanSearch['sort'], Compare[]> = {
    recommended: [first((r) => r.is_acquired && !r.suspended), open, byDistance],
    acquired: [first((r) => r.is_acquired), byDistance],
    // issue 32 item 7: taking orders now first, then the listed shops closed now
    is_open: [
      first((r) => r.is_acquired && !r.suspended && openFor(r, query.orderType)),
      first((r) => r.is_acquired && !r.suspended),
      byDistance,
    ],
    nearby: [byDistance],
  };
  return found
    .map((shop) => row(shop, now, point))
    .sort(inOrder(compares[query.sort]))
    .slice(0, 50);
}

const cityKey = (city: string) =>
  city
    .trim()
    .toLowerCase()
    .replace(/[\s_-]+/g, ' ');

function matches(shop: ShopRecord, filter: DiscoverFilter): boolean {
  switch (filter.filter_type) {
    case 'cities_and_states':
      return filter.locations.some((l) => cityKey(l.city) === cityKey(shop.city) && l.state.trim().toUpperCase() === shop.state);
    case 'is_acquired':
      return shop.acquired === filter.value;
    case 'delivers_to':
      return deliversTo(shop, { lat: filter.latitude, lng: filter.longitude });
    case 'within_radius':
      return distanceMiles({ lat: filter.latitude, lng: filter.longitude }, pointOf(shop)) <= filter.radius;
  }
}

function discoverCompares(type: DiscoverSortType, mode: OpenFor): Compare[] {
  const open = first((r) => openFor(r, mode));
  const byDistance: Compare = (a, b) => {
    if (a.distance_miles === null || b.distance_miles === null)
      return Number(a.distance_miles === null) - Number(b.distance_miles === null);
    return a.distance_miles - b.distance_miles;
  };
  const byOverall: Compare = (a, b) =>
    Number(b.should_display_rating) - Number(a.should_display_rating) || b.rating - a.rating || b.ratings_count - a.ratings_count;
  const listed = first((r) => r.is_acquired && !r.suspended);
  return {
    recommended: [listed, open, byDistance, byOverall],
    acquired: [first((r) => r.is_acquired), byDistance],
    is_open: [first((r) => r.is_acquired && !r.suspended && openFor(r, mode)), listed, byDistance],
    nearby: [byDistance],
    ovr: [listed, byOverall],
  }[type];
}

/** POST search/v1/discover/shops's body for a request already read by its schema. */
export function fullScanDiscover(shops: ShopRecord[], request: DiscoverRequest, now: Date): DiscoverResponse {
  const sortPoint = request.sorts.find((s) => s.latitude !== undefined && s.longitude !== undefined);
  const { latitude, longitude } = sortPoint ?? request.user_context;
  const from = latitude !== undefined && longitude !== undefined ? { lat: latitude, lng: longitude } : null;
  const found = shops.filter((shop) => request.filters.every((filter) => matches(shop, filter)));
  const sorts = request.sorts.length ? request.sorts : [{ sort_type: 'recommended' as const }];
  const order = [
    ...sorts.flatMap((s) => discoverCompares(s.sort_type, s.is_open_for ?? 'either')),
    (a: SearchResult, b: SearchResult) => a.shop_id - b.shop_id,
  ];
  const sorted = found.map((shop) => row(shop, now, from)).sort(inOrder(order));
  const { from: offset, size } = request.pagination;
  return {
    data: sorted.slice(offset, offset + size),
    meta: { total: sorted.length, from: offset, size, supported_sort_types: [...searchSorts] },
  };
}
