import type { DiscoverFilter, DiscoverRequest, DiscoverResponse, DiscoverSortType } from '../../contract/discover';
import type { SearchResult } from '../../contract/shops';
import type { Database } from '../../db/database';
import { distanceMiles, type LatLng } from '../location/geometry';
import { radiusBox } from './prune';
import { listShopsWhere, type LoadShops, type ShopPrune, type ShopRecord } from './repository';
import { deliversTo, isOpenFor, shopPoint, sortTypes, toSearchResult, type SearchOrderType } from './service';

export const discoverPageSize = 50;
/** The home page's "top pizzerias" strip: acquired shops of the browse cities by overall rating. */
export const homeDiscoverSize = 13;

type Compare = (a: SearchResult, b: SearchResult) => number;

/** 'new_york', 'New York' and 'new-york' are one city; states compare upper-cased. */
export const cityKey = (city: string) => city.trim().toLowerCase().replace(/[\s_-]+/g, ' ');

function matchesFilter(shop: ShopRecord, filter: DiscoverFilter): boolean {
  switch (filter.filter_type) {
    case 'cities_and_states':
      return filter.locations.some((l) => cityKey(l.city) === cityKey(shop.city) && l.state.trim().toUpperCase() === shop.state);
    case 'is_acquired':
      return shop.acquired === filter.value;
    case 'delivers_to':
      return deliversTo(shop, { lat: filter.latitude, lng: filter.longitude });
    case 'within_radius':
      return distanceMiles({ lat: filter.latitude, lng: filter.longitude }, shopPoint(shop)) <= filter.radius;
  }
}

/**
 * What the database can prune by for these filters: each filter's indexed superset (zone bounding box, the
 * radius's bounding box, the states named, the acquired flag). matchesFilter still decides every candidate.
 */
export function discoverPrune(filters: DiscoverFilter[]): ShopPrune {
  const prune: ShopPrune = { within: [], zoneHolds: [] };
  for (const filter of filters) {
    switch (filter.filter_type) {
      case 'cities_and_states':
        prune.states ??= filter.locations.map((l) => l.state.trim().toUpperCase());
        break;
      case 'is_acquired':
        prune.acquired ??= filter.value;
        break;
      case 'delivers_to':
        prune.zoneHolds!.push({ lat: filter.latitude, lng: filter.longitude });
        break;
      case 'within_radius':
        prune.within!.push(radiusBox({ lat: filter.latitude, lng: filter.longitude }, filter.radius));
        break;
    }
  }
  return prune;
}

const first = (test: (r: SearchResult) => boolean): Compare => (a, b) => Number(test(b)) - Number(test(a));
/** unknown distances (no point to measure from) tie with each other and go after known ones */
const byDistance: Compare = (a, b) => {
  if (a.distance_miles === null || b.distance_miles === null) return Number(a.distance_miles === null) - Number(b.distance_miles === null);
  return a.distance_miles - b.distance_miles;
};
/** Overall rating: shops whose rating may be shown first, then by rating and by how many rated it. */
const byOverall: Compare = (a, b) =>
  Number(b.should_display_rating) - Number(a.should_display_rating) || b.rating - a.rating || b.ratings_count - a.ratings_count;

function comparators(type: DiscoverSortType, openFor: SearchOrderType): Compare[] {
  const open = first((r) => isOpenFor(r, openFor));
  switch (type) {
    case 'recommended':
      return [first((r) => r.is_acquired && !r.suspended), open, byDistance, byOverall];
    case 'acquired':
      return [first((r) => r.is_acquired), byDistance];
    case 'is_open':
      return [open, byDistance];
    case 'nearby':
      return [byDistance];
    case 'ovr':
      return [first((r) => r.is_acquired && !r.suspended), byOverall];
  }
}

/**
 * POST /services/search/v1/discover/shops: every filter must hold; sorts apply in order, each breaking the
 * previous one's ties, and the shop id settles the rest so pages never overlap. Distances are measured from
 * the first sort that names a point, else from the user context; without a point they are null.
 */
export async function discoverShops(db: Database, request: DiscoverRequest, now: Date, load: LoadShops = listShopsWhere): Promise<DiscoverResponse> {
  const sortPoint = request.sorts.find((s) => s.latitude !== undefined && s.longitude !== undefined);
  const { latitude, longitude } = sortPoint ?? request.user_context;
  const from: LatLng | null = latitude !== undefined && longitude !== undefined ? { lat: latitude, lng: longitude } : null;

  const shops = (await load(db, discoverPrune(request.filters))).filter((shop) => request.filters.every((filter) => matchesFilter(shop, filter)));
  const results = shops.map((shop) => toSearchResult(shop, now, from));
  const sorts = request.sorts.length ? request.sorts : [{ sort_type: 'recommended' as const }];
  const order = [...sorts.flatMap((s) => comparators(s.sort_type, s.is_open_for ?? 'either')), (a: SearchResult, b: SearchResult) => a.shop_id - b.shop_id];
  const sorted = results.sort((a, b) => {
    for (const compare of order) {
      const result = compare(a, b);
      if (result !== 0) return result;
    }
    return 0;
  });
  const { from: offset, size } = request.pagination;
  return {
    data: sorted.slice(offset, offset + size),
    meta: { total: sorted.length, from: offset, size, supported_sort_types: [...sortTypes] },
  };
}
