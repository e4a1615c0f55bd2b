import type { SavedCard } from '@machines/savedCards/savedCards.types';

const BRANDS: Record<string, string> = { visa: 'Visa', mastercard: 'Mastercard', amex: 'American Express', discover: 'Discover' };

/**
 * "Visa ending in 4242": brand and last four only. Never the expiry: card verification (checkout §4)
 * asks the shopper for it, so a label showing it would give the answer away.
 */
export function savedCardLabel({ brand, lastFour }: Pick<SavedCard, 'brand' | 'lastFour'>): string {
  const name = BRANDS[brand.toLowerCase()] ?? 'Card';
  return `${name} ending in ${lastFour}`;
}
