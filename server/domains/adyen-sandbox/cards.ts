import { createHash } from 'node:crypto';
import { sandboxDecrypt } from '../../contract/adyen';
import { brandOf, luhn, SANDBOX_TEST_CARDS, type Brand, type CardBehaviour } from '../stripe-sandbox/cards';
import { undecryptable, validation } from './errors';

/**
 * The sandbox's test cards: the Stripe sandbox's numbers behave here as there (4242 succeeds, 3184 always
 * asks for 3-D Secure, 0002 declined, 9995 insufficient funds, 0069 expired, 0127 wrong CVC, 0341 stores
 * but declines charges), plus Adyen's own 4111 1111 1111 1111 (succeeds) and 4917 6100 0000 0000 (3-D Secure
 * while the shopper is there: on storing it and on an Ecommerce payment). No card is challenged on a ContAuth
 * payment. Any other
 * valid number is refused, as a live card in a test account.
 */
export type AdyenBehaviour = CardBehaviour | 'challenges_shopper' | 'unknown_card';

const ADYEN_TEST_CARDS: Record<string, AdyenBehaviour> = { '4111111111111111': 'succeeds', '4917610000000000': 'challenges_shopper' };

/** Adyen's names of the card brands (its paymentMethod variants). */
const VARIANTS: Record<Brand, string> = {
  visa: 'visa',
  mastercard: 'mc',
  amex: 'amex',
  discover: 'discover',
  diners: 'diners',
  jcb: 'jcb',
  unionpay: 'cup',
  unknown: 'unknown',
};

/** A card as the sandbox keeps it: never the number, only what the API shows and the test behaviour. */
export type SandboxCard = {
  brand: string;
  last4: string;
  expMonth: number;
  expYear: number;
  behaviour: AdyenBehaviour;
  /** a hash of the number: the same card stored again for a shopper is the token it already has */
  fingerprint?: string;
};

export type EncryptedCard = {
  encryptedCardNumber: string;
  encryptedExpiryMonth: string;
  encryptedExpiryYear: string;
  encryptedSecurityCode?: string;
};

/** Adyen's test environment also takes unencrypted test values written `test_` + the value (`test_4111111111111111`, `test_03`, `test_737`). */
const TEST_PREFIX = 'test_';

function plain(value: string, field: string): string {
  const text = value.startsWith(TEST_PREFIX) ? value.slice(TEST_PREFIX.length) : sandboxDecrypt(value);
  if (text === null) throw undecryptable(field);
  return text.trim();
}

/** Reads the card component's encrypted fields (sandbox-encrypted only) and checks them as Adyen does. */
export function readCard(method: EncryptedCard): SandboxCard {
  const number = plain(method.encryptedCardNumber, 'encryptedCardNumber').replace(/[\s-]/g, '');
  const brand = brandOf(number);
  if (!/^\d{12,19}$/.test(number) || !brand.lengths.includes(number.length) || !luhn(number))
    throw validation('101', 'Invalid card number');
  const month = plain(method.encryptedExpiryMonth, 'encryptedExpiryMonth');
  const year = plain(method.encryptedExpiryYear, 'encryptedExpiryYear');
  if (!/^\d{1,2}$/.test(month) || Number(month) < 1 || Number(month) > 12 || !/^(\d{2}|\d{4})$/.test(year))
    throw validation('129', 'Expiry Date Invalid');
  if (method.encryptedSecurityCode !== undefined) {
    const cvc = plain(method.encryptedSecurityCode, 'encryptedSecurityCode');
    if (!/^\d+$/.test(cvc) || cvc.length !== brand.cvc) throw validation('103', 'CVC is not the right length');
  }
  return {
    brand: VARIANTS[brand.brand],
    last4: number.slice(-4),
    expMonth: Number(month),
    expYear: year.length === 2 ? 2000 + Number(year) : Number(year),
    behaviour: ADYEN_TEST_CARDS[number] ?? SANDBOX_TEST_CARDS[number]?.behaviour ?? 'unknown_card',
    fingerprint: createHash('sha256').update(`adyen-sandbox-card:${number}`).digest('hex').slice(0, 32),
  };
}

export type Refusal = { refusalReason: string; refusalReasonCode: string };

const REFUSALS = {
  refused: { refusalReason: 'Refused', refusalReasonCode: '2' },
  expired: { refusalReason: 'Expired Card', refusalReasonCode: '6' },
  notAuthenticated: { refusalReason: '3D Not Authenticated', refusalReasonCode: '11' },
  notEnoughBalance: { refusalReason: 'Not enough balance', refusalReasonCode: '12' },
  cvcDeclined: { refusalReason: 'CVC Declined', refusalReasonCode: '24' },
} as const satisfies Record<string, Refusal>;

export const NOT_AUTHENTICATED: Refusal = REFUSALS.notAuthenticated;

const expiredAt = (card: SandboxCard, now: Date) =>
  card.expYear < now.getUTCFullYear() || (card.expYear === now.getUTCFullYear() && card.expMonth < now.getUTCMonth() + 1);

/** The issuer's refusal of the card for a payment of `amount` (0: a zero-value check), or null when it goes through. */
export function refusalFor(card: SandboxCard, amount: number, now: Date): Refusal | null {
  if (expiredAt(card, now)) return REFUSALS.expired;
  switch (card.behaviour) {
    case 'declined':
    case 'unknown_card':
      return REFUSALS.refused;
    case 'insufficient_funds':
      return REFUSALS.notEnoughBalance;
    case 'expired':
      return REFUSALS.expired;
    case 'incorrect_cvc':
      return REFUSALS.cvcDeclined;
    case 'declines_charges':
      return amount > 0 ? REFUSALS.refused : null;
    default:
      return null;
  }
}

/**
 * Does the payment stop for the 3-D Secure challenge? Never on a ContAuth payment: it is merchant-initiated,
 * out of scope of SCA, and the shopper is not there to answer (Adyen never challenges one, whatever the card).
 */
export function needsChallenge(card: SandboxCard, shopperInteraction: string): boolean {
  if (shopperInteraction === 'ContAuth') return false;
  return card.behaviour === 'requires_authentication' || card.behaviour === 'challenges_shopper';
}

/** What a documented holderName test value makes of a payment (Adyen "Testing result codes": holderName column). */
export type HolderNameResult = { resultCode: 'Authorised' | 'Received' | 'Error' | 'Cancelled' | 'Refused'; refusal: Refusal | null };

const refused = (refusalReasonCode: string, refusalReason: string): HolderNameResult => ({
  resultCode: 'Refused',
  refusal: { refusalReason, refusalReasonCode },
});

/** Adyen's table of holderName values (RequestedTestAcquirerResponseCode 0–29): its resultCode and refusal. */
const HOLDER_NAMES: Record<string, HolderNameResult> = {
  UNKNOWN: { resultCode: 'Error', refusal: { refusalReason: 'Unknown', refusalReasonCode: '0' } },
  APPROVED: { resultCode: 'Authorised', refusal: null },
  DECLINED: refused('2', 'Refused'),
  REFERRAL: refused('3', 'Referral'),
  ERROR: { resultCode: 'Error', refusal: { refusalReason: 'Acquirer Error', refusalReasonCode: '4' } },
  BLOCK_CARD: refused('5', 'Blocked Card'),
  CARD_EXPIRED: refused('6', 'Expired Card'),
  INVALID_AMOUNT: refused('7', 'Invalid Amount'),
  INVALID_CARD_NUMBER: refused('8', 'Invalid Card Number'),
  ISSUER_UNAVAILABLE: refused('9', 'Issuer Unavailable'),
  NOT_SUPPORTED: refused('10', 'Not supported'),
  NOT_3D_AUTHENTICATED: refused('11', '3D Not Authenticated'),
  NOT_ENOUGH_BALANCE: refused('12', 'Not enough balance'),
  PENDING: { resultCode: 'Received', refusal: null },
  ACQUIRER_FRAUD: refused('14', 'Acquirer Fraud'),
  CANCELLED: refused('15', 'Cancelled'),
  SHOPPER_CANCELLED: refused('16', 'Shopper Cancelled'),
  INVALID_PIN: refused('17', 'Invalid Pin'),
  PIN_TRIES_EXCEEDED: refused('18', 'Pin tries exceeded'),
  PIN_VALIDATION_NOT_POSSIBLE: refused('19', 'Pin validation not possible'),
  FRAUD: refused('20', 'FRAUD'),
  NOT_SUBMITTED: refused('21', 'Not Submitted'),
  FRAUD_CANCELLED: { resultCode: 'Cancelled', refusal: { refusalReason: 'FRAUD-CANCELLED', refusalReasonCode: '22' } },
  TRANSACTION_NOT_PERMITTED: refused('23', 'Transaction Not Permitted'),
  CVC_DECLINED: refused('24', 'CVC Declined'),
  RESTRICTED_CARD: refused('25', 'Restricted Card'),
  REVOCATION_OF_AUTH: refused('26', 'Revocation Of Auth'),
  DECLINED_NON_GENERIC: refused('27', 'Declined Non Generic'),
  WITHDRAWAL_AMOUNT_EXCEEDED: refused('28', 'Withdrawal amount exceeded'),
  WITHDRAWAL_COUNT_EXCEEDED: refused('29', 'Withdrawal count exceeded'),
};

/** The result a holderName asks for (`DECLINED`, or `DECLINED : 06 : ERROR` with the scheme's raw answer), or null for a real name. */
export function holderNameResult(holderName: string | undefined): HolderNameResult | null {
  if (!holderName) return null;
  return HOLDER_NAMES[holderName.split(':')[0].trim()] ?? null;
}
