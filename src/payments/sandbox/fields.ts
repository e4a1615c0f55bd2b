import { evaluateCardNumber, formatCardNumber, normaliseCardNumber, type CardBrand } from './cardNumberRules';
import { evaluateCvc, maxCvcLength } from './cvcRules';
import { evaluateExpiry, formatExpiry, normaliseExpiry, readExpiryDigits } from './expiryRules';
import type { FieldStatus } from './validationErrors';

/** The card Elements the sandbox renders (Stripe's split card fields). */
export type CardFieldType = 'cardNumber' | 'cardExpiry' | 'cardCvc';

/** What a field's rules may look at besides its own digits. */
export type FieldContext = { brand: CardBrand; now: Date };

/** One field's input: how Stripe's own frame presents it, and its formatting and validation rules. */
export type FieldRules = {
  /** the accessible name Stripe's frame gives its input */
  label: string;
  autocomplete: 'cc-number' | 'cc-exp' | 'cc-csc';
  name: string;
  defaultPlaceholder: string;
  /** the digits in what was typed or pasted */
  read(raw: string): string;
  /** the digits the field keeps (completed month, cut to the longest allowed) */
  normalise(digits: string, context: FieldContext): string;
  format(digits: string, options: { typingForward: boolean }): string;
  evaluate(digits: string, context: FieldContext): FieldStatus;
};

const digitsOf = (raw: string) => raw.replace(/\D/g, '');

export const FIELD_RULES: Record<CardFieldType, FieldRules> = {
  cardNumber: {
    label: 'Credit or debit card number',
    autocomplete: 'cc-number',
    name: 'cardnumber',
    defaultPlaceholder: '1234 1234 1234 1234',
    read: digitsOf,
    normalise: (digits) => normaliseCardNumber(digits),
    format: (digits) => formatCardNumber(digits),
    evaluate: (digits) => evaluateCardNumber(digits),
  },
  cardExpiry: {
    label: 'Credit or debit card expiration date',
    autocomplete: 'cc-exp',
    name: 'exp-date',
    defaultPlaceholder: 'MM / YY',
    read: readExpiryDigits,
    normalise: (digits) => normaliseExpiry(digits),
    format: (digits, options) => formatExpiry(digits, options),
    evaluate: (digits, { now }) => evaluateExpiry(digits, now),
  },
  cardCvc: {
    label: 'Credit or debit card CVC',
    autocomplete: 'cc-csc',
    name: 'cvc',
    defaultPlaceholder: 'CVC',
    read: digitsOf,
    normalise: (digits, { brand }) => digits.slice(0, maxCvcLength(brand)),
    format: (digits) => digits,
    evaluate: (digits, { brand }) => evaluateCvc(digits, brand),
  },
};

export function isCardFieldType(type: unknown): type is CardFieldType {
  return type === 'cardNumber' || type === 'cardExpiry' || type === 'cardCvc';
}
