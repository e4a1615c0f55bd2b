/**
 * Where one search or discover request's time goes on the national catalog (issue 16), one request at a time
 * (no queueing): `npx tsx server/bench/national-profile.ts` (BENCH_NATIONAL_DB=pglite|postgres, PGlite by
 * default; PostgreSQL needs DATABASE_URL). For each route: the whole request through the app (`inject`, no
 * network), the database's part (the candidates query, and the smallest query as its floor), the exact tests
 * and result rows, and the response's validation and serialization. BENCH_PROFILE=1 adds a CPU profile of
 * the routes' requests, summed by function (self time).
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { Session } from 'node:inspector/promises';
import { serializerCompiler } from 'fastify-type-provider-zod';
import { sql } from 'drizzle-orm';
import { buildApp } from '../app';
import { discoverResponse, discoverRequest } from '../contract/discover';
import { searchResponse } from '../contract/shops';
import type { DatabaseHandle } from '../db/database';
import { discoverBody, discoverPrune, discoverShops } from '../domains/shops/discover';
import { radiusBox } from '../domains/shops/prune';
import { listShopsWhere, type ShopPrune } from '../domains/shops/repository';
import { searchBody, searchShopsAt } from '../domains/shops/search';
import { searchRadiusMiles, sortTypes } from '../domains/shops/service';
import { openBenchPglite, openBenchPostgres } from './national-database';

const rounds = Number(process.env.BENCH_PROFILE_ROUNDS ?? 400);
const brooklyn = { lat: 40.694, lng: -73.9903 };
const chicago = { lat: 41.8858, lng: -87.6181 };

/** Mean microseconds of `run` over `rounds` calls, after a tenth as many to warm up. */
async function timed(run: () => Promise<unknown> | unknown): Promise<number> {
  for (let i = 0; i < rounds / 10; i += 1) await run();
  const started = process.hrtime.bigint();
  for (let i = 0; i < rounds; i += 1) await run();
  return Number(process.hrtime.bigint() - started) / 1000 / rounds;
}

const us = (n: number) => `${Math.round(n).toString().padStart(6)} µs`;

/** answer: made afresh as the contract's body; body: the route's text (kept while it holds) */
type Case = {
  name: string;
  inject: () => Promise<unknown>;
  prune: ShopPrune;
  answer: () => Promise<unknown>;
  body: () => Promise<unknown>;
  serialize: (body: unknown) => string;
};

function cases(app: Awaited<ReturnType<typeof buildApp>>, db: DatabaseHandle['db']): Case[] {
  const now = () => new Date();
  const serializeSearch = serializerCompiler({ schema: searchResponse, method: 'GET', url: '', httpStatus: '200' } as never) as (
    d: unknown,
  ) => string;
  const serializeDiscover = serializerCompiler({ schema: discoverResponse, method: 'POST', url: '', httpStatus: '200' } as never) as (
    d: unknown,
  ) => string;
  const meta = { sort_types: [...sortTypes], supported_sort_types: [...sortTypes] };
  const search = (
    name: string,
    address: string,
    point: typeof brooklyn,
    orderType: 'delivery' | 'either',
    includeUnacquired: boolean,
  ): Case => ({
    name,
    inject: () =>
      app.inject({
        method: 'GET',
        url: '/services/core/api/v3/shops/search',
        query: {
          'filter[order_type]': orderType,
          'filter[address]': address,
          ...(includeUnacquired ? { include_unacquired: 'true' } : {}),
        },
      }),
    prune: {
      anyOf:
        orderType === 'delivery' && !includeUnacquired
          ? [{ zoneHolds: point }]
          : [{ within: radiusBox(point, searchRadiusMiles) }, { zoneHolds: point }],
    },
    answer: async () => ({ data: await searchShopsAt(db, point, { orderType, sort: 'recommended', includeUnacquired }, now()), meta }),
    body: () => searchBody(db, { orderType, address, sort: 'recommended', includeUnacquired }, now()),
    serialize: serializeSearch,
  });
  const discover = (name: string, body: unknown): Case => {
    const request = discoverRequest.parse(body);
    return {
      name,
      inject: () => app.inject({ method: 'POST', url: '/services/search/v1/discover/shops', payload: body as object }),
      prune: discoverPrune(request.filters),
      answer: () => discoverShops(db, request, now()),
      body: () => discoverBody(db, request, now()),
      serialize: serializeDiscover,
    };
  };
  return [
    search('search delivery, Brooklyn', '123 Court St, Brooklyn, NY 11201', brooklyn, 'delivery', false),
    search('search either + unacquired, Chicago', 'Chicago, IL 60601', chicago, 'either', true),
    discover('discover delivers_to', {
      filters: [{ filter_type: 'delivers_to', latitude: brooklyn.lat, longitude: brooklyn.lng }],
      sorts: [{ sort_type: 'recommended' }],
      user_context: { latitude: brooklyn.lat, longitude: brooklyn.lng },
    }),
    discover('discover within 10 mi', {
      filters: [{ filter_type: 'within_radius', latitude: chicago.lat, longitude: chicago.lng, radius: 10 }],
      sorts: [{ sort_type: 'nearby' }],
      user_context: { latitude: chicago.lat, longitude: chicago.lng },
    }),
    discover('discover home (cities, ovr 13)', {
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
  ];
}

/** Self time by function from a V8 CPU profile, the largest first. */
function selfTimes(profile: {
  nodes: { id: number; callFrame: { functionName: string; url: string; lineNumber: number } }[];
  samples: number[];
  timeDeltas: number[];
}): string[] {
  const byNode = new Map(profile.nodes.map((n) => [n.id, n]));
  const totals = new Map<string, number>();
  let all = 0;
  profile.samples.forEach((id, i) => {
    const frame = byNode.get(id)!.callFrame;
    const where = frame.url.replace(/^.*node_modules\//, '').replace(/^file:\/\/.*\/main\//, '');
    const key = `${frame.functionName || '(anonymous)'} ${where}:${frame.lineNumber + 1}`;
    const delta = profile.timeDeltas[i] ?? 0;
    totals.set(key, (totals.get(key) ?? 0) + delta);
    all += delta;
  });
  return [...totals.entries()]
    .sort((a, b) => b[1] - a[1])
    .slice(0, 40)
    .map(([key, t]) => `${((100 * t) / all).toFixed(1).padStart(5)} %  ${key}`);
}

async function main() {
  const kind = process.env.BENCH_NATIONAL_DB === 'postgres' ? 'postgres' : 'pglite';
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'crust-bench-profile-'));
  const handle = kind === 'postgres' ? await openBenchPostgres(process.env.DATABASE_URL!) : await openBenchPglite(dir);
  const app = await buildApp({ db: handle.db, config: { dispatchSpeed: 0, staticDir: dir, logLevel: 'silent', rateLimitFactor: 1000 } });
  app.get('/__bench/hello', async () => ({ hello: 'world' }));
  await app.ready();
  try {
    const client = (handle.db as unknown as { $client: { query(text: string, params?: unknown[]): Promise<unknown> } }).$client;
    console.log(`${kind}, ${rounds} requests one after another, mean per request`);
    console.log(`hello world through the app        ${us(await timed(() => app.inject({ method: 'GET', url: '/__bench/hello' })))}`);
    console.log(`select 1 (the driver's own client)  ${us(await timed(() => client.query('select 1')))}`);
    console.log(
      `catalog version alone              ${us(await timed(() => handle.db.execute(sql`select version from catalog_version where id = 1`)))}`,
    );
    for (const c of cases(app, handle.db)) {
      const body = await c.answer();
      const candidates = (await listShopsWhere(handle.db, c.prune)).length;
      console.log(`\n${c.name}: ${candidates} candidates, ${c.serialize(body).length} bytes`);
      console.log(`  whole request (inject)           ${us(await timed(c.inject))}`);
      console.log(`  candidates (query + records)     ${us(await timed(() => listShopsWhere(handle.db, c.prune)))}`);
      console.log(`  answer made afresh (candidates + tests + rows + sort) ${us(await timed(c.answer))}`);
      console.log(`  the route's text, kept while it holds ${us(await timed(c.body))}`);
      console.log(`  the contract's check + JSON.stringify ${us(await timed(() => c.serialize(body)))}`);
      console.log(`  JSON.stringify alone             ${us(await timed(() => JSON.stringify(body)))}`);
    }
    if (process.env.BENCH_PROFILE === '1') {
      const session = new Session();
      session.connect();
      await session.post('Profiler.enable');
      await session.post('Profiler.setSamplingInterval', { interval: 100 });
      await session.post('Profiler.start');
      const chosen = (process.env.BENCH_PROFILE_ROUTES ?? '0,1,2,3,4').split(',').map(Number);
      const profiled = cases(app, handle.db).filter((_, i) => chosen.includes(i));
      for (const c of profiled) for (let i = 0; i < rounds; i += 1) await c.inject();
      const { profile } = await session.post('Profiler.stop');
      console.log(`\nCPU profile of ${profiled.map((c) => c.name).join('; ')} (self time):\n${selfTimes(profile as never).join('\n')}`);
    }
  } finally {
    await app.close();
    await handle.close();
    fs.rmSync(dir, { recursive: true, force: true });
  }
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
