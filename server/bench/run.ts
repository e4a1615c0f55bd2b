/**
 * Throughput of the main API routes: starts the app on a fresh PGlite folder (dispatch off), then runs
 * autocannon against each route for a few seconds. `npm run bench` (BENCH_SECONDS, BENCH_CONNECTIONS).
 */
import { execFile } from 'node:child_process';
import { promisify } from 'node:util';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { buildApp } from '../app';
import { openPglite } from '../db/pglite';
import { migrateAndSeed } from '../seed/seed';

const seconds = Number(process.env.BENCH_SECONDS ?? 5);
const connections = Number(process.env.BENCH_CONNECTIONS ?? 10);
const autocannon = path.resolve('node_modules/.bin/autocannon');
const run = promisify(execFile);

const cart = JSON.stringify({
  order: { shop_id: 1001, shipping_type: 'delivery', order_items: [{ product_id: 1001001, product_type_id: 1001502, quantity: 2, selection_ids: [10010099, 10010102, 10010117] }] },
  calculate_strict_total: true,
});
const routes: { name: string; path: string; method?: 'POST'; body?: string }[] = [
  { name: 'search (delivery)', path: '/services/core/api/v3/shops/search?filter%5Border_type%5D=delivery&filter%5Baddress%5D=123%20Court%20St%2C%20Brooklyn%2C%20NY%2011201' },
  { name: 'shop by slug', path: '/services/core/api/v1/shops/slug/ny%2Fbrooklyn%2F11201%2Fbrooklyn-slice-house' },
  { name: 'schedule', path: '/services/core/api/v1/shops/slug/ny/brooklyn/11201/brooklyn-slice-house/schedule' },
  { name: 'menu', path: '/services/core/api/v3/menus/1001' },
  { name: 'cart pricing', path: '/services/core/api/v1/orders/shopping_cart', method: 'POST', body: cart },
  { name: 'place predictions', path: '/services/location/place-predictions?input=Brookl' },
];

async function main() {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'crust-bench-'));
  const handle = await openPglite(dir);
  await migrateAndSeed(handle);
  const app = await buildApp({ db: handle.db, config: { dispatchSpeed: 0, staticDir: dir, logLevel: 'silent' } });
  const address = await app.listen({ port: 0, host: '127.0.0.1' });
  try {
    console.log(`${seconds} s per route, ${connections} connections, ${os.cpus().length} cores`);
    for (const route of routes) {
      const args = ['-j', '-c', String(connections), '-d', String(seconds)];
      if (route.method) args.push('-m', route.method, '-H', 'content-type=application/json', '-b', route.body ?? '');
      // autocannon runs in a child process; the server answers from this one
      const { stdout } = await run(autocannon, [...args, `${address}${route.path}`], { encoding: 'utf8', maxBuffer: 1 << 24 });
      const result = JSON.parse(stdout);
      const failures = result.non2xx + result.errors;
      console.log(`${route.name.padEnd(20)} ${String(Math.round(result.requests.average)).padStart(6)} req/s  p50 ${result.latency.p50} ms  p99 ${result.latency.p99} ms${failures ? `  ${failures} failures` : ''}`);
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
