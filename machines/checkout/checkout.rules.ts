import { ADDRESS_MESSAGES, CARD_MESSAGES, CHECKOUT_MESSAGES, validateContact } from './contact.rules';
import { laterError } from './checkout.later';
import { expiryErrors } from './checkout.expiry';
import { tipError } from './checkout.tip';
import { isWalletTender } from '../walletPayment/walletPayment.rules';
import { REQUIRED_ADDRESS_FIELDS, isValidZip } from './address.rules';
import type { AdyenCardField, AdyenValidity, CardElementField, CheckoutContext, CheckoutErrors, CheckoutShop } from './checkout.types';

export { hasCompleteAddress, isValidZip } from './address.rules';

/** Delivery is possible now or at the shop's next delivery opening. */
export const supportsDelivery = (shop: CheckoutShop) => shop.doesDelivery && (shop.isOpenForDelivery || shop.nextDeliveryOpen !== null);
export const supportsPickup = (shop: CheckoutShop) => shop.doesPickup && (shop.isOpenForPickup || shop.nextPickupOpen !== null);

/** Delivery when it is preferred and the shop delivers, or when the shop offers nothing else (a delivery-only shop never defaults to pickup). */
export const offeredForDelivery = (shop: CheckoutShop, preferDelivery: boolean) =>
  supportsDelivery(shop) && (preferDelivery || !supportsPickup(shop));

type OrderFacts = Pick<
  CheckoutContext,
  | 'shop'
  | 'cartProducts'
  | 'contact'
  | 'forDelivery'
  | 'address'
  | 'addressValidation'
  | 'tender'
  | 'card'
  | 'savedCard'
  | 'verification'
  | 'tip'
  | 'later'
  | 'paypal'
  | 'wallet'
  | 'paymentGateway'
>;

const CARD_ELEMENTS: readonly CardElementField[] = ['cardNumber', 'cardExpiry', 'cardCvc'];
/** Adyen's fields, each shown where the same Stripe element's error is (the component asks no billing ZIP). */
const ADYEN_FIELDS: Record<AdyenCardField, CardElementField> = {
  encryptedCardNumber: 'cardNumber',
  encryptedExpiryDate: 'cardExpiry',
  encryptedSecurityCode: 'cardCvc',
};

/** The Adyen component's report says the same fields are valid as checkout holds. */
export const sameAdyenValidity = (held: AdyenValidity, reported: AdyenValidity) =>
  (Object.keys(ADYEN_FIELDS) as AdyenCardField[]).every((field) => held[field] === reported[field]);

/** Checkout §5: Stripe's elements must each be complete and the ZIP valid; Adyen's fields must each be valid. */
function newCardErrors(facts: OrderFacts): CheckoutErrors['payment'] {
  const errors: CheckoutErrors['payment'] = {};
  if (facts.paymentGateway.cardPaymentGateway === 'adyen') {
    for (const [field, shownAs] of Object.entries(ADYEN_FIELDS))
      if (!facts.card.adyen[field as AdyenCardField]) errors[shownAs] = CARD_MESSAGES[shownAs];
    return errors;
  }
  for (const field of CARD_ELEMENTS) if (facts.card[field] !== 'complete') errors[field] = CARD_MESSAGES[field];
  if (!isValidZip(facts.card.postalCode)) errors.postalCode = CARD_MESSAGES.postalCode;
  return errors;
}

/** Checkout §5: the tender must be one the shop takes; a new card needs every field complete, a saved card under verification its expiry. */
function paymentErrors(facts: OrderFacts): CheckoutErrors['payment'] {
  if (facts.tender === 'cash') return facts.shop.acceptsCash ? {} : { tender: CHECKOUT_MESSAGES.paymentRequired };
  if (!facts.shop.acceptsCard) return { tender: CHECKOUT_MESSAGES.paymentRequired };
  // checkout §8: PayPal chosen without an approved agreement is the PayPal payment error
  if (facts.tender === 'paypal') return facts.paypal.offered && facts.paypal.agreement ? {} : { paypal: CHECKOUT_MESSAGES.paypalRequired };
  // checkout §4 order readiness: a wallet pays with its intent once it is made for this order
  if (isWalletTender(facts.tender))
    return facts.wallet.offered && facts.wallet.status === 'ready' && facts.wallet.intent
      ? {}
      : { tender: CHECKOUT_MESSAGES.paymentRequired };
  if (facts.savedCard !== null) {
    const { required, paymentId, expiry } = facts.verification;
    const asked = required && paymentId === facts.savedCard.id;
    return asked ? expiryErrors(expiry) : {};
  }
  return newCardErrors(facts);
}

function orderInformationErrors(facts: OrderFacts): CheckoutErrors['orderInformation'] {
  if (!facts.forDelivery) return supportsPickup(facts.shop) ? {} : { fulfilment: CHECKOUT_MESSAGES.pickupUnavailable };
  if (!supportsDelivery(facts.shop)) return { fulfilment: CHECKOUT_MESSAGES.deliveryUnavailable };
  const errors: CheckoutErrors['orderInformation'] = {};
  for (const field of REQUIRED_ADDRESS_FIELDS) if (!facts.address[field].trim()) errors[field] = ADDRESS_MESSAGES.required;
  if (!errors.zipcode && !isValidZip(facts.address.zipcode)) errors.zipcode = ADDRESS_MESSAGES.zipcodeMissing;
  if (facts.addressValidation === 'undeliverable') errors.address ??= ADDRESS_MESSAGES.undeliverable;
  else if (facts.addressValidation !== 'deliverable') errors.address ??= ADDRESS_MESSAGES.missing;
  return errors;
}

const withWhen = (errors: CheckoutErrors['orderInformation'], when: string | undefined): CheckoutErrors['orderInformation'] =>
  when ? { ...errors, when } : errors;
const withTip = (errors: CheckoutErrors['payment'], tip: string | undefined): CheckoutErrors['payment'] =>
  tip ? { ...errors, tip } : errors;

/** Errors per checkout section; all sections empty means the order is ready. */
export function validateOrder(facts: OrderFacts): CheckoutErrors {
  return {
    contactDetails: validateContact(facts.contact),
    orderInformation: withWhen(orderInformationErrors(facts), laterError(facts.later, facts.shop, facts.forDelivery)),
    payment: withTip(paymentErrors(facts), tipError(facts)),
    cartReview: facts.cartProducts.length ? {} : { cart: CHECKOUT_MESSAGES.cartEmpty },
  };
}

export const noErrors = (): CheckoutErrors => ({ contactDetails: {}, orderInformation: {}, payment: {}, cartReview: {} });

/** Cart not empty, contact valid, fulfilment valid (pickup supported; or delivery supported and address deliverable), a payment present. */
export const isOrderReady = (facts: OrderFacts) =>
  Object.values(validateOrder(facts)).every((section) => Object.keys(section).length === 0);
