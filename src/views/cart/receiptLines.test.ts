import { describe, expect, it } from 'vitest';
import type { ShoppingCart } from '@/api';
import { receiptRows } from './receiptLines';

const cents = (value: string) => Math.round(Number(value.replace(/[−$]/g, '')) * 100) * (value.startsWith('−') ? -1 : 1);
const cartWith = (receipt: Partial<ShoppingCart['receipt']>) =>
  ({
    receipt: {
      subtotal: 0,
      tax: 0,
      total: 0,
      deliveryFee: 0,
      serviceFeeAmount: 0,
      serviceFeePercentage: 0,
      shopDiscountAmount: 0,
      promoCodeDiscount: 0,
      totalCouponDiscountAmount: 0,
      creditAmount: 0,
      adjustments: [],
      loyaltyReward: 0,
      tipAmount: 0,
      appliedCoupons: [],
      ...receipt,
    },
  }) as unknown as ShoppingCart;

// the receipts as the server's pricing answers them (server/domains/cart/pricing.ts): adjustments are amounts taken off
describe('receiptRows', () => {
  it("shows the shop's discount once and the lines add up to the total", () => {
    const rows = receiptRows(
      cartWith({
        subtotal: 875,
        shopDiscountAmount: 88,
        serviceFeeAmount: 26,
        tax: 70,
        total: 883,
        adjustments: [{ category: 'discount_percent', amount: 88 }],
      }),
      false,
    );
    expect(rows.map((row) => row.label)).toEqual(['Subtotal', 'Discount', 'Service fee', 'Tax']);
    expect(rows.reduce((sum, row) => sum + cents(row.value), 0)).toBe(883);
  });

  it('a waived delivery fee and customer care credit come off the total; a loyalty reward shows once', () => {
    const receipt = {
      subtotal: 2000,
      deliveryFee: 299,
      tax: 177,
      loyaltyReward: 500,
      total: 1177,
      adjustments: [
        { category: 'delivery_fee' as const, amount: 299 },
        { category: 'loyalty_reward' as const, amount: 500 },
        { category: 'cs' as const, amount: 500 },
      ],
    };
    const rows = receiptRows(cartWith(receipt), true);
    expect(rows).toContainEqual({ label: 'Delivery fee waived', value: '−$2.99', saving: true });
    expect(rows).toContainEqual({ label: 'Customer care credit', value: '−$5.00', saving: true });
    expect(rows.filter((row) => row.label.startsWith('Loyalty'))).toHaveLength(1);
    expect(rows.reduce((sum, row) => sum + cents(row.value === 'Free' ? '$0' : row.value), 0)).toBe(1177);
  });

  it('the promo line names the code applied (issue 31 item 6), and reads "Promo code" while it is not known', () => {
    const cart = cartWith({ subtotal: 2000, promoCodeDiscount: 300, tax: 150, total: 1850 });
    expect(receiptRows(cart, false, 'PIZZA10')).toContainEqual({ label: 'Promo code (PIZZA10)', value: '−$3.00', saving: true });
    expect(receiptRows(cart, false).map((row) => row.label)).toContain('Promo code');
  });
});
