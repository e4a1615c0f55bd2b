import { eq, inArray, sql, type SQL } from 'drizzle-orm';
import type { Database } from '../../db/database';
import * as schema from '../../db/schema';
import type { Opening, Pausing } from '../schedule/service';
import { isDbId, sqlSafe } from '../api-error';

export type ShopRow = typeof schema.shops.$inferSelect;
export type ModeHours = { openings: Opening[]; pausings: Pausing[] };
export type ShopRecord = ShopRow & { hours: { delivery: ModeHours; pickup: ModeHours } };

type HoursJson = {
  openings: { shipping_type: 'delivery' | 'pickup'; day_of_week: number; open: string; close: string }[] | null;
  pausings: { shipping_type: 'delivery' | 'pickup'; start: string; end: string }[] | null;
};

/** Shops with their openings and pausings gathered in the same query (one round trip, one row per shop). */
async function selectShops(db: Database, where: SQL | undefined): Promise<ShopRecord[]> {
  const rows = await db
    .select({
      shop: schema.shops,
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
  return rows.map(({ shop, openings, pausings }) => {
    const hours = { delivery: { openings: [], pausings: [] } as ModeHours, pickup: { openings: [], pausings: [] } as ModeHours };
    for (const o of openings ?? []) hours[o.shipping_type].openings.push({ day_of_week: o.day_of_week, open: o.open, close: o.close });
    for (const p of pausings ?? []) hours[p.shipping_type].pausings.push({ start: new Date(p.start), end: new Date(p.end) });
    return { ...shop, hours };
  });
}

export async function findShopById(db: Database, id: number): Promise<ShopRecord | null> {
  if (!isDbId(id)) return null;
  return (await selectShops(db, eq(schema.shops.id, id)))[0] ?? null;
}

export async function findShopBySlug(db: Database, webSlug: string): Promise<ShopRecord | null> {
  // no stored slug holds a NUL, so one that does names no shop (rather than the slug without it)
  if (webSlug.includes('\u0000')) return null;
  return (await selectShops(db, eq(schema.shops.webSlug, sqlSafe(webSlug.toLowerCase()))))[0] ?? null;
}

/** Every listed shop; the catalog is small enough to filter by distance in memory. */
export async function listShops(db: Database): Promise<ShopRecord[]> {
  return selectShops(db, inArray(schema.shops.lifecycle, ['live', 'onboarding', 'suspension']));
}
