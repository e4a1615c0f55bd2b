import zipcodes from 'zipcodes';
import { count, getTableColumns, gte, sql } from 'drizzle-orm';
import type { PgTable } from 'drizzle-orm/pg-core';
import type { Database } from '../db/database';
import * as schema from '../db/schema';
import { circlePolygon, offsetMiles } from '../domains/location/geometry';
import { stableUuid } from '../seed/catalog';
import { cities, type City } from '../seed/cities';
import { weeklyOpenings, type HoursKind } from '../seed/hours';
import { buildMenu, type MenuRows } from '../seed/menu';

/**
 * A generated national catalog for the bench: `size` shops placed around real US ZIP centroids (the
 * `zipcodes` gazetteer the geocoder uses: 42 555 US ZIPs, drawn uniformly, so shops are as dense as ZIPs are:
 * many in New York or Chicago, few in Wyoming), each with a delivery zone, weekly hours for both modes
 * and, for the acquired ones, a full menu from the seed's menu builder. Ids start at `firstNationalId`,
 * far above the demo seed's, so the demo shops and their routes stay as they are beside it.
 * Deterministic: the same size gives the same catalog.
 */
export const firstNationalId = 100_000;
/** share of acquired shops (with a menu); the rest are listed but not on the platform yet */
const acquiredShare = 0.15;

type ShopRow = typeof schema.shops.$inferInsert;
type OpeningRow = typeof schema.shopOpenings.$inferInsert;

/** the zone of most of a state; enough for hours to be evaluated somewhere plausible */
const stateZones: Record<string, string> = {
  CT: 'America/New_York',
  DE: 'America/New_York',
  DC: 'America/New_York',
  FL: 'America/New_York',
  GA: 'America/New_York',
  IN: 'America/Indiana/Indianapolis',
  KY: 'America/New_York',
  ME: 'America/New_York',
  MD: 'America/New_York',
  MA: 'America/New_York',
  MI: 'America/Detroit',
  NH: 'America/New_York',
  NJ: 'America/New_York',
  NY: 'America/New_York',
  NC: 'America/New_York',
  OH: 'America/New_York',
  PA: 'America/New_York',
  RI: 'America/New_York',
  SC: 'America/New_York',
  VT: 'America/New_York',
  VA: 'America/New_York',
  WV: 'America/New_York',
  AL: 'America/Chicago',
  AR: 'America/Chicago',
  IL: 'America/Chicago',
  IA: 'America/Chicago',
  KS: 'America/Chicago',
  LA: 'America/Chicago',
  MN: 'America/Chicago',
  MS: 'America/Chicago',
  MO: 'America/Chicago',
  NE: 'America/Chicago',
  ND: 'America/Chicago',
  OK: 'America/Chicago',
  SD: 'America/Chicago',
  TN: 'America/Chicago',
  TX: 'America/Chicago',
  WI: 'America/Chicago',
  AZ: 'America/Phoenix',
  CO: 'America/Denver',
  ID: 'America/Boise',
  MT: 'America/Denver',
  NM: 'America/Denver',
  UT: 'America/Denver',
  WY: 'America/Denver',
  CA: 'America/Los_Angeles',
  NV: 'America/Los_Angeles',
  OR: 'America/Los_Angeles',
  WA: 'America/Los_Angeles',
  AK: 'America/Anchorage',
  HI: 'Pacific/Honolulu',
};

const firstWords = [
  'Tony',
  'Sal',
  'Luigi',
  'Mario',
  'Nonna',
  'Vinny',
  'Joe',
  'Gino',
  'Rocco',
  'Angelo',
  'Carmine',
  'Frankie',
  'Paulie',
  'Sofia',
  'Rosa',
  'Enzo',
];
const secondWords = ['Pizza', 'Pizzeria', 'Slice House', 'Pies', 'Brick Oven', 'Pizza Kitchen', 'Pizza & Subs', 'Coal Oven'];
const streets = [
  'Main St',
  'Broadway',
  'Oak Ave',
  'Elm St',
  'Maple Ave',
  'Washington St',
  'Park Ave',
  '2nd St',
  'Lincoln Ave',
  'Market St',
];
const hoursKinds: HoursKind[] = ['always', 'lunchDinner', 'lunchDinner', 'dinner', 'lateNight', 'weekdays'];
const menuCities: City[] = [cities.new_york, cities.brooklyn, cities.philadelphia, cities.chicago];

/** A small seeded generator (the same catalog on every run). */
function generator(seed: number) {
  let state = seed >>> 0;
  const next = () => {
    state = (state * 1664525 + 1013904223) >>> 0;
    return state / 2 ** 32;
  };
  return {
    next,
    pick: <T>(items: readonly T[]): T => items[Math.floor(next() * items.length)],
    between: (a: number, b: number) => a + next() * (b - a),
  };
}

const slugify = (text: string) =>
  text
    .toLowerCase()
    .replace(/&/g, 'and')
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '');
const cityKey = (text: string) =>
  text
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '_')
    .replace(/^_|_$/g, '');

export type NationalCatalog = { shops: ShopRow[]; openings: OpeningRow[]; menus: MenuRows[] };

export function buildNationalCatalog(size: number): NationalCatalog {
  const rng = generator(20_000);
  const zips = Object.values(zipcodes.codes).filter((z) => z.country === 'US' && stateZones[z.state]);
  const catalog: NationalCatalog = { shops: [], openings: [], menus: [] };
  for (let i = 0; i < size; i += 1) {
    const id = firstNationalId + i;
    const zip = rng.pick(zips);
    const spot = offsetMiles({ lat: zip.latitude, lng: zip.longitude }, rng.between(-1, 1), rng.between(-1, 1));
    const name = `${rng.pick(firstWords)}'s ${rng.pick(secondWords)}`;
    const acquired = rng.next() < acquiredShare;
    const doesDelivery = rng.next() < 0.85;
    const doesPickup = !doesDelivery || rng.next() < 0.9;
    const suspended = acquired && rng.next() < 0.02;
    const feeKind = rng.pick(['free', 'flat', 'percent'] as const);
    const rated = rng.next() < 0.7;
    const street = `${1 + Math.floor(rng.next() * 2000)} ${rng.pick(streets)}`;
    catalog.shops.push({
      id,
      uuid: stableUuid(`national-shop:${id}`),
      webSlug: `${zip.state.toLowerCase()}/${cityKey(zip.city)}/${zip.zip}/${slugify(name)}-${id}`,
      name,
      acquired,
      suspended,
      lifecycle: suspended ? 'suspension' : acquired ? 'live' : 'onboarding',
      timezone: stateZones[zip.state],
      phone: `555-555-${String(id % 10_000).padStart(4, '0')}`,
      address: street,
      city: zip.city,
      state: zip.state,
      zipcode: zip.zip,
      lat: Math.round(spot.lat * 1e6) / 1e6,
      lon: Math.round(spot.lng * 1e6) / 1e6,
      photos: [],
      orderOptions: doesDelivery ? ['contactless_delivery', 'curbside_pickup'] : ['curbside_pickup'],
      doesDelivery,
      deliveryFeeType: feeKind,
      deliveryFee: feeKind === 'flat' ? 199 + 100 * Math.floor(rng.next() * 3) : feeKind === 'percent' ? 10 : 0,
      deliveryFeeFloor: feeKind === 'percent' ? 200 : null,
      deliveryFeeCeiling: feeKind === 'percent' ? 600 : null,
      deliveryEstimateMin: 30,
      deliveryEstimateMax: 50,
      deliveryZone: doesDelivery ? circlePolygon(spot, rng.between(1.5, 4)) : null,
      doesPickup,
      pickupEstimateMin: 15,
      pickupEstimateMax: 25,
      acceptsCash: true,
      acceptsCard: true,
      taxRate: 8,
      orderActionSchemaEnabled: acquired,
      cuisines: ['Pizza', 'Italian'],
      faq: [],
      rating: rated ? Math.round(rng.between(3, 5) * 10) / 10 : 0,
      ratingsCount: rated ? Math.floor(rng.between(1, 400)) : 0,
    });
    const hours = weeklyOpenings(rng.pick(hoursKinds));
    for (const mode of ['delivery', 'pickup'] as const) {
      if (mode === 'delivery' ? !doesDelivery : !doesPickup) continue;
      for (const o of hours)
        catalog.openings.push({ shopId: id, shippingType: mode, dayOfWeek: o.day_of_week, open: o.open, close: o.close });
    }
    if (acquired) catalog.menus.push(buildMenu(id, menuCities[i % menuCities.length], i));
  }
  return catalog;
}

/** Rows in slices that stay under PostgreSQL's 65 535 parameters a statement. */
async function insertAll(db: Database, table: Parameters<Database['insert']>[0], rows: object[]): Promise<void> {
  const columns = Object.keys(getTableColumns(table as PgTable)).length;
  const slice = Math.max(1, Math.floor(60_000 / columns));
  for (let start = 0; start < rows.length; start += slice) {
    await db.insert(table).values(rows.slice(start, start + slice) as never);
  }
}

/** How many national shops the database holds (0 when none were seeded). */
export async function nationalShopCount(db: Database): Promise<number> {
  const [row] = await db.select({ n: count() }).from(schema.shops).where(gte(schema.shops.id, firstNationalId));
  return row.n;
}

/** Adds the national catalog to a database that has the demo seed and no national shops yet. */
export async function seedNationalCatalog(db: Database, size: number): Promise<void> {
  const catalog = buildNationalCatalog(size);
  await db.transaction(async (tx) => {
    const t = tx as unknown as Database;
    await insertAll(t, schema.shops, catalog.shops);
    await insertAll(t, schema.shopOpenings, catalog.openings);
    await insertAll(
      t,
      schema.menuCategories,
      catalog.menus.flatMap((m) => m.categories),
    );
    await insertAll(
      t,
      schema.products,
      catalog.menus.flatMap((m) => m.products),
    );
    await insertAll(
      t,
      schema.productTypes,
      catalog.menus.flatMap((m) => m.productTypes),
    );
    await insertAll(
      t,
      schema.addOnCategories,
      catalog.menus.flatMap((m) => m.addOnCategories),
    );
    await insertAll(
      t,
      schema.productTypeAddOnCategories,
      catalog.menus.flatMap((m) => m.links),
    );
    await insertAll(
      t,
      schema.selections,
      catalog.menus.flatMap((m) => m.selections),
    );
  });
  // fresh statistics, so the planner sees the catalog's size
  await db.execute(sql`analyze`);
}
