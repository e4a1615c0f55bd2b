import {
  discoverResponse,
  type DiscoverFilter,
  type DiscoverRequest,
  type DiscoverResponse,
  type DiscoverSortType,
} from '../../contract/discover';
import type { Database } from '../../db/database';
import { sqlSafe } from '../api-error';
import { distanceMiles, type LatLng } from '../location/geometry';
import { derivedFrom } from './derived-from-candidates';
import type { EncodedText } from './encoded-text';
import { keptBody } from './kept-bodies';
import { radiusBox } from './prune';
import { listShopsWhere, type LoadShops, type ShopPrune, type ShopRecord } from './repository';
import {
  acquiredFirst,
  inOrder,
  listedFirst,
  openFirst,
  orderableFirst,
  resultRows,
  resultsOf,
  type CompareResults,
  type ResultRow,
} from './result-rows';
import { bodyWithRows } from './search-result-json';
import { deliversTo, shopPoint, sortTypes, type SearchOrderType } from './service';

export const discoverPageSize = 50;
/** The home page's "top pizzerias" strip: acquired shops of the browse cities by overall rating. */
export const homeDiscoverSize = 13;

type Compare = CompareResults;

/** 'new_york', 'New York' and 'new-york' are one city; states compare upper-cased. */
export const cityKey = (city: string) =>
  city
    .trim()
    .toLowerCase()
    .replace(/[\s_-]+/g, ' ');

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
        // PostgreSQL text cannot hold NUL; the wider set is only a prune, matchesFilter still refuses 'N\0Y'
        prune.states ??= filter.locations.map((l) => sqlSafe(l.state).trim().toUpperCase());
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

/** unknown distances (no point to measure from) tie with each other and go after known ones */
const byDistance: Compare = (a, b) => {
  if (a.distance_miles === null || b.distance_miles === null) return Number(a.distance_miles === null) - Number(b.distance_miles === null);
  return a.distance_miles - b.distance_miles;
};
/** Overall rating: shops whose rating may be shown first, then by rating and by how many rated it. */
const byOverall: Compare = (a, b) =>
  Number(b.should_display_rating) - Number(a.should_display_rating) || b.rating - a.rating || b.ratings_count - a.ratings_count;

function comparators(type: DiscoverSortType, openFor: SearchOrderType): Compare[] {
  switch (type) {
    case 'recommended':
      return [listedFirst, openFirst[openFor], byDistance, byOverall];
    case 'acquired':
      return [acquiredFirst, byDistance];
    case 'is_open':
      return [...orderableFirst[openFor], byDistance];
    case 'nearby':
      return [byDistance];
    case 'ovr':
      return [listedFirst, byOverall];
  }
}
const byShopId: Compare = (a, b) => a.shop_id - b.shop_id;

/** The point distances are measured from: the first sort that names one, else the user context; else none. */
function distancesFrom(request: DiscoverRequest): LatLng | null {
  const sortPoint = request.sorts.find((s) => s.latitude !== undefined && s.longitude !== undefined);
  const { latitude, longitude } = sortPoint ?? request.user_context;
  return latitude !== undefined && longitude !== undefined ? { lat: latitude, lng: longitude } : null;
}

/**
 * The shops every filter lets through: the database prunes by the filters' indexed supersets, the filters
 * run on those candidates only, and their answer is kept with the candidates (the next request with the same
 * filters, while the catalog stands, tests nothing again).
 */
async function discovered(db: Database, filters: DiscoverFilter[], load: LoadShops) {
  const candidates = await load(db, discoverPrune(filters));
  const shops = derivedFrom(candidates, JSON.stringify(filters), () =>
    candidates.filter((shop) => filters.every((filter) => matchesFilter(shop, filter))),
  );
  return { candidates, shops };
}

/**
 * POST /services/search/v1/discover/shops's page: sorts apply in order, each breaking the previous one's
 * ties, and the shop id settles the rest so pages never overlap; rows are made at `now`.
 */
function page(shops: readonly ShopRecord[], request: DiscoverRequest, now: Date): { rows: ResultRow[]; meta: DiscoverResponse['meta'] } {
  const sorts = request.sorts.length ? request.sorts : [{ sort_type: 'recommended' as const }];
  const sorted = inOrder(resultRows(shops, now, distancesFrom(request)), [
    ...sorts.flatMap((s) => comparators(s.sort_type, s.is_open_for ?? 'either')),
    byShopId,
  ]);
  const { from: offset, size } = request.pagination;
  return {
    rows: sorted.slice(offset, offset + size),
    meta: { total: sorted.length, from: offset, size, supported_sort_types: [...sortTypes] },
  };
}

/** The discover body as JSON text, kept while it holds (kept-bodies.ts). */
export async function discoverBody(db: Database, request: DiscoverRequest, now: Date): Promise<EncodedText> {
  const { candidates, shops } = await discovered(db, request.filters, listShopsWhere);
  return keptBody(db, candidates, `discover ${JSON.stringify(request)}`, now, () => {
    const { rows, meta } = page(shops, request, now);
    return { shops, text: bodyWithRows(rows, { meta: discoverResponse.shape.meta.parse(meta) }) };
  });
}

/** The discover answer made afresh, as the contract's body (the tests compare it with the full scan's). */
export async function discoverShops(
  db: Database,
  request: DiscoverRequest,
  now: Date,
  load: LoadShops = listShopsWhere,
): Promise<DiscoverResponse> {
  const { rows, meta } = page((await discovered(db, request.filters, load)).shops, request, now);
  return { data: resultsOf(rows), meta };
}
