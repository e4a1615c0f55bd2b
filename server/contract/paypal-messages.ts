/* Zod-free, so the machines (the browser's) word PayPal's errors as the platform does. */

/** What the platform answers when PayPal refuses or cannot be reached (checkout §8). */
export const PAYPAL_MESSAGES = {
  /** the order was placed with PayPal chosen but no approved agreement */
  missing: 'Please connect your PayPal account to pay with PayPal, or choose another payment method.',
  /** the approval was not given, or the agreement is no longer usable */
  notApproved: "PayPal didn't approve this payment. Please connect your PayPal account again, or choose another payment method.",
  /** PayPal could not be reached (checkout §8: review the order, try again or pick another method) */
  unreachable: "We couldn't reach PayPal. Please review your order and try again, or choose another payment method.",
  /** the payment made for the order no longer matches its total */
  totalChanged: 'Your total changed. Please review your order and try again.',
  /** a delivery's payment was made for another address than the order's (or for none) */
  shippingChanged: 'Your delivery address changed. Please review your order and try again.',
} as const;
