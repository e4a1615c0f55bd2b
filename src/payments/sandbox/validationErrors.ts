/**
 * The validation errors Stripe's card Elements report in their change events and that Stripe.js
 * answers `createPaymentMethod` / `createToken` with before calling the API: codes and texts as
 * Stripe words them in English.
 */
export const VALIDATION_MESSAGES = {
  incomplete_number: 'Your card number is incomplete.',
  invalid_number: 'Your card number is invalid.',
  incomplete_expiry: "Your card's expiration date is incomplete.",
  invalid_expiry_month: "Your card's expiration month is invalid.",
  invalid_expiry_month_past: "Your card's expiration date is in the past.",
  invalid_expiry_year: "Your card's expiration year is invalid.",
  invalid_expiry_year_past: "Your card's expiration year is in the past.",
  incomplete_cvc: "Your card's security code is incomplete.",
  invalid_cvc: "Your card's security code is invalid.",
} as const;

export type ValidationCode = keyof typeof VALIDATION_MESSAGES;

/** The `error` of a change event (and of a result that failed before reaching the API). */
export type ValidationError = { type: 'validation_error'; code: ValidationCode; message: string };

export function validationError(code: ValidationCode): ValidationError {
  return { type: 'validation_error', code, message: VALIDATION_MESSAGES[code] };
}

/**
 * What a field's rules make of its digits. `error` is shown at once (the value can only get worse:
 * a full-length number failing the Luhn check, a past date); `pendingError` is what an unfinished value
 * lacks, shown once the field loses focus and answered by `createPaymentMethod` at any time.
 */
export type FieldStatus = {
  empty: boolean;
  complete: boolean;
  error?: ValidationError;
  pendingError?: ValidationError;
};
