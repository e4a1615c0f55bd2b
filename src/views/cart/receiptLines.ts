import type { ShoppingCart } from '@/api';
import { formatMoney } from '@/format/money';

export type ReceiptRow = { label: string; value: string; saving?: boolean };

/**
 * The receipt's adjustments are amounts taken off the total (a waived delivery fee, the shop's discount, a
 * loyalty reward, customer care's credit). The shop discount and the loyalty reward already have their own
 * lines (Discount, Loyalty reward); the other two are shown here, as savings.
 */
const ADJUSTMENT_LABELS: Partial<Record<string, string>> = {
  delivery_fee: 'Delivery fee waived',
  cs: 'Customer care credit',
};

const minus = (cents: number) => `−${formatMoney(cents)}`;

/** Every line of a priced receipt, in reading order; zero-value optional lines are left out. The promo line names `promoCode` (the code applied) when known. */
export function receiptRows(cart: ShoppingCart, forDelivery: boolean, promoCode: string | null = null): ReceiptRow[] {
  const r = cart.receipt;
  const rows: ReceiptRow[] = [{ label: 'Subtotal', value: formatMoney(r.subtotal) }];
  if (r.shopDiscountAmount > 0) rows.push({ label: 'Discount', value: minus(r.shopDiscountAmount), saving: true });
  const coupons = r.appliedCoupons ?? [];
  if (coupons.length) coupons.forEach((c) => rows.push({ label: `Coupon: ${c.name}`, value: minus(c.discount), saving: true }));
  else if (r.totalCouponDiscountAmount > 0) rows.push({ label: 'Coupon', value: minus(r.totalCouponDiscountAmount), saving: true });
  if (r.promoCodeDiscount > 0)
    rows.push({ label: promoCode ? `Promo code (${promoCode})` : 'Promo code', value: minus(r.promoCodeDiscount), saving: true });
  if (forDelivery) rows.push({ label: 'Delivery fee', value: r.deliveryFee === 0 ? 'Free' : formatMoney(r.deliveryFee) });
  if (r.serviceFeeAmount > 0) rows.push({ label: 'Service fee', value: formatMoney(r.serviceFeeAmount) });
  rows.push({ label: 'Tax', value: formatMoney(r.tax) });
  if (r.tipAmount > 0) rows.push({ label: 'Tip', value: formatMoney(r.tipAmount) });
  if (r.loyaltyReward > 0) rows.push({ label: 'Loyalty reward', value: minus(r.loyaltyReward), saving: true });
  if (r.creditAmount > 0) rows.push({ label: 'Credit', value: minus(r.creditAmount), saving: true });
  for (const adjustment of r.adjustments) {
    const label = ADJUSTMENT_LABELS[adjustment.category];
    if (label && adjustment.amount > 0) rows.push({ label, value: minus(adjustment.amount), saving: true });
  }
  return rows;
}

/** 'Add {amount} to meet the minimum order.' and the server's other validation messages, each once. */
export function receiptMessages(cart: ShoppingCart): string[] {
  const minimum = cart.orderValidations.orderMinimum;
  const minimumMessage =
    minimum && minimum.amountRemaining > 0 ? `Add ${formatMoney(minimum.amountRemaining)} to meet the minimum order.` : null;
  const coupon = cart.orderValidations.coupon?.message;
  return [...new Set([...(minimumMessage ? [minimumMessage] : []), ...(coupon ? [coupon] : []), ...cart.orderValidations.errors])];
}

/** Why the server did not apply the cart's promo code to this receipt (e.g. card-only on a cash order), else null. */
export function promoRefusal(cart: ShoppingCart): string | null {
  return cart.orderValidations.structuredErrors.find((error) => error.code.startsWith('promo_code_'))?.message ?? null;
}
