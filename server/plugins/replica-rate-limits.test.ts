import os from 'node:os';
import path from 'node:path';
import { randomBytes } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import Redis from 'ioredis';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../app';
import type { RateLimitCounts } from '../config';
import { databaseKinds, openTestDatabase, type DatabaseKind, type TestDatabase } from '../test/harness';

/**
 * Issue 37 item 6: two replicas (two apps on one database, or one Redis) give a client the limit once, not twice.
 * POST v2/orders allows 20 a minute per client (README, Security and scale-out); the limit counts before the body
 * is read, so a request without one answers 400 while under it. Wrong support agent keys: 20 in 10 minutes (item 3).
 */
const ORDER_LIMIT = 20;
const AGENT_KEY_GUESSES = 20;
const orders = '/services/core/api/v2/orders';
const agentApi = '/services/support/api/v1/agent/conversations';
const agentKey = 'agent-key-for-replica-tests-0123456789';

async function replica(database: TestDatabase, counts: RateLimitCounts): Promise<FastifyInstance> {
  const app = await buildApp({
    db: database.db,
    config: {
      dispatchSpeed: 0,
      staticDir: path.join(os.tmpdir(), 'crust-no-storefront'),
      logLevel: 'silent',
      rateLimitFactor: 1,
      rateLimitCounts: counts,
      supportAgentKey: agentKey,
    },
  });
  await app.ready();
  return app;
}

const redisUrl = process.env.REDIS_URL;
const redisPrefix = `crust-test:${randomBytes(6).toString('hex')}:`;
const stores: { name: string; kind: DatabaseKind; counts: RateLimitCounts }[] = [
  ...databaseKinds.map((kind) => ({ name: `the database (${kind})`, kind, counts: { kind: 'database' } as const })),
  ...(redisUrl ? [{ name: 'Redis', kind: 'pglite' as const, counts: { kind: 'redis', url: redisUrl, prefix: redisPrefix } as const }] : []),
];

afterAll(async () => {
  if (!redisUrl) return;
  const redis = new Redis(redisUrl);
  const keys = await redis.keys(`${redisPrefix}*`);
  if (keys.length) await redis.del(...keys);
  await redis.quit();
});

describe.each(stores)('two replicas counting in $name', ({ kind, counts }) => {
  let database: TestDatabase;
  let replicas: [FastifyInstance, FastifyInstance];
  beforeAll(async () => {
    database = await openTestDatabase(kind);
    replicas = [await replica(database, counts), await replica(database, counts)];
  });
  afterAll(async () => {
    for (const app of replicas ?? []) await app?.close();
    await database?.close();
  });

  // no body: an injected body the route never reads (a 429) would leave socket-limits' slow-body timer running
  const placeOrder = (replicaIndex: number, client: string) =>
    replicas[replicaIndex].inject({ method: 'POST', url: orders, remoteAddress: client }).then((response) => response.statusCode);
  const agentList = (replicaIndex: number, client: string, key: string) =>
    replicas[replicaIndex]
      .inject({ method: 'GET', url: agentApi, headers: { authorization: `Bearer ${key}` }, remoteAddress: client })
      .then((response) => response.statusCode);
  const tally = (statuses: number[]) =>
    statuses.reduce<Record<number, number>>((counted, status) => ({ ...counted, [status]: (counted[status] ?? 0) + 1 }), {});

  it('a limit of 20 holds as 20: ten orders on each replica, then the 21st is refused 429 on either', async () => {
    const client = '198.51.100.1';
    const statuses: number[] = [];
    for (let n = 0; n < ORDER_LIMIT; n += 1) statuses.push(await placeOrder(n % 2, client));
    expect(statuses).toEqual(Array(ORDER_LIMIT).fill(400));
    expect(await placeOrder(1, client)).toBe(429);
    expect(await placeOrder(0, client)).toBe(429);
    // another client has its own count
    expect(await placeOrder(1, '198.51.100.2')).toBe(400);
  });

  it('40 orders sent at once, half to each replica: 20 let through, 20 × 429', async () => {
    const statuses = await Promise.all(Array.from({ length: 2 * ORDER_LIMIT }, (_, n) => placeOrder(n % 2, '198.51.100.3')));
    expect(tally(statuses)).toEqual({ 400: ORDER_LIMIT, 429: ORDER_LIMIT });
  });

  it('wrong agent keys add up over the replicas: 20 × 401, then 429 on either, the right key too', async () => {
    const client = '198.51.100.4';
    const statuses: number[] = [];
    for (let n = 0; n < AGENT_KEY_GUESSES + 5; n += 1) statuses.push(await agentList(n % 2, client, `guess-${n}`));
    expect(statuses).toEqual([...Array(AGENT_KEY_GUESSES).fill(401), ...Array(5).fill(429)]);
    expect([await agentList(0, client, agentKey), await agentList(1, client, agentKey)]).toEqual([429, 429]);
    expect(await agentList(1, '198.51.100.5', agentKey)).toBe(200);
  });

  it('30 wrong agent keys sent at once over both replicas: no more than 20 answered 401', async () => {
    const statuses = await Promise.all(Array.from({ length: 30 }, (_, n) => agentList(n % 2, '198.51.100.6', `guess-${n}`)));
    expect(tally(statuses)).toEqual({ 401: AGENT_KEY_GUESSES, 429: 30 - AGENT_KEY_GUESSES });
  });
});
