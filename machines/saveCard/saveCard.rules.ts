import { isValidZip } from '../checkout/checkout.rules';
import { CARD_MESSAGES } from '../checkout/contact.rules';
import { toPlaceOrderError } from '../placeOrder/placeOrder.errors';
import type { CardElementField, CardEntry, CardField, SaveCardFailure } from './saveCard.types';

const ELEMENTS: readonly CardElementField[] = ['cardNumber', 'cardExpiry', 'cardCvc'];

export const emptyFields = (): CardEntry => ({ cardNumber: 'empty', cardExpiry: 'empty', cardCvc: 'empty', postalCode: '' });

/** Checkout §5: each of the gateway's fields complete (blank or invalid otherwise), the billing ZIP five digits or 5-4. */
export function cardFieldErrors(fields: CardEntry): Partial<Record<CardField, string>> {
  const errors: Partial<Record<CardField, string>> = {};
  for (const field of ELEMENTS) if (fields[field] !== 'complete') errors[field] = CARD_MESSAGES[field];
  if (!isValidZip(fields.postalCode)) errors.postalCode = CARD_MESSAGES.postalCode;
  return errors;
}

export const isCardComplete = (fields: CardEntry) => Object.keys(cardFieldErrors(fields)).length === 0;

/** Checkout §8's texts for a failed step (declines remapped; no answer at all: the generic text); payment_error: the card was refused. */
export function toSaveCardFailure(error: unknown): SaveCardFailure {
  const { messages, paymentError } = toPlaceOrderError(error);
  return { messages, paymentError };
}
