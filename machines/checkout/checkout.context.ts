import { hasCompleteAddress, noErrors, offeredForDelivery } from './checkout.rules';
import type { CheckoutContext, CheckoutDeals, CheckoutInput } from './checkout.types';

/** Only the deal fields (a caller may hand over a wider object, e.g. the receipt's cart). */
export const toCheckoutDeals = (deals: CheckoutDeals | undefined): CheckoutDeals => ({
  couponIds: [...(deals?.couponIds ?? [])],
  promoCodeId: deals?.promoCodeId ?? null,
});

export function createCheckoutContext({ shop, attribution, cartProducts, deals, idempotencyKey, receipt, prefill }: CheckoutInput): CheckoutContext {
  const forDelivery = offeredForDelivery(shop, prefill?.forDelivery ?? false);
  const address = { address: '', address2: '', city: '', state: '', zipcode: '', ...prefill?.address };
  return {
    shop,
    attribution: attribution ?? { customerOrigin: 'marketplace', attributionSource: '' },
    cartProducts,
    deals: toCheckoutDeals(deals),
    contact: { firstName: '', lastName: '', email: '', phone: '', ...prefill?.contact },
    forDelivery,
    address,
    addressValidation: 'idle',
    formattedAddress: null,
    tender: 'cash',
    specialInstructions: '',
    formSubmitted: false,
    errors: noErrors(),
    summaryErrors: [],
    completedOrderUuid: null,
    idempotencyKey,
    receipt: receipt ?? { pricedFor: null, minimumMessage: null },
    checkRestoredAddress: forDelivery && hasCompleteAddress(address),
  };
}
