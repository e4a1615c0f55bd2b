/* Card failure codes and texts, without the payment schemas: the browser's checkout imports them with its first paint. */

/**
 * Card-verification codes (checkout §4, §8), answered as 422 `errors[0].code` and in
 * `meta.errors.order`. The server counts the attempts; the browser only shows them.
 */
export const CARD_VERIFICATION_CODES = {
  threeAttemptsRemaining: 'orders/verify-expr/3-attempts-remaining',
  twoAttemptsRemaining: 'orders/verify-expr/2-attempts-remaining',
  oneAttemptRemaining: 'orders/verify-expr/1-attempt-remaining',
  cardDeleted: 'orders/verify-expr/card-deleted',
} as const;
export type CardVerificationCode = (typeof CARD_VERIFICATION_CODES)[keyof typeof CARD_VERIFICATION_CODES];

/** §8's card-verification messages; {last4} is filled in by the server. */
export const CARD_VERIFICATION_MESSAGES = {
  [CARD_VERIFICATION_CODES.threeAttemptsRemaining]: "For your security, enter your card's expiration date.",
  [CARD_VERIFICATION_CODES.twoAttemptsRemaining]:
    'Double check your expiration date. You have two more tries before this card is removed for your security.',
  [CARD_VERIFICATION_CODES.oneAttemptRemaining]:
    'Double check your expiration date. This is your last try before this card is removed for your security.',
  [CARD_VERIFICATION_CODES.cardDeleted]: "For your security, we've removed the card ending in {last4}. Please use another payment method.",
} as const satisfies Record<CardVerificationCode, string>;

/**
 * The code in meta.errors.order of a card failure (declined, insufficient funds, expired, wrong CVC or
 * zip): the storefront clears the card entry and the payment (checkout §8).
 */
export const PAYMENT_ERROR_CODE = 'payment_error';

/** The gateway's texts the server answers with (errors[0].message), as Stripe words them. */
export const CARD_ERROR_MESSAGES = {
  declined: 'Your card was declined.',
  insufficientFunds: 'Your card has insufficient funds.',
  expired: 'Your card has expired.',
  incorrectCvcOrZip: 'Payment was not accepted. Please check your CVV and billing zip and please try again.',
  verificationFailed: 'Your card verification failed, please try again',
  paymentMethodRequired: 'A valid payment method is required',
} as const;
