import { fromPromise } from 'xstate';
import type { PromoCode, StoredPromoCode } from './promo.types';

export type ValidatePromoInput = { code: string };
export type ValidatePromoOutput = PromoCode;

/**
 * POST promo_codes/validate?tag={code} with the current order. Throw an axios error or
 * `{ status, message, messages }`: the messages are shown as they are.
 */
export const validatePromo = fromPromise<ValidatePromoOutput, ValidatePromoInput>(async () => {
  throw new Error('validatePromo not provided');
});

/**
 * The machine's one other effect, injected: the promo code the cart should persist (null once removed).
 * The storefront hands it to the cart, which stores it with its lines. The default does nothing.
 */
export const persistPromoCode = (_: unknown, _promoCode: StoredPromoCode | null) => {};
