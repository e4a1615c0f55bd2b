import { fromPromise } from 'xstate';
import type { CheckoutAddress } from './checkout.types';
import type { PlaceOrderPayload } from './checkout.payload';

export type ValidateDeliveryAddressInput = { shopId: number; address: CheckoutAddress };
export type ValidateDeliveryAddressOutput = { deliversTo: boolean; formattedAddress: string | null };

/** GET v3 shops/{id}/delivery_zone_validation. Throw when the address cannot be resolved (→ invalid). */
export const validateDeliveryAddress = fromPromise<ValidateDeliveryAddressOutput, ValidateDeliveryAddressInput>(async () => {
  throw new Error('validateDeliveryAddress not provided');
});

export type SubmitOrderInput = { payload: PlaceOrderPayload; idempotencyKey: string };
export type SubmitOrderOutput = { orderUuid: string };

/**
 * POST v2 orders with the Idempotency-Key header. Throw an axios error, or `{ status, message,
 * messages }`; `messages` (or the errorResponse's messages) become the summary errors.
 */
export const submitOrder = fromPromise<SubmitOrderOutput, SubmitOrderInput>(async () => {
  throw new Error('submitOrder not provided');
});
