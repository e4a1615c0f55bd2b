/* Zod-free, so the machines (the browser's) word wallet payments as the platform does. */

/** Checkout §9: why a wallet's payment intent is cancelled (DELETE v1/payment_intents/{id}?cancellation_reason=). */
export const CANCELLATION_REASONS = [
  'duplicate',
  'fraudulent',
  'requested_by_customer',
  'abandoned',
  'storefront_payment_method_changed',
  'storefront_failed_order',
  'storefront_totals_mismatch',
] as const;
export type CancellationReason = (typeof CANCELLATION_REASONS)[number];

/** What the platform answers about a wallet payment (Apple Pay, Google Pay; checkout §4 "Wallet payment intent"). */
export const WALLET_MESSAGES = {
  /** the intent is not one of this platform's wallet intents, or was cancelled */
  notFound: "We couldn't find that wallet payment. Please try again.",
  /** PUT on an intent that is paid or cancelled: a new one is needed */
  notUpdatable: 'This wallet payment can no longer change. Please try again.',
  /** the order's total is not the amount the wallet authorized */
  totalsMismatch: 'Your total changed. Please pay again with your wallet.',
  /** the intent was not authorized by the wallet (or was already used) */
  notAuthorized: "Your wallet didn't authorize this payment. Please try again or choose another payment method.",
  /** a cancellation_reason outside checkout §9's list */
  badReason: `cancellation_reason must be one of: ${CANCELLATION_REASONS.join(', ')}.`,
} as const;
