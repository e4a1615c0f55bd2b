import path from 'node:path';
import { socialProvider, type SocialProvider } from './contract/users';

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
  /** how often stalled card payments are settled (PAYMENT_SWEEP_MS, default 30 s; 0 turns the sweeper off) */
  paymentSweepMs: number;
  /**
   * Unanswered orders (a shop whose board is live): UNANSWERED_ESCALATE_SECONDS (default 300) after it was placed
   * an order nobody accepted or declined escalates (the board alerts again, the shop's phone is texted);
   * UNANSWERED_DECLINE_SECONDS (default 600) after, it is declined and refunded. 0 turns either off.
   */
  unansweredEscalateMs: number;
  unansweredDeclineMs: number;
  staticDir: string;
  logLevel: 'fatal' | 'error' | 'warn' | 'info' | 'debug' | 'trace' | 'silent';
  /**
   * TRUST_PROXY: whose X-Forwarded-For / -Proto to believe. Unset: nobody (a client cannot forge its
   * address past the rate limits); 'true', a hop count, or a comma-separated list of proxy addresses.
   */
  trustProxy: boolean | number | string[];
  /** RATE_LIMIT_FACTOR: scales every per-client limit (server/plugins/rate-limits.ts); 1 in production */
  rateLimitFactor: number;
  /**
   * Where the rate-limit counts live, so that replicas share them: Redis at REDIS_URL when set; else the
   * database when it is PostgreSQL (DATABASE_URL); else this process's memory (PGlite is one process).
   */
  rateLimitCounts: RateLimitCounts;
  /**
   * AUTH0_DOMAIN: a real Auth0 tenant ('crust.us.auth0.com'; a scheme may be given, 'http://…' for a local
   * stand-in). Unset: the embedded identity provider answers on Auth0's paths (server/identity/).
   */
  auth0Domain: string | null;
  /** AUTH0_CLIENT_ID: the storefront's client id (the tenant's SPA application when AUTH0_DOMAIN is set) */
  auth0ClientId: string;
  /** AUTH0_AUDIENCE: the API identifier access tokens are issued for */
  auth0Audience: string;
  /** AUTH0_SOCIAL: the social sign-ins offered (spec flag web_auth0_social), comma list; 'none' for none */
  auth0Social: SocialProvider[];
  /**
   * STRIPE_SECRET_KEY and STRIPE_PUBLISHABLE_KEY, both or neither: with them card payments go to the real
   * Stripe; without, to the embedded sandbox (server/domains/stripe-sandbox) that answers Stripe's API.
   */
  stripeSecretKey: string | null;
  stripePublishableKey: string | null;
  /**
   * ADYEN_API_KEY, ADYEN_MERCHANT_ACCOUNT and ADYEN_CLIENT_KEY, all three or none: with them Adyen card payments
   * (shops whose gateway is adyen; issue 13) go to Adyen's Checkout API in ADYEN_ENVIRONMENT ('test', the default,
   * or 'live' with ADYEN_LIVE_URL_PREFIX, the account's live endpoint prefix); without, to the embedded sandbox
   * (server/domains/adyen-sandbox).
   */
  adyenApiKey: string | null;
  adyenMerchantAccount: string | null;
  adyenClientKey: string | null;
  adyenEnvironment: 'test' | 'live';
  adyenLiveUrlPrefix: string | null;
  /**
   * GOOGLE_MAPS_API_KEY: the browser key of the Maps JavaScript API (Places and Geocoding enabled). With it
   * the storefront asks Google for predictions, places and addresses and draws Google maps; without, the
   * embedded stand-ins under /services/location answer and maps are drawn from our own data.
   */
  googleMapsApiKey: string | null;
  /**
   * PAYPAL_CLIENT_ID and PAYPAL_CLIENT_SECRET, both or neither: with them PayPal payments go to PayPal's REST
   * API at PAYPAL_API_BASE (default https://api-m.paypal.com; https://api-m.sandbox.paypal.com for PayPal's
   * own sandbox); without, to the embedded sandbox (server/domains/paypal-sandbox) on this server.
   */
  paypalClientId: string | null;
  paypalClientSecret: string | null;
  paypalApiBase: string | null;
  /**
   * FEATURE_FLAGS: the spec's flags switched on at run time (comma list; unknown names ignored), on top of
   * any the storefront was built with (VITE_FEATURE_FLAGS). The server puts them in every page it serves.
   */
  featureFlags: string[];
  /**
   * SUPPORT_AGENT_KEY: a server-to-server credential for the agent API (`Authorization: Bearer <key>`, never a URL);
   * unset, only accounts with the identity provider's support_agent role answer as agents.
   */
  supportAgentKey: string | null;
  /** CACHE_HOST: a search engine's page-cache host whose `/search?q=cache:<page>` is answered with that page (plugins/cache-host.ts) */
  cacheHost?: string | null;
};

export type RateLimitCounts = { kind: 'redis'; url: string; prefix?: string } | { kind: 'database' } | { kind: 'memory' };

function rateLimitCountsFrom(env: NodeJS.ProcessEnv): RateLimitCounts {
  const redisUrl = env.REDIS_URL?.trim();
  // REDIS_PREFIX: where several deployments share one Redis, each counts under its own prefix
  if (redisUrl) return { kind: 'redis', url: redisUrl, prefix: env.REDIS_PREFIX?.trim() || undefined };
  return env.DATABASE_URL ? { kind: 'database' } : { kind: 'memory' };
}

const SOCIAL_PROVIDERS = socialProvider.options;
export const DEFAULT_AUTH0_CLIENT_ID = 'crust-storefront';
export const DEFAULT_AUTH0_AUDIENCE = 'https://api.crust.local';

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
  return text
    .split(',')
    .map((part) => part.trim())
    .filter(Boolean);
}

function socialFrom(value: string | undefined): SocialProvider[] {
  const text = value?.trim().toLowerCase() ?? '';
  if (text === '') return [...SOCIAL_PROVIDERS];
  if (text === 'none') return [];
  const names = text
    .split(',')
    .map((part) => part.trim())
    .filter(Boolean);
  const unknown = names.filter((name) => !(SOCIAL_PROVIDERS as readonly string[]).includes(name));
  if (unknown.length)
    throw new Error(`AUTH0_SOCIAL lists unknown providers: ${unknown.join(', ')} (known: ${SOCIAL_PROVIDERS.join(', ')}, or none)`);
  return SOCIAL_PROVIDERS.filter((name) => names.includes(name));
}

function auth0From(env: NodeJS.ProcessEnv): Pick<Config, 'auth0Domain' | 'auth0ClientId' | 'auth0Audience' | 'auth0Social'> {
  const domain = env.AUTH0_DOMAIN?.trim().replace(/\/+$/, '') || null;
  const clientId = env.AUTH0_CLIENT_ID?.trim() || null;
  // the default client id names nothing in a real tenant
  if (domain && !clientId) throw new Error("AUTH0_DOMAIN is set: set AUTH0_CLIENT_ID to the tenant's storefront application too");
  return {
    auth0Domain: domain,
    auth0ClientId: clientId ?? DEFAULT_AUTH0_CLIENT_ID,
    auth0Audience: env.AUTH0_AUDIENCE?.trim() || DEFAULT_AUTH0_AUDIENCE,
    auth0Social: socialFrom(env.AUTH0_SOCIAL),
  };
}

function paypalFrom(env: NodeJS.ProcessEnv): Pick<Config, 'paypalClientId' | 'paypalClientSecret' | 'paypalApiBase'> {
  const id = env.PAYPAL_CLIENT_ID?.trim() || null;
  const secret = env.PAYPAL_CLIENT_SECRET?.trim() || null;
  if (Boolean(id) !== Boolean(secret)) {
    throw new Error(
      'PAYPAL_CLIENT_ID and PAYPAL_CLIENT_SECRET go together: set both for PayPal, or neither for the embedded PayPal sandbox',
    );
  }
  const base = env.PAYPAL_API_BASE?.trim() || null;
  if (base && !/^https:\/\/api-m\.(sandbox\.)?paypal\.com$/.test(base))
    throw new Error('PAYPAL_API_BASE must be https://api-m.paypal.com or https://api-m.sandbox.paypal.com');
  return { paypalClientId: id, paypalClientSecret: secret, paypalApiBase: base };
}

function stripeFrom(env: NodeJS.ProcessEnv): Pick<Config, 'stripeSecretKey' | 'stripePublishableKey'> {
  const secret = env.STRIPE_SECRET_KEY?.trim() || null;
  const publishable = env.STRIPE_PUBLISHABLE_KEY?.trim() || null;
  if (Boolean(secret) !== Boolean(publishable)) {
    const [set, missing] = secret ? ['STRIPE_SECRET_KEY', 'STRIPE_PUBLISHABLE_KEY'] : ['STRIPE_PUBLISHABLE_KEY', 'STRIPE_SECRET_KEY'];
    throw new Error(`${set} is set but ${missing} is not: set both for real Stripe, or neither for the embedded card sandbox`);
  }
  if (secret && !/^(sk|rk)_(live|test)_/.test(secret))
    throw new Error('STRIPE_SECRET_KEY must be a Stripe secret key (sk_live_… or sk_test_…)');
  if (publishable && !/^pk_(live|test)_/.test(publishable))
    throw new Error('STRIPE_PUBLISHABLE_KEY must be a Stripe publishable key (pk_live_… or pk_test_…)');
  if (secret && publishable && secret.split('_')[1] !== publishable.split('_')[1]) {
    throw new Error('STRIPE_SECRET_KEY and STRIPE_PUBLISHABLE_KEY must both be live keys or both test keys');
  }
  return { stripeSecretKey: secret, stripePublishableKey: publishable };
}

const ADYEN_KEYS = ['ADYEN_API_KEY', 'ADYEN_MERCHANT_ACCOUNT', 'ADYEN_CLIENT_KEY'] as const;

function adyenFrom(
  env: NodeJS.ProcessEnv,
): Pick<Config, 'adyenApiKey' | 'adyenMerchantAccount' | 'adyenClientKey' | 'adyenEnvironment' | 'adyenLiveUrlPrefix'> {
  const [apiKey, merchantAccount, clientKey] = ADYEN_KEYS.map((name) => env[name]?.trim() || null);
  const missing = ADYEN_KEYS.filter((name) => !env[name]?.trim());
  if (missing.length > 0 && missing.length < ADYEN_KEYS.length) {
    throw new Error(
      `${missing.join(' and ')} ${missing.length > 1 ? 'are' : 'is'} not set: set ${ADYEN_KEYS.join(', ')} all three for Adyen, or none for the embedded Adyen sandbox`,
    );
  }
  const environment = env.ADYEN_ENVIRONMENT?.trim().toLowerCase() || 'test';
  if (environment !== 'test' && environment !== 'live')
    throw new Error(`ADYEN_ENVIRONMENT must be test or live, got "${env.ADYEN_ENVIRONMENT}"`);
  if (clientKey && !/^(test|live)_/.test(clientKey)) throw new Error('ADYEN_CLIENT_KEY must be an Adyen client key (test_… or live_…)');
  if (clientKey && !clientKey.startsWith(`${environment}_`))
    throw new Error(`ADYEN_CLIENT_KEY is a ${clientKey.split('_')[0]} key but ADYEN_ENVIRONMENT is ${environment}`);
  const prefix = env.ADYEN_LIVE_URL_PREFIX?.trim() || null;
  if (prefix && !/^[A-Za-z0-9-]{1,100}$/.test(prefix))
    throw new Error(
      'ADYEN_LIVE_URL_PREFIX must be the live endpoint prefix from the Customer Area (letters, digits and dashes, e.g. 1797a841fbb37ca7-AdyenDemo)',
    );
  if (apiKey && environment === 'live' && !prefix)
    throw new Error('ADYEN_ENVIRONMENT is live: set ADYEN_LIVE_URL_PREFIX to the live endpoint prefix from the Customer Area');
  return {
    adyenApiKey: apiKey,
    adyenMerchantAccount: merchantAccount,
    adyenClientKey: clientKey,
    adyenEnvironment: environment,
    adyenLiveUrlPrefix: prefix,
  };
}

function unansweredFrom(env: NodeJS.ProcessEnv): Pick<Config, 'unansweredEscalateMs' | 'unansweredDeclineMs'> {
  const escalate = numberFrom(env.UNANSWERED_ESCALATE_SECONDS, 300, 'UNANSWERED_ESCALATE_SECONDS');
  const decline = numberFrom(env.UNANSWERED_DECLINE_SECONDS, 600, 'UNANSWERED_DECLINE_SECONDS');
  if (escalate > 0 && decline > 0 && decline <= escalate)
    throw new Error(
      `UNANSWERED_DECLINE_SECONDS (${decline}) must be longer than UNANSWERED_ESCALATE_SECONDS (${escalate}): an order is escalated before it is declined`,
    );
  return { unansweredEscalateMs: escalate * 1000, unansweredDeclineMs: decline * 1000 };
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
    paymentSweepMs: numberFrom(env.PAYMENT_SWEEP_MS, 30_000, 'PAYMENT_SWEEP_MS'),
    ...unansweredFrom(env),
    staticDir: path.resolve(env.STATIC_DIR || './dist'),
    trustProxy: trustProxyFrom(env.TRUST_PROXY),
    rateLimitFactor: numberFrom(env.RATE_LIMIT_FACTOR, 1, 'RATE_LIMIT_FACTOR') || 1,
    rateLimitCounts: rateLimitCountsFrom(env),
    logLevel: (logLevels as readonly string[]).includes(logLevel) ? (logLevel as Config['logLevel']) : 'warn',
    ...auth0From(env),
    ...stripeFrom(env),
    ...adyenFrom(env),
    ...paypalFrom(env),
    googleMapsApiKey: env.GOOGLE_MAPS_API_KEY?.trim() || null,
    featureFlags: (env.FEATURE_FLAGS ?? '')
      .split(',')
      .map((flag) => flag.trim())
      .filter(Boolean),
    supportAgentKey: env.SUPPORT_AGENT_KEY?.trim() || null,
    cacheHost: env.CACHE_HOST?.trim() || null,
  };
}
