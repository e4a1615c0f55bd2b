import { describe, expect, it } from 'vitest';
import type { Order } from '@/api';
import { refundText } from './refundText';

type Payment = Order['paymentMethodDetails'];
const payment = (fields: Partial<Payment>): Payment => ({
  paymentType: 'credit',
  lastFour: '4242',
  wallet: null,
  paymentStatus: 'refunded',
  refundedAmount: 0,
  ...fields,
});

// Issue 31 item 1's words: "Refunded $14.33 to your card ending in 4242" (PayPal: "to your PayPal account"; a wallet
// named; an adjustment "Refunded $2.00 to your card ending in 4242"); money with two decimals (checkout §9)
const expected: [string, Payment, number, string | null][] = [
  ['a voided card order', payment({}), 1433, 'Refunded $14.33 to your card ending in 4242'],
  ['an adjusted card order', payment({ paymentStatus: 'partially_refunded' }), 200, 'Refunded $2.00 to your card ending in 4242'],
  ['a PayPal order', payment({ paymentType: 'paypal', lastFour: null }), 1433, 'Refunded $14.33 to your PayPal account'],
  ['an Apple Pay order', payment({ wallet: 'apple_pay' }), 2059, 'Refunded $20.59 to your Apple Pay card ending in 4242'],
  [
    'a Google Pay order',
    payment({ wallet: 'google_pay', lastFour: '4444' }),
    1000,
    'Refunded $10.00 to your Google Pay card ending in 4444',
  ],
  ['a card order never refunded', payment({ paymentStatus: 'paid' }), 0, null],
  ['a cash order', payment({ paymentType: 'cash', lastFour: null, paymentStatus: 'unpaid' }), 300, null],
];

describe('refundText', () => {
  it.each(expected)('%s', (_, details, refunded, text) => {
    expect(refundText(details, refunded)).toBe(text);
  });
});
