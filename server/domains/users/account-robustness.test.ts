import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { errorResponse } from '../../contract/common';
import { TestBrowser, bearer, interactionPath, signUp, startAuthorize } from '../../identity/oidc-test-client';
import { createTestApp, databaseKinds, testClock, type TestApp } from '../../test/harness';

/**
 * Junk at the account routes (signed in and out) and at the sign-in forms: never a 5xx; every
 * non-2xx API answer has the contract's error body, every sign-in page answer is a page.
 */
const core = '/services/core/api';
const runs = 30;
const oddStrings = [
  '',
  ' ',
  '0',
  '-1',
  'NaN',
  'null',
  '99999999999999999999',
  '2147483648',
  '\u0000',
  'a\u0000b',
  '🍕'.repeat(40),
  'x'.repeat(400),
  "1' or '1'='1",
  '%00',
];
const junk: fc.Arbitrary<unknown> = fc.oneof(
  fc.anything({ maxDepth: 2 }),
  fc.constantFrom<unknown>(0, -1, 1.5, 2 ** 31, 1e308, null, true, [], {}, ...oddStrings),
  fc.string({ unit: 'binary', maxLength: 60 }),
);
/** encodeURIComponent throws on lone surrogates; a browser would send U+FFFD instead */
const encode = (text: string) =>
  encodeURIComponent(text.replace(/[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/g, '\uFFFD'));

const bodies: Record<string, () => Record<string, unknown>> = {
  user: () => ({ first_name: 'Ann', last_name: 'Lee', phone: '718-555-0100', email: 'ann@example.com' }),
  preferences: () => ({ marketing_email_status: 'subscribed', include_plastic_utensils: true }),
  sms: () => ({ phone_number: '7185550100', email: 'ann@example.com', more: { transactional: true, marketing: false } }),
  address: () => ({ address: { address: '123 Court St', address2: '3F', city: 'Brooklyn', state: 'NY', zipcode: '11201' } }),
  email: () => ({ email_address: 'ann@gmial.com' }),
};

/** A valid body with one key replaced by junk (or removed), one level deep or inside the nested object. */
function mutated(name: keyof typeof bodies) {
  return fc.record({ value: junk, remove: fc.boolean(), pick: fc.nat() }).map(({ value, remove, pick }) => {
    const body = bodies[name]();
    const nested = Object.values(body).find((v) => v && typeof v === 'object') as Record<string, unknown> | undefined;
    const target = nested && pick % 2 ? nested : body;
    const keys = Object.keys(target);
    const key = keys[pick % keys.length];
    if (remove) delete target[key];
    else target[key] = value;
    return body;
  });
}

describe.each(databaseKinds)('junk at the account routes on %s', (kind) => {
  let t: TestApp;
  let token: string;
  let uid: string;
  let browser: TestBrowser;
  beforeAll(async () => {
    t = await createTestApp(kind, { clock: testClock('2026-11-23T17:00:00Z') });
    token = (await signUp(t.app)).tokens.access_token;
    browser = new TestBrowser(t.app);
    uid = interactionPath((await startAuthorize(browser)).response);
  });
  afterAll(async () => t?.close());

  async function expectSane(method: 'GET' | 'PUT' | 'POST' | 'DELETE', url: string, payload?: unknown, signedIn = true) {
    const response = await t.app.inject({
      method,
      url,
      ...(payload !== undefined ? { payload: payload as object } : {}),
      headers: signedIn ? bearer(token) : {},
    });
    expect(response.statusCode, `${method} ${url} ${JSON.stringify(payload)?.slice(0, 200)}`).toBeLessThan(500);
    if (response.statusCode >= 300 && response.statusCode !== 304) {
      expect(errorResponse.safeParse(response.json()).success, response.body).toBe(true);
    }
  }

  it('bodies with one field turned to junk', async () => {
    const routes: [keyof typeof bodies, 'PUT' | 'POST', string][] = [
      ['user', 'PUT', `${core}/v1/users/1`],
      ['preferences', 'PUT', `${core}/v1/user_preferences/1`],
      ['sms', 'POST', `${core}/v1/sms_subscriptions`],
      ['address', 'POST', `${core}/v1/addresses`],
      ['email', 'POST', `${core}/v1/email/validate`],
    ];
    for (const [name, method, url] of routes) {
      await fc.assert(
        fc.asyncProperty(mutated(name), fc.boolean(), async (body, signedIn) => expectSane(method, url, body, signedIn)),
        { numRuns: runs },
      );
    }
  });

  it('junk ids and query values', async () => {
    await fc.assert(
      fc.asyncProperty(fc.oneof(fc.string({ unit: 'binary', maxLength: 40 }), fc.constantFrom(...oddStrings)), async (value) => {
        const text = encode(value);
        await expectSane('PUT', `${core}/v1/users/${text || '0'}`, bodies.user());
        await expectSane('PUT', `${core}/v1/user_preferences/${text || '0'}`, bodies.preferences());
        await expectSane('DELETE', `${core}/v1/addresses/${text || '0'}`);
        await expectSane('GET', `${core}/v1/orders?per_page=${text}&page=${text}&web_slug=${text}`);
        await expectSane('GET', `${core}/v1/sms_subscriptions?phone_number=${text}`);
        await expectSane('GET', `${core}/v2/payment_methods?gateway=${text}`);
        await expectSane('GET', `/services/traits/api/v1/user-device/latest?device_id=${text}`);
        const header = await t.app.inject({
          method: 'GET',
          url: `${core}/v1/users/me`,
          headers: { authorization: `Bearer ${value.replace(/[^\x20-\x7e]/g, '')}` },
        });
        expect(header.statusCode).toBe(401);
      }),
      { numRuns: runs },
    );
  });

  it('junk at the sign-in and sign-up forms answers pages, never a 5xx', async () => {
    const form = fc.dictionary(
      fc.constantFrom('email', 'password', 'first_name', 'last_name', 'other'),
      fc.oneof(fc.string({ maxLength: 60 }), fc.constantFrom(...oddStrings)),
    );
    await fc.assert(
      fc.asyncProperty(form, fc.constantFrom('login', 'signup'), async (fields, action) => {
        /* eslint-disable no-control-regex -- control characters are what this strips */
        const response = await browser.postForm(
          `${uid}/${action}`,
          Object.fromEntries(Object.entries(fields).map(([k, v]) => [k, v.replace(/\u0000/g, '')])),
        );
        /* eslint-enable no-control-regex */
        expect(response.statusCode, JSON.stringify(fields)).toBeLessThan(500);
        if (response.statusCode !== 303) expect(response.headers['content-type']).toContain('text/html');
      }),
      { numRuns: runs },
    );
    for (const payload of ['{"email":1}', 'email=%E0%A4%A', '\u0000']) {
      const raw = await browser.request({
        method: 'POST',
        url: `${uid}/login`,
        payload,
        headers: { 'content-type': payload.startsWith('{') ? 'application/json' : 'application/x-www-form-urlencoded' },
      });
      expect(raw.statusCode).toBeLessThan(500);
    }
    for (const path of ['/interaction/%ZZ', '/interaction/x'.padEnd(300, 'y'), `${uid}/social/twitter`, '/interaction/abc/login']) {
      const response = await browser.get(path);
      expect(response.statusCode, path).toBeLessThan(500);
    }
  });
});
