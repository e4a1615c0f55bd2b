import type { PricedOrderInput, ShoppingCartResponse } from '../../contract/cart';
import type { Database } from '../../db/database';
import { loadMenuCatalog } from '../menus/catalog';
import { requireShopById } from '../shops/service';
import { priceOrder } from './pricing';

/** Prices the browser's cart; the storefront calls this on every cart change. */
export async function priceCart(db: Database, order: PricedOrderInput, now: Date): Promise<ShoppingCartResponse> {
  const shop = await requireShopById(db, order.shop_id);
  const catalog = await loadMenuCatalog(db, shop.id);
  const priced = priceOrder(shop, catalog, { shipping_type: order.shipping_type, items: order.order_items, tip_amount: order.tip_amount }, now);
  return { shopping_cart: { receipt: priced.receipt, order_validations: priced.validations } };
}
