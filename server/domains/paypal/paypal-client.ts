/**
 * The platform's PayPal client: PayPal's REST API over `fetch`, with OAuth client credentials (the access
 * token kept until shortly before it expires). The same code talks to the real PayPal (api-m.paypal.com,
 * or its sandbox) with PAYPAL_CLIENT_ID / PAYPAL_CLIENT_SECRET, and to the embedded sandbox in-process
 * (server/domains/paypal-sandbox through sandboxFetch) without them.
 */
import type { PaypalShipping } from '../../contract/paypal';

export type PaypalSettings = { apiBase: string; clientId: string; clientSecret: string; fetch: typeof fetch };

/** PayPal answered with an error (its name and first detail's issue), or could not be reached (status null). */
export class PaypalError extends Error {
  constructor(readonly status: number | null, readonly name: string, message: string, readonly issue: string | null = null) {
    super(message);
  }
}

export type PaypalAgreement = { id: string; payerId: string; email: string | null };
export type PaypalOrder = {
  id: string; status: string; amount: number; currency: string; customId: string | null; captureId: string | null; captureStatus: string | null;
  /** a capture not COMPLETED says why (status_details.reason, e.g. PENDING_REVIEW), else null */
  captureReason: string | null;
  /** purchase_units[0].shipping as PayPal holds it (Orders v2 shipping_detail), or null */
  shipping: Record<string, unknown> | null;
};

type Json = Record<string, unknown>;
const toCents = (value: unknown) => Math.round(Number(value) * 100);

function toOrder(body: Json): PaypalOrder {
  const unit = ((body.purchase_units as Json[] | undefined) ?? [])[0] ?? {};
  const amount = (unit.amount ?? {}) as Json;
  const capture = ((((unit.payments as Json | undefined)?.captures as Json[] | undefined) ?? [])[0] ?? {}) as Json;
  return {
    id: String(body.id),
    status: String(body.status),
    amount: toCents(amount.value),
    currency: String(amount.currency_code ?? ''),
    customId: typeof unit.custom_id === 'string' ? unit.custom_id : null,
    captureId: typeof capture.id === 'string' ? capture.id : null,
    captureStatus: typeof capture.status === 'string' ? capture.status : null,
    captureReason: typeof (capture.status_details as Json | undefined)?.reason === 'string' ? String((capture.status_details as Json).reason) : null,
    shipping: unit.shipping && typeof unit.shipping === 'object' ? (unit.shipping as Json) : null,
  };
}

/** Orders v2 `purchase_units[].shipping` (shipping_detail): name.full_name, phone_number (E.164 parts), address (address_portable). */
function shippingDetail(shipping: PaypalShipping) {
  return {
    type: 'SHIPPING',
    name: { full_name: shipping.name },
    phone_number: { country_code: '1', national_number: shipping.phone },
    address: {
      address_line_1: shipping.address_line_1,
      ...(shipping.address_line_2 ? { address_line_2: shipping.address_line_2 } : {}),
      admin_area_2: shipping.admin_area_2,
      admin_area_1: shipping.admin_area_1,
      postal_code: shipping.postal_code,
      country_code: shipping.country_code,
    },
  };
}

export function createPaypalClient(settings: PaypalSettings) {
  let accessToken: { value: string; until: number } | null = null;

  async function send(path: string, init: RequestInit): Promise<Response> {
    try {
      return await settings.fetch(`${settings.apiBase}${path}`, { ...init, signal: AbortSignal.timeout(20_000) });
    } catch (error) {
      throw new PaypalError(null, 'NETWORK_ERROR', (error as Error).message);
    }
  }

  async function token(): Promise<string> {
    if (accessToken && accessToken.until > Date.now()) return accessToken.value;
    const response = await send('/v1/oauth2/token', {
      method: 'POST',
      headers: {
        authorization: `Basic ${Buffer.from(`${settings.clientId}:${settings.clientSecret}`).toString('base64')}`,
        'content-type': 'application/x-www-form-urlencoded',
        accept: 'application/json',
      },
      body: 'grant_type=client_credentials',
    });
    const body = (await response.json().catch(() => ({}))) as Json;
    if (!response.ok) throw new PaypalError(response.status, String(body.error ?? 'AUTHENTICATION_FAILURE'), String(body.error_description ?? 'PayPal refused the credentials'));
    // renewed a minute before PayPal lets it expire
    accessToken = { value: String(body.access_token), until: Date.now() + (Number(body.expires_in) - 60) * 1000 };
    return accessToken.value;
  }

  async function call(method: 'GET' | 'POST', path: string, body?: unknown, headers: Record<string, string> = {}): Promise<Json> {
    const response = await send(path, {
      method,
      headers: { authorization: `Bearer ${await token()}`, accept: 'application/json', ...(body === undefined ? {} : { 'content-type': 'application/json' }), ...headers },
      ...(body === undefined ? {} : { body: JSON.stringify(body) }),
    });
    const answer = (await response.json().catch(() => ({}))) as Json;
    if (!response.ok) {
      const issue = ((answer.details as Json[] | undefined) ?? [])[0]?.issue;
      throw new PaypalError(response.status, String(answer.name ?? 'PAYPAL_ERROR'), String(answer.message ?? `PayPal answered ${response.status}`), typeof issue === 'string' ? issue : null);
    }
    return answer;
  }

  return {
    /** v1 billing agreement token for a merchant-initiated agreement; the buyer approves it at `approvalUrl`. */
    async createAgreementToken(returnUrl: string, cancelUrl: string): Promise<{ tokenId: string; approvalUrl: string }> {
      const answer = await call('POST', '/v1/billing-agreements/agreement-tokens', {
        description: 'Crust orders',
        payer: { payment_method: 'PAYPAL' },
        plan: { type: 'MERCHANT_INITIATED_BILLING', merchant_preferences: { return_url: returnUrl, cancel_url: cancelUrl, accepted_pymt_type: 'INSTANT', skip_shipping_address: true } },
      });
      const approval = ((answer.links as Json[] | undefined) ?? []).find((link) => link.rel === 'approval_url');
      return { tokenId: String(answer.token_id), approvalUrl: String(approval?.href ?? '') };
    },
    /** v1: the approved token made an agreement. */
    async createAgreement(tokenId: string): Promise<PaypalAgreement> {
      const answer = await call('POST', '/v1/billing-agreements/agreements', { token_id: tokenId });
      const payer = ((answer.payer as Json | undefined)?.payer_info ?? {}) as Json;
      return { id: String(answer.id), payerId: String(payer.payer_id ?? ''), email: typeof payer.email === 'string' ? payer.email : null };
    },
    /** v1: the agreement as PayPal holds it now (ACTIVE until the buyer or merchant cancels it). */
    async getAgreement(id: string): Promise<PaypalAgreement & { state: string }> {
      const answer = await call('GET', `/v1/billing-agreements/agreements/${encodeURIComponent(id)}`);
      const payer = ((answer.payer as Json | undefined)?.payer_info ?? {}) as Json;
      return { id: String(answer.id), state: String(answer.state ?? ''), payerId: String(payer.payer_id ?? ''), email: typeof payer.email === 'string' ? payer.email : null };
    },
    /**
     * v2 order of `amount` cents, created without a payment source (status CREATED): PayPal's reference-transaction
     * flow names the billing agreement when capturing. A delivery's says where it ships.
     */
    async createOrder(amount: number, customId: string, requestId: string, shipping?: PaypalShipping): Promise<PaypalOrder> {
      return toOrder(await call('POST', '/v2/checkout/orders', {
        intent: 'CAPTURE',
        purchase_units: [{ amount: { currency_code: 'USD', value: (amount / 100).toFixed(2) }, custom_id: customId, ...(shipping ? { shipping: shippingDetail(shipping) } : {}) }],
      }, { 'paypal-request-id': requestId }));
    },
    async getOrder(id: string): Promise<PaypalOrder> {
      return toOrder(await call('GET', `/v2/checkout/orders/${encodeURIComponent(id)}`));
    },
    /** v2 refund of `amount` cents of a capture; the same `requestId` again answers the same refund. */
    async refundCapture(captureId: string, amount: number, requestId: string): Promise<{ id: string; status: string }> {
      const answer = await call('POST', `/v2/payments/captures/${encodeURIComponent(captureId)}/refund`, {
        amount: { currency_code: 'USD', value: (amount / 100).toFixed(2) },
      }, { 'paypal-request-id': requestId });
      return { id: String(answer.id), status: String(answer.status) };
    },
    /** Captures the order on the billing agreement (`payment_source.token`); the same `requestId` again answers the same capture (PayPal-Request-Id). */
    async captureOrder(id: string, agreementId: string, requestId: string): Promise<PaypalOrder> {
      return toOrder(await call('POST', `/v2/checkout/orders/${encodeURIComponent(id)}/capture`, {
        payment_source: { token: { id: agreementId, type: 'BILLING_AGREEMENT' } },
      }, { 'paypal-request-id': requestId }));
    },
  };
}

export type PaypalClient = ReturnType<typeof createPaypalClient>;
