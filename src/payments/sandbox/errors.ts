/**
 * Stripe.js throws an IntegrationError for a mistake in the calling code (an unmounted Element, a
 * malformed client secret); card problems are never thrown but answered as `{ error }`.
 */
export class IntegrationError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'IntegrationError';
  }
}

/** What every part of Stripe.js the card sandbox does not implement throws, so nothing silently succeeds. */
export class CardSandboxUnsupportedError extends Error {
  constructor(what: string) {
    super(
      `${what} is not supported by the card sandbox: it implements card Elements (cardNumber, cardExpiry, cardCvc), createPaymentMethod, createToken, card payment and setup intents, and a payment request with its wallet sheet.`,
    );
    this.name = 'CardSandboxUnsupportedError';
  }
}
