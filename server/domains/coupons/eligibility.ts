import type { Coupon } from '../../contract/shops';
import type { MenuCatalog } from '../menus/catalog';

/** Whether a product type can be ordered at all today (time-of-day windows aside). */
function isOnMenu(catalog: MenuCatalog, productTypeId: number): boolean {
  const type = catalog.productTypesById.get(productTypeId);
  const product = type ? catalog.productsById.get(type.productId) : undefined;
  const category = product ? catalog.categoriesById.get(product.categoryId) : undefined;
  return Boolean(type?.isAvailable && product?.isAvailable && category?.is_displayed);
}

/**
 * The documents' rule: a bundle_price coupon needs conditions, all of them has_product_type, whose products
 * are on the menu; flat_discount and percentage coupons must have no has_product_type condition.
 */
export function isCouponEligible(coupon: Coupon, catalog: MenuCatalog): boolean {
  const productConditions = coupon.conditions.filter((c) => c.condition_type === 'has_product_type');
  if (coupon.pricing_type !== 'bundle_price') return productConditions.length === 0;
  return (
    coupon.conditions.length > 0 &&
    productConditions.length === coupon.conditions.length &&
    productConditions.every((c) => c.product_type !== null && isOnMenu(catalog, c.product_type.id))
  );
}
