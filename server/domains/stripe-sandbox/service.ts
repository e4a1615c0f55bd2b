import { STRIPE_SANDBOX_PATH } from '../../contract/payments';
import type { Database } from '../../db/database';
import { authenticationRequired, BRAND_NAMES, checkCard, declineFor, type CardUse, type CheckedCard } from './cards';
import { cardError, invalidRequest, missingParam, noSuchObject, noSuchParamObject, StripeError, type StripeErrorBody } from './errors';
import { newClientSecret, newId, unixSeconds } from './ids';
import {
  publicView,
  type AttemptError,
  type BillingDetails,
  type ChargeData,
  type CustomerData,
  type IntentData,
  type Json,
  type NextAction,
  type PaymentIntentData,
  type PaymentMethodData,
  type SetupIntentData,
  type TokenData,
  type WalletType,
} from './objects';
import { mergeMetadata, Params } from './params';
import { findObject, insertObject, lockObject, paymentMethodsOf, saveObject } from './repository';

/** What every operation works with: the database (or the transaction it runs in) and the request's time. */
export type Ctx = { db: Database; now: Date };

/** An intent after an operation, and the card error to answer with it (the intent is saved either way). */
export type IntentOutcome<T extends IntentData> = { intent: T; error: StripeError | null };

const nouns = {
  payment_method: 'PaymentMethod',
  customer: 'customer',
  payment_intent: 'payment_intent',
  setup_intent: 'setupintent',
  token: 'token',
  charge: 'charge',
} as const;

async function load<T>(db: Database, object: keyof typeof nouns, id: string, param?: string): Promise<T> {
  const row = await findObject(db, id, object);
  if (!row) throw param ? noSuchParamObject(nouns[object], id, param) : noSuchObject(nouns[object], id);
  return row.data as T;
}

async function lock<T>(db: Database, object: keyof typeof nouns, id: string, param?: string): Promise<T> {
  const row = await lockObject(db, id, object);
  if (!row) throw param ? noSuchParamObject(nouns[object], id, param) : noSuchObject(nouns[object], id);
  return row.data as T;
}

const save = (db: Database, data: Json & { id: string }) => saveObject(db, data.id, data);

// ---------------------------------------------------------------------------------------------
// Payment methods and tokens

const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

function billingDetails(p: Params): BillingDetails {
  const details = p.sub('billing_details', ['address', 'email', 'name', 'phone']);
  const address = details?.sub('address', ['city', 'country', 'line1', 'line2', 'postal_code', 'state']);
  const email = details?.string('email', { max: 800 }) ?? null;
  if (email !== null && !EMAIL.test(email))
    throw invalidRequest(`Invalid email address: ${email}`, 'billing_details[email]', 'email_invalid');
  return {
    address: {
      city: address?.string('city') ?? null,
      country: address?.string('country') ?? null,
      line1: address?.string('line1') ?? null,
      line2: address?.string('line2') ?? null,
      postal_code: address?.string('postal_code', { max: 20 }) ?? null,
      state: address?.string('state') ?? null,
    },
    email,
    name: details?.string('name') ?? null,
    phone: details?.string('phone', { max: 40 }) ?? null,
  };
}

function cardChecks(card: { behaviour: string; cvc_given: boolean; postal_code: string | null }, verified: boolean) {
  const postal =
    card.postal_code === null ? null : !verified ? 'unchecked' : card.behaviour === 'postal_code_check_fails' ? 'fail' : 'pass';
  const cvc = !card.cvc_given ? null : !verified ? 'unchecked' : card.behaviour === 'incorrect_cvc' ? 'fail' : 'pass';
  return { address_line1_check: null, address_postal_code_check: postal, cvc_check: cvc } as PaymentMethodData['card']['checks'];
}

function paymentMethodOf(
  card: CheckedCard,
  billing: BillingDetails,
  metadata: Record<string, string>,
  now: Date,
  wallet: WalletType | null = null,
): PaymentMethodData {
  const notes = { behaviour: card.behaviour, cvc_given: card.cvcGiven, postal_code: card.postalCode };
  return {
    id: newId('pm'),
    object: 'payment_method',
    allow_redisplay: 'unspecified',
    billing_details: billing,
    card: {
      brand: card.brand,
      checks: cardChecks(notes, false),
      country: 'US',
      display_brand: card.brand,
      exp_month: card.expMonth,
      exp_year: card.expYear,
      fingerprint: card.fingerprint,
      funding: card.funding,
      generated_from: null,
      last4: card.last4,
      networks: { available: [card.brand], preferred: null },
      regulated_status: 'unregulated',
      three_d_secure_usage: { supported: true },
      wallet: wallet === null ? null : { type: wallet, dynamic_last4: card.last4, [wallet]: {} },
    },
    created: unixSeconds(now),
    customer: null,
    livemode: false,
    metadata,
    type: 'card',
    _sandbox: { ...notes, spent: false },
  };
}

/** A token's card as a CheckedCard, so a payment method can be made from it (card[token]=tok_…). */
function cardOfToken(token: TokenData): CheckedCard {
  return {
    brand: token._sandbox.brand,
    last4: token.card.last4,
    expMonth: token.card.exp_month,
    expYear: token.card.exp_year,
    funding: token._sandbox.funding,
    fingerprint: token._sandbox.fingerprint,
    behaviour: token._sandbox.behaviour,
    cvcGiven: token._sandbox.cvc_given,
    postalCode: token._sandbox.postal_code,
  };
}

const CARD_FIELDS = ['number', 'exp_month', 'exp_year', 'cvc'];

/**
 * POST /v1/payment_methods. `wallet` (apple_pay | google_pay) is the sandbox's own parameter: with real
 * Stripe, Stripe.js's payment request hands Stripe the wallet's tokenized card and Stripe itself makes
 * the payment method with card.wallet set; the sandbox's wallet sheet has no such backend, so it sends
 * the card it stands for with the wallet named. Without it, card.wallet is null as for a typed card.
 */
export async function createPaymentMethod(ctx: Ctx, p: Params): Promise<PaymentMethodData> {
  const wallet = p.oneOf('wallet', ['apple_pay', 'google_pay']) ?? null;
  const type = p.string('type');
  if (type === undefined) throw missingParam('type');
  if (type !== 'card')
    throw invalidRequest(`Invalid type: the sandbox makes card payment methods only (type=card), not '${type}'.`, 'type');
  const card = p.sub('card', [...CARD_FIELDS, 'token']);
  if (!card) throw missingParam('card');
  const billing = billingDetails(p);
  const metadata = mergeMetadata({}, p.metadata());
  p.oneOf('allow_redisplay', ['always', 'limited', 'unspecified']);
  const tokenId = card.string('token');
  let checked: CheckedCard;
  if (tokenId !== undefined) {
    for (const field of CARD_FIELDS)
      if (card.has(field)) throw invalidRequest('You cannot pass card details together with a token.', `card[${field}]`);
    checked = await useToken(ctx, tokenId);
  } else {
    checked = checkCard(card, ctx.now, billing.address.postal_code);
  }
  const pm = paymentMethodOf(checked, billing, metadata, ctx.now, wallet);
  await insertObject(ctx.db, 'payment_method', pm, ctx.now);
  return pm;
}

/**
 * Stripe's ready-made test tokens (`card[token]=tok_visa`), usable any number of times: each use is a
 * fresh card from the matching test number (https://docs.stripe.com/testing#cards).
 */
const MAGIC_TOKENS: Record<string, string> = {
  tok_visa: '4242424242424242',
  tok_visa_debit: '4000056655665556',
  tok_mastercard: '5555555555554444',
  tok_mastercard_debit: '5200828282828210',
  tok_amex: '378282246310005',
  tok_discover: '6011111111111117',
  tok_diners: '3056930009020004',
  tok_jcb: '3566002020360505',
  tok_threeDSecure2Required: '4000002760003184',
  tok_chargeDeclined: '4000000000000002',
  tok_visa_chargeDeclined: '4000000000000002',
  tok_chargeDeclinedInsufficientFunds: '4000000000009995',
  tok_visa_chargeDeclinedInsufficientFunds: '4000000000009995',
  tok_chargeDeclinedExpiredCard: '4000000000000069',
  tok_chargeDeclinedIncorrectCvc: '4000000000000127',
  tok_chargeCustomerFail: '4000000000000341',
};

/** A test card made on the spot from its number, expiring three years from now. */
function magicCard(number: string, now: Date): CheckedCard {
  const year = String(now.getUTCFullYear() + 3);
  return checkCard(new Params({ number, exp_month: '12', exp_year: year, cvc: number.length === 15 ? '1234' : '123' }), now, null);
}

async function useToken(ctx: Ctx, tokenId: string): Promise<CheckedCard> {
  if (Object.hasOwn(MAGIC_TOKENS, tokenId)) return magicCard(MAGIC_TOKENS[tokenId], ctx.now);
  return ctx.db.transaction(async (tx) => {
    const token = await lock<TokenData>(tx, 'token', tokenId, 'card[token]');
    if (token.used) throw invalidRequest(`You cannot use a Stripe token more than once: ${tokenId}.`, 'card[token]', 'token_already_used');
    await save(tx, { ...token, used: true });
    return cardOfToken(token);
  });
}

/** POST /v1/tokens */
export async function createToken(ctx: Ctx, p: Params, clientIp: string | null): Promise<TokenData> {
  const card = p.sub('card', [
    ...CARD_FIELDS,
    'name',
    'address_line1',
    'address_line2',
    'address_city',
    'address_state',
    'address_zip',
    'address_country',
    'currency',
  ]);
  if (!card) throw missingParam('card');
  const zip = card.string('address_zip', { max: 20 }) ?? null;
  const checked = checkCard(card, ctx.now, zip);
  const notes = { behaviour: checked.behaviour, cvc_given: checked.cvcGiven, postal_code: zip };
  const checks = cardChecks(notes, false);
  const token: TokenData = {
    id: newId('tok'),
    object: 'token',
    card: {
      id: newId('card'),
      object: 'card',
      address_city: card.string('address_city') ?? null,
      address_country: card.string('address_country') ?? null,
      address_line1: card.string('address_line1') ?? null,
      address_line1_check: null,
      address_line2: card.string('address_line2') ?? null,
      address_state: card.string('address_state') ?? null,
      address_zip: zip,
      address_zip_check: checks.address_postal_code_check,
      brand: BRAND_NAMES[checked.brand],
      country: 'US',
      cvc_check: checks.cvc_check,
      dynamic_last4: null,
      exp_month: checked.expMonth,
      exp_year: checked.expYear,
      fingerprint: checked.fingerprint,
      funding: checked.funding,
      last4: checked.last4,
      metadata: {},
      name: card.string('name') ?? null,
      networks: { preferred: null },
      tokenization_method: null,
      wallet: null,
    },
    client_ip: clientIp,
    created: unixSeconds(ctx.now),
    livemode: false,
    type: 'card',
    used: false,
    _sandbox: { ...notes, brand: checked.brand, fingerprint: checked.fingerprint, funding: checked.funding },
  };
  await insertObject(ctx.db, 'token', token, ctx.now);
  return token;
}

/**
 * Stripe's ready-made test payment methods (`payment_method=pm_card_visa`): each use makes a new
 * payment method from the matching test card.
 */
const MAGIC_PAYMENT_METHODS: Record<string, string> = {
  pm_card_visa: '4242424242424242',
  pm_card_visa_debit: '4000056655665556',
  pm_card_mastercard: '5555555555554444',
  pm_card_amex: '378282246310005',
  pm_card_discover: '6011111111111117',
  pm_card_authenticationRequired: '4000002760003184',
  pm_card_visa_chargeDeclined: '4000000000000002',
  pm_card_chargeDeclined: '4000000000000002',
  pm_card_visa_chargeDeclinedInsufficientFunds: '4000000000009995',
  pm_card_visa_chargeDeclinedExpiredCard: '4000000000000069',
  pm_card_visa_chargeDeclinedIncorrectCvc: '4000000000000127',
  pm_card_mastercard_debit: '5200828282828210',
  pm_card_threeDSecure2Required: '4000002760003184',
  pm_card_chargeDeclinedInsufficientFunds: '4000000000009995',
  pm_card_chargeDeclinedExpiredCard: '4000000000000069',
  pm_card_chargeDeclinedIncorrectCvc: '4000000000000127',
  pm_card_chargeCustomerFail: '4000000000000341',
};

/** The payment method a parameter names, made on the spot for a test one (pm_card_visa …). */
async function paymentMethodParam(ctx: Ctx, id: string, param: string): Promise<PaymentMethodData> {
  const number = Object.hasOwn(MAGIC_PAYMENT_METHODS, id) ? MAGIC_PAYMENT_METHODS[id] : undefined;
  if (number === undefined) return lock<PaymentMethodData>(ctx.db, 'payment_method', id, param);
  const pm = paymentMethodOf(
    magicCard(number, ctx.now),
    {
      address: { city: null, country: null, line1: null, line2: null, postal_code: null, state: null },
      email: null,
      name: null,
      phone: null,
    },
    {},
    ctx.now,
  );
  await insertObject(ctx.db, 'payment_method', pm, ctx.now);
  return pm;
}

export const getPaymentMethod = (ctx: Ctx, id: string) => load<PaymentMethodData>(ctx.db, 'payment_method', id);

/** GET /v1/payment_methods?customer=…&type=card */
export async function listPaymentMethods(ctx: Ctx, p: Params) {
  const customer = p.string('customer');
  if (customer === undefined) throw missingParam('customer');
  await load<CustomerData>(ctx.db, 'customer', customer, 'customer');
  const type = p.string('type');
  const limit = p.int('limit') ?? 10;
  if (limit < 1 || limit > 100) throw invalidRequest('Invalid limit: must be between 1 and 100', 'limit');
  p.string('starting_after');
  p.string('ending_before');
  const rows = type === undefined || type === 'card' ? await paymentMethodsOf(ctx.db, customer, limit + 1) : [];
  return {
    object: 'list',
    data: rows.slice(0, limit).map((row) => row.data as PaymentMethodData),
    has_more: rows.length > limit,
    url: '/v1/payment_methods',
  };
}

const SPENT_MESSAGE =
  'The provided PaymentMethod was previously used with a PaymentIntent without Customer attachment, shared with a connected account without Customer attachment, or was detached from a Customer. It may not be used again. To use a PaymentMethod multiple times, you must attach it to a Customer first.';

/** Gives the card to the customer once the issuer has verified it (declining cards fail here, as in Stripe). */
function verifyAndAttach(pm: PaymentMethodData, customer: string): StripeError | null {
  const declined = declineFor(pm._sandbox.behaviour, 'verify');
  if (declined) return declined;
  pm.customer = customer;
  pm.card.checks = cardChecks(pm._sandbox, true);
  return null;
}

/** POST /v1/payment_methods/{id}/attach */
export async function attachPaymentMethod(ctx: Ctx, id: string, p: Params): Promise<PaymentMethodData> {
  const customerId = p.string('customer');
  if (customerId === undefined) throw missingParam('customer');
  return ctx.db.transaction(async (tx) => {
    const pm = await lock<PaymentMethodData>(tx, 'payment_method', id);
    await load<CustomerData>(tx, 'customer', customerId, 'customer');
    if (pm.customer === customerId) return pm;
    if (pm.customer !== null)
      throw invalidRequest('The payment method you provided has already been attached to a customer.', 'payment_method');
    if (pm._sandbox.spent) throw invalidRequest(SPENT_MESSAGE, 'payment_method');
    const declined = verifyAndAttach(pm, customerId);
    if (declined) throw declined.with({ payment_method: publicView(pm) });
    await save(tx, pm);
    return pm;
  });
}

/** POST /v1/payment_methods/{id}/detach: the card is spent from then on. */
export async function detachPaymentMethod(ctx: Ctx, id: string): Promise<PaymentMethodData> {
  return ctx.db.transaction(async (tx) => {
    const pm = await lock<PaymentMethodData>(tx, 'payment_method', id);
    if (pm.customer === null)
      throw invalidRequest('The payment method you provided is not attached to a customer so detachment is impossible.', 'payment_method');
    pm.customer = null;
    pm._sandbox.spent = true;
    await save(tx, pm);
    return pm;
  });
}

// ---------------------------------------------------------------------------------------------
// Customers

/** POST /v1/customers */
export async function createCustomer(ctx: Ctx, p: Params): Promise<CustomerData> {
  const email = p.string('email', { max: 512 }) ?? null;
  if (email !== null && !EMAIL.test(email)) throw invalidRequest(`Invalid email address: ${email}`, 'email', 'email_invalid');
  const customer: CustomerData = {
    id: newId('cus'),
    object: 'customer',
    address: null,
    balance: 0,
    created: unixSeconds(ctx.now),
    currency: null,
    default_source: null,
    delinquent: false,
    description: p.string('description') ?? null,
    discount: null,
    email,
    invoice_prefix: newId('x').slice(2, 10).toUpperCase(),
    invoice_settings: { custom_fields: null, default_payment_method: null, footer: null, rendering_options: null },
    livemode: false,
    metadata: mergeMetadata({}, p.metadata()),
    name: p.string('name', { max: 256 }) ?? null,
    next_invoice_sequence: 1,
    phone: p.string('phone', { max: 40 }) ?? null,
    preferred_locales: [],
    shipping: null,
    tax_exempt: 'none',
    test_clock: null,
  };
  const pmId = p.string('payment_method');
  if (pmId === undefined) {
    await insertObject(ctx.db, 'customer', customer, ctx.now);
    return customer;
  }
  return ctx.db.transaction(async (tx) => {
    const pm = await paymentMethodParam({ db: tx, now: ctx.now }, pmId, 'payment_method');
    if (pm.customer !== null)
      throw invalidRequest('The payment method you provided has already been attached to a customer.', 'payment_method');
    if (pm._sandbox.spent) throw invalidRequest(SPENT_MESSAGE, 'payment_method');
    const declined = verifyAndAttach(pm, customer.id);
    if (declined) throw declined.with({ payment_method: publicView(pm) });
    await insertObject(tx, 'customer', customer, ctx.now);
    await save(tx, pm);
    return customer;
  });
}

export const getCustomer = (ctx: Ctx, id: string) => load<CustomerData>(ctx.db, 'customer', id);

// ---------------------------------------------------------------------------------------------
// Payment and setup intents

const CURRENCIES = ['usd', 'cad', 'eur', 'gbp', 'aud'];
const MIN_AMOUNT = 50;
const MAX_AMOUNT = 99_999_999;

function returnUrlParam(p: Params): string | undefined {
  const value = p.string('return_url', { max: 2048 });
  if (value === undefined) return undefined;
  let url: URL;
  try {
    url = new URL(value);
  } catch {
    throw invalidRequest('Not a valid URL', 'return_url', 'url_invalid');
  }
  if (url.protocol !== 'https:' && url.protocol !== 'http:') throw invalidRequest('Not a valid URL', 'return_url', 'url_invalid');
  return value;
}

function offSessionParam(p: Params): boolean | undefined {
  const value = p.string('off_session');
  if (value === undefined) return undefined;
  if (value === 'true' || value === 'one_off' || value === 'recurring') return true;
  if (value === 'false') return false;
  throw invalidRequest(`Invalid boolean: ${value}`, 'off_session');
}

function paymentMethodTypesParam(p: Params, key = 'payment_method_types'): string[] {
  const types = p.list(key) ?? ['card'];
  for (const [index, type] of types.entries()) {
    if (type !== 'card') {
      throw invalidRequest(
        `The payment method type "${type}" is invalid. The sandbox takes cards only (${key}[]=card).`,
        `${key}[${index}]`,
        'payment_intent_invalid_parameter',
      );
    }
  }
  return types.length ? types : ['card'];
}

/**
 * A payment intent's card-only list: API versions from 2026-10-28.endive (the SDK's) send it as
 * allowed_payment_method_types, older ones as payment_method_types.
 */
function intentPaymentMethodTypes(p: Params): { types: string[]; allowed: string[] | null } {
  if (!p.has('allowed_payment_method_types')) return { types: paymentMethodTypesParam(p), allowed: null };
  if (p.has('payment_method_types'))
    throw invalidRequest(
      'You may only specify one of these parameters: allowed_payment_method_types, payment_method_types.',
      'payment_method_types',
    );
  const allowed = paymentMethodTypesParam(p, 'allowed_payment_method_types');
  return { types: allowed, allowed };
}

export type AutomaticPaymentMethods = { allow_redirects: 'always' | 'never'; enabled: true } | null;

/**
 * automatic_payment_methods of a new intent. Since API version 2023-08-16 (the SDK's is later) an intent
 * made without a list of payment method types has them on, redirects allowed; with a list (card only,
 * as the wallet's), off. Both at once are refused, as Stripe refuses them.
 */
function automaticPaymentMethodsParam(p: Params): AutomaticPaymentMethods {
  const typesGiven = p.has('payment_method_types') || p.has('allowed_payment_method_types');
  const automatic = p.sub('automatic_payment_methods', ['enabled', 'allow_redirects']);
  if (automatic && typesGiven) {
    const types = p.has('payment_method_types') ? 'payment_method_types' : 'allowed_payment_method_types';
    throw invalidRequest(`You may only specify one of these parameters: automatic_payment_methods, ${types}.`, 'automatic_payment_methods');
  }
  if (typesGiven) return null;
  if (!automatic) return { allow_redirects: 'always', enabled: true };
  const enabled = automatic.bool('enabled');
  if (enabled === undefined) throw missingParam('automatic_payment_methods[enabled]');
  const allowRedirects = automatic.oneOf('allow_redirects', ['always', 'never']) ?? 'always';
  return enabled ? { allow_redirects: allowRedirects, enabled: true } : null;
}

/**
 * Stripe refuses to confirm an intent whose automatic payment methods may redirect (allow_redirects
 * always) without a return_url, whatever the card: the message is Stripe's.
 */
function checkReturnUrl(intent: IntentData): void {
  const automatic = intent.automatic_payment_methods as AutomaticPaymentMethods;
  if (!automatic?.enabled || automatic.allow_redirects === 'never' || intent._sandbox.return_url !== null) return;
  const noun = intent.object === 'payment_intent' ? 'Payment Intent' : 'Setup Intent';
  throw invalidRequest(
    `A \`return_url\` must be specified because this ${noun} is configured to automatically accept the payment methods enabled in the Dashboard, some of which may require a full page redirect to succeed. If you do not want to accept redirect-based payment methods, set \`automatic_payment_methods[enabled]\` to \`true\` and \`automatic_payment_methods[allow_redirects]\` to \`never\` when creating Setup Intents and Payment Intents.`,
  ).with({ [intent.object]: publicView(intent) });
}

/** Stripe's rules for using a card on an intent with (or without) a customer. */
function unusable(pm: PaymentMethodData, customer: string | null): StripeError | null {
  if (pm.customer === null && pm._sandbox.spent) return invalidRequest(SPENT_MESSAGE, 'payment_method');
  if (pm.customer !== null && customer === null) {
    return invalidRequest(
      "The provided PaymentMethod is attached to a Customer. To use it, also provide that Customer's ID in the `customer` parameter.",
      'payment_method',
    );
  }
  if (pm.customer !== null && pm.customer !== customer) {
    return invalidRequest(
      'The provided PaymentMethod belongs to a different Customer than the one given. Use a PaymentMethod attached to that Customer.',
      'payment_method',
    );
  }
  return null;
}

/** The hosted challenge page of an intent: on the return_url's origin (the storefront, served by this server), or relative without one. */
function challengeAction(intentId: string, returnUrl: string | null): NextAction {
  const origin = returnUrl ? new URL(returnUrl).origin : '';
  return { type: 'redirect_to_url', redirect_to_url: { url: `${origin}${STRIPE_SANDBOX_PATH}/3ds/${intentId}`, return_url: returnUrl } };
}

function attemptError(error: StripeErrorBody | StripeError, pm: PaymentMethodData): AttemptError {
  const body = error instanceof StripeError ? error.body : error;
  return { ...body, payment_method: publicView(pm) };
}

/** The answer to a failed attempt: the card error with the intent as it was left (and the card). */
function failedAttempt(error: StripeError, intent: IntentData, pm: PaymentMethodData): StripeError {
  const key = intent.object === 'payment_intent' ? 'payment_intent' : 'setup_intent';
  return error.with({ [key]: publicView(intent), payment_method: publicView(pm) });
}

/**
 * The charge an attempt to take the money makes (expandable as the intent's latest_charge); with
 * capture_method manual a successful one is only authorised (captured false) until the capture.
 */
function chargeOf(
  intent: PaymentIntentData,
  pm: PaymentMethodData,
  now: Date,
  failure: StripeErrorBody | null,
  authenticated: boolean,
): ChargeData {
  const { card } = pm;
  const captured = !failure && intent.capture_method !== 'manual';
  return {
    id: newId('ch'),
    object: 'charge',
    amount: intent.amount,
    amount_captured: captured ? intent.amount : 0,
    amount_refunded: 0,
    billing_details: pm.billing_details,
    captured,
    created: unixSeconds(now),
    currency: intent.currency,
    customer: intent.customer,
    description: intent.description ?? null,
    failure_code: failure?.code ?? null,
    failure_message: failure?.message ?? null,
    livemode: false,
    metadata: intent.metadata,
    outcome: failure
      ? {
          network_status: 'declined_by_network',
          reason: failure.decline_code ?? null,
          risk_level: 'normal',
          seller_message: 'The bank did not return any further details with this decline.',
          type: 'issuer_declined',
        }
      : {
          network_status: 'approved_by_network',
          reason: null,
          risk_level: 'normal',
          seller_message: 'Payment complete.',
          type: 'authorized',
        },
    paid: !failure,
    payment_intent: intent.id,
    payment_method: pm.id,
    payment_method_details: {
      card: {
        brand: card.brand,
        checks: card.checks,
        country: card.country,
        exp_month: card.exp_month,
        exp_year: card.exp_year,
        fingerprint: card.fingerprint,
        funding: card.funding,
        last4: card.last4,
        network: card.brand,
        three_d_secure: authenticated ? { authentication_flow: 'challenge', result: 'authenticated', version: '2.2.0' } : null,
        wallet: card.wallet,
      },
      type: 'card',
    },
    receipt_email: intent.receipt_email,
    refunded: false,
    status: failure ? 'failed' : 'succeeded',
  };
}

/**
 * The payment went through: the money is taken (capture_method manual: authorised, requires_capture,
 * until POST …/capture), and the card is kept or spent as Stripe does.
 */
function succeedPayment(intent: PaymentIntentData, pm: PaymentMethodData, now: Date, authenticated = false): ChargeData {
  pm.card.checks = cardChecks(pm._sandbox, true);
  const charge = chargeOf(intent, pm, now, null, authenticated);
  const money =
    intent.capture_method === 'manual'
      ? { status: 'requires_capture', amount_capturable: intent.amount, amount_received: 0 }
      : { status: 'succeeded', amount_received: intent.amount };
  Object.assign(intent, {
    ...money,
    latest_charge: charge.id,
    next_action: null,
    last_payment_error: null,
    payment_method: pm.id,
  });
  if (pm.customer === null && intent.setup_future_usage !== null && intent.customer !== null) pm.customer = intent.customer;
  else if (pm.customer === null) pm._sandbox.spent = true;
  return charge;
}

/** The payment failed: a declined charge when the issuer was asked; none when authentication failed first. */
function failPayment(
  intent: PaymentIntentData,
  pm: PaymentMethodData,
  error: StripeErrorBody | StripeError,
  now: Date,
  charged: boolean,
): ChargeData | null {
  const body = error instanceof StripeError ? error.body : error;
  const charge = charged ? chargeOf(intent, pm, now, body, false) : null;
  Object.assign(intent, {
    status: 'requires_payment_method',
    last_payment_error: attemptError(charge ? { ...body, charge: charge.id } : body, pm),
    payment_method: null,
    next_action: null,
    ...(charge ? { latest_charge: charge.id } : {}),
  });
  return charge;
}

function succeedSetup(intent: SetupIntentData, pm: PaymentMethodData): void {
  Object.assign(intent, {
    status: 'succeeded',
    next_action: null,
    last_setup_error: null,
    payment_method: pm.id,
    latest_attempt: intent.latest_attempt ?? newId('setatt'),
  });
  pm.card.checks = cardChecks(pm._sandbox, true);
  if (intent.customer !== null) pm.customer = intent.customer;
}

function failSetup(intent: SetupIntentData, pm: PaymentMethodData, error: StripeErrorBody | StripeError): void {
  Object.assign(intent, {
    status: 'requires_payment_method',
    last_setup_error: attemptError(error, pm),
    payment_method: null,
    next_action: null,
    latest_attempt: newId('setatt'),
  });
}

type Attempt = { error: StripeError | null; charge: ChargeData | null };

/** Confirms an intent with its card: succeeds, asks for 3-D Secure, or is declined. Mutates both. */
function attempt(intent: IntentData, pm: PaymentMethodData, now: Date): Attempt {
  const use: CardUse = intent.object === 'payment_intent' ? 'charge' : 'verify';
  intent.payment_method = pm.id;
  /** A declined attempt: a payment's error names the failed charge, as Stripe's do. */
  const refused = (error: StripeError): Attempt => {
    if (intent.object === 'setup_intent') {
      failSetup(intent, pm, error);
      return { error: failedAttempt(error, intent, pm), charge: null };
    }
    const charge = failPayment(intent, pm, error, now, true);
    return { error: failedAttempt(charge ? error.with({ charge: charge.id }) : error, intent, pm), charge };
  };
  if (pm._sandbox.behaviour === 'requires_authentication') {
    if (intent._sandbox.off_session) return refused(authenticationRequired());
    Object.assign(intent, { status: 'requires_action', next_action: challengeAction(intent.id, intent._sandbox.return_url) });
    intent._sandbox.challenge = { outcome: null };
    return { error: null, charge: null };
  }
  const declined = declineFor(pm._sandbox.behaviour, use);
  if (declined) return refused(declined);
  if (intent.object === 'payment_intent') return { error: null, charge: succeedPayment(intent, pm, now) };
  succeedSetup(intent, pm);
  return { error: null, charge: null };
}

/** payment_method_options[card][…]: a CVC collected again for a saved card (the sandbox's Stripe.js sends its digits). */
export type CardOptions = { cvc?: string };

export function cardOptionsParam(p: Params): CardOptions {
  const card = p.sub('payment_method_options', ['card'])?.sub('card', ['cvc', 'cvc_token', 'request_three_d_secure']);
  if (!card) return {};
  card.oneOf('request_three_d_secure', ['automatic', 'any', 'challenge']);
  card.string('cvc_token');
  const cvc = card.string('cvc', { max: 16 });
  return cvc === undefined ? {} : { cvc };
}

function checkCvc(pm: PaymentMethodData, cvc: string): void {
  const length = pm.card.brand === 'amex' ? 4 : 3;
  if (!/^\d+$/.test(cvc) || cvc.length > length) throw cardError('invalid_cvc', "Your card's security code is invalid.", { param: 'cvc' });
  if (cvc.length < length) throw cardError('incomplete_cvc', "Your card's security code is incomplete.", { param: 'cvc' });
  pm._sandbox.cvc_given = true;
}

/** Sets the intent's card (if given) and confirms; a Stripe refusal of the request itself is thrown. */
async function confirmWithin(
  ctx: Ctx,
  intent: IntentData,
  pmId: string | undefined,
  options: CardOptions = {},
): Promise<{ error: StripeError | null; pm: PaymentMethodData | null }> {
  const id = pmId ?? intent.payment_method;
  if (id === null) {
    const noun = intent.object === 'payment_intent' ? 'PaymentIntent' : 'SetupIntent';
    throw invalidRequest(
      `You cannot confirm this ${noun} because it's missing a payment method. You can either update the ${noun} with a payment method and then confirm it again, or confirm it again directly with a payment method.`,
      undefined,
      `${intent.object}_unexpected_state`,
    ).with({ [intent.object]: publicView(intent) });
  }
  const pm = await paymentMethodParam(ctx, id, 'payment_method');
  const refused = unusable(pm, intent.customer);
  if (refused) throw refused;
  checkReturnUrl(intent);
  if (options.cvc !== undefined) checkCvc(pm, options.cvc);
  const { error, charge } = attempt(intent, pm, ctx.now);
  await save(ctx.db, pm);
  if (charge) await insertObject(ctx.db, 'charge', charge, ctx.now);
  return { error, pm };
}

type PaymentIntentInput = {
  amount: number;
  currency: string;
  customer: string | null;
  paymentMethod?: string;
  confirm: boolean;
  returnUrl: string | null;
  offSession: boolean;
  setupFutureUsage: 'on_session' | 'off_session' | null;
  metadata: Record<string, string>;
  description: string | null;
  receiptEmail: string | null;
  paymentMethodTypes: { types: string[]; allowed: string[] | null };
  automaticPaymentMethods: AutomaticPaymentMethods;
  captureMethod: PaymentIntentData['capture_method'];
  cardOptions: CardOptions;
};

/** The amount of a create or an update: a positive integer (its range is checked against the currency). */
function amountParam(p: Params, options: { required: boolean }): number | undefined {
  const amount = p.int('amount', options);
  if (amount !== undefined && amount < 1)
    throw invalidRequest('This value must be greater than or equal to 1.', 'amount', 'parameter_invalid_integer');
  return amount;
}

function checkAmountRange(amount: number, currency: string): void {
  if (amount < MIN_AMOUNT) throw invalidRequest(`Amount must be at least $0.50 ${currency}`, 'amount', 'amount_too_small');
  if (amount > MAX_AMOUNT) throw invalidRequest('Amount must be no more than $999,999.99', 'amount', 'amount_too_large');
}

function paymentIntentInput(p: Params): PaymentIntentInput {
  const amount = amountParam(p, { required: true }) as number;
  const currency = p.required('currency', { max: 3 }).toLowerCase();
  if (!CURRENCIES.includes(currency))
    throw invalidRequest(`Invalid currency: ${currency}. The sandbox supports these currencies: ${CURRENCIES.join(', ')}`, 'currency');
  checkAmountRange(amount, currency);
  const confirm = p.bool('confirm') ?? false;
  const offSession = offSessionParam(p);
  if (offSession !== undefined && !confirm) throw invalidRequest('You can only pass `off_session` when `confirm` is true.', 'off_session');
  const captureMethod = p.oneOf('capture_method', ['automatic', 'automatic_async', 'manual']) ?? 'automatic_async';
  p.oneOf('confirmation_method', ['automatic']);
  p.bool('use_stripe_sdk');
  const receiptEmail = p.string('receipt_email', { max: 800 }) ?? null;
  if (receiptEmail !== null && !EMAIL.test(receiptEmail))
    throw invalidRequest(`Invalid email address: ${receiptEmail}`, 'receipt_email', 'email_invalid');
  return {
    amount,
    currency,
    customer: p.string('customer') ?? null,
    paymentMethod: p.string('payment_method'),
    confirm,
    returnUrl: returnUrlParam(p) ?? null,
    offSession: offSession ?? false,
    setupFutureUsage: p.oneOf('setup_future_usage', ['on_session', 'off_session']) ?? null,
    metadata: mergeMetadata({}, p.metadata()),
    description: p.string('description', { max: 1000 }) ?? null,
    receiptEmail,
    paymentMethodTypes: intentPaymentMethodTypes(p),
    automaticPaymentMethods: automaticPaymentMethodsParam(p),
    captureMethod,
    cardOptions: cardOptionsParam(p),
  };
}

export const PAYMENT_INTENT_PARAMS = [
  'amount',
  'currency',
  'payment_method',
  'customer',
  'confirm',
  'return_url',
  'metadata',
  'setup_future_usage',
  'off_session',
  'payment_method_types',
  'allowed_payment_method_types',
  'description',
  'receipt_email',
  'capture_method',
  'confirmation_method',
  'use_stripe_sdk',
  'payment_method_options',
  'automatic_payment_methods',
];

/** POST /v1/payment_intents (with confirm=true, the confirmation too). */
export async function createPaymentIntent(ctx: Ctx, p: Params): Promise<IntentOutcome<PaymentIntentData>> {
  const input = paymentIntentInput(p);
  return ctx.db.transaction(async (tx) => {
    const inTx = { db: tx, now: ctx.now };
    if (input.customer !== null) await load<CustomerData>(tx, 'customer', input.customer, 'customer');
    const id = newId('pi');
    const intent: PaymentIntentData = {
      id,
      object: 'payment_intent',
      amount: input.amount,
      amount_capturable: 0,
      amount_details: { tip: {} },
      amount_received: 0,
      application: null,
      application_fee_amount: null,
      automatic_payment_methods: input.automaticPaymentMethods,
      canceled_at: null,
      cancellation_reason: null,
      capture_method: input.captureMethod,
      client_secret: newClientSecret(id),
      confirmation_method: 'automatic',
      created: unixSeconds(ctx.now),
      currency: input.currency,
      customer: input.customer,
      description: input.description,
      last_payment_error: null,
      latest_charge: null,
      livemode: false,
      metadata: input.metadata,
      next_action: null,
      on_behalf_of: null,
      payment_method: null,
      payment_method_configuration_details: null,
      payment_method_options: { card: { installments: null, mandate_options: null, network: null, request_three_d_secure: 'automatic' } },
      payment_method_types: input.paymentMethodTypes.types,
      allowed_payment_method_types: input.paymentMethodTypes.allowed,
      processing: null,
      receipt_email: input.receiptEmail,
      review: null,
      setup_future_usage: input.setupFutureUsage,
      shipping: null,
      source: null,
      statement_descriptor: null,
      statement_descriptor_suffix: null,
      status: 'requires_payment_method',
      transfer_data: null,
      transfer_group: null,
      _sandbox: { return_url: input.returnUrl, off_session: input.offSession, challenge: null },
    };
    let error: StripeError | null = null;
    if (input.paymentMethod !== undefined && !input.confirm) {
      const pm = await paymentMethodParam(inTx, input.paymentMethod, 'payment_method');
      const refused = unusable(pm, intent.customer);
      if (refused) throw refused;
      Object.assign(intent, { payment_method: pm.id, status: 'requires_confirmation' });
    } else if (input.confirm) {
      if (input.paymentMethod === undefined) {
        throw invalidRequest(
          "You cannot confirm this PaymentIntent because it's missing a payment method. To confirm it, provide a payment method (payment_method).",
          'payment_method',
          'payment_intent_unexpected_state',
        );
      }
      ({ error } = await confirmWithin(inTx, intent, input.paymentMethod, input.cardOptions));
    }
    await insertObject(tx, 'payment_intent', intent, ctx.now);
    return { intent, error };
  });
}

const CONFIRMABLE = ['requires_payment_method', 'requires_confirmation', 'requires_action'];

function notConfirmable(intent: IntentData): StripeError {
  const noun = intent.object === 'payment_intent' ? 'PaymentIntent' : 'SetupIntent';
  const message =
    intent.status === 'succeeded'
      ? `You cannot confirm this ${noun} because it has already succeeded after being previously confirmed.`
      : `You cannot confirm this ${noun} because it has a status of ${intent.status}. Only a ${noun} with one of the following statuses may be confirmed: ${CONFIRMABLE.join(', ')}.`;
  return invalidRequest(message, undefined, `${intent.object}_unexpected_state`).with({ [intent.object]: publicView(intent) });
}

/** POST /v1/payment_intents/{id}/confirm */
export async function confirmPaymentIntent(ctx: Ctx, id: string, p: Params): Promise<IntentOutcome<PaymentIntentData>> {
  const pmId = p.string('payment_method');
  const returnUrl = returnUrlParam(p);
  const offSession = offSessionParam(p);
  const setupFutureUsage = p.oneOf('setup_future_usage', ['on_session', 'off_session']);
  const receiptEmail = p.string('receipt_email', { max: 800 });
  const cardOptions = cardOptionsParam(p);
  p.bool('use_stripe_sdk');
  return ctx.db.transaction(async (tx) => {
    const intent = await lock<PaymentIntentData>(tx, 'payment_intent', id);
    if (!CONFIRMABLE.includes(intent.status)) throw notConfirmable(intent);
    if (returnUrl !== undefined) intent._sandbox.return_url = returnUrl;
    if (offSession !== undefined) intent._sandbox.off_session = offSession;
    if (setupFutureUsage !== undefined) intent.setup_future_usage = setupFutureUsage;
    if (receiptEmail !== undefined) intent.receipt_email = receiptEmail;
    const { error } = await confirmWithin({ db: tx, now: ctx.now }, intent, pmId, cardOptions);
    await save(tx, intent);
    return { intent, error };
  });
}

/** Statuses whose amount may still change: before a payment method is confirmed on the intent. */
const AMOUNT_UPDATABLE = ['requires_payment_method', 'requires_confirmation'];

export const UPDATE_PAYMENT_INTENT_PARAMS = ['amount', 'metadata', 'description'];

/**
 * POST /v1/payment_intents/{id}: its amount (only before it is confirmed), metadata (merged: an empty
 * value removes a key) and description (any status, as Stripe allows for these).
 */
export async function updatePaymentIntent(ctx: Ctx, id: string, p: Params): Promise<PaymentIntentData> {
  const amount = amountParam(p, { required: false });
  const metadata = p.metadata();
  // an empty description unsets it; absent, it stays
  const description = p.cleared('description') ? null : p.string('description', { max: 1000 });
  return ctx.db.transaction(async (tx) => {
    const intent = await lock<PaymentIntentData>(tx, 'payment_intent', id);
    if (amount !== undefined) {
      if (!AMOUNT_UPDATABLE.includes(intent.status)) {
        throw invalidRequest(
          `This PaymentIntent's amount could not be updated because it has a status of ${intent.status}. You may only update the amount of a PaymentIntent with one of the following statuses: ${AMOUNT_UPDATABLE.join(', ')}.`,
          'amount',
          'payment_intent_unexpected_state',
        ).with({ payment_intent: publicView(intent) });
      }
      checkAmountRange(amount, intent.currency);
      intent.amount = amount;
    }
    intent.metadata = mergeMetadata(intent.metadata, metadata);
    if (description !== undefined) intent.description = description;
    await save(tx, intent);
    return intent;
  });
}

const CANCELABLE = ['requires_payment_method', 'requires_capture', 'requires_confirmation', 'requires_action', 'processing'];

/** POST /v1/payment_intents/{id}/cancel */
export async function cancelPaymentIntent(ctx: Ctx, id: string, p: Params): Promise<PaymentIntentData> {
  const reason = p.oneOf('cancellation_reason', ['duplicate', 'fraudulent', 'requested_by_customer', 'abandoned']) ?? null;
  return ctx.db.transaction(async (tx) => {
    const intent = await lock<PaymentIntentData>(tx, 'payment_intent', id);
    if (!CANCELABLE.includes(intent.status)) {
      throw invalidRequest(
        `You cannot cancel this PaymentIntent because it has a status of ${intent.status}. Only a PaymentIntent with one of the following statuses may be canceled: ${CANCELABLE.join(', ')}.`,
        undefined,
        'payment_intent_unexpected_state',
      ).with({ payment_intent: publicView(intent) });
    }
    if (intent.status === 'requires_capture') await releaseAuthorisation(tx, intent);
    Object.assign(intent, {
      status: 'canceled',
      canceled_at: unixSeconds(ctx.now),
      cancellation_reason: reason,
      next_action: null,
      amount_capturable: 0,
    });
    await save(tx, intent);
    return intent;
  });
}

type AuthorisedCharge = ChargeData & { amount: number; amount_captured: number; amount_refunded: number; captured: boolean };

/** A cancelled authorisation gives the whole amount back: its charge is refunded, nothing was captured. */
async function releaseAuthorisation(db: Database, intent: PaymentIntentData): Promise<void> {
  if (typeof intent.latest_charge !== 'string') return;
  const charge = await lock<AuthorisedCharge>(db, 'charge', intent.latest_charge);
  Object.assign(charge, { amount_refunded: charge.amount, refunded: true });
  await save(db, charge);
}

/**
 * POST /v1/payment_intents/{id}/capture: an authorised payment (requires_capture) is taken, all of it or
 * amount_to_capture of it (the rest is released, as Stripe refunds it); any other status is refused.
 */
export async function capturePaymentIntent(ctx: Ctx, id: string, p: Params): Promise<PaymentIntentData> {
  const asked = p.int('amount_to_capture');
  const metadata = p.metadata();
  if (asked !== undefined && asked < 1)
    throw invalidRequest('This value must be greater than or equal to 1.', 'amount_to_capture', 'parameter_invalid_integer');
  return ctx.db.transaction(async (tx) => {
    const intent = await lock<PaymentIntentData>(tx, 'payment_intent', id);
    if (intent.status !== 'requires_capture' || typeof intent.latest_charge !== 'string') {
      throw invalidRequest(
        `This PaymentIntent could not be captured because it has a status of ${intent.status}. Only a PaymentIntent with one of the following statuses may be captured: requires_capture.`,
        undefined,
        'payment_intent_unexpected_state',
      ).with({ payment_intent: publicView(intent) });
    }
    const amount = asked ?? intent.amount_capturable;
    if (amount > intent.amount_capturable) {
      throw invalidRequest(
        'The payment could not be captured because the requested capture amount is greater than the authorized amount.',
        'amount_to_capture',
        'amount_too_large',
      );
    }
    const charge = await lock<AuthorisedCharge>(tx, 'charge', intent.latest_charge);
    Object.assign(charge, { captured: true, amount_captured: amount, amount_refunded: charge.amount - amount, refunded: false });
    Object.assign(intent, {
      status: 'succeeded',
      amount_received: amount,
      amount_capturable: 0,
      metadata: mergeMetadata(intent.metadata, metadata),
    });
    await save(tx, charge);
    await save(tx, intent);
    return intent;
  });
}

export const REFUND_PARAMS = ['payment_intent', 'amount', 'reason', 'metadata'];

/**
 * POST /v1/refunds: part or all of a succeeded PaymentIntent's charge given back (the whole unrefunded
 * amount when no amount is given), refused as Stripe refuses more than is left.
 */
export async function createRefund(ctx: Ctx, p: Params): Promise<Json & { id: string }> {
  const intentId = p.string('payment_intent');
  if (!intentId) throw missingParam('payment_intent');
  const reason = p.oneOf('reason', ['duplicate', 'fraudulent', 'requested_by_customer']) ?? null;
  const asked = p.int('amount');
  return ctx.db.transaction(async (tx) => {
    const intent = await load<PaymentIntentData>(tx, 'payment_intent', intentId, 'payment_intent');
    if (intent.status !== 'succeeded' || typeof intent.latest_charge !== 'string') {
      throw invalidRequest(
        `This PaymentIntent (${intent.id}) does not have a successful charge to refund.`,
        undefined,
        'charge_not_refundable',
      );
    }
    const charge = await lock<ChargeData & { amount: number; amount_refunded: number }>(tx, 'charge', intent.latest_charge);
    const left = charge.amount - charge.amount_refunded;
    const amount = asked ?? left;
    if (amount < 1) throw invalidRequest('Invalid positive integer', 'amount');
    if (amount > left) {
      const dollars = (cents: number) => `$${(cents / 100).toFixed(2)}`;
      throw invalidRequest(
        `Refund amount (${dollars(amount)}) is greater than unrefunded amount on charge (${dollars(left)})`,
        'amount',
        'amount_too_large',
      );
    }
    Object.assign(charge, {
      amount_refunded: charge.amount_refunded + amount,
      refunded: charge.amount_refunded + amount === charge.amount,
    });
    await save(tx, charge);
    const refund = {
      id: newId('re'),
      object: 'refund',
      amount,
      charge: charge.id,
      created: unixSeconds(ctx.now),
      currency: intent.currency,
      metadata: mergeMetadata({}, p.metadata()),
      payment_intent: intent.id,
      reason,
      status: 'succeeded',
    };
    await insertObject(tx, 'refund', refund, ctx.now);
    return refund;
  });
}

export const getPaymentIntent = (ctx: Ctx, id: string) => load<PaymentIntentData>(ctx.db, 'payment_intent', id);

export const SETUP_INTENT_PARAMS = [
  'payment_method',
  'customer',
  'confirm',
  'usage',
  'return_url',
  'metadata',
  'description',
  'payment_method_types',
  'use_stripe_sdk',
  'payment_method_options',
  'automatic_payment_methods',
  'allowed_payment_method_types',
];

/** POST /v1/setup_intents */
export async function createSetupIntent(ctx: Ctx, p: Params): Promise<IntentOutcome<SetupIntentData>> {
  const customer = p.string('customer') ?? null;
  const pmId = p.string('payment_method');
  const confirm = p.bool('confirm') ?? false;
  const usage = p.oneOf('usage', ['on_session', 'off_session']) ?? 'off_session';
  const returnUrl = returnUrlParam(p) ?? null;
  const metadata = mergeMetadata({}, p.metadata());
  const description = p.string('description', { max: 1000 }) ?? null;
  const paymentMethodTypes = intentPaymentMethodTypes(p).types;
  const automaticPaymentMethods = automaticPaymentMethodsParam(p);
  const cardOptions = cardOptionsParam(p);
  p.bool('use_stripe_sdk');
  if (confirm && pmId === undefined) {
    throw invalidRequest(
      "You cannot confirm this SetupIntent because it's missing a payment method. To confirm it, provide a payment method (payment_method).",
      'payment_method',
      'setup_intent_unexpected_state',
    );
  }
  return ctx.db.transaction(async (tx) => {
    const inTx = { db: tx, now: ctx.now };
    if (customer !== null) await load<CustomerData>(tx, 'customer', customer, 'customer');
    const id = newId('seti');
    const intent: SetupIntentData = {
      id,
      object: 'setup_intent',
      application: null,
      automatic_payment_methods: automaticPaymentMethods,
      cancellation_reason: null,
      client_secret: newClientSecret(id),
      created: unixSeconds(ctx.now),
      customer,
      description,
      flow_directions: null,
      last_setup_error: null,
      latest_attempt: null,
      livemode: false,
      mandate: null,
      metadata,
      next_action: null,
      on_behalf_of: null,
      payment_method: null,
      payment_method_configuration_details: null,
      payment_method_options: { card: { mandate_options: null, network: null, request_three_d_secure: 'automatic' } },
      payment_method_types: paymentMethodTypes,
      single_use_mandate: null,
      status: 'requires_payment_method',
      usage,
      _sandbox: { return_url: returnUrl, off_session: false, challenge: null },
    };
    let error: StripeError | null = null;
    if (pmId !== undefined && !confirm) {
      const pm = await paymentMethodParam(inTx, pmId, 'payment_method');
      const refused = unusable(pm, customer);
      if (refused) throw refused;
      Object.assign(intent, { payment_method: pm.id, status: 'requires_confirmation' });
    } else if (confirm) {
      ({ error } = await confirmWithin(inTx, intent, pmId, cardOptions));
    }
    await insertObject(tx, 'setup_intent', intent, ctx.now);
    return { intent, error };
  });
}

/** POST /v1/setup_intents/{id}/confirm */
export async function confirmSetupIntent(ctx: Ctx, id: string, p: Params): Promise<IntentOutcome<SetupIntentData>> {
  const pmId = p.string('payment_method');
  const returnUrl = returnUrlParam(p);
  const cardOptions = cardOptionsParam(p);
  p.bool('use_stripe_sdk');
  return ctx.db.transaction(async (tx) => {
    const intent = await lock<SetupIntentData>(tx, 'setup_intent', id);
    if (!CONFIRMABLE.includes(intent.status)) throw notConfirmable(intent);
    if (returnUrl !== undefined) intent._sandbox.return_url = returnUrl;
    const { error } = await confirmWithin({ db: tx, now: ctx.now }, intent, pmId, cardOptions);
    await save(tx, intent);
    return { intent, error };
  });
}

/** POST /v1/setup_intents/{id}/cancel */
export async function cancelSetupIntent(ctx: Ctx, id: string, p: Params): Promise<SetupIntentData> {
  const reason = p.oneOf('cancellation_reason', ['abandoned', 'requested_by_customer', 'duplicate']) ?? null;
  return ctx.db.transaction(async (tx) => {
    const intent = await lock<SetupIntentData>(tx, 'setup_intent', id);
    if (intent.status === 'succeeded' || intent.status === 'canceled') {
      throw invalidRequest(
        `You cannot cancel this SetupIntent because it has a status of ${intent.status}. Only a SetupIntent with one of the following statuses may be canceled: requires_payment_method, requires_confirmation, requires_action.`,
        undefined,
        'setup_intent_unexpected_state',
      ).with({ setup_intent: publicView(intent) });
    }
    Object.assign(intent, { status: 'canceled', cancellation_reason: reason, next_action: null });
    await save(tx, intent);
    return intent;
  });
}

export const getSetupIntent = (ctx: Ctx, id: string) => load<SetupIntentData>(ctx.db, 'setup_intent', id);

// ---------------------------------------------------------------------------------------------
// The hosted 3-D Secure challenge

const AUTHENTICATION_FAILED = {
  payment_intent: {
    code: 'payment_intent_authentication_failure',
    message:
      'The provided PaymentMethod has failed authentication. You can provide payment_method_data or a new PaymentMethod to attempt to fulfill this PaymentIntent again.',
  },
  setup_intent: {
    code: 'setup_intent_authentication_failure',
    message: 'The latest attempt to set up the payment method has failed because authentication failed.',
  },
} as const;

/** The intent a challenge page is for, with its card; null when there is no such intent or it never had a challenge. */
export async function findChallenge(ctx: Ctx, intentId: string): Promise<{ intent: IntentData; pm: PaymentMethodData | null } | null> {
  const object = intentId.startsWith('seti_') ? 'setup_intent' : intentId.startsWith('pi_') ? 'payment_intent' : null;
  if (!object) return null;
  const row = await findObject(ctx.db, intentId, object);
  if (!row) return null;
  const intent = row.data as IntentData;
  if (!intent._sandbox.challenge) return null;
  const pmId =
    intent.payment_method ?? (intent.object === 'payment_intent' ? intent.last_payment_error : intent.last_setup_error)?.payment_method?.id;
  const pm =
    typeof pmId === 'string' ? ((await findObject(ctx.db, pmId, 'payment_method'))?.data as PaymentMethodData | undefined) : undefined;
  return { intent, pm: pm ?? null };
}

/**
 * The shopper's answer on the challenge page. An open challenge settles the intent (complete: the
 * payment or setup succeeds; fail: it needs another card); a settled one is left as it is.
 */
export async function answerChallenge(ctx: Ctx, intentId: string, outcome: 'complete' | 'fail'): Promise<IntentData | null> {
  const object = intentId.startsWith('seti_') ? 'setup_intent' : intentId.startsWith('pi_') ? 'payment_intent' : null;
  if (!object) return null;
  return ctx.db.transaction(async (tx) => {
    const row = await lockObject(tx, intentId, object);
    if (!row) return null;
    const intent = row.data as IntentData;
    const challenge = intent._sandbox.challenge;
    if (!challenge) return null;
    if (challenge.outcome !== null || intent.status !== 'requires_action' || intent.payment_method === null) return intent;
    const pm = await lock<PaymentMethodData>(tx, 'payment_method', intent.payment_method);
    challenge.outcome = outcome;
    let charge: ChargeData | null = null;
    if (outcome === 'complete') {
      if (intent.object === 'payment_intent') charge = succeedPayment(intent, pm, ctx.now, true);
      else succeedSetup(intent, pm);
    } else {
      const failure = {
        type: 'invalid_request_error' as const,
        ...AUTHENTICATION_FAILED[intent.object],
        doc_url: `https://stripe.com/docs/error-codes/${AUTHENTICATION_FAILED[intent.object].code.replace(/_/g, '-')}`,
      };
      if (intent.object === 'payment_intent') failPayment(intent, pm, failure, ctx.now, false);
      else failSetup(intent, pm, failure);
    }
    if (charge) await insertObject(tx, 'charge', charge, ctx.now);
    await save(tx, pm);
    await save(tx, intent);
    return intent;
  });
}

/** What the challenge page shows: the amount (payments) and the card's last four. */
export function challengeSummary(
  intent: IntentData,
  pm: PaymentMethodData | null,
): { amount: number | null; currency: string | null; last4: string | null } {
  return {
    amount: intent.object === 'payment_intent' ? intent.amount : null,
    currency: intent.object === 'payment_intent' ? intent.currency : null,
    last4: pm?.card.last4 ?? null,
  };
}
