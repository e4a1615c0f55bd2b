import Stripe from 'stripe';
import { CARD_ERROR_MESSAGES, PAYMENT_ERROR_CODE } from '../../contract/payments';
import { ApiError } from '../api-error';

/** A charge or a card setup the card's issuer refused (Stripe's card_error), in the words the shopper sees. */
export type CardFailure = { message: string; code: string | null; declineCode: string | null };

const cvcOrZip = new Set(['incorrect_cvc', 'invalid_cvc', 'incorrect_zip']);

/** Stripe's error code and decline code → the text of CARD_ERROR_MESSAGES (checkout §8). */
export function cardFailureMessage(code: string | null | undefined, declineCode: string | null | undefined): string {
  const reasons = [code, declineCode];
  if (reasons.includes('insufficient_funds')) return CARD_ERROR_MESSAGES.insufficientFunds;
  if (reasons.includes('expired_card')) return CARD_ERROR_MESSAGES.expired;
  if (reasons.some((reason) => reason && cvcOrZip.has(reason))) return CARD_ERROR_MESSAGES.incorrectCvcOrZip;
  return CARD_ERROR_MESSAGES.declined;
}

type RawCardError = { type?: string | null; code?: string | null; decline_code?: string | null } | null | undefined;

/** An intent's last_payment_error / last_setup_error, when it is a card error. */
export function cardFailureOfLastError(error: RawCardError): CardFailure | null {
  if (!error || error.type !== 'card_error') return null;
  return { message: cardFailureMessage(error.code, error.decline_code), code: error.code ?? null, declineCode: error.decline_code ?? null };
}

export const isStripeError = (error: unknown): error is Stripe.errors.StripeError => error instanceof Stripe.errors.StripeError;

/** The card failure a thrown Stripe error carries, or null when it is not a card error. */
export function cardFailureOf(error: unknown): CardFailure | null {
  if (!isStripeError(error) || error.type !== 'StripeCardError') return null;
  return { message: cardFailureMessage(error.code, error.decline_code), code: error.code ?? null, declineCode: error.decline_code ?? null };
}

/** 422 payment_error with the card's message; the storefront clears the card entry and the payment (checkout §8). */
export const cardRefusal = (failure: CardFailure) =>
  new ApiError(422, { code: PAYMENT_ERROR_CODE, message: failure.message }, [PAYMENT_ERROR_CODE]);

/** 422 'Your card verification failed, please try again' (a 3-D Secure challenge that did not succeed). */
export const verificationFailed = () =>
  new ApiError(422, { code: PAYMENT_ERROR_CODE, message: CARD_ERROR_MESSAGES.verificationFailed }, [PAYMENT_ERROR_CODE]);

export const cardNotFound = () => new ApiError(404, { code: 'payment_method_not_found', message: "We couldn't find that card." });

export const paymentMethodRequired = () =>
  new ApiError(422, { code: 'payment_method_required', message: CARD_ERROR_MESSAGES.paymentMethodRequired, field: 'payment_method' });

/** 409: the gateway is still working on (or refuses to repeat) a charge under the same idempotency key. */
export const stillProcessing = (cause: unknown) =>
  Object.assign(
    new ApiError(409, { code: 'order_in_progress', message: "We're still processing this order. Please wait a moment and check again." }),
    { cause },
  );

/** 502: the gateway unreachable, failing or misconfigured; the error handler logs a 5xx's cause, so it shows in the log. */
export const gatewayUnreachable = (cause: unknown) =>
  Object.assign(
    new ApiError(502, { code: 'payment_gateway_unavailable', message: "We couldn't reach the payment processor. Please try again." }),
    { cause },
  );

/**
 * Any other Stripe error: a payment method the gateway does not know or cannot use (an invalid request
 * about the card the browser sent) is the client's; the gateway unreachable or failing is a 502.
 */
export function gatewayError(error: unknown): ApiError {
  if (isStripeError(error) && error.type === 'StripeInvalidRequestError') return paymentMethodRequired();
  // a resumed charge whose request differs from the first one's (another host, say): not charged twice, not charged here
  return isStripeError(error) && error.type === 'StripeIdempotencyError' ? stillProcessing(error) : gatewayUnreachable(error);
}

/** Throws the API's answer for a failed gateway call: the card's refusal, or gatewayError. */
export function rethrowGatewayError(error: unknown): never {
  if (error instanceof ApiError) throw error;
  const card = cardFailureOf(error);
  if (card) throw cardRefusal(card);
  if (!isStripeError(error)) throw error;
  throw gatewayError(error);
}

/** A refusal the gateway gave no reason for. */
export const CARD_DECLINED: CardFailure = { message: CARD_ERROR_MESSAGES.declined, code: 'card_declined', declineCode: null };
