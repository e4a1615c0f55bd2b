/*
 * Checkout §4 'Magic cart (reopen from an activity id)': 'status loading; ... ' — the spec names the states, not
 * their words. The storefront's wording for each, written here:
 */
export const MAGIC_CART_STATUS = {
  loading: 'Loading your saved cart…',
  ready: 'Your saved cart is ready.',
  failed: "We couldn't load your saved cart.",
} as const;
