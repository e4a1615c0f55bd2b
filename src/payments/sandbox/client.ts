import type {
  ConfirmCardPaymentData,
  ConfirmCardSetupData,
  CreateTokenCardData,
  PaymentIntentResult,
  PaymentMethodResult,
  SetupIntentResult,
  Stripe,
  StripeError,
  TokenResult,
} from '@stripe/stripe-js';
import { readCardDetails } from './cardDetails';
import { readCardSource } from './cardSource';
import { fieldInternals } from './element';
import { SandboxElementsGroup, groupField } from './elementsGroup';
import { SandboxPaymentRequest, type SandboxPaymentRequestOptions } from './paymentRequest';
import { browserWallet } from './walletCards';
import { CardSandboxUnsupportedError, IntegrationError } from './errors';
import type { FormValue } from './formEncoding';
import { callStripeApi, type SandboxConnection } from './stripeApi';
import { unsupportedMethods, type SupportedMethod } from './unsupported';

export type SandboxStripeOptions = {
  /** base of the sandbox's Stripe API, e.g. '/sandbox/stripe' (the config's api_base) */
  apiBase: string;
  /** the key it accepts, e.g. 'pk_sandbox_crust' */
  publishableKey: string;
};

/** Why handleCardAction / handleNextAction answer with an error. */
export const NEXT_ACTION_MESSAGE =
  "The card sandbox does not handle next actions: show the intent's next_action.redirect_to_url.url (the 3-D Secure page) in the storefront's own modal.";

type Params = { [key: string]: FormValue };
type Outcome<K extends string> = { [key in K]: unknown } | { error: StripeError };

const sandboxes = new WeakSet<object>();

/** True for a client made by createSandboxStripe (the real Stripe.js is not one). */
export function isSandboxStripe(stripe: unknown): boolean {
  return typeof stripe === 'object' && stripe !== null && sandboxes.has(stripe);
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/** 'pi_123_secret_abc' → 'pi_123', as Stripe.js reads the intent from its client secret. */
function intentId(clientSecret: unknown, prefix: 'pi' | 'seti', method: string): string {
  const match = typeof clientSecret === 'string' ? new RegExp(`^(${prefix}_.+?)_secret_.+$`).exec(clientSecret) : null;
  if (!match) {
    throw new IntegrationError(
      `Invalid value for ${method} intent secret: value should be a client_secret string. You specified: ${String(clientSecret)}.`,
    );
  }
  return match[1];
}

/**
 * A confirm call's parameters: `payment_method` as an id is sent as is; given as `{ card: Element |
 * { token }, billing_details, … }` it is first made a payment method (POST /v1/payment_methods, the
 * sandbox's confirm routes taking `payment_method` ids only) whose id is sent; a CVC Element under
 * `payment_method_options.card.cvc` sends its digits. Everything else goes through unchanged.
 */
async function confirmParams(
  clientSecret: string,
  data: Record<string, unknown> | undefined,
  createPaymentMethod: (params: Params) => Promise<Outcome<'paymentMethod'>>,
): Promise<{ params: Params } | { error: StripeError }> {
  const { payment_method: paymentMethod, payment_method_options: options, ...rest } = data ?? {};
  const params: Params = { client_secret: clientSecret };
  if (typeof paymentMethod === 'string') params.payment_method = paymentMethod;
  else if (isRecord(paymentMethod)) {
    const { card, ...details } = paymentMethod;
    const read = readCardSource(card);
    if ('error' in read) return read;
    const created = await createPaymentMethod({ type: 'card', card: read.card, ...(details as Params) });
    if ('error' in created) return created;
    params.payment_method = String((created.paymentMethod as { id?: unknown }).id);
  }
  if (isRecord(options)) {
    const { card, ...otherOptions } = options;
    const { cvc, ...cardOptions } = isRecord(card) ? card : {};
    const cvcOptions: Params = {};
    if (cvc !== undefined) {
      const read = readCardCvc(cvc);
      if ('error' in read) return read;
      cvcOptions.cvc = read.cvc;
    }
    params.payment_method_options = { ...(otherOptions as Params), card: { ...(cardOptions as Params), ...cvcOptions } };
  }
  return { params: { ...params, ...(rest as Params) } };
}

function readCardCvc(element: unknown): { cvc: string } | { error: StripeError } {
  const field = fieldInternals(element);
  if (!field || field.type !== 'cardCvc')
    throw new IntegrationError(
      'Invalid value for payment_method_options.card.cvc: expected a cardCvc Element created by this card sandbox.',
    );
  const status = field.status();
  if (!field.mounted())
    throw new IntegrationError(
      'We could not retrieve data from the specified Element. Please make sure the Element you are attempting to use is still mounted.',
    );
  if (!status.complete) return { error: (status.error ?? status.pendingError) as StripeError };
  return { cvc: field.digits() };
}

/**
 * A Stripe.js-shaped client for the server's embedded Stripe sandbox, for `<Elements stripe={…}>`
 * from @stripe/react-stripe-js and for the checkout's payment calls: card Elements rendered as
 * plain inputs, the card API calls against `apiBase`, and a payment request whose wallet sheet is the sandbox's own. Card problems resolve `{ error }` (a
 * validation error before any call, the API's error object, or api_connection_error); mistakes in the
 * calling code reject with an IntegrationError; the rest of Stripe.js throws CardSandboxUnsupportedError.
 */
export function createSandboxStripe({ apiBase, publishableKey }: SandboxStripeOptions): Stripe {
  const connection: SandboxConnection = { apiBase, publishableKey };

  async function call<K extends string>(key: K, method: 'GET' | 'POST', path: string, params: Params): Promise<Outcome<K>> {
    const outcome = await callStripeApi(connection, method, path, params);
    return outcome.ok ? ({ [key]: outcome.body } as { [key in K]: unknown }) : { error: outcome.error };
  }

  const createCardPaymentMethod = (params: Params) => call('paymentMethod', 'POST', '/v1/payment_methods', params);

  const supported: Record<SupportedMethod, (...args: never[]) => unknown> = {
    elements: (options?: Record<string, unknown>) => new SandboxElementsGroup(options),

    async createPaymentMethod(input: Record<string, unknown>): Promise<PaymentMethodResult> {
      if (!isRecord(input)) throw new IntegrationError('createPaymentMethod: expected an object.');
      let card: unknown;
      let rest: Record<string, unknown>;
      if ('elements' in input || 'element' in input) {
        // the { elements, params } / { element, params } forms
        const { elements, element, params, metadata } = input as {
          elements?: unknown;
          element?: unknown;
          params?: Record<string, unknown>;
          metadata?: unknown;
        };
        card = element ?? groupField(elements, 'cardNumber');
        if (!fieldInternals(card))
          throw new IntegrationError('createPaymentMethod: the Elements group has no cardNumber Element of this card sandbox.');
        const { type, ...otherParams } = params ?? {};
        if (type !== undefined && type !== 'card')
          throw new CardSandboxUnsupportedError(`stripe.createPaymentMethod({ type: '${String(type)}' })`);
        rest = { ...otherParams, ...(metadata !== undefined ? { metadata } : {}) };
      } else {
        const { type, card: given, ...otherFields } = input;
        if (type !== 'card') throw new CardSandboxUnsupportedError(`stripe.createPaymentMethod({ type: '${String(type)}' })`);
        card = given;
        rest = otherFields;
      }
      const read = readCardSource(card);
      if ('error' in read) return { error: read.error };
      return (await createCardPaymentMethod({ type: 'card', card: read.card, ...(rest as Params) })) as PaymentMethodResult;
    },

    async createToken(element: unknown, data?: CreateTokenCardData): Promise<TokenResult> {
      if (typeof element === 'string') throw new CardSandboxUnsupportedError(`stripe.createToken('${element}')`);
      const field = fieldInternals(element);
      if (!field) throw new IntegrationError('createToken: expected a cardNumber Element created by this card sandbox.');
      const read = readCardDetails((type) => field.host.field(type));
      if ('error' in read) return { error: read.error };
      return (await call('token', 'POST', '/v1/tokens', { card: { ...read.card, ...(data as Params | undefined) } })) as TokenResult;
    },

    /** Confirms with the given card; a 3-D Secure next action comes back in the intent for the storefront to show (handleActions has no effect). */
    async confirmCardPayment(clientSecret: string, data?: ConfirmCardPaymentData): Promise<PaymentIntentResult> {
      const id = intentId(clientSecret, 'pi', 'confirmCardPayment');
      const built = await confirmParams(clientSecret, data as Record<string, unknown> | undefined, createCardPaymentMethod);
      if ('error' in built) return { error: built.error };
      return (await call(
        'paymentIntent',
        'POST',
        `/v1/payment_intents/${encodeURIComponent(id)}/confirm`,
        built.params,
      )) as PaymentIntentResult;
    },

    async retrievePaymentIntent(clientSecret: string): Promise<PaymentIntentResult> {
      const id = intentId(clientSecret, 'pi', 'retrievePaymentIntent');
      return (await call('paymentIntent', 'GET', `/v1/payment_intents/${encodeURIComponent(id)}`, {
        client_secret: clientSecret,
      })) as PaymentIntentResult;
    },

    async confirmCardSetup(clientSecret: string, data?: ConfirmCardSetupData): Promise<SetupIntentResult> {
      const id = intentId(clientSecret, 'seti', 'confirmCardSetup');
      const built = await confirmParams(clientSecret, data as Record<string, unknown> | undefined, createCardPaymentMethod);
      if ('error' in built) return { error: built.error };
      return (await call('setupIntent', 'POST', `/v1/setup_intents/${encodeURIComponent(id)}/confirm`, built.params)) as SetupIntentResult;
    },

    async retrieveSetupIntent(clientSecret: string): Promise<SetupIntentResult> {
      const id = intentId(clientSecret, 'seti', 'retrieveSetupIntent');
      return (await call('setupIntent', 'GET', `/v1/setup_intents/${encodeURIComponent(id)}`, {
        client_secret: clientSecret,
      })) as SetupIntentResult;
    },

    async handleCardAction(): Promise<PaymentIntentResult> {
      return { error: { type: 'invalid_request_error', message: NEXT_ACTION_MESSAGE } };
    },

    async handleNextAction(): Promise<{ error: StripeError }> {
      return { error: { type: 'invalid_request_error', message: NEXT_ACTION_MESSAGE } };
    },

    /** Apple Pay / Google Pay through the sandbox's wallet sheet (paymentRequest.ts). */
    paymentRequest: (options: SandboxPaymentRequestOptions) =>
      new SandboxPaymentRequest(options, connection, browserWallet(navigator.userAgent), document),

    /** Stripe.js sends this to its analytics; the sandbox has none. */
    registerAppInfo: () => undefined,
  };

  const client = { ...unsupportedMethods(), ...supported };
  sandboxes.add(client);
  // Only the methods listed in SupportedMethod behave; the others throw (see unsupported.ts).
  return client as unknown as Stripe;
}
