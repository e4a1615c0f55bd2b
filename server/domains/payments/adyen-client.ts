import { createHash } from 'node:crypto';
import { z } from 'zod';

/**
 * The platform's Adyen client: Adyen's Checkout API (v71) over `fetch`, with the API key in X-API-Key. The
 * same code talks to the real Adyen (test: checkout-test.adyen.com; live: the account's own
 * {prefix}-checkout-live.adyenpayments.com) and to the embedded sandbox in-process (server/domains/adyen-sandbox
 * through sandboxFetch).
 */
export type AdyenSettings = { baseUrl: string; apiKey: string; merchantAccount: string; fetch: typeof fetch };

/** Where Adyen's Checkout API v71 answers for an account in `environment` (live needs the account's URL prefix). */
export function adyenCheckoutBase(environment: 'test' | 'live', livePrefix: string | null): string {
  if (environment === 'test') return 'https://checkout-test.adyen.com/v71';
  if (!livePrefix) throw new Error('Adyen live needs its URL prefix (ADYEN_LIVE_URL_PREFIX)');
  return `https://${livePrefix}-checkout-live.adyenpayments.com/checkout/v71`;
}

/**
 * The Idempotency-Key of a /payments/details call (at most 64 characters, as Adyen allows): one per payment
 * (`reference`) and redirectResult, so a repeated call gets Adyen's first answer, and a stray result sent first
 * never holds the key against the right one.
 */
export const detailsIdempotencyKey = (reference: string, redirectResult: string) =>
  `details-${createHash('sha256').update(`${reference}\n${redirectResult}`).digest('base64url')}`;

/** Adyen answered with an error (its errorCode and errorType), or could not be reached (status null). */
export class AdyenApiError extends Error {
  constructor(readonly status: number | null, readonly errorCode: string | null, message: string, readonly errorType: string | null = null) {
    super(message);
    this.name = 'AdyenApiError';
  }
}

/** What the platform reads of a /payments or /payments/details answer; the rest is Adyen's and kept as is. */
export const adyenPaymentResponse = z.looseObject({
  resultCode: z.string(),
  pspReference: z.string().optional(),
  merchantReference: z.string().optional(),
  refusalReason: z.string().optional(),
  refusalReasonCode: z.string().optional(),
  action: z.looseObject({ type: z.string(), url: z.string().optional(), method: z.string().optional(), paymentData: z.string().optional() }).optional(),
  additionalData: z.record(z.string(), z.string()).optional(),
  paymentMethod: z.looseObject({ brand: z.string().optional(), type: z.string().optional() }).optional(),
});
export type AdyenPaymentResponse = z.infer<typeof adyenPaymentResponse>;

/** What the platform reads of a POST /payments/{paymentPspReference}/refunds answer (201): the refund's own reference. */
export const adyenRefundResponse = z.looseObject({
  pspReference: z.string(),
  paymentPspReference: z.string(),
  status: z.literal('received'),
  amount: z.object({ currency: z.string(), value: z.number().int() }),
});
export type AdyenRefundResponse = z.infer<typeof adyenRefundResponse>;

const adyenErrorBody = z.looseObject({ errorCode: z.string().optional(), message: z.string().optional(), errorType: z.string().optional() });

type Json = Record<string, unknown>;

const parseJson = (text: string): unknown => {
  try {
    return JSON.parse(text);
  } catch {
    return null;
  }
};

export function createAdyenClient(settings: AdyenSettings) {
  async function call(method: 'POST' | 'DELETE', path: string, body: Json | undefined, idempotencyKey?: string): Promise<unknown> {
    let response: Response;
    try {
      response = await settings.fetch(`${settings.baseUrl}${path}`, {
        method,
        headers: {
          'x-api-key': settings.apiKey, accept: 'application/json',
          ...(body === undefined ? {} : { 'content-type': 'application/json' }), ...(idempotencyKey ? { 'idempotency-key': idempotencyKey } : {}),
        },
        ...(body === undefined ? {} : { body: JSON.stringify(body) }),
        signal: AbortSignal.timeout(30_000),
      });
    } catch (error) {
      throw new AdyenApiError(null, null, (error as Error).message);
    }
    const answer = parseJson(await response.text());
    if (!response.ok) {
      const problem = adyenErrorBody.safeParse(answer);
      const { errorCode = null, message = `Adyen answered ${response.status}`, errorType = null } = problem.success ? problem.data : {};
      throw new AdyenApiError(response.status, errorCode, message, errorType);
    }
    return answer;
  }

  const payment = (answer: unknown): AdyenPaymentResponse => {
    const parsed = adyenPaymentResponse.safeParse(answer);
    if (!parsed.success) throw new AdyenApiError(502, null, 'Adyen answered a payment without a resultCode');
    return parsed.data;
  };

  return {
    merchantAccount: settings.merchantAccount,
    /** POST /payments (merchantAccount added); the same idempotencyKey again answers the first answer. */
    async payments(request: Json, idempotencyKey?: string): Promise<AdyenPaymentResponse> {
      return payment(await call('POST', '/payments', { ...request, merchantAccount: settings.merchantAccount }, idempotencyKey));
    },
    /** POST /payments/details with what a redirect (the 3-D Secure challenge) returned. */
    async paymentsDetails(details: { redirectResult: string }, idempotencyKey?: string): Promise<AdyenPaymentResponse> {
      return payment(await call('POST', '/payments/details', { details }, idempotencyKey));
    },
    /**
     * POST /payments/{paymentPspReference}/refunds: `value` cents of the payment back to the shopper. Adyen answers that
     * it received the request (it settles later); the same idempotencyKey again answers the first answer.
     */
    async refund(paymentPspReference: string, amount: { currency: string; value: number }, reference: string, idempotencyKey: string): Promise<AdyenRefundResponse> {
      const answer = await call('POST', `/payments/${encodeURIComponent(paymentPspReference)}/refunds`, { merchantAccount: settings.merchantAccount, amount, reference }, idempotencyKey);
      const parsed = adyenRefundResponse.safeParse(answer);
      if (!parsed.success) throw new AdyenApiError(502, null, 'Adyen answered a refund without its pspReference');
      return parsed.data;
    },
    /** DELETE /storedPaymentMethods/{id}: the shopper's stored card is never charged again. */
    async disableStoredPaymentMethod(id: string, shopperReference: string): Promise<void> {
      const query = new URLSearchParams({ merchantAccount: settings.merchantAccount, shopperReference });
      await call('DELETE', `/storedPaymentMethods/${encodeURIComponent(id)}?${query}`, undefined);
    },
  };
}

export type AdyenClient = ReturnType<typeof createAdyenClient>;
