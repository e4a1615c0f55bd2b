/** Where the embedded PayPal sandbox answers: PayPal's REST paths below it, and its approval page (`/checkoutnow`). */
export const PAYPAL_SANDBOX_PATH = '/sandbox/paypal';
/** The storefront page PayPal's approval returns to (approved or cancelled); it tells the checkout and closes. */
export const PAYPAL_RETURN_PATH = '/paypal-return';
