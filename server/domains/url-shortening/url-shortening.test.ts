import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { activityResponse, createActivityResponse } from '../../contract/activities';
import { errorResponse } from '../../contract/common';
import { shortenResponse } from '../../contract/url-shortening';
import { createTestApp, databaseKinds, testClock, type TestApp } from '../../test/harness';

const api = '/services/core/api';
const host = 'crust.test';
const cartUuid = '0c7a3e52-41d8-4f0b-9a6e-3b2d1c0f9e84';
const menu = '/restaurants/ny/brooklyn/11201/brooklyn-slice-house/menu';
/** One large cheese pizza at Brooklyn Slice House, for pickup. */
const order = {
  shop_id: 1001,
  shipping_type: 'pickup',
  order_items_attributes: [{ products_type_id: 1001502, products_quantity: 1, selection_ids: [], products_instruction: null }],
};

describe.each(databaseKinds)('PUT /url-shortening and GET /s/{code} on %s', (kind) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(kind, { clock: testClock('2026-11-23T17:00:00Z') });
    const saved = await t.app.inject({
      method: 'POST',
      url: `${api}/v1/activities`,
      payload: { type: 'magic_cart', uuid: cartUuid, payload: { order } },
    });
    expect(saved.statusCode, saved.body).toBe(201);
  });
  afterAll(async () => t?.close());
  const shorten = (location: unknown) =>
    t.app.inject({ method: 'PUT', url: '/url-shortening', headers: { host }, payload: { location } as object });
  const follow = (link: string) => t.app.inject({ method: 'GET', url: new URL(link).pathname, headers: { host } });

  it('shortens a link to a saved cart on this host, and the short link redirects 302 to it', async () => {
    for (const location of [`http://${host}${menu}?magicCartUuid=${cartUuid}`, `${menu}?magicCartUuid=${cartUuid}#cart`]) {
      const response = await shorten(location);
      expect(response.statusCode, response.body).toBe(200);
      const { link } = shortenResponse.parse(response.json());
      expect(link).toMatch(new RegExp(`^http://${host.replace('.', '\\.')}/s/[A-Za-z0-9]{8}$`));
      const opened = await follow(link);
      expect(opened.statusCode).toBe(302);
      expect(opened.headers.location).toBe(`${menu}?magicCartUuid=${cartUuid}${location.endsWith('#cart') ? '#cart' : ''}`);
    }
  });

  it('issues a new code on each call', async () => {
    const location = `${menu}?magicCartUuid=${cartUuid}`;
    const [a, b] = await Promise.all([shorten(location), shorten(location)]);
    expect(shortenResponse.parse(a.json()).link).not.toBe(shortenResponse.parse(b.json()).link);
  });

  it.each([
    ['another host', `https://evil.example${menu}?magicCartUuid=${cartUuid}`, 'The location must be a page of this site.'],
    ['a protocol-relative URL', `//evil.example${menu}?magicCartUuid=${cartUuid}`, 'The location must be a page of this site.'],
    ['a javascript: URL', 'javascript:alert(1)', 'The location must be a page of this site.'],
    ['a page without a cart', menu, "The location must open a saved cart (magicCartUuid), and this one doesn't."],
    [
      'a cart never saved',
      `${menu}?magicCartUuid=1d2e3f40-5a6b-4c7d-8e9f-0a1b2c3d4e5f`,
      "The location must open a saved cart (magicCartUuid), and this one doesn't.",
    ],
  ])('refuses %s with 400 and a clear message', async (_, location, message) => {
    const response = await shorten(location);
    expect(response.statusCode).toBe(400);
    expect(errorResponse.parse(response.json()).errors[0]).toMatchObject({ code: 'invalid_location', message });
  });

  it.each([
    ['no location', {}],
    ['an empty location', { location: '' }],
    ['a location that is not text', { location: 42 }],
    ['a location too long', { location: `${menu}?magicCartUuid=${cartUuid}&x=${'a'.repeat(2000)}` }],
  ])('refuses %s with 400', async (_, payload) => {
    const response = await t.app.inject({ method: 'PUT', url: '/url-shortening', headers: { host }, payload });
    expect(response.statusCode).toBe(400);
    expect(errorResponse.parse(response.json()).errors.length).toBeGreaterThan(0);
  });

  it('answers an unknown or malformed code as an unknown page (404), never a redirect', async () => {
    for (const code of ['abcdEFGH', 'x', '../../etc', 'a'.repeat(100)]) {
      const response = await t.app.inject({ method: 'GET', url: `/s/${encodeURIComponent(code)}`, headers: { host } });
      expect(response.statusCode, code).toBe(404);
      expect(response.headers.location).toBeUndefined();
    }
  });

  it('a short link is not a cart: GET activities never answers it, and the cart it shares is unchanged', async () => {
    const { link } = shortenResponse.parse((await shorten(`${menu}?magicCartUuid=${cartUuid}`)).json());
    const code = new URL(link).pathname.split('/').pop()!;
    const { codeKey } = await import('./service');
    const asCart = await t.app.inject({ method: 'GET', url: `${api}/v1/activities/${codeKey(code)}` });
    expect(asCart.statusCode).toBe(404);
    const cart = activityResponse.parse((await t.app.inject({ method: 'GET', url: `${api}/v1/activities/${cartUuid}` })).json());
    expect(cart.activity.order.order_items).toHaveLength(1);
    // nor can a cart be saved over it
    const over = await t.app.inject({
      method: 'POST',
      url: `${api}/v1/activities`,
      payload: { type: 'magic_cart', uuid: codeKey(code), payload: { order } },
    });
    expect(over.statusCode).toBe(409);
    expect(createActivityResponse.safeParse(over.json()).success).toBe(false);
  });
});

describe('PUT /url-shortening rate limit', () => {
  it('answers 429 in the error shape after 60 links a minute from one client', async () => {
    const t = await createTestApp('pglite', { rateLimitFactor: 1 });
    try {
      const shorten = () => t.app.inject({ method: 'PUT', url: '/url-shortening', headers: { host }, payload: { location: menu } });
      for (let i = 0; i < 60; i++) expect((await shorten()).statusCode).toBe(400);
      const refused = await shorten();
      expect(refused.statusCode).toBe(429);
      expect(errorResponse.parse(refused.json()).errors[0]?.code).toBe('rate_limited');
    } finally {
      await t.close();
    }
  });
});
