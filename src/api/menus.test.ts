import { afterEach, describe, expect, it, vi } from 'vitest';
import { productTypesQuery } from '@contract';
import { client } from './client';
import { getProductTypes, getRecommendations } from './menus';
import type { Product } from './types';

describe('getProductTypes', () => {
  afterEach(() => void vi.restoreAllMocks());

  const urlOf = async (...args: Parameters<typeof getProductTypes>) => {
    const get = vi.spyOn(client, 'get').mockResolvedValue({ data: { productTypes: [] } } as never);
    await getProductTypes(...args);
    const url = new URL(get.mock.calls[0][0], 'http://storefront.test');
    const query = { id: url.searchParams.getAll('id'), ...Object.fromEntries([...url.searchParams].filter(([key]) => key !== 'id')) };
    return { path: url.pathname, query, parsed: productTypesQuery.parse(query) };
  };

  it('asks strictly by default: one id parameter per type (the spec), nothing else', async () => {
    const { path, query, parsed } = await urlOf(1001, [5, 7]);
    expect(path).toBe('/services/core/api/v3/menus/1001/product-types');
    expect(query).toEqual({ id: ['5', '7'] });
    expect(parsed).toEqual({ id: [5, 7], allow_missing: 'false' });
  });

  it('sends allow_missing=true, as the server contract reads it, when missing types may be left out', async () => {
    const { query, parsed } = await urlOf(1001, [5, 7], { allowMissing: true });
    expect(query).toEqual({ id: ['5', '7'], allow_missing: 'true' });
    expect(parsed.allow_missing).toBe('true');
  });
});

describe('getRecommendations', () => {
  afterEach(() => void vi.restoreAllMocks());

  // The HTTP boundary is stubbed: the server answers already merged, so only a stub can send duplicates.
  const product = (id: number, name: string) => ({ id, name }) as unknown as Product;

  it('posts {shop_id, items: [{product_id}]} for the cart products and merges duplicates by name (spec §5), the first kept', async () => {
    const post = vi.spyOn(client, 'post').mockResolvedValue({
      data: { products: [product(1, 'Garlic Knots'), product(2, 'Soda'), product(3, 'Garlic Knots'), product(4, 'Cannoli')] },
    } as never);
    const products = await getRecommendations(1001, [7, 9]);
    expect(post).toHaveBeenCalledWith('/services/core/api/v3/menus/1001/recommendations', {
      shopId: 1001,
      items: [{ productId: 7 }, { productId: 9 }],
    });
    expect(products.map((p) => [p.id, p.name])).toEqual([
      [1, 'Garlic Knots'],
      [2, 'Soda'],
      [4, 'Cannoli'],
    ]);
  });
});
