import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { Writable } from 'node:stream';
import { createHash } from 'node:crypto';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { errorResponse } from '../contract/common';
import { createTestApp, databaseKinds, testClock, type TestApp } from './harness';

/**
 * Issue 15's probes as tests: security headers on pages and API, per-client rate limits that a
 * forged X-Forwarded-For does not dodge, the error shape for what Node's HTTP parser refuses, the
 * static server's refusal, and log lines without personal data.
 */
const core = '/services/core/api';
const inlineScript = "document.documentElement.dataset.ready = 'yes';";
const indexHtml = `<!doctype html><html><head><script>${inlineScript}</script><script type="module" crossorigin src="/assets/index-test.js"></script></head><body><div id="root"></div></body></html>`;
const shopper = { email: 'ann.private@example.com', first: 'Annabelle', last: 'Privatelee', phone: '7185550199' };
const orderBody = () => ({
  order: {
    shop_id: 1001,
    placed_via: 'web',
    shipping_type: 'pickup',
    payment_method: 'cash',
    order_items_attributes: [{ products_type_id: 1001502, products_quantity: 1, selection_ids: [10010099] }],
    email: shopper.email,
    delivery_first_name: shopper.first,
    delivery_last_name: shopper.last,
    delivery_telephone: shopper.phone,
    tip_amount: 0,
  },
  order_option_types: [],
});
const sha256 = (text: string) => `'sha256-${createHash('sha256').update(text).digest('base64')}'`;
const isErrorShape = (body: string) => errorResponse.safeParse(JSON.parse(body)).success;

describe.each(databaseKinds)('security on %s', (kind) => {
  let t: TestApp;
  const staticDir = fs.mkdtempSync(path.join(os.tmpdir(), 'crust-static-security-'));
  fs.mkdirSync(path.join(staticDir, 'ssr'));
  fs.writeFileSync(path.join(staticDir, 'index.html'), indexHtml);
  fs.writeFileSync(path.join(staticDir, 'ssr', 'entry-server.js'), 'export const secret = 1;\n');
  const logLines: string[] = [];
  const logStream = new Writable({
    write(chunk, _encoding, done) {
      logLines.push(...String(chunk).split('\n').filter(Boolean));
      done();
    },
  });

  beforeAll(async () => {
    t = await createTestApp(kind, { staticDir, rateLimitFactor: 1, clock: testClock('2026-11-23T17:00:00Z'), logStream });
  });
  afterAll(async () => {
    await t?.close();
    fs.rmSync(staticDir, { recursive: true, force: true });
  });

  describe('security headers', () => {
    it('a page: CSP without unsafe-inline scripts, its inline script allowed by hash, no framing, nosniff, referrer policy', async () => {
      const page = await t.app.inject({ method: 'GET', url: '/checkout-is-a-browser-page' });
      const csp = String(page.headers['content-security-policy']);
      const scriptSrc = csp.split(';').find((directive) => directive.trim().startsWith('script-src')) ?? '';
      expect(scriptSrc).toContain("'self'");
      expect(scriptSrc).not.toContain('unsafe-inline');
      expect(scriptSrc).toContain(sha256(inlineScript));
      expect(csp).toContain("frame-ancestors 'none'");
      expect(csp).toContain("object-src 'none'");
      expect(page.headers['x-frame-options']).toBe('DENY');
      expect(page.headers['x-content-type-options']).toBe('nosniff');
      expect(page.headers['referrer-policy']).toBe('strict-origin-when-cross-origin');
    });
    it('an API answer carries them too', async () => {
      const api = await t.app.inject({ method: 'GET', url: `${core}/v3/menus/1001` });
      expect(api.headers['x-content-type-options']).toBe('nosniff');
      expect(api.headers['content-security-policy']).toBeDefined();
    });
    it('HSTS only over TLS: not over plain HTTP, nor when an untrusted client claims https', async () => {
      const plain = await t.app.inject({ method: 'GET', url: '/' });
      expect(plain.headers['strict-transport-security']).toBeUndefined();
      const claimed = await t.app.inject({ method: 'GET', url: '/', headers: { 'x-forwarded-proto': 'https' } });
      expect(claimed.headers['strict-transport-security']).toBeUndefined();
    });
  });

  describe('rate limits per client', () => {
    it('the 21st order a minute from one client answers 429 in the error shape; a forged X-Forwarded-For does not dodge it', async () => {
      const statuses: number[] = [];
      let last = '';
      for (let i = 0; i < 24; i += 1) {
        const response = await t.app.inject({
          method: 'POST',
          url: `${core}/v2/orders`,
          headers: { 'content-type': 'application/json', 'x-forwarded-for': `203.0.113.${i}` },
          payload: orderBody(),
        });
        statuses.push(response.statusCode);
        last = response.body;
      }
      expect(
        statuses.slice(0, 20).every((status) => status === 201),
        statuses.join(','),
      ).toBe(true);
      expect(statuses.slice(20)).toEqual([429, 429, 429, 429]);
      expect(isErrorShape(last)).toBe(true);
      expect(JSON.parse(last).errors[0].code).toBe('rate_limited');
    });
    it('promo validation is limited too, and reading the menu is not', async () => {
      const statuses: number[] = [];
      for (let i = 0; i < 32; i += 1) {
        const response = await t.app.inject({
          method: 'POST',
          url: `${core}/v1/promo_codes/validate`,
          headers: { 'content-type': 'application/json' },
          payload: { promo_code: `GUESS${i}`, order: orderBody().order },
        });
        statuses.push(response.statusCode);
      }
      expect(statuses.filter((status) => status === 429)).toHaveLength(2);
      for (let i = 0; i < 40; i += 1) expect((await t.app.inject({ method: 'GET', url: `${core}/v3/menus/1001` })).statusCode).toBe(200);
    });
  });

  describe('rate limits on the account routes', () => {
    it('the 31st profile change a minute from one client answers 429, whoever it claims to be; 120 users/me calls pass, the 121st does not', async () => {
      const statuses: number[] = [];
      for (let i = 0; i < 31; i += 1) {
        const response = await t.app.inject({
          method: 'PUT',
          url: `${core}/v1/users/${i + 1}`,
          headers: { 'content-type': 'application/json', authorization: `Bearer forged-${i}` },
          payload: {},
        });
        statuses.push(response.statusCode);
      }
      expect(
        statuses.slice(0, 30).every((status) => status !== 429),
        statuses.join(','),
      ).toBe(true);
      expect(statuses[30]).toBe(429);
      const me: number[] = [];
      for (let i = 0; i < 121; i += 1) me.push((await t.app.inject({ method: 'GET', url: `${core}/v1/users/me` })).statusCode);
      expect(me.slice(0, 120).every((status) => status === 401)).toBe(true);
      expect(me[120]).toBe(429);
    });
  });

  describe('rate limits on the public writes (issue 37 item 5)', () => {
    // real Stripe calls, tokens kept in memory, rows stored per batch, carts stored per uuid: per client per minute
    const writes: [string, number][] = [
      [`${core}/v1/payment_intents`, 10],
      [`${core}/v1/paypal/billing_agreement_tokens`, 10],
      ['/services/traits/api/v1/events', 60],
      [`${core}/v1/activities`, 60],
    ];
    it.each(writes)('POST %s: %i a minute from one client, then 429', async (url, perMinute) => {
      const remoteAddress = `198.51.100.${writes.findIndex(([u]) => u === url) + 40}`;
      const statuses: number[] = [];
      for (let i = 0; i <= perMinute; i += 1) {
        statuses.push(
          (await t.app.inject({ method: 'POST', url, headers: { 'content-type': 'application/json' }, payload: {}, remoteAddress }))
            .statusCode,
        );
      }
      expect(
        statuses.slice(0, perMinute).every((status) => status !== 429),
        statuses.join(','),
      ).toBe(true);
      expect(statuses[perMinute]).toBe(429);
    });
  });

  describe('error shape where Fastify does not route', () => {
    let port = 0;
    beforeAll(async () => {
      await t.app.listen({ port: 0, host: '127.0.0.1' });
      port = (t.app.server.address() as net.AddressInfo).port;
    });
    const raw = (request: string) =>
      new Promise<{ status: number; body: string }>((resolve, reject) => {
        const socket = net.connect(port, '127.0.0.1', () => socket.end(request));
        let answer = '';
        socket.on('data', (chunk) => {
          answer += chunk;
        });
        socket.on('error', reject);
        socket.on('close', () =>
          resolve({ status: Number(answer.split(' ')[1]), body: answer.split('\r\n\r\n').slice(1).join('\r\n\r\n') }),
        );
      });

    it('a bad Content-Length answers 400 in the error shape', async () => {
      const answer = await raw(
        `POST ${core}/v2/orders HTTP/1.1\r\nHost: x\r\nContent-Type: application/json\r\nContent-Length: abc\r\n\r\n{}`,
      );
      expect(answer.status).toBe(400);
      expect(isErrorShape(answer.body), answer.body).toBe(true);
    });
    it('a URL over 16 KB answers 431 in the error shape', async () => {
      const answer = await raw(`GET /services/location/geocode?address=${'a'.repeat(17_000)} HTTP/1.1\r\nHost: x\r\n\r\n`);
      expect(answer.status).toBe(431);
      expect(isErrorShape(answer.body), answer.body).toBe(true);
      expect(JSON.parse(answer.body).errors[0].code).toBe('headers_too_large');
    });
    it('the server bundle is not served, and the refusal names no internals', async () => {
      const response = await t.app.inject({ method: 'GET', url: '/ssr/entry-server.js' });
      expect(response.statusCode).toBe(404);
      expect(isErrorShape(response.body)).toBe(true);
      expect(response.body).not.toMatch(/fst_|static/i);
    });
  });

  describe('logs', () => {
    it("a failing insert logs ids and the database's code, never the shopper's name, email or phone", async () => {
      // a real database failure: every new order breaks a check constraint
      await t.db.execute(sql.raw('alter table orders add constraint crust_test_no_orders check (false) not valid'));
      try {
        const before = logLines.length;
        const response = await t.app.inject({
          method: 'POST',
          url: `${core}/v2/orders?email=${encodeURIComponent(shopper.email)}`,
          headers: { 'content-type': 'application/json' },
          payload: orderBody(),
          remoteAddress: '198.51.100.7',
        });
        expect(response.statusCode).toBe(500);
        expect(isErrorShape(response.body)).toBe(true);
        const lines = logLines.slice(before);
        const failure = lines.find((line) => line.includes('unhandled error'));
        expect(failure, lines.join('\n')).toBeDefined();
        expect(failure).toContain('23514');
        for (const value of [shopper.email, shopper.first, shopper.last, shopper.phone, encodeURIComponent(shopper.email)]) {
          expect(lines.join('\n'), value).not.toContain(value);
        }
      } finally {
        await t.db.execute(sql.raw('alter table orders drop constraint crust_test_no_orders'));
      }
    });
  });
});
