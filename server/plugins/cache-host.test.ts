import os from 'node:os';
import path from 'node:path';
import Fastify from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../app';
import { openTestDatabase, type TestDatabase } from '../test/harness';
import { cacheHostRewrite, embeddedTargetPath } from './cache-host';

const cacheHost = 'webcache.googleusercontent.com';

describe('the cache-host /search rewrite (spec §2)', () => {
  it('finds the page a cache search names, as a full URL or as host and path, and only that', () => {
    const search = '/shop/search?address=Brooklyn%2C%20NY%2011201&placeId=abc';
    expect(embeddedTargetPath(`/search?q=${encodeURIComponent(`cache:https://crust.example${search}`)}&hl=en`)).toBe(search);
    expect(embeddedTargetPath(`/search?q=${encodeURIComponent(`cache:crust.example${search}`)}`)).toBe(search);
    expect(embeddedTargetPath(`/search?q=${encodeURIComponent('cache:/restaurants/ny/brooklyn/11201/x/menu')}`)).toBe(
      '/restaurants/ny/brooklyn/11201/x/menu',
    );
    expect(embeddedTargetPath('/search?q=pizza')).toBeNull();
    expect(embeddedTargetPath('/search')).toBeNull();
    expect(embeddedTargetPath(`/shop/search?q=${encodeURIComponent('cache:crust.example/faq')}`)).toBeNull();
  });

  it('serves the embedded page on the cache host only, without a redirect', async () => {
    const app = Fastify({ rewriteUrl: cacheHostRewrite(cacheHost) });
    app.get('/shop/search', async (request) => ({ served: request.url }));
    app.get('/search', async () => ({ served: 'the search path itself' }));
    const url = `/search?q=${encodeURIComponent('cache:https://crust.example/shop/search?address=Brooklyn')}&hl=en`;

    const onCache = await app.inject({ url, headers: { host: `${cacheHost}:443` } });
    expect(onCache.statusCode).toBe(200);
    expect(onCache.json()).toEqual({ served: '/shop/search?address=Brooklyn' });

    const elsewhere = await app.inject({ url, headers: { host: 'crust.example' } });
    expect(elsewhere.json()).toEqual({ served: 'the search path itself' });
    await app.close();
  });

  it('changes nothing when no cache host is configured', async () => {
    const app = Fastify({ rewriteUrl: cacheHostRewrite(null) });
    app.get('/search', async () => ({ served: 'the search path itself' }));
    const response = await app.inject({ url: `/search?q=${encodeURIComponent('cache:crust.example/faq')}`, headers: { host: cacheHost } });
    expect(response.json()).toEqual({ served: 'the search path itself' });
    await app.close();
  });
});

describe('the app with CACHE_HOST set', () => {
  let database: TestDatabase;
  let app: Awaited<ReturnType<typeof buildApp>>;
  beforeAll(async () => {
    database = await openTestDatabase('pglite');
    app = await buildApp({
      db: database.db,
      config: { dispatchSpeed: 0, staticDir: path.join(os.tmpdir(), 'crust-no-storefront'), logLevel: 'silent', cacheHost },
    });
    await app.ready();
  });
  afterAll(async () => {
    await app?.close();
    await database?.close();
  });

  it('answers the page the cache names, and a cache search naming none is not a server error', async () => {
    const shop = await app.inject({
      url: `/search?q=${encodeURIComponent('cache:crust.example/services/core/api/v1/shops/1001')}`,
      headers: { host: cacheHost },
    });
    expect(shop.statusCode).toBe(200);
    expect(shop.json().shop.id).toBe(1001);

    const none = await app.inject({ url: '/search?q=pizza', headers: { host: cacheHost } });
    expect(none.statusCode).toBeLessThan(500);
  });
});
