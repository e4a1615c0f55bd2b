import { decodeJwt, SignJWT } from 'jose';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { errorResponse } from '../../contract/common';
import { reviewResponse } from '../../contract/reviews-sandbox';
import { eq } from 'drizzle-orm';
import * as schema from '../../db/schema';
import { bearer, newAccount, signUp, TEST_HOST } from '../../identity/oidc-test-client';
import { createTestApp, databaseKinds, testClock, type TestApp } from '../../test/harness';

/**
 * The embedded review provider stand-in: POST /sandbox/reviews/v1/reviews, authorised by the user-data token the
 * widget holds (users/me/turn_to/user_data). The limits and words are the house's own (the spec's widget is a
 * third party's), checked literally here.
 */
const MESSAGES = {
  signIn: 'Sign in again to post your review.',
  rating: 'rating: Choose a rating from 1 to 5 stars.',
  textTooLong: 'text: Keep your review to 2000 characters.',
  shop: 'shop_id: Say which pizzeria the review is for.',
};
const brooklynSliceHouse = 1001;
const bushwick = 1008;
const start = '2026-11-23T17:00:00Z';

describe.each(databaseKinds)('the review provider stand-in on %s', (kind) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(kind, { clock: testClock(start) });
  });
  afterAll(async () => t?.close());

  async function shopperTokens(firstName = 'Maria') {
    const auth = bearer((await signUp(t.app, { ...newAccount('reviewer'), firstName })).tokens.access_token);
    const token = async (path: string) =>
      (
        await t.app.inject({ method: 'GET', url: `/services/core/api/v1/users/me/turn_to/${path}`, headers: { host: TEST_HOST, ...auth } })
      ).json().token as string;
    return { userData: await token('user_data'), loggedIn: await token('logged_in_data') };
  }
  const post = (authorization: string | null, payload: unknown, contentType = 'application/json') =>
    t.app.inject({
      method: 'POST',
      url: '/sandbox/reviews/v1/reviews',
      headers: { 'content-type': contentType, ...(authorization === null ? {} : { authorization }) },
      payload: typeof payload === 'string' ? payload : JSON.stringify(payload),
    });
  const refusal = (body: string) => errorResponse.parse(JSON.parse(body)).errors[0];
  const reviewRows = async (userId: number) =>
    t.db
      .select({ rating: schema.reviews.rating, shop_id: schema.reviews.shopId })
      .from(schema.reviews)
      .where(eq(schema.reviews.userId, userId))
      .orderBy(schema.reviews.shopId);

  it("keeps one review per shopper per shop: the first answers 201, posting again replaces it (200), another shop's is its own", async () => {
    const { userData } = await shopperTokens('Maria');
    const userId = Number(decodeJwt(userData).sub);
    const first = await post(`Bearer ${userData}`, { shop_id: brooklynSliceHouse, rating: 4, text: '  Crisp crust.  ' });
    expect(first.statusCode, first.body).toBe(201);
    expect(reviewResponse.parse(first.json())).toEqual({
      review: {
        shop_id: brooklynSliceHouse,
        rating: 4,
        text: 'Crisp crust.',
        reviewer_name: 'Maria',
        created_at: '2026-11-23T17:00:00.000Z',
        updated_at: '2026-11-23T17:00:00.000Z',
      },
    });
    t.clock.set('2026-11-23T17:05:00Z');
    const again = await post(`Bearer ${userData}`, { shop_id: brooklynSliceHouse, rating: 2 });
    expect(again.statusCode, again.body).toBe(200);
    expect(again.json().review).toMatchObject({
      rating: 2,
      text: '',
      created_at: '2026-11-23T17:00:00.000Z',
      updated_at: '2026-11-23T17:05:00.000Z',
    });
    expect(await reviewRows(userId)).toEqual([{ rating: 2, shop_id: brooklynSliceHouse }]);
    const other = await post(`Bearer ${userData}`, { shop_id: bushwick, rating: 5, text: 'x'.repeat(2000) });
    expect(other.statusCode, other.body).toBe(201);
    expect(await reviewRows(userId)).toEqual([
      { rating: 2, shop_id: brooklynSliceHouse },
      { rating: 5, shop_id: bushwick },
    ]);
    t.clock.set(start);
  });

  it('refuses (401) a missing, malformed, forged, tampered, expired or logged-in token, before reading the body', async () => {
    const { userData, loggedIn } = await shopperTokens();
    const claims = decodeJwt(userData);
    const forged = await new SignJWT({ ...claims })
      .setProtectedHeader({ alg: 'HS256' })
      .sign(new TextEncoder().encode('not the platform secret, but long enough'));
    const [header, , signature] = userData.split('.');
    const tampered = `${header}.${Buffer.from(JSON.stringify({ ...claims, sub: '1' })).toString('base64url')}.${signature}`;
    const good = { shop_id: brooklynSliceHouse, rating: 5 };
    for (const authorization of [
      null,
      '',
      'Bearer',
      `Basic ${userData}`,
      `Bearer ${userData}x.y`,
      `Bearer ${forged}`,
      `Bearer ${tampered}`,
      `Bearer ${loggedIn}`,
    ]) {
      const answer = await post(authorization, good);
      expect(answer.statusCode, String(authorization)).toBe(401);
      expect(refusal(answer.body)).toEqual({ code: 'unauthorized', message: MESSAGES.signIn });
    }
    expect((await post(null, { rating: 'lots' })).statusCode).toBe(401);
    t.clock.set('2026-11-23T18:00:01Z');
    const expired = await post(`Bearer ${userData}`, good);
    expect(expired.statusCode).toBe(401);
    t.clock.set(start);
    expect((await post(`Bearer ${userData}`, good)).statusCode).toBe(201);
  });

  it('refuses a bad body with 400 and says what is wrong; an unknown shop is 404; never a 5xx', async () => {
    const { userData } = await shopperTokens();
    const auth = `Bearer ${userData}`;
    for (const rating of [0, 6, 3.5, '4', null, -1, 1e12]) {
      const answer = await post(auth, { shop_id: brooklynSliceHouse, rating });
      expect(answer.statusCode, String(rating)).toBe(400);
      expect(refusal(answer.body)).toMatchObject({ code: 'invalid_request', message: MESSAGES.rating, field: 'rating' });
    }
    const missingRating = await post(auth, { shop_id: brooklynSliceHouse, text: 'Nice' });
    expect(refusal(missingRating.body).message).toBe(MESSAGES.rating);
    const long = await post(auth, { shop_id: brooklynSliceHouse, rating: 3, text: 'x'.repeat(2001) });
    expect(long.statusCode).toBe(400);
    expect(refusal(long.body).message).toBe(MESSAGES.textTooLong);
    for (const shop_id of [undefined, 'brooklyn', 0, 1.5]) {
      const answer = await post(auth, { shop_id, rating: 3 });
      expect(answer.statusCode, String(shop_id)).toBe(400);
      expect(refusal(answer.body).message).toBe(MESSAGES.shop);
    }
    for (const shop_id of [999_999, 2_147_483_648]) {
      const answer = await post(auth, { shop_id, rating: 3 });
      expect(answer.statusCode, String(shop_id)).toBe(404);
      expect(refusal(answer.body)).toEqual({ code: 'shop_not_found', message: "We couldn't find that pizzeria." });
    }
    for (const [payload, contentType] of [
      ['{"rating":', 'application/json'],
      ['[]', 'application/json'],
      ['rating=5', 'text/plain'],
    ]) {
      const answer = await post(auth, payload, contentType);
      expect(answer.statusCode, payload).toBeGreaterThanOrEqual(400);
      expect(answer.statusCode, payload).toBeLessThan(500);
    }
    const nul = await post(auth, { shop_id: brooklynSliceHouse, rating: 3, text: 'Good\u0000 pie' });
    expect(nul.statusCode, nul.body).toBeLessThan(300);
    expect(nul.json().review.text).toBe('Good pie');
  });
});
