import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { errorResponse } from '../../contract/common';
import { menuResponse, productTypesResponse, type Menu, type Product } from '../../contract/menus';
import { createTestApp, databaseKinds, testClock, type TestApp } from '../../test/harness';
import { isCategoryAvailable, recommendProducts } from './service';

const mondayNoon = '2026-11-23T17:00:00Z';
/** Monday 23:00 and Tuesday 01:00 / 03:00 in New York. */
const mondayLate = '2026-11-24T04:00:00Z';
const tuesdayOne = '2026-11-24T06:00:00Z';
const tuesdayThree = '2026-11-24T08:00:00Z';

describe('category windows that pass midnight', () => {
  const zone = 'America/New_York';
  const lateMonday = [{ day_of_week: 0, start_time: '22:00', end_time: '02:00' }];
  it('runs into the next morning and no further', () => {
    expect(isCategoryAvailable(lateMonday, zone, new Date(mondayNoon))).toBe(false);
    expect(isCategoryAvailable(lateMonday, zone, new Date(mondayLate))).toBe(true);
    expect(isCategoryAvailable(lateMonday, zone, new Date(tuesdayOne))).toBe(true);
    expect(isCategoryAvailable(lateMonday, zone, new Date(tuesdayThree))).toBe(false);
    // written as '26:00' it is the same window
    expect(isCategoryAvailable([{ day_of_week: 0, start_time: '22:00', end_time: '26:00' }], zone, new Date(tuesdayOne))).toBe(true);
  });
  it('wraps Sunday night into Monday morning', () => {
    const sunday = [{ day_of_week: 6, start_time: '23:00', end_time: '03:00' }];
    expect(isCategoryAvailable(sunday, zone, new Date('2026-11-23T06:00:00Z'))).toBe(true); // Mon 01:00
    expect(isCategoryAvailable(sunday, zone, new Date('2026-11-23T09:00:00Z'))).toBe(false); // Mon 04:00
  });
  it('ignores malformed windows instead of failing', () => {
    expect(isCategoryAvailable([{ day_of_week: 0, start_time: 'noon', end_time: '02:00' }], zone, new Date(mondayLate))).toBe(false);
  });
});

describe('recommendations', () => {
  const product = (id: number, name: string, bestSeller = false): Product => ({
    id,
    name,
    description: '',
    base_price: 100,
    image: null,
    is_featured: false,
    is_best_seller: bestSeller,
    is_loyalty_reward: false,
    product_types: [],
  });
  const category = (id: number, name: string, products: Product[]) => ({
    id,
    name,
    description: '',
    is_displayed: true,
    shipping_type: 'both' as const,
    availabilities: [],
    grouped_products: products,
  });
  it('merges products listed twice under one name', () => {
    const menu: Menu = {
      shop_id: 1,
      categories: [
        category(1, 'Sides', [product(11, 'Garlic Knots', true), product(12, 'Fries')]),
        category(2, 'Desserts', [product(21, 'Garlic Knots'), product(22, 'Cannoli', true)]),
      ],
    };
    expect(recommendProducts(menu, []).map((p) => p.id)).toEqual([11, 22, 12]);
    // once the first is in the cart, its twin by name may be offered
    expect(recommendProducts(menu, [11]).map((p) => p.id)).toEqual([22, 12, 21]);
  });
});

describe.each(databaseKinds)('menu cases on %s', (kind) => {
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

  it('shows a pickup-only category and a loyalty reward', async () => {
    const crown = await menuOf(1014);
    expect(crown.categories.find((c) => c.name === 'Pickup Specials')).toMatchObject({ shipping_type: 'pickup' });
    const rewards = (await menuOf(1012)).categories.find((c) => c.name === 'Rewards')!;
    expect(rewards.grouped_products).toEqual([
      expect.objectContaining({ name: 'Free Garlic Knots', is_loyalty_reward: true, base_price: 0 }),
    ]);
    expect((await menuOf(1001)).categories.map((c) => c.name)).not.toContain('Rewards');
  });

  it('shows the late-night category from 22:00 into the small hours, in the shop zone', async () => {
    expect((await menuOf(1114)).categories.map((c) => c.name)).not.toContain('Late Night');
    for (const [at, shown] of [
      [mondayLate, true],
      [tuesdayOne, true],
      [tuesdayThree, false],
    ] as const) {
      t.clock.set(at);
      try {
        expect((await menuOf(1114)).categories.map((c) => c.name).includes('Late Night'), at).toBe(shown);
      } finally {
        t.clock.set(mondayNoon);
      }
    }
  });

  it('answers the product types that exist when missing ones are allowed', async () => {
    const allowed = productTypesResponse.parse((await get('/v3/menus/1001/product-types?id=1001502&id=99&allow_missing=true')).body);
    expect(allowed.product_types.map((pt) => pt.id)).toEqual([1001502]);
    const strict = await get('/v3/menus/1001/product-types?id=1001502&id=99&allow_missing=false');
    expect(strict.status).toBe(404);
    expect(errorResponse.parse(strict.body).errors[0].message).toBe('could not find product types');
    const malformed = await get('/v3/menus/1001/product-types?id=1001502&allow_missing=perhaps');
    expect(malformed.status).toBe(400);
  });

  it('answers 400 for a malformed shop id and 404 for an unknown one', async () => {
    for (const id of ['abc', '0', '-3', '1.5']) {
      const { status, body } = await get(`/v3/menus/${id}`);
      expect(status, id).toBe(400);
      expect(errorResponse.parse(body).errors[0].code).toBe('invalid_request');
    }
    for (const id of ['424242', '99999999999']) {
      const { status, body } = await get(`/v3/menus/${id}`);
      expect(status, id).toBe(404);
      expect(errorResponse.parse(body).errors[0].code).toBe('shop_not_found');
    }
  });
});
