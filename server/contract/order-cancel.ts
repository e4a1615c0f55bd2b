/**
 * The void reason of an order its shopper cancelled before the shop accepted it (POST v1/orders/{uuid}/cancel):
 * the board shows it on the card, and the shopper's page tells a cancellation of their own from the shop's decline.
 */
export const CUSTOMER_CANCEL_REASON = 'Canceled by the customer';
