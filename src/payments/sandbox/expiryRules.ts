import { validationError, type FieldStatus } from './validationErrors';

/** The latest expiry year Stripe's field accepts, counted from this year. */
const MAX_YEARS_AHEAD = 50;

/**
 * The expiry's digits (MMYY) from what is in the field. A month before a slash keeps its meaning
 * ('1/' → '01', a pasted or autofilled '4/30' or '12/2030' → '0430', '1230'); anything else is its digits.
 */
export function readExpiryDigits(raw: string): string {
  const slashed = /^\s*(0?[1-9]|1[0-2])\s*\/\s*(\d{4}|\d{0,2})\s*$/.exec(raw);
  if (slashed) return slashed[1].padStart(2, '0') + slashed[2].slice(-2);
  return raw.replace(/\D/g, '');
}

/**
 * As Stripe completes the month while it is typed: a first digit 2-9 can only be a month 02-09, and
 * '1' followed by 3-9 is January followed by the year. At most four digits.
 */
export function normaliseExpiry(digits: string): string {
  let value = digits;
  if (/^[2-9]/.test(value)) value = `0${value}`;
  if (/^1[3-9]/.test(value)) value = `01${value.slice(1)}`;
  return value.slice(0, 4);
}

/**
 * 'MM / YY' as typed: '1' → '1', '12' → '12 / ' while typing forward ('12' when deleting, so the
 * separator can be deleted), '123' → '12 / 3'.
 */
export function formatExpiry(digits: string, { typingForward = true }: { typingForward?: boolean } = {}): string {
  if (digits.length < 2) return digits;
  if (digits.length === 2) return typingForward ? `${digits} / ` : digits;
  return `${digits.slice(0, 2)} / ${digits.slice(2)}`;
}

/** Month and four-digit year of a complete expiry ('1230' → { month: 12, year: 2030 }). */
export function expiryParts(digits: string): { month: number; year: number } {
  return { month: Number(digits.slice(0, 2)), year: 2000 + Number(digits.slice(2, 4)) };
}

/**
 * Stripe's rules: a month outside 01-12 is invalid at once, and so is a complete date before this
 * month (year in the past, or this year and an earlier month) or a year too far ahead; fewer than
 * four digits are incomplete once the field is left.
 */
export function evaluateExpiry(digits: string, now: Date): FieldStatus {
  if (digits === '') return { empty: true, complete: false, pendingError: validationError('incomplete_expiry') };
  const invalid = (code: Parameters<typeof validationError>[0]): FieldStatus => ({
    empty: false,
    complete: false,
    error: validationError(code),
  });
  if (digits.length >= 2) {
    const month = Number(digits.slice(0, 2));
    if (month < 1 || month > 12) return invalid('invalid_expiry_month');
  }
  if (digits.length < 4) return { empty: false, complete: false, pendingError: validationError('incomplete_expiry') };
  if (digits.length > 4) return invalid('invalid_expiry_year');
  const { month, year } = expiryParts(digits);
  const thisYear = now.getFullYear();
  if (year < thisYear) return invalid('invalid_expiry_year_past');
  if (year === thisYear && month < now.getMonth() + 1) return invalid('invalid_expiry_month_past');
  if (year > thisYear + MAX_YEARS_AHEAD) return invalid('invalid_expiry_year');
  return { empty: false, complete: true };
}
