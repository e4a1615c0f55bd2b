/**
 * Orders placed per second (issue 16: ≥ 300 orders/s on PostgreSQL, none lost): `npx tsx server/bench/orders.ts`,
 * part of `npm run bench`. The app on a database of its own (a fresh PGlite folder; with DATABASE_URL also the
 * PostgreSQL database BENCH_ORDERS_DATABASE, crust_bench_orders, emptied of orders first), the dispatch
 * simulator off, the rate limits out of the way; BENCH_ORDERS_CONNECTIONS (50) clients place cash pickup orders
 * at Brooklyn Slice House for BENCH_SECONDS. Afterwards the orders in the database are counted: every 201 the
 * clients got must be a stored order, and no more.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { buildApp } from '../app';
import type { DatabaseHandle } from '../db/database';
import { openPglite } from '../db/pglite';
import { openPostgres } from '../db/postgres';
import { migrateAndSeed } from '../seed/seed';
import { measure, type Result } from './autocannon';

const connections = Number(process.env.BENCH_ORDERS_CONNECTIONS ?? 50);
const seconds = Number(process.env.BENCH_SECONDS ?? 5);
const targetPerSecond = 300;

const order = JSON.stringify({
  order: {
    shop_id: 1001,
    placed_via: 'web',
    shipping_type: 'pickup',
    payment_method: 'cash',
    order_items_attributes: [{ products_type_id: 1001502, products_quantity: 1, selection_ids: [10010099] }],
    email: 'bench@example.com',
    delivery_first_name: 'Bench',
    delivery_last_name: 'Mark',
    delivery_telephone: '718-555-0100',
  },
  order_option_types: [],
});

async function openBenchPostgres(url: string): Promise<DatabaseHandle> {
  const name = process.env.BENCH_ORDERS_DATABASE ?? 'crust_bench_orders';
  if (!/^[a-z_][a-z0-9_]*$/.test(name)) throw new Error(`BENCH_ORDERS_DATABASE must be a plain name, not ${name}`);
  const admin = new pg.Client({ connectionString: url });
  await admin.connect();
  if ((await admin.query('select 1 from pg_database where datname = $1', [name])).rowCount === 0)
    await admin.query(`create database ${name}`);
  await admin.end();
  const benchUrl = new URL(url);
  benchUrl.pathname = `/${name}`;
  const handle = await openPostgres(benchUrl.toString(), { max: 10 });
  await migrateAndSeed(handle);
  return handle;
}

const countOrders = async (handle: DatabaseHandle) =>
  ((await handle.db.execute(`select count(*)::int as n from orders`)) as unknown as { rows: { n: number }[] }).rows[0].n;

async function run(label: string, handle: DatabaseHandle): Promise<void> {
  const staticDir = fs.mkdtempSync(path.join(os.tmpdir(), 'crust-bench-static-'));
  const app = await buildApp({ db: handle.db, config: { dispatchSpeed: 0, staticDir, logLevel: 'silent', rateLimitFactor: 1_000_000 } });
  const address = await app.listen({ port: 0, host: '127.0.0.1' });
  try {
    const before = await countOrders(handle);
    const result = (await measure(
      address,
      { name: `place order (${label})`, path: '/services/core/api/v2/orders', method: 'POST', body: order },
      connections,
      seconds,
    )) as Result & { '2xx': number };
    const stored = (await countOrders(handle)) - before;
    const perSecond = result['2xx'] / seconds;
    // autocannon stops counting at its deadline: up to one request a connection is still in flight then,
    // stored but not counted. Lost is an answered order the database does not hold.
    const lost = Math.max(0, result['2xx'] - stored);
    const inFlight = stored - result['2xx'];
    console.log(
      `${''.padEnd(22)}${result['2xx']} orders answered 201 in ${seconds} s = ${Math.round(perSecond)} orders/s (target ≥ ${targetPerSecond}: ${perSecond >= targetPerSecond ? 'met' : 'MISSED'}); ${stored} stored (${inFlight} in flight at the deadline, at most ${connections}), ${lost} lost, ${result.non2xx} refused`,
    );
    if (lost > 0 || inFlight > connections)
      throw new Error(`${label}: the orders stored (${stored}) do not match the ones answered (${result['2xx']})`);
  } finally {
    await app.close();
    fs.rmSync(staticDir, { recursive: true, force: true });
  }
}

const pgliteDir = fs.mkdtempSync(path.join(os.tmpdir(), 'crust-bench-orders-'));
const pglite = await openPglite(pgliteDir);
await migrateAndSeed(pglite);
try {
  await run('PGlite', pglite);
} finally {
  await pglite.close();
  fs.rmSync(pgliteDir, { recursive: true, force: true });
}
if (process.env.DATABASE_URL) {
  const postgres = await openBenchPostgres(process.env.DATABASE_URL);
  try {
    await run('PostgreSQL', postgres);
  } finally {
    await postgres.close();
  }
}
