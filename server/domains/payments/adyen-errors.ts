import { ApiError } from '../api-error';
import { AdyenApiError, type AdyenPaymentResponse } from './adyen-client';
import { cardFailureMessage, cardRefusal, gatewayUnreachable, paymentMethodRequired, stillProcessing, verificationFailed } from './card-errors';

/** Adyen's refusal reasons, as the Stripe codes whose texts the shopper sees (CARD_ERROR_MESSAGES); anything else is a decline. */
const STRIPE_CODES: Record<string, string> = {
  'Not enough balance': 'insufficient_funds',
  'Expired Card': 'expired_card',
  'CVC Declined': 'incorrect_cvc',
};

/**
 * A payment Adyen did not authorise (Refused, Error, Cancelled): the same 422 the Stripe path answers. A
 * failed 3-D Secure ('3D Not Authenticated') is 'Your card verification failed, please try again'.
 */
export function adyenRefusal(response: AdyenPaymentResponse): ApiError {
  const reason = response.refusalReason ?? null;
  if (reason === '3D Not Authenticated') return verificationFailed();
  const code = (reason && STRIPE_CODES[reason]) ?? 'card_declined';
  return cardRefusal({ message: cardFailureMessage(code, null), code, declineCode: response.refusalReasonCode ?? null });
}

/**
 * A failed call to Adyen: a request it cannot act on (a card it cannot read or a stored card it does not
 * know: 422) is the client's; an idempotency key still in use is 409; unreachable, refused keys or a
 * failure of Adyen's own are a 502 (logged with the cause).
 */
export function adyenGatewayError(error: unknown): ApiError {
  if (error instanceof ApiError) return error;
  if (error instanceof AdyenApiError && error.status === 422) return error.errorCode === '704' ? stillProcessing(error) : paymentMethodRequired();
  return gatewayUnreachable(error);
}

/** Adyen authorised the zero-value payment but named no stored card (neither tokenization.storedPaymentMethodId nor recurring.recurringDetailReference). */
export const cardNotStored = (response: AdyenPaymentResponse) =>
  Object.assign(new ApiError(502, { code: 'payment_gateway_unavailable', message: "We couldn't save this card. Please try again." }), {
    cause: new Error(`Adyen authorised ${response.pspReference ?? 'a payment'} naming no stored card (tokenization.storedPaymentMethodId): is tokenization enabled for the merchant account?`),
  });
