import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { randomUUID } from 'node:crypto';
import { count, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DatabaseHandle } from '../db/database';
import { openPostgres } from '../db/postgres';
import { orders, shops } from '../db/schema';
import { advanceOrders } from '../domains/dispatch/service';
import { timeline } from '../domains/dispatch/timeline';
import { buildCatalog } from '../seed/catalog';
import { createScratchDatabase, startServerProcess, type ScratchDatabase, type ServerProcess } from './server-process';

/**
 * Scale-out as deployed: two server processes (`server/main.ts`, as `npm start` runs it) on one
 * PostgreSQL database they both start on, empty, at the same moment. PostgreSQL only: PGlite is one
 * process by design (its data folder is locked).
 */
const core = '/services/core/api';
const orderBody = (note: string) => ({
  order: {
    shop_id: 1001,
    placed_via: 'web',
    shipping_type: 'pickup',
    payment_method: 'cash',
    order_items_attributes: [{ products_type_id: 1001502, products_quantity: 1, selection_ids: [10010099], products_instruction: note }],
    email: 'replica@example.com',
    delivery_first_name: 'Rita',
    delivery_last_name: 'Replica',
    delivery_telephone: '7185550123',
    tip_amount: 0,
  },
  order_option_types: [],
});
const post = (server: ServerProcess, body: unknown, idempotencyKey?: string) =>
  fetch(`${server.baseURL}${core}/v2/orders`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...(idempotencyKey ? { 'idempotency-key': idempotencyKey } : {}) },
    body: JSON.stringify(body),
  });

describe.skipIf(!process.env.DATABASE_URL)('two server processes on one PostgreSQL', () => {
  let scratch: ScratchDatabase;
  let servers: ServerProcess[] = [];
  let handle: DatabaseHandle;
  const staticDir = fs.mkdtempSync(path.join(os.tmpdir(), 'crust-replicas-static-'));

  beforeAll(async () => {
    scratch = await createScratchDatabase(process.env.DATABASE_URL!, 'crust_replicas');
    const env = { DATABASE_URL: scratch.url, STATIC_DIR: staticDir, DISPATCH_SPEED: '0', RATE_LIMIT_FACTOR: '100', LOG_LEVEL: 'warn' };
    // both migrate and seed the empty database at once, as replicas of a new deployment do
    servers = await Promise.all([
      startServerProcess({ env, readyPath: `${core}/v3/menus/1001` }),
      startServerProcess({ env, readyPath: `${core}/v3/menus/1001` }),
    ]);
    handle = await openPostgres(scratch.url, { max: 4 });
  }, 120_000);

  afterAll(async () => {
    await Promise.all(servers.map((server) => server.stop()));
    await handle?.close();
    await scratch?.drop();
    fs.rmSync(staticDir, { recursive: true, force: true });
  }, 30_000);

  it('started together on an empty database, they seed one catalog between them', async () => {
    const [row] = await handle.db.select({ shops: count() }).from(shops);
    expect(row.shops).toBe(buildCatalog().shops.length);
  });

  it('the same Idempotency-Key sent concurrently to both answers one order', async () => {
    const key = randomUUID();
    const body = orderBody('storm');
    const answers = await Promise.all(Array.from({ length: 40 }, (_, i) => post(servers[i % 2], body, key)));
    expect(answers.map((answer) => answer.status)).toEqual(Array(40).fill(201));
    const uuids = new Set(
      await Promise.all(answers.map(async (answer) => ((await answer.json()) as { order: { uuid: string } }).order.uuid)),
    );
    expect(uuids.size).toBe(1);
    const [row] = await handle.db.select({ orders: count() }).from(orders).where(eq(orders.idempotencyKey, key));
    expect(row.orders).toBe(1);
  });

  it("two replicas' dispatch ticks advance each order exactly once", async () => {
    const placed = await Promise.all(Array.from({ length: 60 }, (_, i) => post(servers[i % 2], orderBody(`tick ${i}`))));
    expect(placed.every((answer) => answer.status === 201)).toBe(true);
    const [{ open }] = await handle.db.select({ open: count() }).from(orders).where(eq(orders.status, 'placed'));
    const pickupSteps = timeline.filter((step) => step.shippingType !== 'delivery').length;

    // four ticks (two per replica) each with its own connection pool, at the same moment, an hour on:
    // every step is due. Ticks locking the same rows in different orders once deadlocked here
    const others = await Promise.all(Array.from({ length: 3 }, () => openPostgres(scratch.url, { max: 4 })));
    try {
      const later = new Date(Date.now() + 60 * 60_000);
      const moves = await Promise.all([handle, ...others].map((pool) => advanceOrders(pool.db, later, 1)));
      // a step taken twice would count twice: the sum is every order's steps, once each
      expect(moves.reduce((sum, moved) => sum + moved, 0)).toBe(open * pickupSteps);
    } finally {
      await Promise.all(others.map((pool) => pool.close()));
    }
    const [{ completed }] = await handle.db.select({ completed: count() }).from(orders).where(eq(orders.status, 'completed'));
    expect(completed).toBe(open);
  });
});
