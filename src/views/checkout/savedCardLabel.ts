import type { SavedCard } from '@machines/savedCards/savedCards.types';

const BRANDS: Record<string, string> = { visa: 'Visa', mastercard: 'Mastercard', amex: 'American Express', discover: 'Discover' };

/** "Visa ending in 4242, expires 12/34". */
export function savedCardLabel({ brand, lastFour, expMonth, expYear }: SavedCard): string {
  const name = BRANDS[brand.toLowerCase()] ?? 'Card';
  return `${name} ending in ${lastFour}, expires ${String(expMonth).padStart(2, '0')}/${String(expYear % 100).padStart(2, '0')}`;
}
