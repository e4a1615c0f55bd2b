/*
 * Durations the suites move the page's clock by, written from the spec (quoted). Where the spec leaves a
 * value open, the product's choice is written here with where it was made, so changing it is a decision a
 * suite sees, not one it silently follows.
 */
const SECOND = 1_000;
const MINUTE = 60 * SECOND;

/** Discovery §4 and checkout §5: 'Place prediction search starts only for non-empty input, after a 300 ms debounce'. */
export const PLACE_SEARCH_DEBOUNCE_MS = 300;

/** Discovery §4: 'one click trigger has a delay of 2.5 (unit not shown)': read as seconds. */
export const APP_PROMO_CLICK_DELAY_MS = 2.5 * SECOND;

/** Checkout §4: '... and 90 minutes have passed after the max ETA, tracking is shown as completed'; §9: 'Tracking fallback 90 minutes after max ETA'. */
export const TRACKING_FALLBACK_AFTER_MAX_ETA_MS = 90 * MINUTE;

/** Checkout §9: 'Tracking poll interval: not shown.' The product's choice: every 5 s. */
export const TRACKING_POLL_MS = 5 * SECOND;

/** Not in the spec (its support chat is Salesforce's). README "Support chat": 'The page looks for the agent's replies every 3 s while the chat is open'. */
export const SUPPORT_POLL_MS = 3 * SECOND;

/** Not in the spec. The product's choice: the receipt is priced again 300 ms after the cart last changed. */
export const RECEIPT_DEBOUNCE_MS = 300;

/** Not in the spec. The product's choice: a jump to a menu category settles (scrolling done) after 800 ms. */
export const MENU_JUMP_SETTLE_MS = 800;
