import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { readConfig } from '../config';
import { errorResponse } from '../contract/common';
import { STRIPE_SANDBOX_PATH } from '../contract/payments';
import { TEST_HOST } from '../identity/oidc-test-client';
import { browserCard, TEST_CARDS } from '../test/cards';
import { createTestApp, databaseKinds, testClock, type TestApp } from '../test/harness';
import { CARD_ORDER_LIMIT, RATE_LIMIT_MESSAGE } from './rate-limits';

const core = '/services/core/api';
const directive = (csp: string, name: string) =>
  csp
    .split(';')
    .map((part) => part.trim())
    .find((part) => part.startsWith(`${name} `)) ?? '';
const order = (payment: Record<string, unknown>) => ({
  order: {
    shop_id: 1001,
    placed_via: 'web',
    shipping_type: 'pickup',
    order_items_attributes: [{ products_type_id: 1001502, products_quantity: 1, selection_ids: [10010099] }],
    email: 'ann@example.com',
    delivery_first_name: 'Ann',
    delivery_last_name: 'Lee',
    delivery_telephone: '718-555-0100',
    ...payment,
  },
});

describe('Stripe keys in the configuration', () => {
  it('both or neither: one alone is a startup error naming the other', () => {
    expect(readConfig({})).toMatchObject({ stripeSecretKey: null, stripePublishableKey: null });
    expect(readConfig({ STRIPE_SECRET_KEY: 'sk_test_abc', STRIPE_PUBLISHABLE_KEY: 'pk_test_abc' })).toMatchObject({
      stripeSecretKey: 'sk_test_abc',
      stripePublishableKey: 'pk_test_abc',
    });
    expect(() => readConfig({ STRIPE_SECRET_KEY: 'sk_test_abc' })).toThrow('STRIPE_SECRET_KEY is set but STRIPE_PUBLISHABLE_KEY is not');
    expect(() => readConfig({ STRIPE_PUBLISHABLE_KEY: 'pk_test_abc' })).toThrow(
      'STRIPE_PUBLISHABLE_KEY is set but STRIPE_SECRET_KEY is not',
    );
    expect(() => readConfig({ STRIPE_SECRET_KEY: 'pk_test_abc', STRIPE_PUBLISHABLE_KEY: 'sk_test_abc' })).toThrow(
      'STRIPE_SECRET_KEY must be a Stripe secret key',
    );
    expect(() => readConfig({ STRIPE_SECRET_KEY: 'sk_live_abc', STRIPE_PUBLISHABLE_KEY: 'pk_test_abc' })).toThrow(
      'must both be live keys or both test keys',
    );
    // blank is unset
    expect(readConfig({ STRIPE_SECRET_KEY: ' ', STRIPE_PUBLISHABLE_KEY: '' }).stripeSecretKey).toBeNull();
  });
});

describe.each(databaseKinds)('card security on %s', (kind) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(kind, { rateLimitFactor: 1, clock: testClock('2026-11-23T08:00:00Z') });
  });
  afterAll(async () => t?.close());

  describe('content security policy', () => {
    it('sandbox mode: frames only our own pages; the challenge page and /3ds-redirect may be framed by this origin, nothing else by anyone', async () => {
      const page = await t.app.inject({ method: 'GET', url: '/checkout' });
      const csp = String(page.headers['content-security-policy']);
      expect(directive(csp, 'frame-src')).toBe("frame-src 'self'");
      expect(directive(csp, 'frame-ancestors')).toBe("frame-ancestors 'none'");
      expect(csp).not.toContain('stripe.com');
      expect(page.headers['x-frame-options']).toBe('DENY');

      for (const url of ['/3ds-redirect?payment_intent=pi_1&redirect_status=succeeded', `${STRIPE_SANDBOX_PATH}/3ds/pi_unknown`]) {
        const framed = await t.app.inject({ method: 'GET', url });
        expect(directive(String(framed.headers['content-security-policy']), 'frame-ancestors'), url).toBe("frame-ancestors 'self'");
        expect(framed.headers['x-frame-options'], url).toBe('SAMEORIGIN');
      }
    });

    it('real Stripe keys: Stripe.js scripts and frames, its API, and its 3-D Secure frames around /3ds-redirect', async () => {
      const real = await createTestApp(kind, { stripeKeys: { stripeSecretKey: 'sk_test_crust', stripePublishableKey: 'pk_test_crust' } });
      try {
        const csp = String((await real.app.inject({ method: 'GET', url: '/checkout' })).headers['content-security-policy']);
        expect(directive(csp, 'script-src')).toMatch(/^script-src 'self' https:\/\/js\.stripe\.com/);
        expect(directive(csp, 'frame-src')).toBe("frame-src 'self' https://js.stripe.com https://hooks.stripe.com");
        expect(directive(csp, 'connect-src')).toBe("connect-src 'self' https://api.stripe.com");
        expect(directive(csp, 'frame-ancestors')).toBe("frame-ancestors 'none'");
        const redirect = await real.app.inject({ method: 'GET', url: '/3ds-redirect' });
        expect(directive(String(redirect.headers['content-security-policy']), 'frame-ancestors')).toBe(
          "frame-ancestors 'self' https://js.stripe.com https://hooks.stripe.com",
        );
        expect(redirect.headers['x-frame-options']).toBeUndefined();
      } finally {
        await real.close();
      }
    });
  });

  describe('rate limits on card attempts', () => {
    it(`card orders: ${CARD_ORDER_LIMIT.perMinute} a minute per client, counted apart from cash orders; the next answers 429 in the error shape`, async () => {
      const statuses: number[] = [];
      let last = '';
      for (let i = 0; i < CARD_ORDER_LIMIT.perMinute + 2; i += 1) {
        const response = await t.app.inject({
          method: 'POST',
          url: `${core}/v2/orders`,
          payload: order({ payment_method: 'credit', payment_token: `pm_guess${i}` }),
          headers: { 'x-forwarded-for': `203.0.113.${i}` },
        });
        statuses.push(response.statusCode);
        last = response.body;
      }
      expect(
        statuses.slice(0, CARD_ORDER_LIMIT.perMinute).every((status) => status === 422),
        statuses.join(','),
      ).toBe(true);
      expect(statuses.slice(CARD_ORDER_LIMIT.perMinute)).toEqual([429, 429]);
      expect(errorResponse.parse(JSON.parse(last)).errors[0]).toEqual({ code: 'rate_limited', message: RATE_LIMIT_MESSAGE });
      // a cash order is still taken (the orders' own limit, 20 a minute, is not reached)
      expect(
        (await t.app.inject({ method: 'POST', url: `${core}/v2/orders`, payload: order({ payment_method: 'cash' }) })).statusCode,
      ).toBe(201);
    });

    it('saving a card: 10 a minute per client', async () => {
      const token = await browserCard(t.app, TEST_CARDS.visa);
      const statuses: number[] = [];
      for (let i = 0; i < 11; i += 1) {
        const response = await t.app.inject({
          method: 'POST',
          url: `${core}/v2/payment_methods`,
          headers: { host: TEST_HOST },
          payload: { gateway: 'stripe', token, channel: 'web', single_use: true, email: 'guest@example.com' },
        });
        statuses.push(response.statusCode);
      }
      expect(
        statuses.slice(0, 10).every((status) => status === 201),
        statuses.join(','),
      ).toBe(true);
      expect(statuses[10]).toBe(429);
    });
  });
});
