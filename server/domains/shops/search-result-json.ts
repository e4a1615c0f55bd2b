import { searchResult } from '../../contract/shops';
import type { ShopRecord } from './repository';
import type { ResultRow } from './result-rows';
import { nextOpenings, resultOf } from './service';

/**
 * Search and discover rows as JSON text, for the routes to send as it is. A row is its shop's record
 * (unchanged while the catalog stands) plus five values of the request: the two open flags, is_paused, the
 * distance and the next openings. So each record's row is checked against the contract and serialized once,
 * cut where those five go, and a request only fills them in: the same bytes as the contract's check and JSON.stringify of
 * the whole body (search-equivalence.test.ts compares them), for a tenth of their cost.
 */
const varying = ['is_open_for_delivery', 'is_open_for_pickup', 'is_paused', 'distance_miles', 'next_open'] as const;
/** text no record holds (PostgreSQL's text cannot hold NUL), and how JSON.stringify writes it */
const marks = varying.map((key) => `\u0000${key}\u0000`);
const markTexts = marks.map((mark) => JSON.stringify(mark));

/** per record: its row's text cut at the five marks (records are replaced, not changed, when the catalog moves) */
const piecesOf = new WeakMap<ShopRecord, string[]>();

function pieces({ shop, values, now }: ResultRow): string[] {
  let kept = piecesOf.get(shop);
  if (kept) return kept;
  const result = searchResult.parse(resultOf(shop, values, nextOpenings(shop, now)));
  const marked = JSON.stringify({ ...result, ...Object.fromEntries(varying.map((key, i) => [key, marks[i]])) });
  kept = [];
  let from = 0;
  for (const text of markTexts) {
    const at = marked.indexOf(text, from);
    kept.push(marked.slice(from, at));
    from = at + text.length;
  }
  kept.push(marked.slice(from));
  piecesOf.set(shop, kept);
  return kept;
}

/** One row's JSON, from its record's pieces. */
export function resultJson(row: ResultRow): string {
  const [beforeDelivery, beforePickup, beforePaused, beforeDistance, beforeNextOpen, rest] = pieces(row);
  const r = row.values;
  return (
    beforeDelivery +
    r.is_open_for_delivery +
    beforePickup +
    r.is_open_for_pickup +
    beforePaused +
    r.is_paused +
    beforeDistance +
    JSON.stringify(r.distance_miles) +
    beforeNextOpen +
    JSON.stringify(nextOpenings(row.shop, row.now)) +
    rest
  );
}

/** `{"data":[rows…],…rest}`: the rows' text, then the rest of the body (checked by the caller) as JSON.stringify writes it. */
export function bodyWithRows(rows: ResultRow[], rest: Record<string, unknown>): string {
  const after = JSON.stringify(rest);
  return `{"data":[${rows.map(resultJson).join(',')}]${after === '{}' ? '' : `,${after.slice(1, -1)}`}}`;
}
