/**
 * Throughput of the main API routes: starts the app on a fresh PGlite folder (dispatch off), then runs
 * autocannon against each route for a few seconds. `npm run bench` (BENCH_SECONDS, BENCH_CONNECTIONS).
 * A second part measures cart pricing at BENCH_PRICING_CONNECTIONS (50) beside a hello-world route in the
 * same process, against the target p99 ≤ 20 ms. BENCH_ONLY=pricing runs that part alone.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { buildApp } from '../app';
import { openPglite } from '../db/pglite';
import { migrateAndSeed } from '../seed/seed';
import { measure as measureFor, type Route } from './autocannon';
import { dealsCartBody } from './deals-cart';

const seconds = Number(process.env.BENCH_SECONDS ?? 5);
const connections = Number(process.env.BENCH_CONNECTIONS ?? 10);
const pricingConnections = Number(process.env.BENCH_PRICING_CONNECTIONS ?? 50);
const pricingTargetP99Ms = 20;
const measure = (address: string, route: Route, concurrency: number) => measureFor(address, route, concurrency, seconds);

const cart = JSON.stringify({
  order: {
    shop_id: 1001,
    shipping_type: 'delivery',
    order_items_attributes: [{ products_type_id: 1001502, products_quantity: 2, selection_ids: [10010099, 10010102, 10010117] }],
  },
  calculate_strict_total: true,
});
const helloPath = '/__bench/hello';
const pricingRoutes = (dealsCart: string): Route[] => [
  { name: 'hello world', path: helloPath },
  { name: 'shopping_cart', path: '/services/core/api/v1/orders/shopping_cart', method: 'POST', body: cart },
  { name: 'shopping_cart + deals', path: '/services/core/api/v1/orders/shopping_cart', method: 'POST', body: dealsCart },
];
const routes: Route[] = [
  {
    name: 'search (delivery)',
    path: '/services/core/api/v3/shops/search?filter%5Border_type%5D=delivery&filter%5Baddress%5D=123%20Court%20St%2C%20Brooklyn%2C%20NY%2011201',
  },
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
  // the floor to compare with: Fastify answering without any work, in the same process and run
  app.get(helloPath, async () => ({ hello: 'world' }));
  const address = await app.listen({ port: 0, host: '127.0.0.1' });
  try {
    if (process.env.BENCH_ONLY !== 'pricing') {
      console.log(`${seconds} s per route, ${connections} connections, ${os.cpus().length} cores`);
      for (const route of routes) await measure(address, route, connections);
    }
    console.log(`\ncart pricing: ${seconds} s per route, ${pricingConnections} connections, target p99 ≤ ${pricingTargetP99Ms} ms`);
    for (const route of pricingRoutes(await dealsCartBody(handle.db, 1001))) {
      const result = await measure(address, route, pricingConnections);
      if (route.path !== helloPath)
        console.log(
          `${''.padEnd(22)}target p99 ≤ ${pricingTargetP99Ms} ms: ${result.latency.p99 <= pricingTargetP99Ms ? 'met' : 'MISSED'}`,
        );
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
