import type { FastifyRateLimitOptions, FastifyRateLimitStore, FastifyRateLimitStoreCtor } from '@fastify/rate-limit';
import type { SharedCounts } from './shared-counts';

/** what the plugin passes child(): the route's merged limit options, the route itself under routeInfo (its types say otherwise) */
type RouteParams = { routeInfo?: { method?: string | string[]; url?: string } };

/**
 * @fastify/rate-limit's `store` over shared counts: each limited route counts under its method and URL, a
 * limiter made with createRateLimit (no route) under its key generator's keys. The plugin passes the window.
 */
export function sharedCountsStore(counts: SharedCounts): FastifyRateLimitStoreCtor {
  class SharedCountsStore implements FastifyRateLimitStore {
    private readonly prefix: string;

    // the plugin constructs the first store with its options; child() passes the route's prefix
    constructor(prefix: FastifyRateLimitOptions | string) {
      this.prefix = typeof prefix === 'string' ? prefix : 'rate:';
    }

    incr(key: string, callback: (error: Error | null, result?: { current: number; ttl: number }) => void, timeWindow?: number): void {
      counts.increment(this.prefix + key, timeWindow ?? 60_000).then(
        ({ count, resetInMs }) => callback(null, { current: count, ttl: resetInMs }),
        (error: Error) => callback(error),
      );
    }

    child(params: unknown): FastifyRateLimitStore {
      const { routeInfo } = params as RouteParams;
      return new SharedCountsStore(routeInfo?.url ? `rate:${String(routeInfo.method)} ${routeInfo.url}:` : 'rate:');
    }
  }
  return SharedCountsStore;
}
