import fastifyRateLimit from '@fastify/rate-limit';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { RateLimitCounts } from '../config';
import type { Database } from '../db/database';
import { ApiError } from '../domains/api-error';
import { databaseCounts } from './database-counts';
import { sharedCountsStore } from './rate-limit-store';
import { redisCounts } from './redis-counts';
import { memoryCounts, type SharedCounts } from './shared-counts';

export const RATE_LIMIT_MESSAGE = 'Too many requests. Please wait a minute and try again.';

/**
 * Calls a client may make per minute where a flood costs money or guesses secrets. A client is its
 * address (request.ip: the socket's, or the one a trusted proxy names; see TRUST_PROXY). The counts are
 * shared by the replicas (Redis, else PostgreSQL; see Config.rateLimitCounts), so N replicas still give these.
 * Card attempts are a fraud target (testing stolen card numbers): saving and confirming a card are in
 * this table, and card orders have their own, lower limit (CARD_ORDER_LIMIT) on top of the orders' one.
 */
export const RATE_LIMITED_ROUTES: { method: string; url: string; perMinute: number }[] = [
  { method: 'POST', url: '/services/core/api/v2/orders', perMinute: 20 },
  { method: 'POST', url: '/services/core/api/v1/promo_codes/validate', perMinute: 30 },
  // the restaurant promo-code page's lookup: guessing codes
  { method: 'GET', url: '/services/core/api/v1/promo_codes/:tag', perMinute: 30 },
  // the embedded identity provider's sign-in and sign-up forms (server/identity/routes.ts): password guessing
  { method: 'POST', url: '/interaction/:uid/login', perMinute: 10 },
  { method: 'POST', url: '/interaction/:uid/signup', perMinute: 10 },
  // the account routes: probing tokens and ids, or flooding writes
  { method: 'GET', url: '/services/core/api/v1/users/me', perMinute: 120 },
  { method: 'PUT', url: '/services/core/api/v1/users/:id', perMinute: 30 },
  { method: 'PUT', url: '/services/core/api/v1/user_preferences/:id', perMinute: 30 },
  { method: 'POST', url: '/services/core/api/v1/sms_subscriptions', perMinute: 30 },
  // phone verification: each code sent is a real text; codes are guessed (the service also counts per number)
  { method: 'POST', url: '/services/core/api/v1/phone_verifications', perMinute: 10 },
  { method: 'POST', url: '/services/core/api/v1/phone_verifications/confirm', perMinute: 10 },
  { method: 'POST', url: '/services/core/api/v1/addresses', perMinute: 30 },
  { method: 'DELETE', url: '/services/core/api/v1/addresses/:id', perMinute: 30 },
  { method: 'POST', url: '/services/core/api/v1/email/validate', perMinute: 30 },
  // cards: a stolen number is tried by saving it, by confirming its setup, by paying with it
  { method: 'POST', url: '/services/core/api/v2/payment_methods', perMinute: 10 },
  { method: 'POST', url: '/services/core/api/v2/payment_methods/:id/confirm', perMinute: 10 },
  { method: 'PUT', url: '/services/core/api/v1/orders/:uuid/complete', perMinute: 20 },
  // the support chat: starting conversations and posting messages are public writes; the widget polls its messages
  { method: 'POST', url: '/services/support/api/v1/conversations', perMinute: 10 },
  { method: 'POST', url: '/services/support/api/v1/conversations/:uuid/messages', perMinute: 30 },
  { method: 'GET', url: '/services/support/api/v1/conversations/:uuid/messages', perMinute: 120 },
  // public writes that cost something: a wallet's PaymentIntent is a real Stripe call with real keys, a PayPal
  // billing agreement token is kept in memory, an analytics batch stores up to 100 rows, an activity a cart
  { method: 'POST', url: '/services/core/api/v1/payment_intents', perMinute: 10 },
  { method: 'POST', url: '/services/core/api/v1/paypal/billing_agreement_tokens', perMinute: 10 },
  { method: 'POST', url: '/services/traits/api/v1/events', perMinute: 60 },
  { method: 'POST', url: '/services/core/api/v1/activities', perMinute: 60 },
  // a short link to a shared cart is a row per call
  { method: 'PUT', url: '/url-shortening', perMinute: 60 },
];

/**
 * The support agent's routes (server/domains/support/agent-routes.ts): guessing SUPPORT_AGENT_KEY. Apart from
 * RATE_LIMITED_ROUTES because they exist only when the key is set (the soak bursts every route of that table
 * on a server without it); the page answers its 429 as a page.
 */
export const SUPPORT_AGENT_RATE_LIMITS: { method: string; url: string; perMinute: number }[] = [
  { method: 'GET', url: '/services/support/api/v1/agent/conversations', perMinute: 60 },
  { method: 'POST', url: '/services/support/api/v1/agent/conversations/:uuid/messages', perMinute: 60 },
  { method: 'GET', url: '/services/support/agent', perMinute: 60 },
  { method: 'POST', url: '/services/support/agent/conversations/:uuid/reply', perMinute: 60 },
];

/** POST v2/orders paying by card: per client per minute, counted apart from (and as well as) every order's limit. */
export const CARD_ORDER_LIMIT = { method: 'POST', url: '/services/core/api/v2/orders', perMinute: 10 } as const;

const rateLimited = () => new ApiError(429, { code: 'rate_limited', message: RATE_LIMIT_MESSAGE });

const paysByCard = (body: unknown) => {
  const order = (body as { order?: { payment_method?: unknown } } | null)?.order;
  return order?.payment_method === 'credit';
};

function openCounts(where: RateLimitCounts, db: Database): SharedCounts {
  if (where.kind === 'redis') return redisCounts(where.url, where.prefix);
  return where.kind === 'database' ? databaseCounts(db) : memoryCounts();
}

type RateLimitSettings = {
  /** scales every limit (RATE_LIMIT_FACTOR): the browser suites place orders faster than a shopper */
  factor?: number;
  /** where the counts live; this process's memory unless given */
  counts?: RateLimitCounts;
  db: Database;
};

/** Limits the routes of the tables above; answers the shared counts, which the agent routes count wrong keys in. */
export async function registerRateLimits(
  app: FastifyInstance,
  { factor = 1, counts: where = { kind: 'memory' }, db }: RateLimitSettings,
): Promise<SharedCounts> {
  const counts = openCounts(where, db);
  app.addHook('onClose', () => counts.close());
  // before the plugin's own onRoute hook, which reads config.rateLimit
  app.addHook('onRoute', (route) => {
    const methods = Array.isArray(route.method) ? route.method : [route.method];
    const limit = [...RATE_LIMITED_ROUTES, ...SUPPORT_AGENT_RATE_LIMITS].find(
      (entry) => entry.url === route.url && methods.includes(entry.method),
    );
    if (limit)
      route.config = { ...route.config, rateLimit: { max: Math.max(1, Math.round(limit.perMinute * factor)), timeWindow: 60_000 } };
  });
  await app.register(fastifyRateLimit, {
    global: false,
    errorResponseBuilder: rateLimited,
    store: sharedCountsStore(counts),
  });

  // the card orders' own count: the route's limit has already run on this request (one per request in the
  // plugin), so this one is checked by hand once the body is parsed, and only for card payments
  const cardOrders = app.createRateLimit({
    max: Math.max(1, Math.round(CARD_ORDER_LIMIT.perMinute * factor)),
    timeWindow: 60_000,
    allowList: (request) => !paysByCard(request.body),
    keyGenerator: (request) => `card-orders:${request.ip}`,
  });
  app.addHook('onRoute', (route) => {
    const methods = Array.isArray(route.method) ? route.method : [route.method];
    if (route.url !== CARD_ORDER_LIMIT.url || !methods.includes(CARD_ORDER_LIMIT.method)) return;
    const check = async (request: FastifyRequest) => {
      const limit = await cardOrders(request);
      if (!limit.isAllowed && limit.isExceeded) throw rateLimited();
    };
    route.preValidation = [
      ...(Array.isArray(route.preValidation) ? route.preValidation : route.preValidation ? [route.preValidation] : []),
      check,
    ];
  });
  return counts;
}
