/** Checkout §3 "Card verification error". */
export type CardVerificationError = {
  lastFourDigits: string;
  message: string;
  paymentId: number;
  /** Wrong expiry dates entered so far for this card (0 after the first request). */
  previousAttempts: number;
  wasCardDeleted: boolean;
};

export type CardExpiry = { month: string; year: string };

export type CardVerificationContext = { error: CardVerificationError | null; expiry: CardExpiry };

/** What checkout needs to know to validate and place: whether the expiry is asked for, for which card, and what was typed. */
export type CardVerificationReport = { required: boolean; paymentId: number | null; expiry: CardExpiry; deletedPaymentId: number | null };

export type CardVerificationEvent =
  /** The server answered an order with a card-verification code (checkout §8) for this saved card. */
  | { type: 'verification.fail'; code: string; message: string; paymentId: number; lastFour: string }
  | { type: 'verification.expiryChange'; month: string; year: string }
  /** The payment changed (another card, another tender) or the order was placed: nothing is asked any more. */
  | { type: 'verification.clear' };
