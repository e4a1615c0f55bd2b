import { describe, expect, it } from 'vitest';
import type { Order } from '@/api';
import { paymentLabel } from './paymentLabel';

const details = (change: Partial<Order['paymentMethodDetails']>) =>
  ({
    paymentType: 'credit',
    lastFour: '4242',
    wallet: null,
    paymentStatus: 'captured',
    refundedAmount: 0,
    ...change,
  }) as Order['paymentMethodDetails'];

// the order's payment_method_details as the server presents them (server/domains/orders/present.ts)
describe('paymentLabel', () => {
  it('a Google Pay or Apple Pay order says so, not just "Card" (issue 31 item 6)', () => {
    expect(paymentLabel(details({ wallet: 'google_pay' }))).toBe('Google Pay (card ending in 4242)');
    expect(paymentLabel(details({ wallet: 'apple_pay', lastFour: '0005' }))).toBe('Apple Pay (card ending in 0005)');
  });

  it('a card, cash and PayPal as before', () => {
    expect(paymentLabel(details({}))).toBe('Card ending in 4242');
    expect(paymentLabel(details({ paymentType: 'cash', lastFour: null }))).toBe('Cash');
    expect(paymentLabel(details({ paymentType: 'paypal', lastFour: null }))).toBe('PayPal');
  });
});
