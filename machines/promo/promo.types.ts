/** A validated promo code: one of the amounts is 0 (flat in cents, percent in whole percent). */
export type PromoCode = { id: number; code: string; promoFlatAmount: number; promoPercentAmount: number };

export type PromoContext = {
  input: string;
  promo: PromoCode | null;
  /** The server's messages for the last failed validation (summaryErrors). */
  errors: string[];
};

export type PromoEvent =
  | { type: 'promo.change'; value: string }
  | { type: 'promo.submit' }
  | { type: 'promo.clear' };

type PromoState = { context: PromoContext; matches: (state: 'valid' | 'invalid') => boolean };

export const selectPromoInput = (state: PromoState) => state.context.input;
export const selectPromoErrors = (state: PromoState) => state.context.errors;
export const selectValidPromo = (state: PromoState) => (state.matches('valid') ? state.context.promo : null);
/** isErrorPresent in the spec's cart.promoCode. */
export const selectPromoHasError = (state: PromoState) => state.matches('invalid');
