import { createHash } from 'node:crypto';
import { cardError, missingParam, type StripeError } from './errors';
import type { Params } from './params';

/** What a card does when it is charged, set up or attached, as in Stripe's test mode (https://docs.stripe.com/testing). */
export type CardBehaviour =
  | 'succeeds'
  | 'requires_authentication'
  | 'declined'
  | 'insufficient_funds'
  | 'expired'
  | 'incorrect_cvc'
  | 'declines_charges'
  | 'postal_code_check_fails';

export type TestCard = { behaviour: CardBehaviour; description: string; funding?: 'credit' | 'debit' };

/** The card numbers the sandbox knows; any other number that would be valid is a "live" card and is refused, as in Stripe's test mode. */
export const SANDBOX_TEST_CARDS: Readonly<Record<string, TestCard>> = {
  '4242424242424242': { behaviour: 'succeeds', description: 'Visa: every payment and setup succeeds.' },
  '4000056655665556': { behaviour: 'succeeds', description: 'Visa (debit): succeeds.', funding: 'debit' },
  '5555555555554444': { behaviour: 'succeeds', description: 'Mastercard: succeeds.' },
  '2223003122003222': { behaviour: 'succeeds', description: 'Mastercard (2-series): succeeds.' },
  '5200828282828210': { behaviour: 'succeeds', description: 'Mastercard (debit): succeeds.', funding: 'debit' },
  '378282246310005': { behaviour: 'succeeds', description: 'American Express: succeeds.' },
  '371449635398431': { behaviour: 'succeeds', description: 'American Express: succeeds.' },
  '6011111111111117': { behaviour: 'succeeds', description: 'Discover: succeeds.' },
  '3056930009020004': { behaviour: 'succeeds', description: 'Diners Club: succeeds.' },
  '3566002020360505': { behaviour: 'succeeds', description: 'JCB: succeeds.' },
  '4000002760003184': {
    behaviour: 'requires_authentication',
    description:
      '3-D Secure on every payment and every setup (status requires_action, the hosted challenge page); declined with authentication_required off session.',
  },
  '4000000000000002': { behaviour: 'declined', description: 'Declined (card_declined, generic_decline) on payment, setup and attach.' },
  '4000000000009995': {
    behaviour: 'insufficient_funds',
    description: 'Declined (card_declined, insufficient_funds) on payment, setup and attach.',
  },
  '4000000000000069': { behaviour: 'expired', description: 'Declined as expired (expired_card) on payment, setup and attach.' },
  '4000000000000127': {
    behaviour: 'incorrect_cvc',
    description: 'Declined for its security code (incorrect_cvc) on payment, setup and attach.',
  },
  '4000000000000341': {
    behaviour: 'declines_charges',
    description: 'Attaches to a customer and sets up fine; every charge is declined (card_declined).',
  },
  '4000000000000036': {
    behaviour: 'postal_code_check_fails',
    description: 'Payments succeed; the postal code check fails (address_postal_code_check: fail).',
  },
};

export const DECLINE_MESSAGES = {
  generic: 'Your card was declined.',
  insufficientFunds: 'Your card has insufficient funds.',
  expired: 'Your card has expired.',
  incorrectCvc: "Your card's security code is incorrect.",
  authenticationRequired: 'Your card was declined. This transaction requires authentication.',
  liveCard:
    'Your card was declined. Your request was in test mode, but used a non test (live) card. For a list of valid test cards, visit: https://stripe.com/docs/testing.',
} as const;

export type Brand = 'visa' | 'mastercard' | 'amex' | 'discover' | 'diners' | 'jcb' | 'unionpay' | 'unknown';

/** Stripe's card-object spelling of each brand (tokens use it; payment methods use the lower-case one). */
export const BRAND_NAMES: Record<Brand, string> = {
  visa: 'Visa',
  mastercard: 'MasterCard',
  amex: 'American Express',
  discover: 'Discover',
  diners: 'Diners Club',
  jcb: 'JCB',
  unionpay: 'UnionPay',
  unknown: 'Unknown',
};

const BRANDS: { brand: Brand; pattern: RegExp; lengths: number[]; cvc: number }[] = [
  { brand: 'amex', pattern: /^3[47]/, lengths: [15], cvc: 4 },
  { brand: 'diners', pattern: /^(36|38|39|30[0-5])/, lengths: [14, 16, 19], cvc: 3 },
  { brand: 'jcb', pattern: /^35/, lengths: [16, 19], cvc: 3 },
  { brand: 'discover', pattern: /^(6011|65|64[4-9])/, lengths: [16, 19], cvc: 3 },
  { brand: 'unionpay', pattern: /^62/, lengths: [16, 17, 18, 19], cvc: 3 },
  { brand: 'mastercard', pattern: /^(5[1-5]|222[1-9]|22[3-9]\d|2[3-6]\d\d|27[01]\d|2720)/, lengths: [16], cvc: 3 },
  { brand: 'visa', pattern: /^4/, lengths: [13, 16, 19], cvc: 3 },
];
const UNKNOWN = { brand: 'unknown' as Brand, lengths: [12, 13, 14, 15, 16, 17, 18, 19], cvc: 3 };

export const brandOf = (number: string) => BRANDS.find((entry) => entry.pattern.test(number)) ?? UNKNOWN;

export function luhn(number: string): boolean {
  let sum = 0;
  for (let i = 0; i < number.length; i += 1) {
    let digit = Number(number[number.length - 1 - i]);
    if (i % 2 === 1) {
      digit *= 2;
      if (digit > 9) digit -= 9;
    }
    sum += digit;
  }
  return sum % 10 === 0;
}

/** A card as the sandbox keeps it: never the full number, only what the API shows and the test behaviour. */
export type CheckedCard = {
  brand: Brand;
  last4: string;
  expMonth: number;
  expYear: number;
  funding: 'credit' | 'debit';
  fingerprint: string;
  behaviour: CardBehaviour;
  cvcGiven: boolean;
  postalCode: string | null;
};

const fail = (code: string, message: string, param: string) => cardError(code, message, { param });

/**
 * Validates card[number], card[exp_month], card[exp_year], card[cvc] as Stripe does, in that order,
 * against `now` for the expiry. A number that is well formed but not a test card is declined as a live card.
 */
export function checkCard(card: Params, now: Date, postalCode: string | null): CheckedCard {
  const rawNumber = card.string('number', { max: 64 });
  if (rawNumber === undefined) throw missingParam('card[number]');
  const number = rawNumber.replace(/[\s-]/g, '');
  if (!/^\d+$/.test(number)) throw fail('invalid_number', 'Your card number is invalid.', 'number');
  const brand = brandOf(number);
  if (number.length < Math.min(...brand.lengths)) throw fail('incomplete_number', 'Your card number is incomplete.', 'number');
  if (!brand.lengths.includes(number.length) || !luhn(number)) throw fail('invalid_number', 'Your card number is invalid.', 'number');

  const rawMonth = card.string('exp_month', { max: 8 });
  if (rawMonth === undefined) throw missingParam('card[exp_month]');
  const month = /^\d{1,2}$/.test(rawMonth.trim()) ? Number(rawMonth.trim()) : NaN;
  if (!(month >= 1 && month <= 12)) throw fail('invalid_expiry_month', "Your card's expiration month is invalid.", 'exp_month');
  const rawYear = card.string('exp_year', { max: 8 });
  if (rawYear === undefined) throw missingParam('card[exp_year]');
  const trimmedYear = rawYear.trim();
  if (!/^(\d{2}|\d{4})$/.test(trimmedYear)) throw fail('invalid_expiry_year', "Your card's expiration year is invalid.", 'exp_year');
  const year = trimmedYear.length === 2 ? 2000 + Number(trimmedYear) : Number(trimmedYear);
  const thisYear = now.getUTCFullYear();
  if (year < thisYear) throw fail('invalid_expiry_year_past', "Your card's expiration year is in the past.", 'exp_year');
  if (year > thisYear + 50) throw fail('invalid_expiry_year', "Your card's expiration year is invalid.", 'exp_year');
  if (year === thisYear && month < now.getUTCMonth() + 1) {
    throw fail('invalid_expiry_month_past', "Your card's expiration date is in the past.", 'exp_month');
  }

  const cvc = card.string('cvc', { max: 16 });
  if (cvc !== undefined) {
    if (!/^\d+$/.test(cvc) || cvc.length > brand.cvc) throw fail('invalid_cvc', "Your card's security code is invalid.", 'cvc');
    if (cvc.length < brand.cvc) throw fail('incomplete_cvc', "Your card's security code is incomplete.", 'cvc');
  }

  const test = SANDBOX_TEST_CARDS[number];
  if (!test) throw cardError('card_declined', DECLINE_MESSAGES.liveCard, { decline_code: 'test_mode_live_card' });
  return {
    brand: brand.brand,
    last4: number.slice(-4),
    expMonth: month,
    expYear: year,
    funding: test.funding ?? 'credit',
    fingerprint: createHash('sha256').update(`crust-stripe-sandbox:${number}`).digest('base64url').slice(0, 16),
    behaviour: test.behaviour,
    cvcGiven: cvc !== undefined,
    postalCode,
  };
}

/** What the issuer says when the card is used: charged (a payment) or verified (a setup or an attach). */
export type CardUse = 'charge' | 'verify';

/** The refusal a card gives for a use, or null when it goes through (3-D Secure is decided elsewhere). */
export function declineFor(behaviour: CardBehaviour, use: CardUse): StripeError | null {
  switch (behaviour) {
    case 'declined':
      return cardError('card_declined', DECLINE_MESSAGES.generic, { decline_code: 'generic_decline' });
    case 'insufficient_funds':
      return cardError('card_declined', DECLINE_MESSAGES.insufficientFunds, { decline_code: 'insufficient_funds' });
    case 'expired':
      return cardError('expired_card', DECLINE_MESSAGES.expired, { decline_code: 'expired_card', param: 'exp_month' });
    case 'incorrect_cvc':
      return cardError('incorrect_cvc', DECLINE_MESSAGES.incorrectCvc, { decline_code: 'incorrect_cvc', param: 'cvc' });
    case 'declines_charges':
      return use === 'charge' ? cardError('card_declined', DECLINE_MESSAGES.generic, { decline_code: 'generic_decline' }) : null;
    default:
      return null;
  }
}

export const authenticationRequired = () =>
  cardError('authentication_required', DECLINE_MESSAGES.authenticationRequired, { decline_code: 'authentication_required' });
