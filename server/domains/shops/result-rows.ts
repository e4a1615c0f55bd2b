import type { SearchResult } from '../../contract/shops';
import type { LatLng } from '../location/geometry';
import type { ShopRecord } from './repository';
import { isOpenFor, nextOpenings, resultOf, rowValues, type RowValues, type SearchOrderType, type SortType } from './service';

/**
 * A search or discover result as the sorts and the response need it: its record and the values of the
 * request (rowValues). The whole result is made only where asked for (resultOf); the routes send the row's
 * text from its record's (search-result-json.ts).
 */
export type ResultRow = { shop: ShopRecord; values: RowValues; now: Date };
export type CompareResults = (a: RowValues, b: RowValues) => number;

export function resultRows(shops: readonly ShopRecord[], now: Date, from: LatLng | null): ResultRow[] {
  return shops.map((shop) => ({ shop, values: rowValues(shop, now, from), now }));
}

export function resultsOf(rows: ResultRow[]): SearchResult[] {
  return rows.map((row) => resultOf(row.shop, row.values, nextOpenings(row.shop, row.now)));
}

/** Rows in the order of the comparisons, each breaking the previous one's ties (a new array). */
export function inOrder(rows: ResultRow[], compares: readonly CompareResults[]): ResultRow[] {
  return [...rows].sort((a, b) => {
    for (const compare of compares) {
      const order = compare(a.values, b.values);
      if (order !== 0) return order;
    }
    return 0;
  });
}

export const first =
  (test: (r: RowValues) => boolean): CompareResults =>
  (a, b) =>
    Number(test(b)) - Number(test(a));
export const listedFirst = first((r) => r.is_acquired && !r.suspended);
export const acquiredFirst = first((r) => r.is_acquired);
export const openFirst: Record<SearchOrderType, CompareResults> = {
  delivery: first((r) => isOpenFor(r, 'delivery')),
  pickup: first((r) => isOpenFor(r, 'pickup')),
  either: first((r) => isOpenFor(r, 'either')),
};
/** Taking orders now: listed and open for the mode (a shop not on Crust may be open by its hours, but takes no order here). */
const orderable = (mode: SearchOrderType) => first((r) => r.is_acquired && !r.suspended && isOpenFor(r, mode));
/** "Open now first": the shops taking orders now, then the listed ones closed now (order ahead or later), then the rest. */
export const orderableFirst: Record<SearchOrderType, CompareResults[]> = {
  delivery: [orderable('delivery'), listedFirst],
  pickup: [orderable('pickup'), listedFirst],
  either: [orderable('either'), listedFirst],
};
/** search's distance order: unknown distances as 0, then the shop id */
const byDistance: CompareResults = (a, b) => (a.distance_miles ?? 0) - (b.distance_miles ?? 0) || a.shop_id - b.shop_id;

function searchCompares(sort: SortType, orderType: SearchOrderType): CompareResults[] {
  switch (sort) {
    case 'recommended':
      return [listedFirst, openFirst[orderType], byDistance];
    case 'acquired':
      return [acquiredFirst, byDistance];
    case 'is_open':
      return [...orderableFirst[orderType], byDistance];
    case 'nearby':
      return [byDistance];
  }
}
const searchOrders = new Map<string, CompareResults[]>();

/** Search's sorts: recommended (listed shops first, then open ones, then nearest), acquired, is_open (taking orders now first), nearby. */
export function sortedRows(rows: ResultRow[], sort: SortType, orderType: SearchOrderType): ResultRow[] {
  const key = `${sort} ${orderType}`;
  let compares = searchOrders.get(key);
  if (!compares) {
    compares = searchCompares(sort, orderType);
    searchOrders.set(key, compares);
  }
  return inOrder(rows, compares);
}
