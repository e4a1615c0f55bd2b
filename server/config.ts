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
};

const logLevels = ['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent'] as const;

function numberFrom(value: string | undefined, fallback: number, name: string): number {
  if (value === undefined || value.trim() === '') return fallback;
  const parsed = Number(value);
  if (!Number.isFinite(parsed) || parsed < 0) throw new Error(`${name} must be a non-negative number, got "${value}"`);
  return parsed;
}

export function readConfig(env: NodeJS.ProcessEnv = process.env): Config {
  const logLevel = (env.LOG_LEVEL ?? 'warn').toLowerCase();
  return {
    port: numberFrom(env.PORT, 3000, 'PORT'),
    host: env.HOST || '0.0.0.0',
    dataDir: path.resolve(env.DATA_DIR || './data'),
    databaseUrl: env.DATABASE_URL || null,
    dispatchSpeed: numberFrom(env.DISPATCH_SPEED, 1, 'DISPATCH_SPEED'),
    dispatchControl: env.DISPATCH_CONTROL === '1',
    staticDir: path.resolve(env.STATIC_DIR || './dist'),
    logLevel: (logLevels as readonly string[]).includes(logLevel) ? (logLevel as Config['logLevel']) : 'warn',
  };
}
