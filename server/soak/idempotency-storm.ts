import { randomUUID } from 'node:crypto';
import { count, inArray } from 'drizzle-orm';
import { openPostgres } from '../db/postgres';
import { orders } from '../db/schema';
import { createScratchDatabase, type ScratchDatabase, type ServerProcess } from '../test/server-process';
import { placeOrderOver, soakOrderBody, type Placement } from './order-body';
import { emptyStaticDir, startSoakServer } from './server-env';
import { figure, seconds, type SoakRow } from './table';

export type StormFigures = {
  keys: number;
  perKey: number;
  answers: Record<number, number>;
  /** connections refused or dropped */
  failedRequests: number;
  /** keys whose answers named more than one order */
  splitKeys: number;
  ordersStored: number;
  ordersTotal: number;
  durationMs: number;
};

/**
 * Two server processes on one fresh PostgreSQL database; every key's requests go out at once, spread
 * over both. Each key must make exactly one order, and every answer for it must name that order.
 */
export async function idempotencyStorm(keys: number, perKey: number): Promise<StormFigures> {
  const started = Date.now();
  const staticDir = emptyStaticDir();
  let scratch: ScratchDatabase | null = null;
  let servers: ServerProcess[] = [];
  try {
    scratch = await createScratchDatabase(process.env.DATABASE_URL!, 'crust_soak_storm');
    const env = { DATABASE_URL: scratch.url, STATIC_DIR: staticDir.dir };
    servers = await Promise.all([startSoakServer(env), startSoakServer(env)]);

    const keyList = Array.from({ length: keys }, () => randomUUID());
    let failedRequests = 0;
    const placements = await Promise.all(
      keyList.flatMap((key, k) =>
        Array.from({ length: perKey }, async (_, i): Promise<[string, Placement | null]> => {
          try {
            return [key, await placeOrderOver(servers[(k + i) % 2].baseURL, soakOrderBody(`storm ${k}`), { idempotencyKey: key })];
          } catch {
            failedRequests += 1;
            return [key, null];
          }
        }),
      ),
    );

    const answers: Record<number, number> = {};
    const uuidsByKey = new Map<string, Set<string>>();
    for (const [key, placement] of placements) {
      if (!placement) continue;
      answers[placement.status] = (answers[placement.status] ?? 0) + 1;
      if (placement.uuid) uuidsByKey.set(key, (uuidsByKey.get(key) ?? new Set()).add(placement.uuid));
    }
    const splitKeys = [...uuidsByKey.values()].filter((uuids) => uuids.size > 1).length;

    const handle = await openPostgres(scratch.url, { max: 2 });
    try {
      const [stored] = await handle.db.select({ n: count() }).from(orders).where(inArray(orders.idempotencyKey, keyList));
      const [all] = await handle.db.select({ n: count() }).from(orders);
      return {
        keys,
        perKey,
        answers,
        failedRequests,
        splitKeys,
        ordersStored: stored.n,
        ordersTotal: all.n,
        durationMs: Date.now() - started,
      };
    } finally {
      await handle.close();
    }
  } finally {
    await Promise.all(servers.map((server) => server.stop()));
    await scratch?.drop();
    staticDir.remove();
  }
}

export function stormRow(figures: StormFigures): SoakRow {
  const requests = figures.keys * figures.perKey;
  const created = figures.answers[201] ?? 0;
  const pass =
    created === requests && figures.splitKeys === 0 && figures.ordersStored === figures.keys && figures.ordersTotal === figures.keys;
  const statuses = Object.entries(figures.answers)
    .map(([status, n]) => `${figure(n)} × ${status}`)
    .join(', ');
  return {
    check: `idempotency storm: ${figures.keys} keys × ${figures.perKey} concurrent requests over 2 processes`,
    backend: 'PostgreSQL',
    figures:
      `${figure(requests)} requests: ${statuses || 'no answers'}${figures.failedRequests ? `, ${figures.failedRequests} failed to connect` : ''}; ` +
      `${figures.splitKeys} keys answered with two orders; **${figures.ordersStored} orders stored** (${figures.ordersTotal} in the database); ${seconds(figures.durationMs)}`,
    expected: `every answer 201 naming its key's one order; exactly ${figures.keys} orders`,
    result: pass ? 'PASS' : 'FAIL',
  };
}
