import { DEFAULT_CARD_GATEWAY } from '../paymentGateway/paymentGateway.rules';
import { hasCompleteAddress, noErrors, offeredForDelivery } from './checkout.rules';
import { startingLater } from './checkout.later';
import { noTip } from './checkout.tip';
import type { CardEntry, CheckoutContext, CheckoutDeals, CheckoutInput, CheckoutTender } from './checkout.types';

/** Only the deal fields (a caller may hand over a wider object, e.g. the receipt's cart). */
export const toCheckoutDeals = (deals: CheckoutDeals | undefined): CheckoutDeals => ({
  couponIds: [...(deals?.couponIds ?? [])],
  promoCodeId: deals?.promoCodeId ?? null,
});

/** Checkout §9: the default tender is credit, where the shop takes cards; PayPal is kept only where it is offered; a wallet is chosen anew (its availability is not known yet). */
const startingTender = (shop: CheckoutInput['shop'], preferred: CheckoutTender | undefined, paypalOffered: boolean): CheckoutTender => {
  if (preferred === 'cash' && shop.acceptsCash) return 'cash';
  if (preferred === 'paypal' && paypalOffered) return 'paypal';
  if (preferred === 'credit' && shop.acceptsCard) return 'credit';
  return shop.acceptsCard || !shop.acceptsCash ? 'credit' : 'cash';
};

export const emptyCardEntry = (): CardEntry => ({
  cardNumber: 'empty',
  cardExpiry: 'empty',
  cardCvc: 'empty',
  postalCode: '',
  adyen: { encryptedCardNumber: false, encryptedExpiryDate: false, encryptedSecurityCode: false },
});
export const noVerification = (): CheckoutContext['verification'] => ({
  required: false,
  paymentId: null,
  expiry: { month: '', year: '' },
  deletedPaymentId: null,
});

export function createCheckoutContext({
  shop,
  attribution,
  cartProducts,
  deals,
  idempotencyKey,
  receipt,
  prefill,
  signedIn,
  offerSignIn,
  now,
  adyenPayments,
  paypalEnabled,
  walletsEnabled,
}: CheckoutInput): CheckoutContext {
  const forDelivery = offeredForDelivery(shop, prefill?.forDelivery ?? false);
  const address = { address: '', address2: '', city: '', state: '', zipcode: '', ...prefill?.address };
  const paypalOffered = (paypalEnabled ?? false) && shop.acceptsCard;
  return {
    shop,
    paymentGateway: {
      shopUuid: shop.uuid,
      cardPaymentGateway: DEFAULT_CARD_GATEWAY,
      thirdPartyPaymentGateway: 'stripe',
      status: 'loading',
    },
    adyenPayments: adyenPayments ?? false,
    paypal: { offered: paypalOffered, agreement: null, metadataId: idempotencyKey },
    wallet: { offered: (walletsEnabled ?? false) && shop.acceptsCard, available: null, intent: null, status: 'checking', error: null },
    attribution: attribution ?? { customerOrigin: 'marketplace', attributionSource: '' },
    cartProducts,
    deals: toCheckoutDeals(deals),
    contact: { firstName: '', lastName: '', email: '', phone: '', ...prefill?.contact },
    forDelivery,
    address,
    addressValidation: 'idle',
    formattedAddress: null,
    tender: startingTender(shop, prefill?.tender, paypalOffered),
    card: emptyCardEntry(),
    tip: prefill?.tip ?? noTip(),
    savedCard: null,
    savedCardsListed: false,
    saveCard: true,
    signedIn: signedIn ?? false,
    offerSignIn: offerSignIn ?? false,
    verification: noVerification(),
    specialInstructions: prefill?.specialInstructions ?? '',
    orderOptions: prefill?.orderOptions ?? [],
    textUpdates: true,
    later: startingLater(shop, forDelivery, now ?? Date.now()),
    formSubmitted: false,
    errors: noErrors(),
    summaryErrors: [],
    completedOrderUuid: null,
    idempotencyKey,
    receipt: receipt ?? { pricedFor: null, minimumMessage: null },
    checkRestoredAddress: forDelivery && hasCompleteAddress(address),
  };
}
