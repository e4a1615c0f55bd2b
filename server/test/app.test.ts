import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { errorResponse } from '../contract/common';
import { bodyLimit, buildApp } from '../app';
import { migrateAndSeed } from '../seed/seed';
import { createTestApp, databaseKinds, type TestApp } from './harness';

const cart = '/services/core/api/v1/orders/shopping_cart';

describe.each(databaseKinds)('app edges on %s', (kind) => {
  let t: TestApp;
  let noIndex: { app: TestApp['app'] };
  const staticDir = fs.mkdtempSync(path.join(os.tmpdir(), 'crust-static-'));
  fs.mkdirSync(path.join(staticDir, 'assets'));
  fs.writeFileSync(path.join(staticDir, 'index.html'), '<!doctype html><title>Crust SPA</title>');
  fs.writeFileSync(path.join(staticDir, 'assets', 'app-1234.js'), 'console.log("crust")');

  beforeAll(async () => {
    t = await createTestApp(kind, { staticDir });
    noIndex = {
      app: await buildApp({ db: t.db, config: { dispatchSpeed: 0, staticDir: path.join(staticDir, 'missing'), logLevel: 'silent' } }),
    };
  });
  afterAll(async () => {
    await noIndex?.app.close();
    await t?.close();
    fs.rmSync(staticDir, { recursive: true, force: true });
  });

  const expectError = (response: { statusCode: number; json(): unknown }, status: number, code: string) => {
    expect(response.statusCode).toBe(status);
    const body = errorResponse.parse(response.json());
    expect(body.errors[0].code).toBe(code);
    expect(body.meta.errors.order).toContain(code);
  };

  it('answers malformed JSON with 400 malformed_json', async () => {
    const response = await t.app.inject({
      method: 'POST',
      url: cart,
      headers: { 'content-type': 'application/json' },
      payload: '{"order": {',
    });
    expectError(response, 400, 'malformed_json');
    const empty = await t.app.inject({ method: 'POST', url: cart, headers: { 'content-type': 'application/json' }, payload: '' });
    expectError(empty, 400, 'malformed_json');
  });

  it('answers an oversized body with 400 body_too_large', async () => {
    const payload = JSON.stringify({ order: { padding: 'x'.repeat(bodyLimit) } });
    const response = await t.app.inject({ method: 'POST', url: cart, headers: { 'content-type': 'application/json' }, payload });
    expectError(response, 400, 'body_too_large');
  });

  it('answers a wrong content type with 415 and a validation failure with one error per issue', async () => {
    const xml = await t.app.inject({ method: 'POST', url: cart, headers: { 'content-type': 'application/xml' }, payload: '<order/>' });
    expectError(xml, 415, 'unsupported_media_type');
    const text = await t.app.inject({ method: 'POST', url: cart, headers: { 'content-type': 'text/plain' }, payload: 'hello' });
    expectError(text, 400, 'invalid_request');
    const invalid = await t.app.inject({
      method: 'POST',
      url: cart,
      payload: { order: { shop_id: -1, shipping_type: 'x', order_items_attributes: 'none' } },
    });
    expect(invalid.statusCode).toBe(400);
    expect(errorResponse.parse(invalid.json()).errors.map((e) => e.field)).toEqual([
      'order.shop_id',
      'order.shipping_type',
      'order.order_items_attributes',
    ]);
  });

  it('answers unknown API routes and undecodable URLs with JSON errors', async () => {
    expectError(await t.app.inject({ method: 'GET', url: '/services/core/api/v9/nothing' }), 404, 'not_found');
    expectError(await t.app.inject({ method: 'DELETE', url: '/services/core/api/v3/menus/1001' }), 404, 'not_found');
    expectError(await t.app.inject({ method: 'POST', url: '/restaurants/x' }), 404, 'not_found');
    expectError(await t.app.inject({ method: 'GET', url: '/services/core/api/v1/shops/%ZZ' }), 400, 'bad_url');
  });

  it('serves the SPA: files as files, client routes as index.html, missing assets as 404', async () => {
    const asset = await t.app.inject({ method: 'GET', url: '/assets/app-1234.js' });
    expect(asset.statusCode).toBe(200);
    expect(asset.headers['cache-control']).toContain('immutable');
    for (const url of ['/', '/restaurants/ny/brooklyn/11201/brooklyn-slice-house/menu', '/order-confirmation/abc?x=1']) {
      const page = await t.app.inject({ method: 'GET', url });
      expect(page.statusCode).toBe(200);
      expect(page.body).toContain('Crust SPA');
      // an order's page carries the shopper's details: never kept by a cache (issue 37 item 9)
      expect(page.headers['cache-control']).toBe(url.startsWith('/order-confirmation/') ? 'no-store' : 'no-cache');
    }
    expect((await t.app.inject({ method: 'GET', url: '/assets/missing-999.js' })).statusCode).toBe(404);
  });

  it('says the storefront is not built when there is no index.html', async () => {
    const page = await noIndex.app.inject({ method: 'GET', url: '/shop/search' });
    expect(page.statusCode).toBe(200);
    expect(page.headers['content-type']).toContain('text/html');
    expect(page.body).toContain('The storefront is not built');
  });

  it('migrates and seeds only once: a second start reuses the data', async () => {
    expect(await migrateAndSeed(t.handle)).toEqual({ seeded: false });
  });

  it('compresses large answers', async () => {
    const menu = await t.app.inject({ method: 'GET', url: '/services/core/api/v3/menus/1001', headers: { 'accept-encoding': 'gzip' } });
    expect(menu.statusCode).toBe(200);
    expect(menu.headers['content-encoding']).toBe('gzip');
  });
});
