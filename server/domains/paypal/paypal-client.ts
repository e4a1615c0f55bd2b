/**
 * The platform's PayPal client, on PayPal's official server SDK (@paypal/paypal-server-sdk): Orders v2
 * (create, show, capture) through its OrdersController, refunds through its PaymentsController, and the
 * v1 billing agreements it has no controller for by plain fetch with the SDK's OAuth token. The same code
 * talks to PayPal (api-m.paypal.com, or PayPal's sandbox) with PAYPAL_CLIENT_ID / PAYPAL_CLIENT_SECRET,
 * and to the embedded sandbox (server/domains/paypal-sandbox) without them: the SDK knows only PayPal's
 * two hosts, so its HTTP client (axios, `unstable_httpClientOptions`) sends through `fetch`, which moves
 * PayPal's paths to `baseUrl` or carries them in-process (sandboxFetch).
 *
 * The access token is kept until a minute before its `expires_in` runs out, then fetched again; a token
 * PayPal refuses (401) before that is dropped and the call made once more with a fresh one.
 */
import {
  ApiError,
  CheckoutPaymentIntent,
  Client,
  Environment,
  FulfillmentType,
  OrdersController,
  PaymentsController,
  TokenType,
  type OAuthToken,
  type Order,
  type ShippingDetails,
  type ShippingWithTrackingDetails,
} from '@paypal/paypal-server-sdk';
import type { PaypalShipping } from '../../contract/paypal';

export type PaypalSettings = {
  /** PayPal's live API or its sandbox (api-m.paypal.com / api-m.sandbox.paypal.com) */
  environment: 'production' | 'sandbox';
  clientId: string;
  clientSecret: string;
  /** how requests travel: the global fetch for PayPal itself, the embedded sandbox's in-process fetch, or a test's */
  fetch: typeof fetch;
  /** where PayPal's paths are answered instead of PayPal's host (e.g. http://127.0.0.1:3000/sandbox/paypal) */
  baseUrl?: string;
  timeoutMs?: number;
};

/** PayPal answered with an error (its name and first detail's issue), or could not be reached (status null). */
export class PaypalError extends Error {
  constructor(
    readonly status: number | null,
    readonly name: string,
    message: string,
    readonly issue: string | null = null,
  ) {
    super(message);
  }
}

export type PaypalAgreement = { id: string; payerId: string; email: string | null };
export type PaypalOrder = {
  id: string;
  status: string;
  amount: number;
  currency: string;
  customId: string | null;
  captureId: string | null;
  captureStatus: string | null;
  /** a capture not COMPLETED says why (status_details.reason, e.g. PENDING_REVIEW), else null */
  captureReason: string | null;
  /** purchase_units[0].shipping as the SDK reads it (Orders v2 shipping_with_tracking_details), or null */
  shipping: ShippingWithTrackingDetails | null;
};

type Json = Record<string, unknown>;
const toCents = (value: unknown) => Math.round(Number(value) * 100);
const dollars = (cents: number) => (cents / 100).toFixed(2);
const PAYPAL_HOSTS = { production: 'https://api-m.paypal.com', sandbox: 'https://api-m.sandbox.paypal.com' } as const;
/** renewed this long before PayPal lets it expire */
const TOKEN_MARGIN_SECONDS = 60;

function toOrder(order: Order): PaypalOrder {
  const unit = order.purchaseUnits?.[0];
  const capture = unit?.payments?.captures?.[0];
  return {
    id: String(order.id),
    status: String(order.status),
    amount: toCents(unit?.amount?.value),
    currency: String(unit?.amount?.currencyCode ?? ''),
    customId: unit?.customId ?? null,
    captureId: capture?.id ?? null,
    captureStatus: capture?.status ?? null,
    captureReason: capture?.statusDetails?.reason ?? null,
    shipping: unit?.shipping ?? null,
  };
}

/** Orders v2 `purchase_units[].shipping` (shipping_detail): name.full_name, phone_number (E.164 parts), address (address_portable). */
function shippingDetail(shipping: PaypalShipping): ShippingDetails {
  return {
    type: FulfillmentType.Shipping,
    name: { fullName: shipping.name },
    phoneNumber: { countryCode: '1', nationalNumber: shipping.phone },
    address: {
      addressLine1: shipping.address_line_1,
      ...(shipping.address_line_2 ? { addressLine2: shipping.address_line_2 } : {}),
      adminArea2: shipping.admin_area_2,
      adminArea1: shipping.admin_area_1,
      postalCode: shipping.postal_code,
      countryCode: shipping.country_code,
    },
  };
}

/** What the SDK threw (or fetch did), as a PaypalError: PayPal's error name and first issue, or status null when PayPal was not reached. */
export function toPaypalError(error: unknown): PaypalError {
  if (error instanceof PaypalError) return error;
  if (error instanceof ApiError) {
    const body = (error.result ?? {}) as Json;
    const issue = ((body.details as Json[] | undefined) ?? [])[0]?.issue;
    const name = body.name ?? body.error ?? 'PAYPAL_ERROR';
    const message = body.message ?? body.error_description ?? `PayPal answered ${error.statusCode}`;
    return new PaypalError(error.statusCode, String(name), String(message), typeof issue === 'string' ? issue : null);
  }
  return new PaypalError(null, 'NETWORK_ERROR', error instanceof Error ? error.message : String(error));
}

export function createPaypalClient(settings: PaypalSettings) {
  const host = PAYPAL_HOSTS[settings.environment];
  const base = settings.baseUrl?.replace(/\/$/, '') ?? host;
  /** PayPal's host moved to `baseUrl`, sent through settings.fetch */
  const transport = ((input: string | URL | Request, init?: RequestInit) => {
    const url = typeof input === 'string' ? input : input instanceof URL ? input.toString() : input.url;
    const moved = url.startsWith(host) ? `${base}${url.slice(host.length)}` : url;
    return settings.fetch(typeof input === 'string' || input instanceof URL ? moved : new Request(moved, input), init);
  }) as typeof fetch;
  const timeout = settings.timeoutMs ?? 20_000;
  const credentials = { oAuthClientId: settings.clientId, oAuthClientSecret: settings.clientSecret };
  const sdk = new Client({
    environment: settings.environment === 'production' ? Environment.Production : Environment.Sandbox,
    timeout,
    clientCredentialsAuthCredentials: credentials,
    unstable_httpClientOptions: { adapter: 'fetch', env: { fetch: transport } },
  });

  // The SDK keeps a failed token fetch for good (its provider's rejected promise is never replaced), so the
  // token is kept here: a client per token, and a failure leaves nothing behind.
  let current: { token: OAuthToken; orders: OrdersController; payments: PaymentsController } | null = null;
  let fetching: Promise<OAuthToken> | null = null;
  const fresh = (token: OAuthToken) => token.expiry === undefined || Number(token.expiry) - TOKEN_MARGIN_SECONDS > Date.now() / 1000;

  async function session() {
    if (current && fresh(current.token)) return current;
    fetching ??= sdk.clientCredentialsAuthManager.fetchToken().finally(() => {
      fetching = null;
    });
    let token: OAuthToken;
    try {
      token = await fetching;
    } catch (error) {
      throw toPaypalError(error);
    }
    if (!current || current.token !== token) {
      const client = sdk.withConfiguration({ clientCredentialsAuthCredentials: { ...credentials, oAuthToken: token } });
      current = { token, orders: new OrdersController(client), payments: new PaymentsController(client) };
    }
    return current;
  }

  /** One PayPal call; a 401 (the token expired or was revoked early) drops the token and tries once more. */
  async function withSession<T>(call: (s: NonNullable<typeof current>) => Promise<T>): Promise<T> {
    for (let attempt = 0; ; attempt += 1) {
      const s = await session();
      try {
        return await call(s);
      } catch (error) {
        const failure = toPaypalError(error);
        if (failure.status === 401 && attempt === 0) {
          if (current === s) current = null;
          continue;
        }
        throw failure;
      }
    }
  }

  /** v1 (no SDK controller): plain fetch with the SDK's token. */
  const v1 = (method: 'GET' | 'POST', path: string, body?: unknown) =>
    withSession(async ({ token }) => {
      let response: Response;
      try {
        response = await transport(`${host}${path}`, {
          method,
          headers: {
            authorization: `Bearer ${token.accessToken}`,
            accept: 'application/json',
            ...(body === undefined ? {} : { 'content-type': 'application/json' }),
          },
          ...(body === undefined ? {} : { body: JSON.stringify(body) }),
          signal: AbortSignal.timeout(timeout),
        });
      } catch (error) {
        throw new PaypalError(null, 'NETWORK_ERROR', (error as Error).message);
      }
      const answer = (await response.json().catch(() => ({}))) as Json;
      if (!response.ok) {
        const issue = ((answer.details as Json[] | undefined) ?? [])[0]?.issue;
        throw new PaypalError(
          response.status,
          String(answer.name ?? 'PAYPAL_ERROR'),
          String(answer.message ?? `PayPal answered ${response.status}`),
          typeof issue === 'string' ? issue : null,
        );
      }
      return answer;
    });

  const payer = (answer: Json) => ((answer.payer as Json | undefined)?.payer_info ?? {}) as Json;

  return {
    /** v1 billing agreement token for a merchant-initiated agreement; the buyer approves it at `approvalUrl`. */
    async createAgreementToken(returnUrl: string, cancelUrl: string): Promise<{ tokenId: string; approvalUrl: string }> {
      const answer = await v1('POST', '/v1/billing-agreements/agreement-tokens', {
        description: 'Crust orders',
        payer: { payment_method: 'PAYPAL' },
        plan: {
          type: 'MERCHANT_INITIATED_BILLING',
          merchant_preferences: {
            return_url: returnUrl,
            cancel_url: cancelUrl,
            accepted_pymt_type: 'INSTANT',
            skip_shipping_address: true,
          },
        },
      });
      const approval = ((answer.links as Json[] | undefined) ?? []).find((link) => link.rel === 'approval_url');
      return { tokenId: String(answer.token_id), approvalUrl: String(approval?.href ?? '') };
    },
    /** v1: the approved token made an agreement. */
    async createAgreement(tokenId: string): Promise<PaypalAgreement> {
      const answer = await v1('POST', '/v1/billing-agreements/agreements', { token_id: tokenId });
      return {
        id: String(answer.id),
        payerId: String(payer(answer).payer_id ?? ''),
        email: typeof payer(answer).email === 'string' ? String(payer(answer).email) : null,
      };
    },
    /** v1: the agreement as PayPal holds it now (ACTIVE until the buyer or merchant cancels it). */
    async getAgreement(id: string): Promise<PaypalAgreement & { state: string }> {
      const answer = await v1('GET', `/v1/billing-agreements/agreements/${encodeURIComponent(id)}`);
      return {
        id: String(answer.id),
        state: String(answer.state ?? ''),
        payerId: String(payer(answer).payer_id ?? ''),
        email: typeof payer(answer).email === 'string' ? String(payer(answer).email) : null,
      };
    },
    /**
     * v2 order of `amount` cents, created without a payment source (status CREATED): PayPal's reference-transaction
     * flow names the billing agreement when capturing. A delivery's says where it ships.
     */
    async createOrder(amount: number, customId: string, requestId: string, shipping?: PaypalShipping): Promise<PaypalOrder> {
      const { result } = await withSession(({ orders }) =>
        orders.createOrder({
          body: {
            intent: CheckoutPaymentIntent.Capture,
            purchaseUnits: [
              {
                amount: { currencyCode: 'USD', value: dollars(amount) },
                customId,
                ...(shipping ? { shipping: shippingDetail(shipping) } : {}),
              },
            ],
          },
          paypalRequestId: requestId,
        }),
      );
      return toOrder(result);
    },
    async getOrder(id: string): Promise<PaypalOrder> {
      return toOrder((await withSession(({ orders }) => orders.getOrder({ id }))).result);
    },
    /** Captures the order on the billing agreement (`payment_source.token`); the same `requestId` again answers the same capture (PayPal-Request-Id). */
    async captureOrder(id: string, agreementId: string, requestId: string): Promise<PaypalOrder> {
      const { result } = await withSession(({ orders }) =>
        orders.captureOrder({
          id,
          paypalRequestId: requestId,
          body: { paymentSource: { token: { id: agreementId, type: TokenType.BillingAgreement } } },
        }),
      );
      return toOrder(result);
    },
    /** v2 refund of `amount` cents of a capture (all that is left of it without one); the same `requestId` again answers the same refund. */
    async refundCapture(captureId: string, amount: number | null, requestId: string): Promise<{ id: string; status: string }> {
      const { result } = await withSession(({ payments }) =>
        payments.refundCapturedPayment({
          captureId,
          paypalRequestId: requestId,
          body: amount === null ? {} : { amount: { currencyCode: 'USD', value: dollars(amount) } },
        }),
      );
      return { id: String(result.id), status: String(result.status) };
    },
  };
}

export type PaypalClient = ReturnType<typeof createPaypalClient>;
