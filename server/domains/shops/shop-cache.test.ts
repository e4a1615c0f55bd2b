import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import * as schema from '../../db/schema';
import { createTestApp, databaseKinds, testClock, type TestApp } from '../../test/harness';
import { ifNoneMatch } from './routes';

/** Monday 12:00 in New York */
const noon = '2026-11-23T17:00:00Z';
const slugUrl = '/services/core/api/v1/shops/slug/ny%2Fbrooklyn%2F11201%2Fbrooklyn-slice-house';

describe('ifNoneMatch', () => {
  it('matches the tag itself, its weak form, one of a list and *', () => {
    expect(ifNoneMatch(undefined, '"a"')).toBe(false);
    expect(ifNoneMatch('"a"', '"a"')).toBe(true);
    expect(ifNoneMatch('W/"a"', '"a"')).toBe(true);
    expect(ifNoneMatch('"b", "a"', '"a"')).toBe(true);
    expect(ifNoneMatch('*', '"a"')).toBe(true);
    expect(ifNoneMatch('"b"', '"a"')).toBe(false);
  });
});

describe.each(databaseKinds)('shops read from memory, with validators, on %s', (kind) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(kind, { clock: testClock(noon) });
  });
  afterAll(async () => t?.close());

  const get = (url: string, etag?: string) => t.app.inject({ method: 'GET', url, headers: etag ? { 'if-none-match': etag } : {} });

  it('answers 304 without a body to a client holding the shop, by slug and by id, and 200 with a new tag once it changes', async () => {
    const first = await get(slugUrl);
    expect(first.statusCode).toBe(200);
    const etag = first.headers.etag as string;
    expect(etag).toMatch(/^"[\w-]+"$/);
    const again = await get(slugUrl, etag);
    expect(again.statusCode).toBe(304);
    expect(again.body).toBe('');
    const byId = await get(`/services/core/api/v1/shops/${first.json().shop.id}`);
    expect(byId.headers.etag).toBe(etag);
    expect((await get(`/services/core/api/v1/shops/${first.json().shop.id}`, etag)).statusCode).toBe(304);
    expect((await get(slugUrl, '"something-else"')).statusCode).toBe(200);

    // a write to the catalog (here straight to the table, as another replica would) reaches the next read
    await t.db.update(schema.shops).set({ name: 'Brooklyn Slice House & Co.' }).where(eq(schema.shops.id, first.json().shop.id));
    const changed = await get(slugUrl, etag);
    expect(changed.statusCode).toBe(200);
    expect(changed.json().shop.name).toBe('Brooklyn Slice House & Co.');
    expect(changed.headers.etag).not.toBe(etag);
  });

  it('keeps the unknown and the not-listed as before: 404 for a slug or id that names no shop', async () => {
    expect((await get('/services/core/api/v1/shops/slug/ny%2Fbrooklyn%2F11201%2Fno-such-shop')).statusCode).toBe(404);
    expect((await get('/services/core/api/v1/shops/999999')).statusCode).toBe(404);
  });
});
