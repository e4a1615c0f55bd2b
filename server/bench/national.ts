/**
 * Search at the scale of a national marketplace (issue 16): `npx tsx server/bench/national.ts`, part of
 * `npm run bench`. Opens the demo catalog plus a generated national one (BENCH_NATIONAL_SHOPS, 20 000 shops
 * over real US ZIP centroids, with zones, hours and menus; national-catalog.ts, national-database.ts) in
 * databases of its own — a PGlite folder and, when DATABASE_URL is set, the PostgreSQL database
 * BENCH_DATABASE (crust_bench) on that server — then runs the search, discover, shop and menu routes at
 * BENCH_NATIONAL_CONNECTIONS (50) beside a hello-world route in the same process and run, and prints the plans
 * of search's candidates query. Search and discover run from one place (Court St, Chicago), as a browser asks
 * (compressed), and from many places in turn (the NYC area's ZIPs, every US ZIP). BENCH_NATIONAL_DB=pglite or
 * postgres runs one database, BENCH_NATIONAL_ONLY (a pattern of route names) some routes.
 * Targets: search and discover p99 ≤ 50 ms; a menu GET ≥ 50 % of hello world's req/s.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { buildApp } from '../app';
import type { DatabaseHandle } from '../db/database';
import { explainShopsWhere, type ShopPrune } from '../domains/shops/repository';
import { radiusBox } from '../domains/shops/prune';
import { distanceMiles } from '../domains/location/geometry';
import { measure, type Result, type Route } from './autocannon';
import zipcodes from 'zipcodes';
import { firstNationalId } from './national-catalog';
import { openBenchPglite, openBenchPostgres } from './national-database';

const connections = Number(process.env.BENCH_NATIONAL_CONNECTIONS ?? 50);
const seconds = Number(process.env.BENCH_SECONDS ?? 5);
const searchTargetMs = 50;
const menuShareTarget = 0.5;
const helloPath = '/__bench/hello';

/** 123 Court St, Brooklyn, NY 11201, where the generated catalog is densest (and the demo's shops are) */
const brooklyn = { lat: 40.694, lng: -73.9903 };
const chicago = { lat: 41.8858, lng: -87.6181 };
const q = (params: Record<string, string>) => new URLSearchParams(params).toString();
const discoverPath = '/services/search/v1/discover/shops';
const discover = (name: string, body: unknown): Route => ({ name, path: discoverPath, method: 'POST', body: JSON.stringify(body) });
const searchPath = (orderType: string, address: string) =>
  `/services/core/api/v3/shops/search?${q({ 'filter[order_type]': orderType, 'filter[address]': address })}`;
const deliversToBody = (p: { lat: number; lng: number }) =>
  JSON.stringify({
    filters: [{ filter_type: 'delivers_to', latitude: p.lat, longitude: p.lng }],
    sorts: [{ sort_type: 'recommended' }],
    user_context: { latitude: p.lat, longitude: p.lng },
  });

/** Each ZIP within 25 miles of Court St, or every US ZIP of the gazetteer (42 555), in a fixed shuffled order. */
function zipsInTurn(near: boolean): { zip: string; lat: number; lng: number }[] {
  const us = Object.values(zipcodes.codes).filter((z) => z.country === 'US');
  const all = near ? us.filter((z) => distanceMiles(brooklyn, { lat: z.latitude, lng: z.longitude }) <= 25) : us;
  let state = 16;
  const random = () => {
    state = (state * 1664525 + 1013904223) >>> 0;
    return state / 2 ** 32;
  };
  return all.map((z) => ({ zip: z.zip, lat: z.latitude, lng: z.longitude, order: random() })).sort((a, b) => a.order - b.order);
}

/**
 * Searches from many places: the server keeps candidates per place while the catalog stands, so a route that
 * always asks from Court St measures that path; these ask from each place in turn, the metro area's (each ZIP
 * a few times in a run) and the whole country's (no place twice in a run: nothing kept helps).
 */
function manyPlaces(): Route[] {
  const nearby = zipsInTurn(true);
  const national = zipsInTurn(false);
  const searches = (zips: typeof nearby) => zips.map((z) => ({ path: searchPath('delivery', z.zip) }));
  const discovers = (zips: typeof nearby) => zips.map((z) => ({ path: discoverPath, method: 'POST' as const, body: deliversToBody(z) }));
  return [
    { name: `search delivery, ${nearby.length} NYC-area ZIPs in turn`, ...searches(nearby)[0], inTurn: searches(nearby) },
    { name: `search delivery, ${national.length} US ZIPs in turn`, ...searches(national)[0], inTurn: searches(national) },
    { name: `discover delivers_to, ${nearby.length} NYC-area ZIPs in turn`, ...discovers(nearby)[0], inTurn: discovers(nearby) },
    { name: `discover delivers_to, ${national.length} US ZIPs in turn`, ...discovers(national)[0], inTurn: discovers(national) },
  ];
}

function routes(shopSlug: string, menuShopId: number, menuEtag: string): (Route & { target?: 'search' | 'menu' })[] {
  return [
    { name: 'hello world (floor)', path: helloPath },
    {
      name: 'search delivery, Brooklyn',
      target: 'search',
      path: `/services/core/api/v3/shops/search?${q({ 'filter[order_type]': 'delivery', 'filter[address]': '123 Court St, Brooklyn, NY 11201' })}`,
    },
    {
      name: 'search either + unacquired, Chicago',
      target: 'search',
      path: `/services/core/api/v3/shops/search?${q({ 'filter[order_type]': 'either', 'filter[address]': 'Chicago, IL 60601', include_unacquired: 'true' })}`,
    },
    { name: 'discover delivers_to', path: discoverPath, method: 'POST', body: deliversToBody(brooklyn), target: 'search' },
    // as a browser asks: compressed (once per kept body, server/domains/shops/encoded-text.ts)
    {
      name: 'search delivery, Brooklyn, brotli (as a browser asks)',
      target: 'search',
      path: searchPath('delivery', '123 Court St, Brooklyn, NY 11201'),
      headers: { 'accept-encoding': 'gzip, deflate, br' },
    },
    {
      name: 'discover delivers_to, brotli (as a browser asks)',
      path: discoverPath,
      method: 'POST',
      body: deliversToBody(brooklyn),
      target: 'search',
      headers: { 'accept-encoding': 'gzip, deflate, br' },
    },
    {
      ...discover('discover within 10 mi', {
        filters: [{ filter_type: 'within_radius', latitude: chicago.lat, longitude: chicago.lng, radius: 10 }],
        sorts: [{ sort_type: 'nearby' }],
        user_context: { latitude: chicago.lat, longitude: chicago.lng },
      }),
      target: 'search',
    },
    {
      ...discover('discover home (cities, ovr 13)', {
        filters: [
          {
            filter_type: 'cities_and_states',
            locations: [
              { city: 'New York', state: 'NY' },
              { city: 'Brooklyn', state: 'NY' },
              { city: 'Philadelphia', state: 'PA' },
              { city: 'Chicago', state: 'IL' },
            ],
          },
          { filter_type: 'is_acquired', value: true },
        ],
        sorts: [{ sort_type: 'ovr' }],
        pagination: { from: 0, size: 13 },
      }),
      target: 'search',
    },
    ...manyPlaces(),
    { name: 'shop by slug', path: `/services/core/api/v1/shops/slug/${encodeURIComponent(shopSlug)}` },
    { name: 'nearby shops', path: `/services/core/api/v1/shops/slug/${encodeURIComponent(shopSlug)}/nearby_shops` },
    { name: 'menu', target: 'menu', path: `/services/core/api/v3/menus/${menuShopId}` },
    // as a browser asks: compressed (once per menu body, server/domains/menus/menu-body.ts)
    {
      name: 'menu, brotli (as a browser asks)',
      target: 'menu',
      path: `/services/core/api/v3/menus/${menuShopId}`,
      headers: { 'accept-encoding': 'gzip, deflate, br' },
    },
    // a client that holds the menu revalidates it: 304 without a body
    {
      name: 'menu, revalidated (304)',
      target: 'menu',
      path: `/services/core/api/v3/menus/${menuShopId}`,
      headers: { 'if-none-match': menuEtag },
    },
  ];
}

type Row = { route: string; result: Result; target?: string };

/**
 * A few requests one after another before a route is measured: they wait out what the previous route left
 * queued, and fill the shop records in memory, so the figures are the steady state.
 */
async function warm(address: string, route: Route): Promise<void> {
  for (let i = 0; i < 20; i += 1) {
    const response = await fetch(`${address}${route.path}`, {
      method: route.method ?? 'GET',
      body: route.body,
      headers: { ...(route.body ? { 'content-type': 'application/json' } : {}), ...route.headers },
    });
    const revalidated = response.status === 304 && route.headers?.['if-none-match'] !== undefined;
    if (!response.ok && !revalidated) throw new Error(`${route.name}: ${response.status} ${await response.text()}`);
    await response.arrayBuffer();
  }
}

async function benchOne(kind: 'pglite' | 'postgres', handle: DatabaseHandle, staticDir: string): Promise<void> {
  const app = await buildApp({ db: handle.db, config: { dispatchSpeed: 0, staticDir, logLevel: 'silent', rateLimitFactor: 1000 } });
  app.get(helloPath, async () => ({ hello: 'world' }));
  const address = await app.listen({ port: 0, host: '127.0.0.1' });
  try {
    const total = ((await handle.db.execute(`select count(*)::int as n from shops`)) as unknown as { rows: { n: number }[] }).rows[0].n;
    const probe = (await handle.db.execute(
      `select web_slug, id from shops where id >= ${firstNationalId} and acquired and lifecycle = 'live' and state = 'NY' and city = 'Brooklyn' order by id limit 1`,
    )) as unknown as { rows: { web_slug: string; id: number }[] };
    const { web_slug: slug, id: menuShopId } = probe.rows[0];
    console.log(`\n${kind}: ${total} shops, ${connections} connections, ${seconds} s a route, ${os.cpus().length} cores`);
    const prunes: [string, ShopPrune][] = [
      ['delivery, Brooklyn', { anyOf: [{ zoneHolds: brooklyn }] }],
      ['either, Brooklyn', { anyOf: [{ within: radiusBox(brooklyn, 10) }, { zoneHolds: brooklyn }] }],
    ];
    for (const [label, prune] of prunes) {
      console.log(
        `search's candidates query (${label}), its plan as run (EXPLAIN ANALYZE):\n  ${(await explainShopsWhere(handle.db, prune, { analyze: true })).join('\n  ')}`,
      );
    }
    const rows: Row[] = [];
    let hello = 0;
    const menuAnswer = await fetch(`${address}/services/core/api/v3/menus/${menuShopId}`);
    const menuEtag = menuAnswer.headers.get('etag') ?? '';
    console.log(`menu of shop ${menuShopId}: ${(await menuAnswer.text()).length} bytes as text, ETag ${menuEtag}`);
    // BENCH_NATIONAL_ONLY: a pattern of the route names to run (hello world always runs)
    const only = new RegExp(process.env.BENCH_NATIONAL_ONLY ?? '');
    for (const route of routes(slug, menuShopId, menuEtag).filter((r) => r.path === helloPath || only.test(r.name))) {
      await warm(address, route);
      const result = await measure(address, route, connections, seconds);
      if (route.path === helloPath) hello = result.requests.average;
      const target =
        route.target === 'search'
          ? `p99 ≤ ${searchTargetMs} ms: ${result.latency.p99 <= searchTargetMs ? 'met' : 'MISSED'}`
          : route.target === 'menu'
            ? `≥ 50 % of hello world: ${Math.round((100 * result.requests.average) / hello)} %, ${result.requests.average >= menuShareTarget * hello ? 'met' : 'MISSED'}`
            : undefined;
      if (target) console.log(`${''.padEnd(22)}${target}`);
      rows.push({ route: route.name, result, target });
    }
    console.log(`\n| route (${kind}, ${total} shops) | req/s | p50 | p99 | target |\n|---|---|---|---|---|`);
    for (const { route, result, target } of rows) {
      console.log(
        `| ${route} | ${Math.round(result.requests.average)} | ${result.latency.p50} ms | ${result.latency.p99} ms | ${target ?? ''} |`,
      );
    }
  } finally {
    await app.close();
  }
}

async function main() {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'crust-bench-national-'));
  try {
    const only = process.env.BENCH_NATIONAL_DB;
    if (only !== 'postgres') {
      const handle = await openBenchPglite(dir);
      try {
        await benchOne('pglite', handle, dir);
      } finally {
        await handle.close();
      }
    }
    if (process.env.DATABASE_URL && only !== 'pglite') {
      const handle = await openBenchPostgres(process.env.DATABASE_URL);
      try {
        await benchOne('postgres', handle, dir);
      } finally {
        await handle.close();
      }
    }
  } finally {
    fs.rmSync(dir, { recursive: true, force: true });
  }
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
