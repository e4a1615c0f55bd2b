import { noErrors } from './checkout.rules';
import type { CheckoutContext, CheckoutInput } from './checkout.types';

export function createCheckoutContext({ shop, cartProducts, idempotencyKey, prefill }: CheckoutInput): CheckoutContext {
  return {
    shop,
    cartProducts,
    contact: { firstName: '', lastName: '', email: '', phone: '', ...prefill?.contact },
    forDelivery: prefill?.forDelivery ?? false,
    address: { address: '', address2: '', city: '', state: '', zipcode: '', ...prefill?.address },
    addressValidation: 'idle',
    formattedAddress: null,
    tender: 'cash',
    specialInstructions: '',
    formSubmitted: false,
    errors: noErrors(),
    summaryErrors: [],
    completedOrderUuid: null,
    idempotencyKey,
  };
}
