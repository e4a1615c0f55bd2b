/** A shop's coupon as the storefront reads it (camelCased contract `Coupon`). */
export type DealCondition = {
  id: number;
  conditionType: 'has_product_type' | 'order_subtotal';
  customerText: string;
  quantity: number | null;
  minimumOrderSubtotal: number | null;
  productType: { id: number; productId: number; name: string } | null;
};
export type Deal = {
  id: number;
  name: string;
  description: string;
  pricingType: 'flat_discount' | 'percentage' | 'bundle_price';
  /** cents for flat_discount and bundle_price, whole percent for percentage */
  discountAmount: number;
  conditions: DealCondition[];
};

export type DealsShop = { id: number; webSlug: string };

export type CouponContext = {
  shopId: number;
  shop: DealsShop | null;
  deals: Deal[];
  /** The bundle being built and the conditions the shopper has picked products for. */
  building: Deal | null;
  picked: number[];
  error: string | null;
};

export type CouponInput = { shopId: number };

export type CouponEvent =
  | { type: 'deals.retry' }
  | { type: 'deal.select'; couponId: number }
  | { type: 'bundle.pick'; conditionId: number }
  | { type: 'bundle.add' }
  | { type: 'bundle.cancel' };

export const isBundle = (deal: Deal) => deal.pricingType === 'bundle_price';
export const productConditions = (deal: Deal) => deal.conditions.filter((c) => c.conditionType === 'has_product_type');
