import type { Order } from '@/api';
import { formatMoney } from '@/format/money';

const WALLET_NAMES = { apple_pay: 'Apple Pay', google_pay: 'Google Pay' } as const;

/**
 * Where the money the shop gave back went, in the shopper's words: 'Refunded $14.33 to your card ending in 4242'
 * (PayPal: to the PayPal account; a wallet by its name). Null when nothing was refunded (cash never is).
 */
export function refundText(payment: Order['paymentMethodDetails'], refundedAmount: number): string | null {
  if (refundedAmount <= 0 || payment.paymentType === 'cash') return null;
  const ending = payment.lastFour ? ` ending in ${payment.lastFour}` : '';
  const to =
    payment.paymentType === 'paypal'
      ? 'your PayPal account'
      : payment.wallet
        ? `your ${WALLET_NAMES[payment.wallet]} card${ending}`
        : `your card${ending}`;
  return `Refunded ${formatMoney(refundedAmount)} to ${to}`;
}
