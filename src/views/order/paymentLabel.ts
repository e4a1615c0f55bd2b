import type { Order } from '@/api';

const WALLET_NAMES = { apple_pay: 'Apple Pay', google_pay: 'Google Pay' } as const;

/** How the order was paid, as the confirmation says it: a wallet by its name (its card inside it), not as a card typed in. */
export function paymentLabel({ paymentType, lastFour, wallet }: Order['paymentMethodDetails']): string {
  if (paymentType === 'cash') return 'Cash';
  if (paymentType === 'paypal') return 'PayPal';
  const card = `Card ending in ${lastFour ?? '••••'}`;
  return wallet ? `${WALLET_NAMES[wallet]} (${card.toLowerCase()})` : card;
}
