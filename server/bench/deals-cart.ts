import type { Database } from '../db/database';
import { offeredCoupons } from '../domains/coupons/service';
import { loadMenuCatalog } from '../domains/menus/catalog';

/**
 * A delivery cart at a shop that runs every deal rule: each seeded bundle filled exactly, a flat coupon,
 * a percent promo code (SAVE10, id 2) and a tip. Built from the seeded coupons so it follows the menu.
 */
export async function dealsCartBody(db: Database, shopId: number): Promise<string> {
  const [coupons, catalog] = await Promise.all([offeredCoupons(db, shopId), loadMenuCatalog(db, shopId)]);
  const requiredChoices = (productTypeId: number) =>
    catalog.productTypesById
      .get(productTypeId)!
      .productType.selection_categories.filter((c) => c.mandatory)
      .map((c) => c.selections[0].id);
  const bundles = coupons.filter((c) => c.pricing_type === 'bundle_price');
  const flat = coupons.find((c) => c.pricing_type === 'flat_discount');
  const items = bundles.flatMap((bundle) =>
    bundle.conditions.map((condition) => {
      const typeId = condition.product_type!.id;
      return {
        products_type_id: typeId,
        products_quantity: condition.quantity ?? 1,
        selection_ids: requiredChoices(typeId),
        coupon_id: bundle.id,
      };
    }),
  );
  if (items.length === 0 || !flat) throw new Error(`bench: shop ${shopId} has no seeded deals`);
  return JSON.stringify({
    order: {
      shop_id: shopId,
      shipping_type: 'delivery',
      tip_amount: 300,
      payment_method: 'credit',
      promo_code_id: 2,
      coupon_ids: [flat.id, ...bundles.map((b) => b.id)],
      order_items_attributes: items,
    },
    calculate_strict_total: true,
  });
}
