import { fromPromise } from 'xstate';
import type { PromoCode } from './promo.types';

export type ValidatePromoInput = { code: string };
export type ValidatePromoOutput = PromoCode;

/**
 * POST promo_codes/validate?tag={code} with the current order. Throw an axios error or
 * `{ status, message, messages }`: the messages are shown as they are.
 */
export const validatePromo = fromPromise<ValidatePromoOutput, ValidatePromoInput>(async () => {
  throw new Error('validatePromo not provided');
});
