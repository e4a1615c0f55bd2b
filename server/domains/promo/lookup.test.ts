import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { errorResponse } from '../../contract/common';
import { promoCodeLookupResponse } from '../../contract/restaurant-promo';
import { RATE_LIMIT_MESSAGE } from '../../plugins/rate-limits';
import { createTestApp, databaseKinds, testClock, type TestApp } from '../../test/harness';

const mondayNight = '2026-11-23T08:00:00Z';
// checkout §8
const INVALID = "This promo code isn't valid.";

describe.each(databaseKinds)('GET v1/promo_codes/{tag}, the restaurant promo-code page on %s', (kind) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(kind, { clock: testClock(mondayNight) });
  });
  afterAll(async () => t?.close());

  const lookUp = (tag: string) => t.app.inject({ method: 'GET', url: `/services/core/api/v1/promo_codes/${encodeURIComponent(tag)}` });

  it("answers a restaurant's code with what it takes off and the pizzeria, however it is typed", async () => {
    const answer = await lookUp(' brooklyn3 ');
    expect(answer.statusCode, answer.body).toBe(200);
    expect(promoCodeLookupResponse.parse(answer.json()).promo_code).toEqual({
      id: 3,
      tag: 'BROOKLYN3',
      promo_flat_amount: 300,
      promo_percent_amount: 0,
      shop: { id: 1001, name: 'Brooklyn Slice House', storefront_path: '/restaurants/ny/brooklyn/11201/brooklyn-slice-house/menu' },
    });
    expect(promoCodeLookupResponse.parse((await lookUp('WINDY15')).json()).promo_code).toMatchObject({
      promo_flat_amount: 0,
      promo_percent_amount: 15,
      shop: { id: 1301 },
    });
  });

  it('a code good at every pizzeria names none', async () => {
    expect(promoCodeLookupResponse.parse((await lookUp('CRUST5')).json()).promo_code).toMatchObject({
      tag: 'CRUST5',
      promo_flat_amount: 500,
      shop: null,
    });
    expect(promoCodeLookupResponse.parse((await lookUp('save10')).json()).promo_code).toMatchObject({
      promo_percent_amount: 10,
      shop: null,
    });
  });

  it("an unknown, expired or switched-off code is 404 with the spec's message", async () => {
    for (const tag of ['NOPE', 'EXPIRED20', 'RETIRED']) {
      const answer = await lookUp(tag);
      expect(answer.statusCode, tag).toBe(404);
      expect(errorResponse.parse(answer.json()).errors).toEqual([{ code: 'promo_code_invalid', message: INVALID, field: 'tag' }]);
    }
  });

  it('a blank or overlong code is a 400, never a 5xx', async () => {
    for (const tag of [' ', 'X'.repeat(51), '%00']) expect((await lookUp(tag)).statusCode, JSON.stringify(tag)).toBeLessThan(500);
    expect((await lookUp('X'.repeat(51))).statusCode).toBe(400);
  });
});

describe('GET v1/promo_codes/{tag} is rate limited (guessing codes)', () => {
  it('answers 429 in the error shape after 30 lookups a minute from one client', async () => {
    const t = await createTestApp('pglite', { clock: testClock(mondayNight), rateLimitFactor: 1 });
    try {
      const statuses: number[] = [];
      for (let guess = 0; guess < 31; guess += 1) {
        statuses.push((await t.app.inject({ method: 'GET', url: `/services/core/api/v1/promo_codes/GUESS${guess}` })).statusCode);
      }
      expect(statuses.slice(0, 30).every((status) => status === 404)).toBe(true);
      const refused = await t.app.inject({ method: 'GET', url: '/services/core/api/v1/promo_codes/CRUST5' });
      expect(refused.statusCode).toBe(429);
      expect(errorResponse.parse(refused.json()).errors[0]!.message).toBe(RATE_LIMIT_MESSAGE);
    } finally {
      await t.close();
    }
  });
});
