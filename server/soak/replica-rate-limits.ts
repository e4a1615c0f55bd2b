import { randomBytes } from 'node:crypto';
import Redis from 'ioredis';
import { createScratchDatabase, startServerProcess, type ScratchDatabase, type ServerProcess } from '../test/server-process';
import { signInAt } from './agent-sign-in';
import { soakOrderBody } from './order-body';
import { emptyStaticDir, readyPath } from './server-env';
import { figure, seconds, type SoakRow } from './table';

/** POST v2/orders' limit per client per minute, and the refused agent attempts allowed in 10 minutes (issue 37 items 6 and 3). */
const ORDER_LIMIT = 20;
const AGENT_KEY_GUESSES = 20;
const agentKey = `soak-agent-${randomBytes(12).toString('hex')}`;

export type ReplicaLimitFigures = {
  store: 'PostgreSQL' | 'Redis';
  orders: Record<number, number>;
  guesses: Record<number, number>;
  /** the right key, from the guessing client, on each replica after the guesses */
  rightKeyAfter: number[];
  /** the demo agent's signed-in token (the support_agent role), before the guesses and, from the guessing client, after on each replica */
  agentBefore: number;
  agentAfter: number[];
  durationMs: number;
};

const tally = (statuses: number[]) =>
  statuses.reduce<Record<number, number>>((counted, status) => ({ ...counted, [status]: (counted[status] ?? 0) + 1 }), {});

/**
 * Two server processes on one fresh PostgreSQL database, RATE_LIMIT_FACTOR=1, counting in the database (no
 * REDIS_URL) or in Redis: 3 × 20 orders at once from one client, alternating between the processes, then
 * 30 refused support agent attempts at once the same way (wrong keys and forged tokens, alternating), then the
 * right key and the demo agent's signed-in token on each.
 */
export async function replicaRateLimits(store: 'PostgreSQL' | 'Redis'): Promise<ReplicaLimitFigures> {
  const started = Date.now();
  const staticDir = emptyStaticDir();
  const redisPrefix = `crust-soak:${randomBytes(6).toString('hex')}:`;
  let scratch: ScratchDatabase | null = null;
  let servers: ServerProcess[] = [];
  try {
    scratch = await createScratchDatabase(process.env.DATABASE_URL!, 'crust_soak_limits');
    const env = {
      DATABASE_URL: scratch.url,
      STATIC_DIR: staticDir.dir,
      DISPATCH_SPEED: '0',
      RATE_LIMIT_FACTOR: '1',
      LOG_LEVEL: 'warn',
      TRUST_PROXY: '',
      SUPPORT_AGENT_KEY: agentKey,
      REDIS_URL: store === 'Redis' ? process.env.REDIS_URL! : '',
      REDIS_PREFIX: redisPrefix,
    };
    // one after the other: both migrating and seeding an empty database at once is the replicas test's business
    servers = [await startServerProcess({ env, readyPath, readyTimeoutMs: 180_000 })];
    servers.push(await startServerProcess({ env, readyPath, readyTimeoutMs: 180_000 }));
    const orders = await Promise.all(
      Array.from(
        { length: 3 * ORDER_LIMIT },
        async (_, n) =>
          (
            await fetch(`${servers[n % 2].baseURL}/services/core/api/v2/orders`, {
              method: 'POST',
              headers: { 'content-type': 'application/json' },
              body: JSON.stringify(soakOrderBody(`replica limit ${n}`)),
            })
          ).status,
      ),
    );
    const agent = (n: number, key: string) =>
      fetch(`${servers[n % 2].baseURL}/services/support/api/v1/agent/conversations`, { headers: { authorization: `Bearer ${key}` } }).then(
        (response) => response.status,
      );
    // the provider's issuer is the origin reached (here a port per process), so the agent signs in at each one
    const agentTokens = [await signInAt(servers[0].baseURL), await signInAt(servers[1].baseURL)];
    const agentBefore = await agent(1, agentTokens[1]);
    const forged = (n: number) =>
      `${Buffer.from('{"alg":"RS256"}').toString('base64url')}.${Buffer.from(`{"sub":"guess-${n}"}`).toString('base64url')}.x`;
    const guesses = await Promise.all(Array.from({ length: AGENT_KEY_GUESSES + 10 }, (_, n) => agent(n, n % 2 ? forged(n) : `guess-${n}`)));
    const rightKeyAfter = [await agent(0, agentKey), await agent(1, agentKey)];
    const agentAfter = [await agent(0, agentTokens[0]), await agent(1, agentTokens[1])];
    return {
      store,
      orders: tally(orders),
      guesses: tally(guesses),
      rightKeyAfter,
      agentBefore,
      agentAfter,
      durationMs: Date.now() - started,
    };
  } finally {
    await Promise.all(servers.map((server) => server.stop()));
    await scratch?.drop();
    staticDir.remove();
    if (store === 'Redis') {
      const redis = new Redis(process.env.REDIS_URL!);
      const keys = await redis.keys(`${redisPrefix}*`);
      if (keys.length) await redis.del(...keys);
      await redis.quit();
    }
  }
}

const describe = (statuses: Record<number, number>) =>
  Object.entries(statuses)
    .map(([status, n]) => `${figure(n)} × ${status}`)
    .join(', ');

export function replicaRateLimitRow(figures: ReplicaLimitFigures): SoakRow {
  const through = (statuses: Record<number, number>) =>
    Object.entries(statuses)
      .filter(([status]) => status !== '429')
      .reduce((sum, [, n]) => sum + n, 0);
  const pass =
    through(figures.orders) === ORDER_LIMIT &&
    figures.orders[429] === 2 * ORDER_LIMIT &&
    figures.guesses[401] === AGENT_KEY_GUESSES &&
    figures.guesses[429] === 10 &&
    figures.rightKeyAfter.every((status) => status === 429) &&
    figures.agentBefore === 200 &&
    figures.agentAfter.every((status) => status === 429);
  return {
    check: `two-replica limits: ${3 * ORDER_LIMIT} POST /v2/orders and ${AGENT_KEY_GUESSES + 10} wrong agent keys and forged agent tokens at once from one client, alternating over 2 processes`,
    backend: `PostgreSQL, counts in ${figures.store === 'Redis' ? 'Redis' : 'the database'}`,
    figures: `orders: ${describe(figures.orders)}; wrong keys and tokens: ${describe(figures.guesses)}; the agent's sign-in before: ${figures.agentBefore}; after, the right key: ${figures.rightKeyAfter.join(', ')}, the agent's sign-in: ${figures.agentAfter.join(', ')}; ${seconds(figures.durationMs)}`,
    expected: `${ORDER_LIMIT} orders let through and ${2 * ORDER_LIMIT} × 429; ${AGENT_KEY_GUESSES} × 401 and 10 × 429; the agent's sign-in 200 before; the right key and the agent's sign-in 429 on both after`,
    result: pass ? 'PASS' : 'FAIL',
  };
}
