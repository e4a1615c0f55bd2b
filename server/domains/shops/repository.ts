import { and, eq, getTableColumns, inArray, or, sql, type SQL } from 'drizzle-orm';
import type { Database } from '../../db/database';
import * as schema from '../../db/schema';
import type { Opening, Pausing } from '../schedule/service';
import { isDbId, sqlSafe } from '../api-error';
import { catalogVersion } from './catalog-version';
import { hotRows } from './hot-rows';
import { keptWhileVersion } from './kept-while-version';

/** A shop as the services see it: the database's own pruning column (zone_box) stays in the database. */
export type ShopRow = Omit<typeof schema.shops.$inferSelect, 'zoneBox'>;
const { zoneBox: _zoneBox, ...shopColumns } = getTableColumns(schema.shops);
export type ModeHours = { openings: Opening[]; pausings: Pausing[] };
export type ShopRecord = ShopRow & { hours: { delivery: ModeHours; pickup: ModeHours } };

type HoursJson = {
  openings: { shipping_type: 'delivery' | 'pickup'; day_of_week: number; open: string; close: string }[] | null;
  pausings: { shipping_type: 'delivery' | 'pickup'; start: string; end: string }[] | null;
};

function shopsQuery(db: Database, where: SQL | undefined) {
  return db
    .select({
      shop: shopColumns,
      openings: sql<HoursJson['openings']>`(
        select json_agg(json_build_object('shipping_type', o.shipping_type, 'day_of_week', o.day_of_week, 'open', o.open, 'close', o.close)
          order by o.day_of_week, o.open)
        from shop_openings o where o.shop_id = "shops"."id")`,
      pausings: sql<HoursJson['pausings']>`(
        select json_agg(json_build_object('shipping_type', p.shipping_type, 'start', p.starts_at, 'end', p.ends_at) order by p.starts_at)
        from shop_pausings p where p.shop_id = "shops"."id")`,
    })
    .from(schema.shops)
    .where(where);
}

/** Shops with their openings and pausings gathered in the same query (one round trip, one row per shop). */
async function selectShops(db: Database, where: SQL | undefined): Promise<ShopRecord[]> {
  const rows = await shopsQuery(db, where);
  return rows.map(({ shop, openings, pausings }) => {
    const hours = { delivery: { openings: [], pausings: [] } as ModeHours, pickup: { openings: [], pausings: [] } as ModeHours };
    for (const o of openings ?? []) hours[o.shipping_type].openings.push({ day_of_week: o.day_of_week, open: o.open, close: o.close });
    for (const p of pausings ?? []) hours[p.shipping_type].pausings.push({ start: new Date(p.start), end: new Date(p.end) });
    return { ...shop, hours };
  });
}

export async function findShopById(db: Database, id: number): Promise<ShopRecord | null> {
  if (!isDbId(id)) return null;
  return findOne(db, eq(schema.shops.id, id));
}

export async function findShopBySlug(db: Database, webSlug: string): Promise<ShopRecord | null> {
  // no stored slug holds a NUL, so one that does names no shop (rather than the slug without it)
  if (webSlug.includes('\u0000')) return null;
  return findOne(db, eq(schema.shops.webSlug, sqlSafe(webSlug.toLowerCase())));
}

/** One shop by a unique key: its id and the catalog version in one query, the record from memory. */
async function findOne(db: Database, where: SQL): Promise<ShopRecord | null> {
  const [{ version, id }] = await hotRows<{ version: number; id: number | null }>(
    db,
    sql`select
    (select version from catalog_version where id = 1)::float8 as version,
    (select id from shops where ${where}) as id`,
  );
  if (id === null) return null;
  return (await recordsOf(db, [id], version))[0] ?? null;
}

const listed = inArray(schema.shops.lifecycle, ['live', 'onboarding', 'suspension']);

/** Every listed shop (browse's counts); searches go through listShopsWhere and its pruning. */
export async function listShops(db: Database): Promise<ShopRecord[]> {
  return selectShops(db, listed);
}

/** Degrees; west/east are longitudes, south/north latitudes. */
export type GeoBox = { south: number; west: number; north: number; east: number };
export type GeoPoint = { lat: number; lng: number };

/**
 * What the database may prune listed shops by: a superset of an exact test the service runs afterwards.
 * The groups hold together (AND); inside `anyOf`, one alternative is enough (OR).
 */
export type ShopPrune = {
  /** alternatives: the shop stands in one of these boxes, or its zone's bounding box holds the point */
  anyOf?: ({ within: GeoBox } | { zoneHolds: GeoPoint })[];
  /** the shop stands in this box (GiST shops_location_idx) */
  within?: GeoBox[];
  /** its delivery zone's bounding box holds this point (GiST shops_zone_box_idx) */
  zoneHolds?: GeoPoint[];
  /** one of these states, exactly */
  states?: string[];
  acquired?: boolean;
};

const pointSql = (p: GeoPoint) => sql`point(${p.lng}::float8, ${p.lat}::float8)`;
// the same expression as the index shops_location_idx, so the planner can use it
const withinSql = (b: GeoBox) =>
  sql`point(${schema.shops.lon}, ${schema.shops.lat}) <@ box(point(${b.west}::float8, ${b.south}::float8), point(${b.east}::float8, ${b.north}::float8))`;
// box @> box is what GiST box_ops indexes (box @> point is not): the point as a box of no size
const zoneHoldsSql = (p: GeoPoint) => sql`${schema.shops.zoneBox} @> box(${pointSql(p)}, ${pointSql(p)})`;

/** The WHERE of a pruned listing; exported for the query-plan test. */
export function pruneWhere(prune: ShopPrune): SQL {
  const conditions: (SQL | undefined)[] = [listed];
  if (prune.anyOf)
    conditions.push(or(...prune.anyOf.map((alt) => ('within' in alt ? withinSql(alt.within) : zoneHoldsSql(alt.zoneHolds)))) ?? sql`false`);
  for (const b of prune.within ?? []) conditions.push(withinSql(b));
  for (const p of prune.zoneHolds ?? []) conditions.push(zoneHoldsSql(p));
  if (prune.states) conditions.push(prune.states.length ? inArray(schema.shops.state, prune.states) : sql`false`);
  if (prune.acquired !== undefined) conditions.push(eq(schema.shops.acquired, prune.acquired));
  return and(...conditions)!;
}

/**
 * Shop records kept in memory per database, read far more than written: valid while catalog_version (moved
 * by triggers on every write to shops, openings and pausings, from any process) has not moved.
 */
const records = keptWhileVersion<number, ShopRecord>();

/** The records of these ids from memory, the missing ones from the database; `version` is the catalog's now. */
async function recordsOf(db: Database, ids: number[], version: number): Promise<ShopRecord[]> {
  const byId = records.at(db, version);
  const missing = ids.filter((id) => !byId.has(id));
  // records read now are at least as new as `version`; a write after it moves the version and empties the cache
  if (missing.length) for (const shop of await selectShops(db, inArray(schema.shops.id, missing))) byId.set(shop.id, shop);
  return ids.flatMap((id) => byId.get(id) ?? []);
}

const candidatesQuery = (prune: ShopPrune) => sql`select
  (select version from catalog_version where id = 1)::float8 as version,
  coalesce((select array_agg(id order by id) from shops where ${pruneWhere(prune)}), '{}') as ids`;

/**
 * The candidates of each prune asked since the catalog last changed (searches come from ZIP and city centres,
 * so the same few thousand prunes recur); 20 000 prunes at most per database.
 */
const candidates = keptWhileVersion<string, readonly ShopRecord[]>(20_000);

/**
 * Listed shops the prune lets through: candidates for the caller's exact test, not its answer. One indexed
 * query gives their ids and the catalog version, the records come from memory, and the list is kept for the
 * next request with the same prune while the version stands: the same (frozen) array each time, so a caller
 * may keep what it derives from it (derived-from-candidates.ts). A kept list costs the version (known in the
 * process on PGlite, one small read on PostgreSQL); a prune not kept, the one query, as before.
 */
export async function listShopsWhere(db: Database, prune: ShopPrune): Promise<readonly ShopRecord[]> {
  const key = JSON.stringify(prune);
  const kept = candidates.latest(db, key);
  if (kept && kept.version === (await catalogVersion(db))) return kept.value;
  const [found] = await hotRows<{ version: number; ids: number[] }>(db, candidatesQuery(prune));
  const shops = Object.freeze(await recordsOf(db, found.ids, found.version));
  candidates.keep(db, found.version, key, shops);
  return shops;
}

/** Loads the candidates of a prune; the services take another (a full scan) in the tests that compare them. */
export type LoadShops = (db: Database, prune: ShopPrune) => Promise<readonly ShopRecord[]>;

/**
 * The plan of listShopsWhere's own query (EXPLAIN, one line a row); `seqscan: false` asks the planner to
 * show the index it would take on a catalog too small to bother (the seed's 60 shops); `analyze` runs it and
 * adds what each step did (EXPLAIN ANALYZE: rows, loops, time).
 */
export async function explainShopsWhere(
  db: Database,
  prune: ShopPrune,
  options: { seqscan?: boolean; analyze?: boolean } = {},
): Promise<string[]> {
  return db.transaction(async (tx) => {
    const t = tx as unknown as Database;
    if (options.seqscan === false) await t.execute(sql`set local enable_seqscan = off`);
    const explain = options.analyze ? sql`explain (analyze, buffers off) ` : sql`explain `;
    const result = (await t.execute(sql`${explain}${candidatesQuery(prune)}`)) as { rows: unknown[] };
    return (result.rows as { 'QUERY PLAN': string }[]).map((row) => row['QUERY PLAN']);
  });
}
