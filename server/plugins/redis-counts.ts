import type { Redis } from 'ioredis';
import type { SharedCounts } from './shared-counts';

/** One round trip: the count goes up, a new key gets its window, and the time left comes back. */
const INCREMENT = `
local count = redis.call('INCR', KEYS[1])
if count == 1 then redis.call('PEXPIRE', KEYS[1], ARGV[1]) end
local ttl = redis.call('PTTL', KEYS[1])
if ttl < 0 then redis.call('PEXPIRE', KEYS[1], ARGV[1]); ttl = tonumber(ARGV[1]) end
return {count, ttl}`;

export const DEFAULT_REDIS_PREFIX = 'crust:counts:';

/**
 * Counts in Redis (REDIS_URL): every replica pointed at it shares them; a key expires with its window.
 * The client is imported only when Redis is configured: a process without it (every test file that builds
 * the server) never loads ioredis, whose CommonJS entry cannot be evaluated twice in one worker.
 */
export function redisCounts(url: string, prefix = DEFAULT_REDIS_PREFIX): SharedCounts {
  const connected: Promise<Redis> = import('ioredis').then(({ Redis: Client }) => {
    // a request waits for at most a couple of reconnection attempts, not for ever, when Redis is away
    const redis = new Client(url, { maxRetriesPerRequest: 2, connectTimeout: 5_000, lazyConnect: false });
    redis.on('error', () => undefined); // each command that fails says so to its caller; the event would be unhandled
    return redis;
  });
  return {
    async increment(key, windowMs) {
      const redis = await connected;
      const [count, ttl] = (await redis.eval(INCREMENT, 1, prefix + key, Math.max(1, Math.round(windowMs)))) as [number, number];
      return { count, resetInMs: ttl };
    },
    async peek(key) {
      return Number((await (await connected).get(prefix + key)) ?? 0);
    },
    async close() {
      const redis = await connected;
      await redis.quit().catch(() => redis.disconnect());
    },
  };
}
