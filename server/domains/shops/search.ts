import { searchResponse, type SearchResult } from '../../contract/shops';
import type { Database } from '../../db/database';
import { ApiError } from '../api-error';
import { decodePlaceId, geocode } from '../location/geocoder';
import { distanceMiles, type LatLng } from '../location/geometry';
import { derivedFrom } from './derived-from-candidates';
import type { EncodedText } from './encoded-text';
import { keptBody } from './kept-bodies';
import { radiusBox } from './prune';
import { listShopsWhere, type LoadShops, type ShopPrune, type ShopRecord } from './repository';
import { resultRows, resultsOf, sortedRows, type ResultRow } from './result-rows';
import { bodyWithRows } from './search-result-json';
import { deliversTo, searchRadiusMiles, shopPoint, sortTypes, type SearchOrderType, type SortType } from './service';

/** GET v3/shops/search: placeId (from the place predictions) wins over the address text when it is one of ours. */
export type SearchQuery = { orderType: SearchOrderType; address: string; placeId?: string; sort: SortType; includeUnacquired: boolean };
type SearchFrom = Omit<SearchQuery, 'address' | 'placeId'>;

const searchMeta = searchResponse.shape.meta.parse({ sort_types: sortTypes, supported_sort_types: sortTypes });

/** Whether a listed shop belongs in a search from a point for an order type. */
export function matchesSearch(shop: ShopRecord, point: LatLng, orderType: SearchOrderType): boolean {
  const nearby = distanceMiles(point, shopPoint(shop)) <= searchRadiusMiles;
  const pickup = shop.doesPickup && nearby;
  if (orderType === 'delivery') return deliversTo(shop, point);
  if (orderType === 'pickup') return pickup;
  return deliversTo(shop, point) || pickup;
}

function placeOf(query: SearchQuery): LatLng {
  const place = (query.placeId ? decodePlaceId(query.placeId) : null) ?? geocode(query.address);
  if (!place) throw new ApiError(422, { code: 'location_not_found', message: 'Unable to find location.', field: 'filter[address]' });
  return { lat: place.lat, lng: place.lng };
}

/**
 * What a search from a point finds: the database prunes by location (shops within the radius's bounding box,
 * zones whose bounding box holds the point; both indexed), and the exact tests run on those candidates only;
 * their answer is kept with the candidates, for the next search from the same place while the catalog stands.
 */
async function foundAt(db: Database, point: LatLng, query: SearchFrom, load: LoadShops) {
  const near = { within: radiusBox(point, searchRadiusMiles) };
  const inZone = { zoneHolds: point };
  // unacquired shops are found by the radius alone; acquired ones by the order type's test
  const prune: ShopPrune = {
    anyOf: query.orderType === 'delivery' && !query.includeUnacquired ? [inZone] : query.orderType === 'pickup' ? [near] : [near, inZone],
  };
  const candidates = await load(db, prune);
  const shops = derivedFrom(candidates, `search ${query.orderType} ${query.includeUnacquired} ${point.lat} ${point.lng}`, () =>
    candidates.filter((shop) => {
      if (!shop.acquired) return query.includeUnacquired && distanceMiles(point, shopPoint(shop)) <= searchRadiusMiles;
      return matchesSearch(shop, point, query.orderType);
    }),
  );
  return { candidates, shops };
}

/** The found shops' rows at `now`, sorted, the first 50. */
const firstRows = (shops: readonly ShopRecord[], point: LatLng, query: SearchFrom, now: Date): ResultRow[] =>
  sortedRows(resultRows(shops, now, point), query.sort, query.orderType).slice(0, 50);

/** The search's body as JSON text, kept while it holds (kept-bodies.ts). */
export async function searchBody(db: Database, query: SearchQuery, now: Date): Promise<EncodedText> {
  const point = placeOf(query);
  const { candidates, shops } = await foundAt(db, point, query, listShopsWhere);
  const key = `search ${query.orderType} ${query.includeUnacquired} ${query.sort} ${point.lat} ${point.lng}`;
  return keptBody(db, candidates, key, now, () => ({
    shops,
    text: bodyWithRows(firstRows(shops, point, query, now), { meta: searchMeta }),
  }));
}

/** The search's results from a point, made afresh (the tests compare them with the full scan's). */
export async function searchShopsAt(
  db: Database,
  point: LatLng,
  query: SearchFrom,
  now: Date,
  load: LoadShops = listShopsWhere,
): Promise<SearchResult[]> {
  const { shops } = await foundAt(db, point, query, load);
  return resultsOf(firstRows(shops, point, query, now));
}
