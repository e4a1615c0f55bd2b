import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, databaseKinds, type TestApp } from '../test/harness';
import { shopIdInAlternatePath } from './shop-redirects';

describe('alternate menu addresses', () => {
  it('name a shop id only in the shapes of spec §2', () => {
    expect(shopIdInAlternatePath('/shop/show/1001')).toBe(1001);
    expect(shopIdInAlternatePath('/restaurant/menu/1001')).toBe(1001);
    expect(shopIdInAlternatePath('/restaurants/1001/menu')).toBe(1001);
    expect(shopIdInAlternatePath('/restaurants/ny/brooklyn/1001/brooklyn-slice-house/menu')).toBe(1001);
    expect(shopIdInAlternatePath('/restaurants/ny/brooklyn/11201/brooklyn-slice-house/menu')).toBeNull();
    expect(shopIdInAlternatePath('/shop/show/abc')).toBeNull();
    expect(shopIdInAlternatePath('/shop/search')).toBeNull();
  });
});

describe.each(databaseKinds)('shop redirects on %s', (kind) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(kind);
  });
  afterAll(async () => t?.close());

  it('sends a known shop id to its canonical menu with the query kept', async () => {
    const shop = (await t.app.inject({ url: '/services/core/api/v1/shops/1001' })).json().shop;
    for (const url of ['/shop/show/1001', '/restaurant/menu/1001', '/restaurants/1001/menu', '/restaurants/ny/brooklyn/1001/x/menu']) {
      const response = await t.app.inject({ url: `${url}?view_product=1001001` });
      expect(response.statusCode, url).toBe(301);
      expect(response.headers.location).toBe(`${shop.storefront_path}?view_product=1001001`);
    }
  });

  it('leaves unknown ids and canonical paths to the storefront', async () => {
    for (const url of ['/shop/show/999999', '/restaurants/ny/brooklyn/11201/brooklyn-slice-house/menu', '/shop/show/99999999999']) {
      const response = await t.app.inject({ url });
      expect(response.statusCode, url).not.toBe(301);
      expect(response.statusCode, url).toBeLessThan(500);
    }
  });
});
