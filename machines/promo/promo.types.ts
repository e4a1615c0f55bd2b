/** A validated promo code: one of the amounts is 0 (flat in cents, percent in whole percent). */
export type PromoCode = { id: number; code: string; promoFlatAmount: number; promoPercentAmount: number };

export type PromoContext = {
  input: string;
  promo: PromoCode | null;
  /** The server's messages for the last failed validation (summaryErrors). */
  errors: string[];
};

/** The spec's cart.promoCode: what the cart persists of a submitted code, read back on the next visit. */
export type StoredPromoCode = {
  input: string;
  isErrorPresent: boolean;
  isValid: boolean;
  summaryErrors: string[];
  id: number | null;
  /** Flat amount in cents (0 for a percentage code). */
  promoAmount: number;
  /** Whole percent (0 for a flat code). */
  promoPercent: number;
};

export type PromoEvent =
  | { type: 'promo.change'; value: string }
  | { type: 'promo.submit' }
  | { type: 'promo.clear' }
  | { type: 'promo.restore'; promoCode: StoredPromoCode };

export type PromoState = { context: PromoContext; matches: (state: 'valid' | 'invalid') => boolean };

export const selectPromoInput = (state: PromoState) => state.context.input;
export const selectPromoErrors = (state: PromoState) => state.context.errors;
export const selectValidPromo = (state: PromoState) => (state.matches('valid') ? state.context.promo : null);
/** isErrorPresent in the spec's cart.promoCode. */
export const selectPromoHasError = (state: PromoState) => state.matches('invalid');

/** The cart's promoCode for a code the server has just answered for (valid or refused). */
export function toStoredPromoCode({ input, promo, errors }: PromoContext): StoredPromoCode {
  return {
    input,
    isErrorPresent: errors.length > 0,
    isValid: promo !== null,
    summaryErrors: errors,
    id: promo?.id ?? null,
    promoAmount: promo?.promoFlatAmount ?? 0,
    promoPercent: promo?.promoPercentAmount ?? 0,
  };
}
