import type { AddressInfo } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import Stripe from 'stripe';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../app';
import { STRIPE_SANDBOX_PATH } from '../../contract/payments';
import { openTestDatabase, testClock, type TestDatabase } from '../../test/harness';
import { SANDBOX_SECRET_KEY, sandboxFetch } from './index';
import { RETURN_URL, TEST_NOW } from './sandbox-test-app';

/**
 * The sandbox inside the whole platform app (app.ts registers it when no Stripe keys are configured):
 * the app's security headers, auth, text checks and not-found page must leave its answers as they are.
 */
describe('stripe sandbox inside the platform app', () => {
  let database: TestDatabase;
  let app: FastifyInstance;
  let stripe: Stripe;
  beforeAll(async () => {
    database = await openTestDatabase('pglite');
    const clock = testClock(TEST_NOW);
    app = await buildApp({
      db: database.db,
      config: { dispatchSpeed: 0, staticDir: path.join(os.tmpdir(), 'crust-no-storefront'), logLevel: 'silent', rateLimitFactor: 1000 },
      clock: clock.now,
    });
    await app.ready();
    stripe = new Stripe(SANDBOX_SECRET_KEY, { httpClient: Stripe.createFetchHttpClient(sandboxFetch(app)), maxNetworkRetries: 0 });
  });
  afterAll(async () => {
    await app?.close();
    await database?.close();
  });

  it('answers the SDK as on its own (a bearer key that is not a sign-in token is no problem)', async () => {
    const customer = await stripe.customers.create({ email: 'in-app@example.com' });
    const intent = await stripe.paymentIntents.create({
      amount: 1200,
      currency: 'usd',
      customer: customer.id,
      payment_method: 'pm_card_visa',
      confirm: true,
      return_url: RETURN_URL,
    });
    expect(intent.status).toBe('succeeded');
  });

  it("answers the SDK pointed at the app's own address (host/port/protocol, no custom HTTP client) on Stripe's /v1 paths", async () => {
    await app.listen({ port: 0, host: '127.0.0.1' });
    const { port } = app.server.address() as AddressInfo;
    const direct = new Stripe(SANDBOX_SECRET_KEY, { host: '127.0.0.1', port, protocol: 'http', maxNetworkRetries: 0, telemetry: false });
    const intent = await direct.paymentIntents.create({
      amount: 1500,
      currency: 'usd',
      payment_method: 'pm_card_visa',
      confirm: true,
      return_url: RETURN_URL,
    });
    expect(intent).toMatchObject({ object: 'payment_intent', status: 'succeeded', amount_received: 1500 });
    // the same object, through the in-process client on the sandbox's own path
    expect((await stripe.paymentIntents.retrieve(intent.id)).status).toBe('succeeded');
  });

  it('lets the storefront frame the challenge page (and its redirect), while the rest of the app stays unframeable', async () => {
    const intent = await stripe.paymentIntents.create({
      amount: 1200,
      currency: 'usd',
      payment_method: 'pm_card_authenticationRequired',
      confirm: true,
      return_url: RETURN_URL,
    });
    const url = new URL(intent.next_action!.redirect_to_url!.url!).pathname;
    const page = await app.inject({ url });
    expect(page.statusCode).toBe(200);
    expect(page.headers['content-security-policy']).toContain("frame-ancestors 'self'");
    expect(page.headers['content-security-policy']).not.toContain("frame-ancestors 'none'");
    expect(page.headers['x-frame-options']).toBe('SAMEORIGIN');
    expect(page.headers['x-content-type-options']).toBe('nosniff');
    const done = await app.inject({
      method: 'POST',
      url,
      payload: 'outcome=complete',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
    });
    expect(done.statusCode).toBe(303);
    expect(done.headers['x-frame-options']).toBe('SAMEORIGIN');

    const api = await app.inject({
      url: `${STRIPE_SANDBOX_PATH}/v1/customers/cus_x`,
      headers: { authorization: `Bearer ${SANDBOX_SECRET_KEY}` },
    });
    expect(api.headers['x-frame-options']).toBe('DENY');
    const elsewhere = await app.inject({ url: '/services/core/api/v1/auth/config' });
    expect(elsewhere.headers['x-frame-options']).toBe('DENY');
    expect(elsewhere.headers['content-security-policy']).toContain("frame-ancestors 'none'");
  });

  it("answers unknown sandbox URLs and malformed bodies in Stripe's shape, not the platform's", async () => {
    const unknown = await app.inject({
      url: `${STRIPE_SANDBOX_PATH}/v1/refunds`,
      headers: { authorization: `Bearer ${SANDBOX_SECRET_KEY}` },
    });
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json().error.type).toBe('invalid_request_error');
    const malformed = await app.inject({
      method: 'POST',
      url: `${STRIPE_SANDBOX_PATH}/v1/customers`,
      payload: 'email=%ZZ',
      headers: { authorization: `Bearer ${SANDBOX_SECRET_KEY}`, 'content-type': 'application/x-www-form-urlencoded' },
    });
    expect(malformed.statusCode).toBe(400);
    expect(malformed.json().error.type).toBe('invalid_request_error');
  });
});
