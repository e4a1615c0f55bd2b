import type { ShopAddRequestResponse } from '../../contract/shop-requests';
import type { Database } from '../../db/database';
import { unprocessable } from '../api-error';
import { requireShopById } from '../shops/service';
import { insertShopAddRequest } from './repository';

/**
 * "Request to add" (a shop not on Crust yet): one request per shop per browser. A repeat answers the
 * first request instead of counting the browser twice; a shop already on Crust has nothing to request.
 */
export async function requestShopAdd(
  db: Database,
  shopId: number,
  browserId: string,
  now: Date,
): Promise<{ created: boolean; body: ShopAddRequestResponse }> {
  const shop = await requireShopById(db, shopId);
  if (shop.acquired) throw unprocessable('shop_already_on_crust', `${shop.name} already takes orders on Crust.`);
  const { row, created } = await insertShopAddRequest(db, shop.id, browserId.toLowerCase(), now);
  return { created, body: { shop_add_request: { shop_id: row.shopId, requested_at: row.createdAt.toISOString() } } };
}
