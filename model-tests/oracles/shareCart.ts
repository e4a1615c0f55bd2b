/*
 * Issue 32 item 15 / discovery §7 ('PUT /url-shortening on the storefront host | body location; response link';
 * 'POST activities … magic cart'): the spec names the calls, not the words. The brief asks for a visible
 * 'Link copied' and the link shown when the clipboard is refused; the storefront's wording for each, written here:
 */
export const SHARE_CART_TEXT = {
  button: 'Share cart',
  busyButton: 'Sharing…',
  busy: 'Making a link to your cart…',
  copied: 'Link copied',
  linkLabel: 'Copy this link to share your cart',
  failed: "We couldn't make a link to your cart. Please try again.",
} as const;

/** The short link the storefront host answers: its own origin, /s/ and an 8-character code. */
export const SHORT_LINK = /^https?:\/\/[^/]+\/s\/[A-Za-z0-9]{8}$/;
