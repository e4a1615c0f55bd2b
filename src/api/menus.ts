import { client, CORE } from './client';
import type { Menu, ProductType } from './types';

export async function getMenu(shopId: number): Promise<Menu> {
  const { data } = await client.get<{ menu: Menu }>(`${CORE}/v3/menus/${shopId}`);
  return data.menu;
}

export async function getProductTypes(shopId: number, ids: number[]): Promise<ProductType[]> {
  const query = new URLSearchParams(ids.map((id) => ['id', String(id)]));
  const { data } = await client.get<{ productTypes: ProductType[] }>(`${CORE}/v3/menus/${shopId}/product-types?${query}`);
  return data.productTypes;
}
