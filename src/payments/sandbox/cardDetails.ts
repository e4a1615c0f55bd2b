import type { SandboxCardElement } from './element';
import { fieldInternals } from './element';
import { IntegrationError } from './errors';
import { expiryParts } from './expiryRules';
import type { CardFieldType } from './fields';
import type { ValidationError } from './validationErrors';

/** The card as Stripe's API takes it (`card[number]`, `card[exp_month]`, `card[exp_year]`, `card[cvc]`). */
export type CardDetails = { number: string; exp_month: number; exp_year: number; cvc: string };

const ORDER: CardFieldType[] = ['cardNumber', 'cardExpiry', 'cardCvc'];

/** Reads one field's digits, or the error that keeps it from being sent (its shown error, or why it is not complete). */
export function readField(element: SandboxCardElement | undefined, type: CardFieldType): { digits: string } | { error: ValidationError } {
  const field = fieldInternals(element);
  if (!field) {
    throw new IntegrationError(`The card sandbox needs a ${type} Element, created by the same elements() group, to read the card from.`);
  }
  if (!field.mounted()) {
    throw new IntegrationError(
      'We could not retrieve data from the specified Element. Please make sure the Element you are attempting to use is still mounted.',
    );
  }
  const status = field.status();
  if (status.complete) return { digits: field.digits() };
  const error = status.error ?? status.pendingError;
  if (!error) throw new Error(`The ${type} field is neither complete nor in error.`);
  return { error };
}

/**
 * The whole card from an Elements group's number, expiry and CVC fields, checked in that order the
 * way Stripe.js checks it before calling the API: the first field that is not complete answers.
 */
export function readCardDetails(
  field: (type: CardFieldType) => SandboxCardElement | undefined,
): { card: CardDetails } | { error: ValidationError } {
  const digits: Partial<Record<CardFieldType, string>> = {};
  for (const type of ORDER) {
    const read = readField(field(type), type);
    if ('error' in read) return read;
    digits[type] = read.digits;
  }
  const { month, year } = expiryParts(digits.cardExpiry ?? '');
  return { card: { number: digits.cardNumber ?? '', exp_month: month, exp_year: year, cvc: digits.cardCvc ?? '' } };
}
