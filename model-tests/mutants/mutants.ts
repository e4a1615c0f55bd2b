/**
 * Issue 33 item 2: the spec's messages and constants as the app writes them, each with a wrong value a
 * browser path must catch. `from` is the app's text exactly as it stands in `file` (once); `to` is the
 * mutant. The suites are those whose paths show the value. Written from the spec, not imported from the app.
 */
export type Mutant = {
  id: string;
  machine: string;
  /** where the spec (or the issue) asks for the value */
  spec: string;
  file: string;
  from: string;
  to: string;
  suites: string[];
};

export const MUTANTS: Mutant[] = [
  {
    id: 'decline-message',
    machine: 'placeOrder',
    spec: "checkout §8 'Declined texts': 'Sorry, your payment was declined. Please try again.'; declined messages are remapped to friendlier texts",
    file: 'machines/placeOrder/placeOrder.errors.ts',
    from: "'Your card was declined.': 'Sorry, your payment was declined. Please try again.'",
    to: "'Your card was declined.': 'Thank you! Your payment went through.'",
    suites: ['placeOrder.spec.ts'],
  },
  {
    id: 'insufficient-funds-message',
    machine: 'placeOrder',
    spec: "checkout §8 'Declined texts': 'Your card has insufficient funds.' (and a variant ending 'Please try again.')",
    file: 'machines/placeOrder/placeOrder.errors.ts',
    from: "'Your card has insufficient funds.': 'Your card has insufficient funds. Please try again.'",
    to: "'Your card has insufficient funds.': 'Your card has enough funds.'",
    suites: ['placeOrder.spec.ts'],
  },
  {
    id: 'challenge-closed-message',
    machine: 'placeOrder',
    spec: 'issue 31 item 2: "You closed the verification. Your card was not charged."',
    file: 'machines/placeOrder/placeOrder.errors.ts',
    from: "'You closed the verification. Your card was not charged.'",
    to: "'You closed the verification.'",
    suites: ['placeOrder.spec.ts'],
  },
  {
    id: 'connection-lost-message',
    machine: 'placeOrder',
    spec: "checkout §8 'Connection loss while placing': 'Looks like your Internet cut out. Let's see if your order went through. Call us at {phone}'",
    file: 'machines/placeOrder/placeOrder.errors.ts',
    from: "`Looks like your Internet cut out. Let's see if your order went through. Call us at ${phone}`",
    to: '`Looks like your Internet cut out. Call us.`',
    suites: ['placeOrder.spec.ts'],
  },
  {
    id: 'verification-failed-message',
    machine: 'cardVerification',
    spec: 'checkout §8 (3-D Secure failure, and the card verification error catalogue): "Your card verification failed, please try again"',
    file: 'server/contract/card-messages.ts',
    from: "verificationFailed: 'Your card verification failed, please try again'",
    to: "verificationFailed: 'Your card is fine'",
    // a failed 3-D Secure challenge says it (card verification's own rungs are other texts)
    suites: ['placeOrder.spec.ts', 'saveCard.spec.ts'],
  },
  {
    id: 'tracking-fallback-90-min',
    machine: 'tracking',
    spec: "checkout §4 'Order tracking' and §9: 'Tracking fallback 90 minutes after max ETA'",
    file: 'machines/tracking/tracking.rules.ts',
    from: 'export const FALLBACK_AFTER_MAX_ETA_MS = 90 * 60 * 1000;',
    to: 'export const FALLBACK_AFTER_MAX_ETA_MS = 60 * 60 * 1000;',
    suites: ['tracking.spec.ts'],
  },
  {
    id: 'receipt-failed-message',
    machine: 'receipt',
    spec: "checkout §8: a receipt failure is marked ('Total will be updated at checkout.')",
    file: 'machines/receipt/receipt.rules.ts',
    from: "export const RECEIPT_FAILED_MESSAGE = 'Total will be updated at checkout.';",
    to: "export const RECEIPT_FAILED_MESSAGE = 'Total is final.';",
    suites: ['receipt.spec.ts'],
  },
  {
    id: 'item-unavailable-message',
    machine: 'receipt',
    spec: "discovery: 'Reorder message: This item is no longer available'",
    file: 'machines/receipt/receipt.rules.ts',
    from: "export const ITEM_UNAVAILABLE_MESSAGE = 'This item is no longer available';",
    to: "export const ITEM_UNAVAILABLE_MESSAGE = 'This item is available';",
    suites: ['receipt.spec.ts'],
  },
  {
    id: 'receipt-debounce-300-ms',
    machine: 'receipt',
    spec: 'discovery: loader polling 300 ms (the receipt asked 300 ms after the last change)',
    file: 'machines/receipt/receipt.rules.ts',
    from: 'export const RECEIPT_DEBOUNCE_MS = 300;',
    to: 'export const RECEIPT_DEBOUNCE_MS = 3000;',
    suites: ['receipt.spec.ts'],
  },
  {
    id: 'minimum-order-message',
    machine: 'receipt',
    spec: "discovery: 'Minimum order: Add {amount} to meet the minimum order.'",
    file: 'machines/receipt/receipt.rules.ts',
    from: '`Add ${amount} to meet the minimum order.`',
    to: '`Minimum order met.`',
    suites: ['checkout.spec.ts', 'cart.spec.ts'],
  },
  {
    id: 'address-undeliverable-message',
    machine: 'addressDraft',
    spec: "discovery, delivery address messages, error: 'Sorry, this pizzeria doesn't deliver to that location. Use a new address, switch to pickup, or start a new search.'",
    file: 'machines/checkout/contact.rules.ts',
    from: 'undeliverable: "Sorry, this pizzeria doesn\'t deliver to that location. Use a new address, switch to pickup, or start a new search."',
    to: "undeliverable: 'We deliver there.'",
    suites: ['addressDraft.spec.ts'],
  },
  {
    id: 'address-deliverable-message',
    machine: 'addressDraft',
    spec: "discovery, delivery address messages, success: 'Great news! This pizzeria delivers to your location.'",
    file: 'machines/checkout/contact.rules.ts',
    from: "deliverable: 'Great news! This pizzeria delivers to your location.'",
    to: "deliverable: 'Sorry, no delivery.'",
    suites: ['addressDraft.spec.ts'],
  },
  {
    id: 'place-search-debounce-300-ms',
    machine: 'placeSearch',
    spec: "discovery: 'Place prediction search starts only for non-empty input, after a 300 ms debounce'",
    file: 'machines/placeSearch/placeSearch.actors.ts',
    from: 'export const PLACE_SEARCH_DEBOUNCE_MS = 300;',
    to: 'export const PLACE_SEARCH_DEBOUNCE_MS = 0;',
    suites: ['placeSearch.spec.ts'],
  },
  {
    id: 'zip-ask-message',
    machine: 'placeSearch',
    spec: 'issue 32 item 2: "Add your ZIP code to see pizzerias that deliver to you"',
    file: 'src/views/search/zipAsk.ts',
    from: "export const ADD_ZIP_MESSAGE = 'Add your ZIP code to see pizzerias that deliver to you';",
    to: "export const ADD_ZIP_MESSAGE = 'Searching near the city centre';",
    suites: ['placeSearch.spec.ts'],
  },
  {
    id: 'app-promo-delay-2.5-s',
    machine: 'appPromo',
    spec: "discovery: 'one click trigger has a delay of 2.5 (unit not shown)'",
    file: 'machines/appPromo/appPromo.actors.ts',
    from: 'export const APP_PROMO_CLICK_DELAY_MS = 2_500;',
    to: 'export const APP_PROMO_CLICK_DELAY_MS = 0;',
    suites: ['appPromo.spec.ts'],
  },
];
