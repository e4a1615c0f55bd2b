import type { ProductTypesQuery } from '@contract';
import { client, CORE } from './client';
import type { Menu, Product, ProductType } from './types';

export async function getMenu(shopId: number): Promise<Menu> {
  const { data } = await client.get<{ menu: Menu }>(`${CORE}/v3/menus/${shopId}`);
  return data.menu;
}

/**
 * GET v3 menus/{shopId}/product-types?id=..&id=... Strict by default: any missing id answers 404
 * 'could not find product types'. With `allowMissing`, the server answers only the types that still exist
 * (allow_missing=true), so a missing one is told apart from a failed request, which always rejects.
 */
export async function getProductTypes(shopId: number, ids: number[], options: { allowMissing?: boolean } = {}): Promise<ProductType[]> {
  const query = new URLSearchParams(ids.map((id) => ['id', String(id)]));
  if (options.allowMissing) query.set('allow_missing', 'true' satisfies ProductTypesQuery['allow_missing']);
  const { data } = await client.get<{ productTypes: ProductType[] }>(`${CORE}/v3/menus/${shopId}/product-types?${query}`);
  return data.productTypes;
}

/** Products listed more than once (by name) are offered once, the first kept (spec §5). */
export function mergeDuplicatesByName(products: Product[]): Product[] {
  const names = new Set<string>();
  return products.filter((product) => !names.has(product.name) && names.add(product.name));
}

/** POST v3 menus/{shopId}/recommendations {shop_id, items: [{product_id}]} for the cart's products (spec §7). */
export async function getRecommendations(shopId: number, productIds: number[]): Promise<Product[]> {
  const { data } = await client.post<{ products: Product[] }>(`${CORE}/v3/menus/${shopId}/recommendations`, {
    shopId,
    items: productIds.map((productId) => ({ productId })),
  });
  return mergeDuplicatesByName(data.products);
}
