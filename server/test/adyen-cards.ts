import { sandboxEncrypt, type AdyenCardData } from '../contract/adyen';
import { TEST_CARDS } from './cards';

/** The Adyen sandbox's test cards (server/domains/adyen-sandbox/cards.ts): Adyen's own, and the Stripe sandbox's behaving as there. */
export const ADYEN_TEST_CARDS = {
  ...TEST_CARDS,
  adyenVisa: '4111111111111111',
  /** 3-D Secure when the shopper is there (storing it, an Ecommerce payment); no card is challenged on a ContAuth charge */
  adyenThreeDSecure: '4917610000000000',
} as const;

export type AdyenCardEntry = { month?: string; year?: string; cvc?: string | null };

/** A card typed into the sandbox's stand-in card component: its `state.data.paymentMethod`, each field "encrypted". */
export function adyenCard(number: string, entry: AdyenCardEntry = {}): AdyenCardData {
  const cvc = entry.cvc === undefined ? (number.startsWith('3') ? '7373' : '737') : entry.cvc;
  return {
    type: 'scheme',
    encryptedCardNumber: sandboxEncrypt(number),
    encryptedExpiryMonth: sandboxEncrypt(entry.month ?? '03'),
    encryptedExpiryYear: sandboxEncrypt(entry.year ?? '2030'),
    ...(cvc === null ? {} : { encryptedSecurityCode: sandboxEncrypt(cvc) }),
    brand: number.startsWith('4') ? 'visa' : 'mc',
  };
}

/** The card component's browser info, as a desktop Chromium gives it. */
export const BROWSER_INFO = {
  acceptHeader: '*/*',
  colorDepth: 24,
  language: 'en-US',
  javaEnabled: false,
  screenHeight: 1080,
  screenWidth: 1920,
  userAgent: 'Mozilla/5.0 (X11; Linux x86_64) Chrome/140.0',
  timeZoneOffset: 300,
};
