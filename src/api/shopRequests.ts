import type * as contract from '@contract';
import { client, CORE } from './client';
import type { Camel } from './types';

export type ShopAddRequest = Camel<contract.ShopAddRequestResponse['shop_add_request']>;

/** POST shops/{shopId}/add_requests: "Request to add" a shop not on Crust yet (a repeat from this browser is the same request). */
export async function requestShopAdd(shopId: number, browserId: string): Promise<ShopAddRequest> {
  const { data } = await client.post<{ shopAddRequest: ShopAddRequest }>(`${CORE}/v1/shops/${shopId}/add_requests`, { browserId });
  return data.shopAddRequest;
}
