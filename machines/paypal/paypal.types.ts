/** The billing agreement the shopper approved on PayPal (checkout §3 payment's paypal ids). */
export type PaypalAgreement = { id: string; payerId: string; email: string | null };

export type PaypalContext = {
  /** The agreement token of the approval under way (PayPal's BA-…), and its page. */
  tokenId: string | null;
  approvalUrl: string | null;
  agreement: PaypalAgreement | null;
  /** What went wrong, in the shopper's words (checkout §8). */
  error: string | null;
};

export type PaypalEvent =
  /** "Pay with PayPal" (or "Use another PayPal account"): the approval window opens at once. */
  | { type: 'paypal.connect' }
  /** The shopper gave up waiting for PayPal's window. */
  | { type: 'paypal.cancel' }
  /** PayPal's window came back to /paypal-return, approved or cancelled. */
  | { type: 'approval.return'; outcome: 'approved' | 'cancelled'; tokenId: string };

/** What checkout hears: the agreement to pay with, or none. */
export type PaypalReport = { agreement: PaypalAgreement | null };
