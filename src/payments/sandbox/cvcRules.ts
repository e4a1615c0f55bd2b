import type { CardBrand } from './cardNumberRules';
import { validationError, type FieldStatus } from './validationErrors';

/** Four digits for American Express (and while the brand is not known yet), three for the others. */
export function maxCvcLength(brand: CardBrand): number {
  return brand === 'amex' || brand === 'unknown' ? 4 : 3;
}

/**
 * Stripe's rules for the security code, which depend on the number's brand in the same Elements
 * group: amex needs 4 digits, a known other brand 3 (4 digits there are invalid at once), an unknown
 * brand takes 3 or 4; fewer are incomplete once the field is left.
 */
export function evaluateCvc(digits: string, brand: CardBrand): FieldStatus {
  if (digits === '') return { empty: true, complete: false, pendingError: validationError('incomplete_cvc') };
  if (digits.length > maxCvcLength(brand)) return { empty: false, complete: false, error: validationError('invalid_cvc') };
  const required = brand === 'amex' ? 4 : 3;
  if (digits.length >= required) return { empty: false, complete: true };
  return { empty: false, complete: false, pendingError: validationError('incomplete_cvc') };
}
