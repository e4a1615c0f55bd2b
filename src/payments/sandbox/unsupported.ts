import type { Stripe } from '@stripe/stripe-js';
import { CardSandboxUnsupportedError } from './errors';

/** The parts of Stripe.js the card sandbox implements (in client.ts). */
export type SupportedMethod =
  | 'elements'
  | 'createPaymentMethod'
  | 'createToken'
  | 'confirmCardPayment'
  | 'retrievePaymentIntent'
  | 'confirmCardSetup'
  | 'retrieveSetupIntent'
  | 'handleCardAction'
  | 'handleNextAction'
  | 'paymentRequest'
  | 'registerAppInfo';

/**
 * Every other method of Stripe.js's `Stripe` (the compiler keeps this list complete against
 * @stripe/stripe-js's types): each throws CardSandboxUnsupportedError when called.
 */
const UNSUPPORTED = {
  confirmPayment: true,
  confirmAcssDebitPayment: true,
  confirmUsBankAccountPayment: true,
  confirmAlipayPayment: true,
  confirmAuBecsDebitPayment: true,
  confirmBancontactPayment: true,
  confirmBilliePayment: true,
  confirmBlikPayment: true,
  confirmBoletoPayment: true,
  confirmCashappPayment: true,
  confirmCustomerBalancePayment: true,
  confirmEpsPayment: true,
  confirmFpxPayment: true,
  confirmGiropayPayment: true,
  confirmGrabPayPayment: true,
  confirmIdealPayment: true,
  confirmKlarnaPayment: true,
  confirmKonbiniPayment: true,
  confirmMobilepayPayment: true,
  confirmMultibancoPayment: true,
  confirmOxxoPayment: true,
  confirmP24Payment: true,
  confirmPayByBankPayment: true,
  confirmPayNowPayment: true,
  confirmPayPalPayment: true,
  confirmPixPayment: true,
  confirmPromptPayPayment: true,
  confirmSepaDebitPayment: true,
  confirmSofortPayment: true,
  confirmTwintPayment: true,
  confirmWechatPayPayment: true,
  verifyMicrodepositsForPayment: true,
  createRadarSession: true,
  collectBankAccountForPayment: true,
  createConfirmationToken: true,
  confirmSetup: true,
  confirmAcssDebitSetup: true,
  confirmUsBankAccountSetup: true,
  confirmAuBecsDebitSetup: true,
  confirmBacsDebitSetup: true,
  confirmBancontactSetup: true,
  confirmBlikSetup: true,
  confirmCashappSetup: true,
  confirmIdealSetup: true,
  confirmAmazonPaySetup: true,
  confirmPayPalSetup: true,
  confirmSepaDebitSetup: true,
  confirmSofortSetup: true,
  confirmAffirmPayment: true,
  confirmAfterpayClearpayPayment: true,
  verifyMicrodepositsForSetup: true,
  collectBankAccountForSetup: true,
  processOrder: true,
  retrieveOrder: true,
  verifyIdentity: true,
  collectFinancialConnectionsAccounts: true,
  collectBankAccountToken: true,
  createEphemeralKeyNonce: true,
  initCheckoutElementsSdk: true,
  initCheckoutFormSdk: true,
  createEmbeddedCheckoutPage: true,
  initializePricing: true,
} satisfies Record<Exclude<keyof Stripe, SupportedMethod>, true>;

export type UnsupportedMethod = keyof typeof UNSUPPORTED;

/** A throwing stand-in for each method the sandbox does not implement. */
export function unsupportedMethods(): Record<UnsupportedMethod, () => never> {
  const methods = {} as Record<UnsupportedMethod, () => never>;
  for (const name of Object.keys(UNSUPPORTED) as UnsupportedMethod[]) {
    methods[name] = () => {
      throw new CardSandboxUnsupportedError(`stripe.${name}()`);
    };
  }
  return methods;
}
