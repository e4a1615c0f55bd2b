import { WALLET_MESSAGES } from '../../contract/wallet';
import { ApiError } from '../api-error';
import { gatewayError, isStripeError } from '../payments/card-errors';

/** The intent is not one of this platform's wallet payments (or not for this shop), or there is no such intent. */
export const walletIntentNotFound = () => new ApiError(404, { code: 'payment_intent_not_found', message: WALLET_MESSAGES.notFound });

/** PUT on an intent the wallet already confirmed (or that is paid or cancelled): the storefront makes a new one. */
export const walletIntentNotUpdatable = () =>
  new ApiError(422, { code: 'payment_intent_not_updatable', message: WALLET_MESSAGES.notUpdatable });

/** DELETE on an intent its order already captured: a refund, not a cancellation, gives that money back. */
export const walletIntentCaptured = () =>
  new ApiError(409, { code: 'payment_intent_captured', message: 'This wallet payment is already paid.' });

/** Placing an order with an intent the wallet did not authorise, or that another order already took. */
export const walletNotAuthorized = () =>
  new ApiError(422, { code: 'wallet_not_authorized', message: WALLET_MESSAGES.notAuthorized, field: 'payment_method' });

/** Placing an order whose total is not the amount the wallet authorised. */
export const walletTotalsMismatch = () =>
  new ApiError(422, { code: 'payment_intent_totals_mismatch', message: WALLET_MESSAGES.totalsMismatch, field: 'payment_method' });

/** A cancellation_reason outside checkout §9's list: the same code as the app's other 400s, in plain words. */
export const badCancellationReason = () =>
  new ApiError(400, { code: 'invalid_request', message: WALLET_MESSAGES.badReason, field: 'cancellation_reason' }, ['invalid_request']);

/** Stripe knows no such intent. */
export const isMissingIntent = (error: unknown) => isStripeError(error) && (error.code === 'resource_missing' || error.statusCode === 404);

/** Stripe's status of the intent a refused call was about (Stripe sends the intent with the refusal). */
export const refusedIntentStatus = (error: unknown): string | null =>
  isStripeError(error) ? (error.payment_intent?.status ?? null) : null;

/** Any other failure of a Stripe call, as the card flow answers it; not Stripe's error at all: thrown as it is. */
export function gatewayFailure(error: unknown): unknown {
  return isStripeError(error) ? gatewayError(error) : error;
}
