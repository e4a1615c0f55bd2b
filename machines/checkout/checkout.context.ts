import { noErrors } from './checkout.rules';
import type { CheckoutContext, CheckoutDeals, CheckoutInput } from './checkout.types';

/** Only the deal fields (a caller may hand over a wider object, e.g. the receipt's cart). */
export const toCheckoutDeals = (deals: CheckoutDeals | undefined): CheckoutDeals => ({
  couponIds: [...(deals?.couponIds ?? [])],
  promoCodeId: deals?.promoCodeId ?? null,
});

export function createCheckoutContext({ shop, attribution, cartProducts, deals, idempotencyKey, prefill }: CheckoutInput): CheckoutContext {
  return {
    shop,
    attribution: attribution ?? { customerOrigin: 'marketplace', attributionSource: '' },
    cartProducts,
    deals: toCheckoutDeals(deals),
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
