/**
 * Search at the scale of a national marketplace (issue 16): `npx tsx server/bench/national.ts`, part of
 * `npm run bench`. Seeds the demo catalog plus a generated national one (BENCH_NATIONAL_SHOPS, 20 000 shops
 * over real US ZIP centroids, with zones, hours and menus; national-catalog.ts) into databases of its own —
 * a PGlite folder (kept as a dump in the temp folder, so later runs start in seconds) and, when
 * DATABASE_URL is set, the PostgreSQL database BENCH_DATABASE (crust_bench) on that server, created and
 * seeded once — then runs the search, discover, shop and menu routes at BENCH_NATIONAL_CONNECTIONS (50)
 * beside a hello-world route in the same process and run, and prints the plan of search's query.
 * Targets: search and discover p99 ≤ 50 ms; a menu GET ≥ 50 % of hello world's req/s.
 */
import { createHash } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { buildApp } from '../app';
import type { DatabaseHandle } from '../db/database';
import { openPglite } from '../db/pglite';
import { openPostgres } from '../db/postgres';
import { explainShopsWhere, type ShopPrune } from '../domains/shops/repository';
import { radiusBox } from '../domains/shops/prune';
import { migrateAndSeed } from '../seed/seed';
import { measure, type Result, type Route } from './autocannon';
import { firstNationalId, nationalShopCount, seedNationalCatalog } from './national-catalog';

const size = Number(process.env.BENCH_NATIONAL_SHOPS ?? 20_000);
const connections = Number(process.env.BENCH_NATIONAL_CONNECTIONS ?? 50);
const seconds = Number(process.env.BENCH_SECONDS ?? 5);
const searchTargetMs = 50;
const menuShareTarget = 0.5;
const helloPath = '/__bench/hello';
const serverDir = path.resolve(import.meta.dirname, '..');

/** 123 Court St, Brooklyn, NY 11201, where the generated catalog is densest (and the demo's shops are) */
const brooklyn = { lat: 40.694, lng: -73.9903 };
const chicago = { lat: 41.8858, lng: -87.6181 };
const q = (params: Record<string, string>) => new URLSearchParams(params).toString();
const discover = (name: string, body: unknown): Route => ({ name, path: '/services/search/v1/discover/shops', method: 'POST', body: JSON.stringify(body) });

function routes(shopSlug: string, menuShopId: number, menuEtag: string): (Route & { target?: 'search' | 'menu' })[] {
  return [
    { name: 'hello world (floor)', path: helloPath },
    { name: 'search delivery, Brooklyn', target: 'search', path: `/services/core/api/v3/shops/search?${q({ 'filter[order_type]': 'delivery', 'filter[address]': '123 Court St, Brooklyn, NY 11201' })}` },
    { name: 'search either + unacquired, Chicago', target: 'search', path: `/services/core/api/v3/shops/search?${q({ 'filter[order_type]': 'either', 'filter[address]': 'Chicago, IL 60601', include_unacquired: 'true' })}` },
    { ...discover('discover delivers_to', { filters: [{ filter_type: 'delivers_to', latitude: brooklyn.lat, longitude: brooklyn.lng }], sorts: [{ sort_type: 'recommended' }], user_context: { latitude: brooklyn.lat, longitude: brooklyn.lng } }), target: 'search' },
    { ...discover('discover within 10 mi', { filters: [{ filter_type: 'within_radius', latitude: chicago.lat, longitude: chicago.lng, radius: 10 }], sorts: [{ sort_type: 'nearby' }], user_context: { latitude: chicago.lat, longitude: chicago.lng } }), target: 'search' },
    {
      ...discover('discover home (cities, ovr 13)', {
        filters: [{ filter_type: 'cities_and_states', locations: [{ city: 'New York', state: 'NY' }, { city: 'Brooklyn', state: 'NY' }, { city: 'Philadelphia', state: 'PA' }, { city: 'Chicago', state: 'IL' }] }, { filter_type: 'is_acquired', value: true }],
        sorts: [{ sort_type: 'ovr' }], pagination: { from: 0, size: 13 },
      }),
      target: 'search',
    },
    { name: 'shop by slug', path: `/services/core/api/v1/shops/slug/${encodeURIComponent(shopSlug)}` },
    { name: 'nearby shops', path: `/services/core/api/v1/shops/slug/${encodeURIComponent(shopSlug)}/nearby_shops` },
    { name: 'menu', target: 'menu', path: `/services/core/api/v3/menus/${menuShopId}` },
    // as a browser asks: compressed (once per menu body, server/domains/menus/menu-body.ts)
    { name: 'menu, brotli (as a browser asks)', target: 'menu', path: `/services/core/api/v3/menus/${menuShopId}`, headers: { 'accept-encoding': 'gzip, deflate, br' } },
    // a client that holds the menu revalidates it: 304 without a body
    { name: 'menu, revalidated (304)', target: 'menu', path: `/services/core/api/v3/menus/${menuShopId}`, headers: { 'if-none-match': menuEtag } },
  ];
}

/** The PGlite dump is named after everything that shapes it. */
function dumpPath(): string {
  const hash = createHash('sha256').update(String(size));
  for (const folder of ['db/migrations', 'seed', 'bench']) {
    for (const name of fs.readdirSync(path.join(serverDir, folder)).sort()) {
      const file = path.join(serverDir, folder, name);
      if (fs.statSync(file).isFile() && (folder !== 'bench' || name === 'national-catalog.ts')) hash.update(name).update(fs.readFileSync(file));
    }
  }
  return path.join(os.tmpdir(), `crust-bench-national-${hash.digest('hex').slice(0, 16)}.tar`);
}

async function seeded(handle: DatabaseHandle, label: string): Promise<void> {
  await migrateAndSeed(handle);
  const present = await nationalShopCount(handle.db);
  if (present === size) return;
  if (present !== 0) throw new Error(`${label} holds ${present} national shops, not ${size}: drop it and run again`);
  const started = Date.now();
  await seedNationalCatalog(handle.db, size);
  console.log(`${label}: seeded ${size} national shops in ${((Date.now() - started) / 1000).toFixed(1)} s`);
}

async function openBenchPglite(dir: string): Promise<DatabaseHandle> {
  const dump = dumpPath();
  if (fs.existsSync(dump)) return openPglite(dir, { loadDataDir: new Blob([fs.readFileSync(dump)]) });
  const handle = await openPglite(dir);
  await seeded(handle, 'PGlite');
  const data = await handle.client.dumpDataDir('none');
  fs.writeFileSync(`${dump}.tmp`, Buffer.from(await data.arrayBuffer()));
  fs.renameSync(`${dump}.tmp`, dump);
  return handle;
}

async function openBenchPostgres(url: string): Promise<DatabaseHandle> {
  const name = process.env.BENCH_DATABASE ?? 'crust_bench';
  if (!/^[a-z_][a-z0-9_]*$/.test(name)) throw new Error(`BENCH_DATABASE must be a plain name, not ${name}`);
  const admin = new pg.Client({ connectionString: url });
  await admin.connect();
  const exists = await admin.query('select 1 from pg_database where datname = $1', [name]);
  if (exists.rowCount === 0) await admin.query(`create database ${name}`);
  await admin.end();
  const benchUrl = new URL(url);
  benchUrl.pathname = `/${name}`;
  const handle = await openPostgres(benchUrl.toString(), { max: 10 });
  await seeded(handle, `PostgreSQL (${name})`);
  return handle;
}

type Row = { route: string; result: Result; target?: string };

/**
 * A few requests one after another before a route is measured: they wait out what the previous route left
 * queued, and fill the shop records in memory, so the figures are the steady state.
 */
async function warm(address: string, route: Route): Promise<void> {
  for (let i = 0; i < 20; i += 1) {
    const response = await fetch(`${address}${route.path}`, {
      method: route.method ?? 'GET', body: route.body, headers: { ...(route.body ? { 'content-type': 'application/json' } : {}), ...route.headers },
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
    const total = (await handle.db.execute(`select count(*)::int as n from shops`) as unknown as { rows: { n: number }[] }).rows[0].n;
    const probe = await handle.db.execute(
      `select web_slug, id from shops where id >= ${firstNationalId} and acquired and lifecycle = 'live' and state = 'NY' and city = 'Brooklyn' order by id limit 1`,
    ) as unknown as { rows: { web_slug: string; id: number }[] };
    const { web_slug: slug, id: menuShopId } = probe.rows[0];
    console.log(`\n${kind}: ${total} shops, ${connections} connections, ${seconds} s a route, ${os.cpus().length} cores`);
    const prunes: [string, ShopPrune][] = [
      ['delivery, Brooklyn', { anyOf: [{ zoneHolds: brooklyn }] }],
      ['either, Brooklyn', { anyOf: [{ within: radiusBox(brooklyn, 10) }, { zoneHolds: brooklyn }] }],
    ];
    for (const [label, prune] of prunes) {
      console.log(`search's candidates query (${label}), its plan:\n  ${(await explainShopsWhere(handle.db, prune)).join('\n  ')}`);
    }
    const rows: Row[] = [];
    let hello = 0;
    const menuAnswer = await fetch(`${address}/services/core/api/v3/menus/${menuShopId}`);
    const menuEtag = menuAnswer.headers.get('etag') ?? '';
    console.log(`menu of shop ${menuShopId}: ${(await menuAnswer.text()).length} bytes as text, ETag ${menuEtag}`);
    for (const route of routes(slug, menuShopId, menuEtag)) {
      await warm(address, route);
      const result = await measure(address, route, connections, seconds);
      if (route.path === helloPath) hello = result.requests.average;
      const target = route.target === 'search'
        ? `p99 ≤ ${searchTargetMs} ms: ${result.latency.p99 <= searchTargetMs ? 'met' : 'MISSED'}`
        : route.target === 'menu'
          ? `≥ 50 % of hello world: ${Math.round((100 * result.requests.average) / hello)} %, ${result.requests.average >= menuShareTarget * hello ? 'met' : 'MISSED'}`
          : undefined;
      if (target) console.log(`${''.padEnd(22)}${target}`);
      rows.push({ route: route.name, result, target });
    }
    console.log(`\n| route (${kind}, ${total} shops) | req/s | p50 | p99 | target |\n|---|---|---|---|---|`);
    for (const { route, result, target } of rows) {
      console.log(`| ${route} | ${Math.round(result.requests.average)} | ${result.latency.p50} ms | ${result.latency.p99} ms | ${target ?? ''} |`);
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
