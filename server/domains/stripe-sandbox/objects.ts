import type { Brand, CardBehaviour } from './cards';

/**
 * The sandbox's objects as stored in stripe_sandbox_objects.data: exactly the API's object, plus
 * `_sandbox` notes the API never answers (the test card's behaviour, whether a card was used up, the
 * intent's return_url and challenge). `publicView` strips them.
 */
export type Json = Record<string, unknown>;

export type Address = {
  city: string | null;
  country: string | null;
  line1: string | null;
  line2: string | null;
  postal_code: string | null;
  state: string | null;
};
export type BillingDetails = { address: Address; email: string | null; name: string | null; phone: string | null };
type Check = 'pass' | 'fail' | 'unchecked' | 'unavailable' | null;

export type CardNotes = { behaviour: CardBehaviour; cvc_given: boolean; postal_code: string | null };

export type WalletType = 'apple_pay' | 'google_pay';

/** A card inside Apple Pay or Google Pay: Stripe names the wallet and the device number's last four, with a hash of the wallet's own details. */
export type CardWallet = { type: WalletType; dynamic_last4: string } & Partial<Record<WalletType, Record<string, never>>>;

export type PaymentMethodData = {
  id: string;
  object: 'payment_method';
  allow_redisplay: 'always' | 'limited' | 'unspecified';
  billing_details: BillingDetails;
  card: {
    brand: Brand;
    checks: { address_line1_check: Check; address_postal_code_check: Check; cvc_check: Check };
    country: string;
    display_brand: string;
    exp_month: number;
    exp_year: number;
    fingerprint: string;
    funding: 'credit' | 'debit';
    generated_from: null;
    last4: string;
    networks: { available: string[]; preferred: string | null };
    regulated_status: 'unregulated';
    three_d_secure_usage: { supported: boolean };
    wallet: CardWallet | null;
  };
  created: number;
  customer: string | null;
  livemode: false;
  metadata: Record<string, string>;
  type: 'card';
  /** spent: used by a payment without a customer, or detached: Stripe refuses it from then on */
  _sandbox: CardNotes & { spent: boolean };
};

export type TokenData = {
  id: string;
  object: 'token';
  card: Json & { id: string; last4: string; exp_month: number; exp_year: number };
  client_ip: string | null;
  created: number;
  livemode: false;
  type: 'card';
  used: boolean;
  _sandbox: CardNotes & { brand: Brand; fingerprint: string; funding: 'credit' | 'debit' };
};

export type CustomerData = Json & { id: string; object: 'customer'; email: string | null; metadata: Record<string, string> };

/** A charge: made by each attempt to take a payment's money, succeeded or failed. */
export type ChargeData = Json & { id: string; object: 'charge'; status: 'succeeded' | 'failed'; payment_intent: string };

export type NextAction = { type: 'redirect_to_url'; redirect_to_url: { url: string; return_url: string | null } };

/** The intent's error of its last failed attempt: Stripe's error body plus the card it was made with. */
export type AttemptError = Json & { type: string; code?: string; message: string; payment_method?: Json };

/** A 3-D Secure challenge: open (outcome null) or answered on the hosted page. */
export type Challenge = { outcome: 'complete' | 'fail' | null };

type IntentNotes = { return_url: string | null; off_session: boolean; challenge: Challenge | null };

export type PaymentIntentStatus =
  | 'requires_payment_method'
  | 'requires_confirmation'
  | 'requires_action'
  | 'processing'
  | 'requires_capture'
  | 'canceled'
  | 'succeeded';

export type PaymentIntentData = Json & {
  id: string;
  object: 'payment_intent';
  amount: number;
  /** authorised and not yet captured (capture_method manual, status requires_capture) */
  amount_capturable: number;
  amount_received: number;
  canceled_at: number | null;
  cancellation_reason: string | null;
  capture_method: 'automatic' | 'automatic_async' | 'manual';
  client_secret: string;
  created: number;
  currency: string;
  description: string | null;
  customer: string | null;
  last_payment_error: AttemptError | null;
  latest_charge: string | null;
  metadata: Record<string, string>;
  next_action: NextAction | null;
  payment_method: string | null;
  receipt_email: string | null;
  setup_future_usage: 'on_session' | 'off_session' | null;
  status: PaymentIntentStatus;
  _sandbox: IntentNotes;
};

export type SetupIntentStatus =
  | 'requires_payment_method'
  | 'requires_confirmation'
  | 'requires_action'
  | 'processing'
  | 'canceled'
  | 'succeeded';

export type SetupIntentData = Json & {
  id: string;
  object: 'setup_intent';
  cancellation_reason: string | null;
  client_secret: string;
  created: number;
  customer: string | null;
  last_setup_error: AttemptError | null;
  latest_attempt: string | null;
  metadata: Record<string, string>;
  next_action: NextAction | null;
  payment_method: string | null;
  status: SetupIntentStatus;
  usage: 'on_session' | 'off_session';
  _sandbox: IntentNotes;
};

export type IntentData = PaymentIntentData | SetupIntentData;

/** The object as the API answers it. */
export function publicView<T extends { _sandbox?: unknown }>(data: T): Omit<T, '_sandbox'> {
  const { _sandbox: _notes, ...rest } = data;
  return rest;
}

/** Fields a publishable key may read of an intent (with its client secret), as Stripe documents them. */
export const PUBLISHABLE_FIELDS: Record<'payment_intent' | 'setup_intent', string[]> = {
  payment_intent: [
    'id',
    'object',
    'amount',
    'amount_details',
    'automatic_payment_methods',
    'canceled_at',
    'cancellation_reason',
    'capture_method',
    'client_secret',
    'confirmation_method',
    'created',
    'currency',
    'description',
    'last_payment_error',
    'livemode',
    'next_action',
    'payment_method',
    'payment_method_configuration_details',
    'payment_method_types',
    'processing',
    'receipt_email',
    'setup_future_usage',
    'shipping',
    'status',
  ],
  setup_intent: [
    'id',
    'object',
    'automatic_payment_methods',
    'cancellation_reason',
    'client_secret',
    'created',
    'description',
    'last_setup_error',
    'livemode',
    'next_action',
    'payment_method',
    'payment_method_configuration_details',
    'payment_method_types',
    'status',
    'usage',
  ],
};
