import { ApiError } from '../api-error';
import { AdyenApiError, type AdyenPaymentResponse } from './adyen-client';
import {
  cardFailureMessage,
  cardRefusal,
  gatewayUnreachable,
  paymentMethodRequired,
  stillProcessing,
  verificationFailed,
} from './card-errors';

/**
 * What a /payments or /payments/details resultCode means to the platform (Adyen's result codes): Authorised paid;
 * RedirectShopper a challenge; Received and Pending not final yet (never a refusal: the payment may still clear);
 * Refused, Error, Cancelled (and anything else) failed.
 */
export type AdyenOutcome = 'authorised' | 'redirect' | 'pending' | 'failed';
export function adyenOutcome(response: Pick<AdyenPaymentResponse, 'resultCode'>): AdyenOutcome {
  switch (response.resultCode) {
    case 'Authorised':
      return 'authorised';
    case 'RedirectShopper':
      return 'redirect';
    case 'Received':
    case 'Pending':
      return 'pending';
    default:
      return 'failed';
  }
}

/** A payment Adyen has not settled yet (Received, Pending): 409, the order (or card) is still being processed, not refused. */
export const adyenPending = (response: AdyenPaymentResponse) =>
  stillProcessing(new Error(`Adyen answered ${response.resultCode} for ${response.pspReference ?? 'a payment'}: not final yet`));

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
  if (error instanceof AdyenApiError && error.status === 422)
    return error.errorCode === '704' ? stillProcessing(error) : paymentMethodRequired();
  return gatewayUnreachable(error);
}

/** Adyen authorised the zero-value payment but named no stored card (neither tokenization.storedPaymentMethodId nor recurring.recurringDetailReference). */
export const cardNotStored = (response: AdyenPaymentResponse) =>
  Object.assign(new ApiError(502, { code: 'payment_gateway_unavailable', message: "We couldn't save this card. Please try again." }), {
    cause: new Error(
      `Adyen authorised ${response.pspReference ?? 'a payment'} naming no stored card (tokenization.storedPaymentMethodId): is tokenization enabled for the merchant account?`,
    ),
  });
