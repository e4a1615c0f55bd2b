import { PAYPAL_MESSAGES } from '../../server/contract/paypal-messages';
import { CARD_VERIFICATION_CODES, PAYMENT_ERROR_CODE } from '../../server/contract/card-messages';
import { GENERIC_ERROR_MESSAGE, toRequestError } from '../shared/request-error';
import type { PlaceOrderError } from './placeOrder.types';

/** Checkout §8: declined and insufficient-funds messages are remapped to friendlier texts. */
export const DECLINE_REMAPS: Readonly<Record<string, string>> = {
  'Your card was declined.': 'Sorry, your payment was declined. Please try again.',
  'Your card has insufficient funds.': 'Your card has insufficient funds. Please try again.',
};

/** Issue 31: the shopper closed the 3-D Secure challenge; no order was paid (the server says the same of an order it cancels). */
export const CHALLENGE_CLOSED = 'You closed the verification. Your card was not charged.';

export const connectionLostMessage = (phone: string) =>
  `Looks like your Internet cut out. Let's see if your order went through. Call us at ${phone}`;

const VERIFICATION_CODES: readonly string[] = Object.values(CARD_VERIFICATION_CODES);
type Loose = Record<string, unknown>;
const isObject = (value: unknown): value is Loose => typeof value === 'object' && value !== null;

/** The codes of an errorResponse: meta.errors.order first, then each error's code (checkout §8). */
function errorCodes(error: unknown): string[] {
  const data =
    isObject(error) && isObject(error.response) && isObject(error.response.data) ? error.response.data : isObject(error) ? error : null;
  if (!data) return [];
  const meta = isObject(data.meta) && isObject(data.meta.errors) && Array.isArray(data.meta.errors.order) ? data.meta.errors.order : [];
  const listed = Array.isArray(data.errors) ? data.errors.map((e) => (isObject(e) ? e.code : undefined)) : [];
  // the storefront's ApiError carries meta.errors.order as orderErrorCodes
  const given = [...(Array.isArray(data.codes) ? data.codes : []), ...(Array.isArray(data.orderErrorCodes) ? data.orderErrorCodes : [])];
  return [...new Set([...meta, ...given, ...listed].filter((code): code is string => typeof code === 'string'))];
}

const NETWORK_CODES = ['ERR_NETWORK', 'ECONNABORTED', 'ETIMEDOUT', 'ECONNRESET'];

/** A request that never got an answer (the connection cut out), as opposed to one the server refused or a bug. */
/** checkout §8: PayPal could not be reached, in the platform's words. */
export const PAYPAL_UNREACHABLE = PAYPAL_MESSAGES.unreachable;

export const isConnectionLost = (error: unknown) =>
  toRequestError(error).status === null &&
  (errorCodes(error).some((code) => NETWORK_CODES.includes(code)) ||
    (isObject(error) && typeof error.code === 'string' && NETWORK_CODES.includes(error.code)));

/** What checkout shows for a failed step: the server's messages (remapped), its codes, and what they mean for the card. */
export function toPlaceOrderError(error: unknown): PlaceOrderError {
  const { messages, status } = toRequestError(error);
  const codes = errorCodes(error);
  const verificationCode = codes.find((code) => VERIFICATION_CODES.includes(code)) ?? null;
  // a non-HTTP error's message is its code (checkout §8)
  const shown = messages.length
    ? messages
    : status === null && isObject(error) && typeof error.code === 'string'
      ? [error.code]
      : [GENERIC_ERROR_MESSAGE];
  const remapped = shown.map((text) => DECLINE_REMAPS[text] ?? text);
  return {
    messages: remapped.length ? remapped : [GENERIC_ERROR_MESSAGE],
    codes,
    paymentError: codes.includes(PAYMENT_ERROR_CODE),
    verification: verificationCode ? { code: verificationCode, message: remapped[0] ?? '' } : null,
  };
}
