import { describe, expect, it } from 'vitest';
import { formatMoney, formatMoneyCompact } from './money';
import { deliveryFeeLabel } from './fee';

describe('formatMoney', () => {
  it('divides cents by 100 and always shows two decimals', () => {
    expect(formatMoney(1250)).toBe('$12.50');
    expect(formatMoney(0)).toBe('$0.00');
    expect(formatMoney(5)).toBe('$0.05');
    expect(formatMoney(200)).toBe('$2.00');
  });

  it('groups thousands and signs negatives', () => {
    expect(formatMoney(123456)).toBe('$1,234.56');
    expect(formatMoney(123456789)).toBe('$1,234,567.89');
    expect(formatMoney(100000)).toBe('$1,000.00');
    expect(formatMoney(-250)).toBe('-$2.50');
    expect(formatMoney(-5)).toBe('-$0.05');
  });

  it('writes what Intl.NumberFormat en-US USD writes, for every cent amount to $20 and around the thousands', () => {
    const intl = new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD', minimumFractionDigits: 2 });
    const amounts = [...Array.from({ length: 2001 }, (_, cents) => cents), 99_999, 100_000, 100_001, 999_999_99, -1, -99, -100_000];
    for (const cents of amounts) expect(formatMoney(cents)).toBe(intl.format(cents / 100));
  });
});

describe('formatMoneyCompact', () => {
  it('drops cents only for whole dollars', () => {
    expect(formatMoneyCompact(300)).toBe('$3');
    expect(formatMoneyCompact(299)).toBe('$2.99');
    expect(formatMoneyCompact(250000)).toBe('$2,500');
  });
});

describe('deliveryFeeLabel', () => {
  it('is Free for free, null and zero fees', () => {
    expect(deliveryFeeLabel({ feeType: 'free', fee: 300, feeRange: null })).toBe('Free');
    expect(deliveryFeeLabel({ feeType: null, fee: 300, feeRange: null })).toBe('Free');
    expect(deliveryFeeLabel({ feeType: 'flat', fee: 0, feeRange: null })).toBe('Free');
  });

  it('shows flat amounts and ranges, whole dollars without cents', () => {
    expect(deliveryFeeLabel({ feeType: 'flat', fee: 300, feeRange: null })).toBe('$3');
    expect(deliveryFeeLabel({ feeType: 'flat', fee: 250, feeRange: null })).toBe('$2.50');
    expect(deliveryFeeLabel({ feeType: 'flat', fee: 200, feeRange: { min: 200, max: 450 } })).toBe('$2–$4.50');
  });

  it('shows percentages, with the floor and ceiling (cents) they are held to', () => {
    expect(deliveryFeeLabel({ feeType: 'percent', fee: 10, feeRange: null })).toBe('10%');
    expect(deliveryFeeLabel({ feeType: 'percent', fee: 7.5, feeRange: null })).toBe('7.5%');
    expect(deliveryFeeLabel({ feeType: 'percent', fee: 10, feeRange: { min: 199, max: 599 } })).toBe('10% ($1.99–$5.99)');
    expect(deliveryFeeLabel({ feeType: 'percent', fee: 8, feeRange: { min: 200, max: 500 } })).toBe('8% ($2–$5)');
    expect(deliveryFeeLabel({ feeType: 'percent', fee: 0, feeRange: null })).toBe('Free');
  });
});
