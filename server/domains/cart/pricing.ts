import type { OrderValidations, Receipt } from '../../contract/cart';
import type { Coupon } from '../../contract/shops';
import { ORDER_LIMIT_MESSAGES, ORDER_LIMITS } from '../../contract/order-limits';
import { ApiError } from '../api-error';
import { applyCoupons, type CouponProblem } from '../coupons/apply';
import type { MenuCatalog } from '../menus/catalog';
import type { PromoCheck } from '../promo/rules';
import { priceLines, type PricingItem } from './lines';
import { formatMoney, percentOf } from './money';

export { formatMoney, halfPrice, percentOf } from './money';
export type { PricingItem } from './lines';

/**
 * The server's price rules, in integer cents, in this order:
 * - lines: (product type price + selections) × quantity (see lines.ts); subtotal = their sum.
 * - coupons (coupons/apply.ts): bundles, then one flat or percentage coupon; never more than the subtotal.
 * - shop discount = discount_percent of what the coupons leave.
 * - promo code: flat cents, or a percent of what is left after coupons and the shop discount.
 * - loyalty reward: a reward's value, off what is left.
 * - delivery fee (delivery only, on the subtotal): free; flat cents; or percent clamped to [fee_floor, fee_ceiling].
 *   A waived fee stays on the receipt with a delivery_fee adjustment of the same amount.
 * - service fee = service_fee_flat + service_fee_percentage of the subtotal.
 * - tax = tax_rate of (the discounted subtotal, + the charged delivery fee when tax_delivery_fee).
 * - credits (account credit, then a cs adjustment) pay what is due, never more.
 * - total = subtotal − coupons − shop discount − promo − loyalty + delivery fee − waived fee + service fee + tax + tip − credits.
 * Percentages round half up to the cent. Prices sent by the client are never read.
 */
export type PricingShop = {
  discountPercent: number;
  doesDelivery: boolean;
  doesPickup: boolean;
  deliveryFeeType: 'free' | 'flat' | 'percent';
  deliveryFee: number;
  deliveryFeeFloor: number | null;
  deliveryFeeCeiling: number | null;
  deliveryMinSubtotal: number;
  pickupMinSubtotal: number;
  serviceFeeFlat: number;
  serviceFeePercentage: number;
  taxRate: number;
  taxDeliveryFee: boolean;
  timezone: string;
};

/** Money owed to the shopper from their account; nothing supplies it until accounts exist. */
export type PricingCredits = { account?: number; cs?: number; loyaltyReward?: number; waiveDeliveryFee?: boolean };

export type PricingOrder = {
  shipping_type: 'delivery' | 'pickup';
  items: PricingItem[];
  tip_amount?: number;
  coupon_ids?: number[];
  magic_cart_uuid?: string | null;
};

/** What the order's coupons and promo code resolved to; absent means none were asked for. */
export type PricingDeals = {
  /** the shop's coupons that can apply now, by id */
  coupons?: ReadonlyMap<number, Coupon>;
  promo?: PromoCheck | null;
  credits?: PricingCredits;
};

export type PricedOrder = { receipt: Receipt; validations: OrderValidations };

export const maxTipCents = 100_000;

export function deliveryFeeFor(shop: PricingShop, subtotal: number): number {
  switch (shop.deliveryFeeType) {
    case 'free':
      return 0;
    case 'flat':
      return Math.round(shop.deliveryFee);
    case 'percent': {
      const fee = percentOf(subtotal, shop.deliveryFee);
      return Math.min(Math.max(fee, shop.deliveryFeeFloor ?? 0), shop.deliveryFeeCeiling ?? Number.MAX_SAFE_INTEGER);
    }
  }
}

const upTo = (amount: number, limit: number) => Math.max(0, Math.min(Math.round(amount), limit));

/** Prices an order against the shop's catalog and deals; refusals (422) come from the lines. */
export function priceOrder(
  shop: PricingShop,
  catalog: MenuCatalog,
  order: PricingOrder,
  now: Date,
  itemsField = 'order_items_attributes',
  deals: PricingDeals = {},
): PricedOrder {
  const tip = order.tip_amount ?? 0;
  if (tip > maxTipCents) {
    throw new ApiError(422, { code: 'tip_too_large', message: `Tips are limited to ${formatMoney(maxTipCents)}.`, field: 'tip_amount' });
  }
  const lines = priceLines(catalog, order.items, shop.timezone, now, itemsField);
  const subtotal = lines.reduce((sum, line) => sum + line.total_price, 0);

  const coupons = applyCoupons(order.coupon_ids ?? [], deals.coupons ?? new Map(), lines, subtotal);
  let left = subtotal - coupons.discount;
  const shopDiscount = percentOf(left, shop.discountPercent);
  left -= shopDiscount;
  const promo = deals.promo?.ok ? deals.promo.promo : null;
  const promoDiscount = promo ? upTo(promo.kind === 'flat' ? promo.amount : percentOf(left, promo.amount), left) : 0;
  left -= promoDiscount;
  const credits = deals.credits ?? {};
  const loyaltyReward = upTo(credits.loyaltyReward ?? 0, left);
  left -= loyaltyReward;

  const isDelivery = order.shipping_type === 'delivery';
  const deliveryFee = isDelivery && shop.doesDelivery ? deliveryFeeFor(shop, subtotal) : 0;
  const waivedFee = credits.waiveDeliveryFee ? deliveryFee : 0;
  const serviceFee = subtotal > 0 ? shop.serviceFeeFlat + percentOf(subtotal, shop.serviceFeePercentage) : 0;
  const tax = percentOf(left + (shop.taxDeliveryFee ? deliveryFee - waivedFee : 0), shop.taxRate);
  const due = left + deliveryFee - waivedFee + serviceFee + tax + tip;
  const accountCredit = upTo(credits.account ?? 0, due);
  const csCredit = upTo(credits.cs ?? 0, due - accountCredit);

  const adjustments: Receipt['adjustments'] = [];
  if (waivedFee > 0) adjustments.push({ category: 'delivery_fee', amount: waivedFee });
  if (shopDiscount > 0) adjustments.push({ category: 'discount_percent', amount: shopDiscount });
  if (loyaltyReward > 0) adjustments.push({ category: 'loyalty_reward', amount: loyaltyReward });
  if (csCredit > 0) adjustments.push({ category: 'cs', amount: csCredit });

  const receipt: Receipt = {
    items: lines.map(({ typePrice: _typePrice, ...line }) => line),
    subtotal,
    tax,
    delivery_fee: deliveryFee,
    service_fee_amount: serviceFee,
    service_fee_percentage: shop.serviceFeePercentage,
    shop_discount_amount: shopDiscount,
    promo_code_discount: promoDiscount,
    total_coupon_discount_amount: coupons.discount,
    credit_amount: accountCredit,
    adjustments,
    loyalty_reward: loyaltyReward,
    tip_amount: tip,
    total: due - accountCredit - csCredit,
    applied_coupons: coupons.applied,
    magic_cart_uuid: order.magic_cart_uuid ?? null,
  };
  const promoProblem = deals.promo && !deals.promo.ok ? deals.promo : null;
  const size = { items: lines.reduce((sum, line) => sum + line.quantity, 0), total: receipt.total };
  return { receipt, validations: validate(shop, order.shipping_type, subtotal, size, coupons.problems, promoProblem) };
}

function validate(
  shop: PricingShop,
  shippingType: 'delivery' | 'pickup',
  subtotal: number,
  size: { items: number; total: number },
  couponProblems: CouponProblem[],
  promoProblem: { code: string; message: string } | null,
): OrderValidations {
  const validations: OrderValidations = { coupon: null, errors: [], order_minimum: null, structured_errors: [] };
  const refuse = (code: string, message: string) => {
    validations.errors.push(message);
    validations.structured_errors.push({ code, message });
  };
  const offered = shippingType === 'delivery' ? shop.doesDelivery : shop.doesPickup;
  if (!offered)
    refuse(
      `${shippingType}_unavailable`,
      shippingType === 'delivery' ? "This pizzeria doesn't offer delivery." : "This pizzeria doesn't offer pickup.",
    );
  const minimum = shippingType === 'delivery' ? shop.deliveryMinSubtotal : shop.pickupMinSubtotal;
  if (minimum > 0) {
    const remaining = Math.max(0, minimum - subtotal);
    validations.order_minimum = { minimum, amount_remaining: remaining };
    if (remaining > 0) refuse('order_minimum', `Add ${formatMoney(remaining)} to meet the minimum order.`);
  }
  if (size.items > ORDER_LIMITS.items) refuse('order_too_large', ORDER_LIMIT_MESSAGES.items);
  else if (size.total > ORDER_LIMITS.totalCents) refuse('order_too_large', ORDER_LIMIT_MESSAGES.total);
  // a coupon or promo that does not apply is not an error in the order itself: it is reported beside it
  if (couponProblems.length) validations.coupon = { id: couponProblems[0].id, message: couponProblems[0].message };
  for (const problem of couponProblems) validations.structured_errors.push({ code: problem.code, message: problem.message });
  if (promoProblem) validations.structured_errors.push({ code: promoProblem.code, message: promoProblem.message });
  return validations;
}
