import type { Coupon } from '../../contract/shops';
import type { Database } from '../../db/database';
import { ttlCache } from '../cart/ttl-cache';
import { loadMenuCatalog } from '../menus/catalog';
import { requireShopById } from '../shops/service';
import { isCouponEligible } from './eligibility';
import { loadShopCoupons } from './repository';

/** The shop's coupons that the storefront may offer and the receipt may apply, by the documents' eligibility rule. */
export const offeredCoupons = ttlCache(10_000, async (db: Database, shopId: number): Promise<Coupon[]> => {
  const [all, catalog] = await Promise.all([loadShopCoupons(db, shopId), loadMenuCatalog(db, shopId)]);
  return all.filter((coupon) => isCouponEligible(coupon, catalog));
});

/** GET /v1/shops/{shop_id}/coupons: 404 for an unknown shop. */
export async function listCoupons(db: Database, shopId: number): Promise<{ coupons: Coupon[] }> {
  const shop = await requireShopById(db, shopId);
  return { coupons: await offeredCoupons(db, shop.id) };
}
