/** Checkout §8: 'any other failure marks receipt failure ('Total will be updated at checkout.')'. */
export const RECEIPT_FAILED = 'Total will be updated at checkout.';

/** Discovery §5: 'Reorder message: 'This item is no longer available''; the page names each item before it. */
export const unavailableItems = (names: string[]) => names.map((name) => `${name}: This item is no longer available`).join(' ');

/** Not in the spec: the storefront's words when a saved cart's pizzeria is gone (a new cart is started). */
export const UNKNOWN_SHOP_NOTICE = "The pizzeria in your saved cart isn't available, so we started a new cart.";
