/** Checkout §8 'Declined texts': the gateway's words for a refused card. */
export const CARD_DECLINED = 'Your card was declined.';

/** Checkout §8 'Checkout messages': 'Your card verification failed, please try again'. */
export const CARD_VERIFICATION_FAILED = 'Your card verification failed, please try again';

/** Checkout §8 'Other errors': 'payment-related messages add payment_error'. */
export const PAYMENT_ERROR = 'payment_error';

/** Checkout §8 'Declined texts': the shopper is told 'Sorry, your payment was declined. Please try again.' */
export const PAYMENT_DECLINED = 'Sorry, your payment was declined. Please try again.';

/** Checkout §8: 'Connection loss while placing: 'Looks like your Internet cut out. Let's see if your order went through. Call us at {phone}''. */
export const internetCutOut = (phone: string) =>
  `Looks like your Internet cut out. Let's see if your order went through. Call us at ${phone}`;

/** Discovery §5: 'ZIP: five digits, optionally a hyphen and four digits.' */
export const isZip = (text: string) => /^\d{5}(-\d{4})?$/.test(text);

type CardFields = { cardNumber: string; cardExpiry: string; cardCvc: string; postalCode: string };
/** Checkout §5 'Card elements (stripe): number, expiry, cvc and postal code must each be complete' (the postal code a ZIP). */
export const isCardComplete = (fields: CardFields) =>
  fields.cardNumber === 'complete' && fields.cardExpiry === 'complete' && fields.cardCvc === 'complete' && isZip(fields.postalCode);
