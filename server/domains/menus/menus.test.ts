import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { errorResponse } from '../../contract/common';
import { menuResponse, productTypesResponse, type Menu } from '../../contract/menus';
import { recommendationsResponse } from '../../contract/recommendations';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { eq } from 'drizzle-orm';
import * as schema from '../../db/schema';
import { createTestApp, databaseKinds, testClock, type TestApp } from '../../test/harness';
import { MENU_SHOP_TTL_MS } from './menu-body';
import { isCategoryAvailable } from './service';

/** Monday 12:00 New York (lunch specials on) and Sunday 12:00 (off). */
const mondayNoon = '2026-11-23T17:00:00Z';
const sundayNoon = '2026-11-22T17:00:00Z';

describe('category availability', () => {
  const weekdayLunch = [0, 1, 2, 3, 4].map((day) => ({ day_of_week: day, start_time: '11:00', end_time: '15:00' }));
  it('shows a category only inside its windows, in the shop time zone', () => {
    expect(isCategoryAvailable([], 'America/New_York', new Date(sundayNoon))).toBe(true);
    expect(isCategoryAvailable(weekdayLunch, 'America/New_York', new Date(mondayNoon))).toBe(true);
    expect(isCategoryAvailable(weekdayLunch, 'America/New_York', new Date(sundayNoon))).toBe(false);
    expect(isCategoryAvailable(weekdayLunch, 'America/New_York', new Date('2026-11-23T20:00:00Z'))).toBe(false); // Mon 15:00
    // 15:30Z is 10:30 in New York but 09:30 in Chicago: neither is lunch; 16:30Z is lunch only in New York
    expect(isCategoryAvailable(weekdayLunch, 'America/New_York', new Date('2026-11-23T16:30:00Z'))).toBe(true);
    expect(isCategoryAvailable(weekdayLunch, 'America/Chicago', new Date('2026-11-23T16:30:00Z'))).toBe(false);
  });
});

describe.each(databaseKinds)('menu routes on %s', (kind) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(kind, { clock: testClock(mondayNoon) });
  });
  afterAll(async () => t?.close());
  const get = async (url: string) => {
    const response = await t.app.inject({ method: 'GET', url: `/services/core/api${url}` });
    return { status: response.statusCode, body: response.json() };
  };
  const menuOf = async (shopId: number): Promise<Menu> => menuResponse.parse((await get(`/v3/menus/${shopId}`)).body).menu;
  const products = (menu: Menu) => menu.categories.flatMap((c) => c.grouped_products);

  it('serves a full pizzeria menu with sizes and whole/half toppings', async () => {
    const menu = await menuOf(1001);
    expect(menu.shop_id).toBe(1001);
    expect(menu.categories.map((c) => c.name)).toEqual([
      'Pizza',
      'Specialty Pizzas',
      'Sides',
      'Salads',
      'Drinks',
      'Desserts',
      'Lunch Specials',
    ]);
    const cheese = products(menu).find((p) => p.name === 'Cheese Pizza')!;
    expect(cheese).toMatchObject({ is_featured: true, is_best_seller: true, base_price: cheese.product_types[0].price });
    expect(cheese.product_types.map((pt) => pt.name)).toEqual(['Small 12"', 'Medium 14"', 'Large 16"', 'XL 18"']);
    const large = cheese.product_types[2];
    expect(large.selection_categories.map((c) => [c.name, c.type, c.limit, c.mandatory, c.area])).toEqual([
      ['Crust', 'radio', 1, true, null],
      ['Whole Pizza Toppings', 'checkbox', 10, false, 'whole'],
      ['First Half Pizza Toppings', 'checkbox', 10, false, 'first_half'],
      ['Second Half Pizza Toppings', 'checkbox', 10, false, 'second_half'],
      ['Extras', 'checkbox', 3, false, null],
    ]);
    const pepperoni = (size: number) =>
      cheese.product_types[size].selection_categories[1].selections.find((s) => s.name === 'Pepperoni')!.price;
    expect(pepperoni(0)).toBeLessThan(pepperoni(3));
  });

  it('drops unavailable products and types, and hidden categories', async () => {
    const names = products(await menuOf(1001)).map((p) => p.name);
    expect(names).not.toContain('Seasonal Pumpkin Pizza');
    expect(names).not.toContain('Tiramisu');
    expect(names).not.toContain('Family Meal');
    const white = products(await menuOf(1001)).find((p) => p.name === 'White Pizza')!;
    expect(white.product_types.map((pt) => pt.name)).not.toContain('XL 18"');
  });

  it('hides the lunch specials outside their hours', async () => {
    t.clock.set(sundayNoon);
    try {
      expect((await menuOf(1001)).categories.map((c) => c.name)).not.toContain('Lunch Specials');
    } finally {
      t.clock.set(mondayNoon);
    }
  });

  it('answers with an ETag: a client that holds it gets 304 without a body; the tag follows the categories available now', async () => {
    const first = await t.app.inject({ method: 'GET', url: '/services/core/api/v3/menus/1001' });
    const etag = String(first.headers.etag);
    expect(etag).toMatch(/^"[\w-]+"$/);
    expect(first.headers['cache-control']).toBe('no-cache');
    expect(first.headers['content-type']).toBe('application/json; charset=utf-8');
    expect(menuResponse.parse(first.json()).menu.shop_id).toBe(1001);
    const again = await t.app.inject({
      method: 'GET',
      url: '/services/core/api/v3/menus/1001',
      headers: { 'if-none-match': `W/${etag}, "other"` },
    });
    expect(again.statusCode).toBe(304);
    expect(again.body).toBe('');
    t.clock.set(sundayNoon);
    try {
      const sunday = await t.app.inject({ method: 'GET', url: '/services/core/api/v3/menus/1001', headers: { 'if-none-match': etag } });
      expect(sunday.statusCode).toBe(200);
      expect(sunday.headers.etag).not.toBe(etag);
      expect(menuResponse.parse(sunday.json()).menu.categories.map((c) => c.name)).not.toContain('Lunch Specials');
    } finally {
      t.clock.set(mondayNoon);
    }
    // compressed once, in the best encoding the client takes: the same menu
    for (const [accept, encoding] of [
      ['gzip, deflate, br', 'br'],
      ['gzip;q=1, br;q=0', 'gzip'],
      ['identity', undefined],
    ] as const) {
      const encoded = await t.app.inject({
        method: 'GET',
        url: '/services/core/api/v3/menus/1001',
        headers: { 'accept-encoding': accept },
      });
      expect(encoded.headers['content-encoding'], accept).toBe(encoding);
      expect(encoded.headers.vary).toContain('accept-encoding');
      const text =
        encoding === 'br'
          ? brotliDecompressSync(encoded.rawPayload).toString()
          : encoding === 'gzip'
            ? gunzipSync(encoded.rawPayload).toString()
            : encoded.body;
      expect(text, accept).toBe(first.body);
    }
    // the same categories again: the same body and tag
    const monday = await t.app.inject({ method: 'GET', url: '/services/core/api/v3/menus/1001' });
    expect(monday.headers.etag).toBe(etag);
    expect(monday.body).toBe(first.body);
  });

  it('sees a change to the shop within a second (its time zone moves the lunch specials out of their hours)', async () => {
    expect((await menuOf(1001)).categories.map((c) => c.name)).toContain('Lunch Specials');
    // Monday 17:00Z is noon in New York, 9 AM in Los Angeles
    await t.db.update(schema.shops).set({ timezone: 'America/Los_Angeles' }).where(eq(schema.shops.id, 1001));
    try {
      await new Promise((resolve) => setTimeout(resolve, MENU_SHOP_TTL_MS + 50));
      expect((await menuOf(1001)).categories.map((c) => c.name)).not.toContain('Lunch Specials');
    } finally {
      await t.db.update(schema.shops).set({ timezone: 'America/New_York' }).where(eq(schema.shops.id, 1001));
      await new Promise((resolve) => setTimeout(resolve, MENU_SHOP_TTL_MS + 50));
    }
    expect((await menuOf(1001)).categories.map((c) => c.name)).toContain('Lunch Specials');
  });

  it('gives regional specials and an empty menu for unacquired shops', async () => {
    expect(products(await menuOf(1301)).map((p) => p.name)).toContain('Chicago Deep Dish');
    expect(products(await menuOf(1201)).map((p) => p.name)).toContain('Tomato Pie');
    expect((await menuOf(1008)).categories).toEqual([]);
    const missing = await get('/v3/menus/424242');
    expect(missing.status).toBe(404);
    expect(errorResponse.parse(missing.body).errors[0].code).toBe('shop_not_found');
  });

  it('serves requested product types, in either query style', async () => {
    const one = productTypesResponse.parse((await get('/v3/menus/1001/product-types?id=1001502')).body);
    expect(one.product_types.map((pt) => pt.id)).toEqual([1001502]);
    const two = productTypesResponse.parse((await get('/v3/menus/1001/product-types?id=1001502&id=1001500')).body);
    expect(two.product_types.map((pt) => [pt.id, pt.product_id])).toEqual([
      [1001502, 1001001],
      [1001500, 1001001],
    ]);
    const axiosStyle = productTypesResponse.parse((await get('/v3/menus/1001/product-types?id[]=1001502&id[]=1001500')).body);
    expect(axiosStyle).toEqual(two);
  });

  it('recommends sides, drinks and desserts that are not in the cart, best sellers first', async () => {
    const answer = async (items: { product_id: number }[]) => {
      const response = await t.app.inject({
        method: 'POST',
        url: '/services/core/api/v3/menus/1001/recommendations',
        payload: { shop_id: 1001, items },
      });
      expect(response.statusCode).toBe(200);
      return recommendationsResponse.parse(response.json()).products;
    };
    const first = await answer([]);
    expect(first.length).toBeGreaterThan(0);
    expect(first.length).toBeLessThanOrEqual(6);
    expect(first[0].is_best_seller).toBe(true);
    expect(first.map((p) => p.name)).not.toContain('Cheese Pizza');
    const without = await answer([{ product_id: first[0].id }]);
    expect(without.map((p) => p.id)).not.toContain(first[0].id);
  });

  it("answers 404 'could not find product types' when any is missing or unavailable", async () => {
    const whiteXl = products(await menuOf(1001)).find((p) => p.name === 'White Pizza')!.product_types.length; // 3 shown of 4
    expect(whiteXl).toBe(3);
    for (const query of ['id=1001502&id=99', 'id=1002502', 'id=2147483647', 'id=99999999999']) {
      const { status, body } = await get(`/v3/menus/1001/product-types?${query}`);
      expect(status).toBe(404);
      expect(errorResponse.parse(body).errors[0].message).toBe('could not find product types');
    }
  });
});
