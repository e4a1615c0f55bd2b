import path from 'node:path';

export type Config = {
  port: number;
  host: string;
  /** PGlite folder; ignored when databaseUrl is set */
  dataDir: string;
  databaseUrl: string | null;
  /** dispatch simulator speed multiplier; 0 turns automatic movement off */
  dispatchSpeed: number;
  /** DISPATCH_CONTROL=1: tests move orders by hand through /services/dispatch/api */
  dispatchControl: boolean;
  staticDir: string;
  logLevel: 'fatal' | 'error' | 'warn' | 'info' | 'debug' | 'trace' | 'silent';
  /**
   * TRUST_PROXY: whose X-Forwarded-For / -Proto to believe. Unset: nobody (a client cannot forge its
   * address past the rate limits); 'true', a hop count, or a comma-separated list of proxy addresses.
   */
  trustProxy: boolean | number | string[];
  /** RATE_LIMIT_FACTOR: scales every per-client limit (server/plugins/rate-limits.ts); 1 in production */
  rateLimitFactor: number;
};

const logLevels = ['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent'] as const;

function numberFrom(value: string | undefined, fallback: number, name: string): number {
  if (value === undefined || value.trim() === '') return fallback;
  const parsed = Number(value);
  if (!Number.isFinite(parsed) || parsed < 0) throw new Error(`${name} must be a non-negative number, got "${value}"`);
  return parsed;
}

function trustProxyFrom(value: string | undefined): Config['trustProxy'] {
  const text = value?.trim() ?? '';
  if (text === '' || text === 'false') return false;
  if (text === 'true') return true;
  if (/^\d+$/.test(text)) return Number(text);
  return text.split(',').map((part) => part.trim()).filter(Boolean);
}

export function readConfig(env: NodeJS.ProcessEnv = process.env): Config {
  const logLevel = (env.LOG_LEVEL ?? 'warn').toLowerCase();
  return {
    port: numberFrom(env.PORT, 3000, 'PORT'),
    // loopback unless told: a deployment sets HOST=0.0.0.0 (or an interface) behind its proxy
    host: env.HOST || '127.0.0.1',
    dataDir: path.resolve(env.DATA_DIR || './data'),
    databaseUrl: env.DATABASE_URL || null,
    dispatchSpeed: numberFrom(env.DISPATCH_SPEED, 1, 'DISPATCH_SPEED'),
    dispatchControl: env.DISPATCH_CONTROL === '1',
    staticDir: path.resolve(env.STATIC_DIR || './dist'),
    trustProxy: trustProxyFrom(env.TRUST_PROXY),
    rateLimitFactor: numberFrom(env.RATE_LIMIT_FACTOR, 1, 'RATE_LIMIT_FACTOR') || 1,
    logLevel: (logLevels as readonly string[]).includes(logLevel) ? (logLevel as Config['logLevel']) : 'warn',
  };
}
