import { PAYPAL_MESSAGES } from '../../contract/paypal';
import { ApiError } from '../api-error';
import { PaypalError } from './paypal-client';

/** checkout §8: the PayPal payment error (code paypal_payment_error) with what went wrong in the shopper's words. */
export const paypalPaymentError = (message: string) => new ApiError(422, { code: 'paypal_payment_error', message, field: 'paypal' });

/** PayPal's refusal or silence, as the platform answers it: never a 5xx for PayPal's own trouble. */
export function paypalFailure(error: unknown): unknown {
  if (!(error instanceof PaypalError)) return error;
  if (error.status === null || error.status >= 500) return paypalPaymentError(PAYPAL_MESSAGES.unreachable);
  return paypalPaymentError(PAYPAL_MESSAGES.notApproved);
}

/** Runs a PayPal call, answering its failures as the PayPal payment error. */
export async function withPaypal<T>(call: () => Promise<T>): Promise<T> {
  try {
    return await call();
  } catch (error) {
    throw paypalFailure(error);
  }
}
