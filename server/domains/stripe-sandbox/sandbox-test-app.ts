import Fastify, { type FastifyInstance } from 'fastify';
import Stripe from 'stripe';
import { expect } from 'vitest';
import { SANDBOX_PUBLISHABLE_KEY, STRIPE_SANDBOX_PATH } from '../../contract/payments';
import { openTestDatabase, testClock, type DatabaseKind, type TestClock, type TestDatabase } from '../../test/harness';
import { SANDBOX_SECRET_KEY, sandboxFetch, stripeSandboxRoutes } from './index';

/** Tests run at a fixed instant, so expiry dates are certain: June 2026. */
export const TEST_NOW = '2026-06-15T12:00:00.000Z';
export const SHOP_ORIGIN = 'https://shop.crust.test';
export const RETURN_URL = `${SHOP_ORIGIN}/3ds-redirect?order=o-1`;

export type Sandbox = {
  database: TestDatabase;
  app: FastifyInstance;
  clock: TestClock;
  /** the real SDK with the secret key, through sandboxFetch */
  stripe: Stripe;
  /** the real SDK with another key (the publishable one, a wrong one) */
  client(key: string): Stripe;
  /** a request as a browser or a hand-written client sends it */
  /* eslint-disable @typescript-eslint/no-explicit-any -- a test reads whatever fields the sandbox answered */
  raw(
    method: 'GET' | 'POST',
    path: string,
    options?: { body?: string; key?: string | null; headers?: Record<string, string> },
  ): Promise<{ status: number; json: any; headers: Record<string, unknown>; body: string }>;
  /* eslint-enable @typescript-eslint/no-explicit-any */
  close(): Promise<void>;
};

/** A Fastify app holding only the sandbox plugin, on a database of its own. */
export async function openSandbox(kind: DatabaseKind): Promise<Sandbox> {
  const database = await openTestDatabase(kind);
  const clock = testClock(TEST_NOW);
  const app = await sandboxApp(database, clock);
  const client = (key: string) =>
    new Stripe(key, { httpClient: Stripe.createFetchHttpClient(sandboxFetch(app)), maxNetworkRetries: 0, telemetry: false });
  return {
    database,
    app,
    clock,
    client,
    stripe: client(SANDBOX_SECRET_KEY),
    async raw(method, path, options = {}) {
      const key = options.key === undefined ? SANDBOX_SECRET_KEY : options.key;
      const response = await app.inject({
        method,
        url: `${STRIPE_SANDBOX_PATH}${path}`,
        payload: options.body,
        headers: {
          ...(options.body !== undefined ? { 'content-type': 'application/x-www-form-urlencoded' } : {}),
          ...(key ? { authorization: `Bearer ${key}` } : {}),
          ...options.headers,
        },
      });
      let json: unknown = null;
      try {
        json = JSON.parse(response.body);
      } catch {
        // an HTML page
      }
      return { status: response.statusCode, json, headers: response.headers, body: response.body };
    },
    async close() {
      await app.close();
      await database.close();
    },
  };
}

export async function sandboxApp(database: TestDatabase, clock: TestClock): Promise<FastifyInstance> {
  const app = Fastify({ logger: false });
  await app.register(stripeSandboxRoutes, { prefix: STRIPE_SANDBOX_PATH, db: database.db, clock: clock.now });
  await app.register(stripeSandboxRoutes, { db: database.db, clock: clock.now, atRoot: true });
  await app.ready();
  return app;
}

export const publishable = SANDBOX_PUBLISHABLE_KEY;

export const card = (number: string, extra: Partial<{ exp_month: number; exp_year: number; cvc: string }> = {}) => ({
  type: 'card' as const,
  card: { number, exp_month: 12, exp_year: 2030, cvc: number.startsWith('3') ? '1234' : '123', ...extra },
});

/** The error a promise rejects with; fails the test when it resolves. */
export async function rejection(promise: Promise<unknown>): Promise<Stripe.errors.StripeError> {
  try {
    await promise;
  } catch (error) {
    expect(error).toBeInstanceOf(Stripe.errors.StripeError);
    return error as Stripe.errors.StripeError;
  }
  throw new Error('expected the call to be refused');
}

/** The id of the intent in a challenge URL. */
export const challengePath = (intent: { next_action: Stripe.PaymentIntent.NextAction | Stripe.SetupIntent.NextAction | null }) => {
  const url = intent.next_action?.redirect_to_url?.url;
  expect(url).toBeTruthy();
  return new URL(String(url), SHOP_ORIGIN).pathname;
};
