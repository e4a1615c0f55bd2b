import { createHash } from 'node:crypto';
import { createRequire } from 'node:module';
import type { Config, Types } from '@adyen/api-library';
import type ClientInterface from '@adyen/api-library/lib/src/httpClient/clientInterface';
import type { IRequest } from '@adyen/api-library/lib/src/typings/requestOptions';
import { z } from 'zod';

// A CommonJS package whose named exports Node 20's ESM loader cannot see (Node 22+ can): taken through require
const { CheckoutAPI, Client, EnvironmentEnum, HttpClientException } = createRequire(import.meta.url)(
  '@adyen/api-library',
) as typeof import('@adyen/api-library');

/**
 * The platform's Adyen client: Adyen's own Node library (@adyen/api-library 31, Checkout API v71: PaymentsApi,
 * RecurringApi, ModificationsApi), which serialises the requests and deserialises the answers with its models. The
 * library picks the endpoint from the environment (test: checkout-test.adyen.com/v71; live: the account's
 * {prefix}-checkout-live.adyenpayments.com/checkout/v71) and sends with its own HTTPS client. The embedded sandbox
 * lives on this server under the platform's path, which the library cannot reach by itself: its client is given
 * an HTTP client (`rebasedFetchClient`) that sends the library's request to the sandbox instead, in-process.
 */
export type AdyenSettings = {
  apiKey: string;
  merchantAccount: string;
  environment: 'test' | 'live';
  /** live only: the account's endpoint prefix (ADYEN_LIVE_URL_PREFIX) */
  liveEndpointUrlPrefix?: string | null;
  /** the library's HTTP client to use instead of its own (the sandbox's; tests) */
  httpClient?: ClientInterface;
};

/** Where the library sends Checkout v71 in the test environment: what `rebasedFetchClient` moves elsewhere. */
export const ADYEN_TEST_CHECKOUT = 'https://checkout-test.adyen.com/v71';

/**
 * An HTTP client for the library that sends its requests with `fetch` to `base` instead of `from`, with the headers
 * the library's own client sends (X-API-Key, Content-Type application/json, Idempotency-Key) and its errors
 * (HttpClientException with Adyen's error body as apiError), so the adapter sees the same answers either way.
 */
export function rebasedFetchClient(fetchFn: typeof fetch, base: string, from = ADYEN_TEST_CHECKOUT): ClientInterface {
  return {
    async request(
      endpoint: string,
      json: string,
      config: Config,
      _isApiKeyRequired: boolean,
      options: IRequest.Options = {},
    ): Promise<string> {
      const url = new URL(endpoint.startsWith(from) ? `${base}${endpoint.slice(from.length)}` : endpoint);
      if (options.params) url.search = new URLSearchParams(options.params as Record<string, string>).toString();
      const method = options.method ?? 'POST';
      const headers: Record<string, string> = {
        'x-api-key': config.apiKey ?? '',
        'content-type': 'application/json',
        'accept-charset': 'utf-8',
        ...(options.idempotencyKey ? { 'idempotency-key': options.idempotencyKey } : {}),
      };
      const response = await fetchFn(url, {
        method,
        headers,
        ...(method === 'GET' || method === 'DELETE' ? {} : { body: json }),
        signal: AbortSignal.timeout(config.connectionTimeoutMillis ?? 30_000),
      });
      const body = await response.text();
      if (response.ok) return body;
      const parsed = parseJson(body);
      const apiError =
        typeof parsed === 'object' && parsed !== null && 'status' in parsed
          ? (parsed as Types.checkout.ServiceError & { status: number })
          : undefined;
      throw new HttpClientException({
        message: `HTTP Exception: ${apiError?.status ?? response.status}. ${response.statusText}${apiError ? `: ${apiError.message}` : ''}`,
        statusCode: apiError?.status ?? response.status,
        errorCode: apiError?.errorCode,
        responseBody: body,
        apiError: apiError as never,
      });
    },
  };
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
  constructor(
    readonly status: number | null,
    readonly errorCode: string | null,
    message: string,
    readonly errorType: string | null = null,
  ) {
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
  action: z
    .looseObject({ type: z.string(), url: z.string().optional(), method: z.string().optional(), paymentData: z.string().optional() })
    .optional(),
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

const adyenErrorBody = z.looseObject({
  errorCode: z.string().optional(),
  message: z.string().optional(),
  errorType: z.string().optional(),
});

const parseJson = (text: string): unknown => {
  try {
    return JSON.parse(text);
  } catch {
    return null;
  }
};

/** The library's failure as the platform's: Adyen's status, errorCode, message and errorType, or status null (not reached). */
function adyenError(error: unknown): AdyenApiError {
  if (error instanceof AdyenApiError) return error;
  if (error instanceof HttpClientException && typeof error.statusCode === 'number') {
    const body = adyenErrorBody.safeParse(error.apiError ?? parseJson(error.responseBody ?? ''));
    const problem = body.success ? body.data : {};
    return new AdyenApiError(
      error.statusCode,
      problem.errorCode ?? error.errorCode ?? null,
      problem.message ?? `Adyen answered ${error.statusCode}`,
      problem.errorType ?? null,
    );
  }
  return new AdyenApiError(null, null, error instanceof Error ? error.message : String(error));
}

async function calling<T>(call: () => Promise<T>): Promise<T> {
  try {
    return await call();
  } catch (error) {
    throw adyenError(error);
  }
}

const options = (idempotencyKey?: string): IRequest.Options => (idempotencyKey ? { idempotencyKey } : {});

export function createAdyenClient(settings: AdyenSettings) {
  const client = new Client(
    {
      apiKey: settings.apiKey,
      environment: settings.environment === 'live' ? EnvironmentEnum.LIVE : EnvironmentEnum.TEST,
      ...(settings.liveEndpointUrlPrefix ? { liveEndpointUrlPrefix: settings.liveEndpointUrlPrefix } : {}),
      connectionTimeoutMillis: 30_000,
    },
    settings.httpClient,
  );
  const checkout = new CheckoutAPI(client);

  const payment = (answer: unknown): AdyenPaymentResponse => {
    const parsed = adyenPaymentResponse.safeParse(answer);
    if (!parsed.success) throw new AdyenApiError(502, null, 'Adyen answered a payment without a resultCode');
    return parsed.data;
  };

  return {
    merchantAccount: settings.merchantAccount,
    /** POST /payments (merchantAccount added); the same idempotencyKey again answers the first answer. */
    async payments(request: Record<string, unknown>, idempotencyKey?: string): Promise<AdyenPaymentResponse> {
      const body = { ...request, merchantAccount: settings.merchantAccount } as unknown as Types.checkout.PaymentRequest;
      return payment(await calling(() => checkout.PaymentsApi.payments(body, options(idempotencyKey))));
    },
    /** POST /payments/details with what a redirect (the 3-D Secure challenge) returned. */
    async paymentsDetails(details: { redirectResult: string }, idempotencyKey?: string): Promise<AdyenPaymentResponse> {
      return payment(await calling(() => checkout.PaymentsApi.paymentsDetails({ details }, options(idempotencyKey))));
    },
    /** POST /paymentMethods: the methods the account offers, and a shopper's stored cards. */
    async paymentMethods(shopperReference?: string): Promise<Types.checkout.PaymentMethodsResponse> {
      return calling(() =>
        checkout.PaymentsApi.paymentMethods({
          merchantAccount: settings.merchantAccount,
          ...(shopperReference ? { shopperReference } : {}),
        }),
      );
    },
    /**
     * POST /payments/{paymentPspReference}/refunds: `value` cents of the payment back to the shopper. Adyen answers that
     * it received the request (it settles later); the same idempotencyKey again answers the first answer.
     */
    async refund(
      paymentPspReference: string,
      amount: { currency: string; value: number },
      reference: string,
      idempotencyKey: string,
    ): Promise<AdyenRefundResponse> {
      const answer = await calling(() =>
        checkout.ModificationsApi.refundCapturedPayment(
          paymentPspReference,
          { merchantAccount: settings.merchantAccount, amount, reference },
          options(idempotencyKey),
        ),
      );
      const parsed = adyenRefundResponse.safeParse(answer);
      if (!parsed.success) throw new AdyenApiError(502, null, 'Adyen answered a refund without its pspReference');
      return parsed.data;
    },
    /** POST /payments/{paymentPspReference}/cancels: an authorised payment is never captured. */
    async cancel(paymentPspReference: string, reference: string, idempotencyKey: string): Promise<Types.checkout.PaymentCancelResponse> {
      return calling(() =>
        checkout.ModificationsApi.cancelAuthorisedPaymentByPspReference(
          paymentPspReference,
          { merchantAccount: settings.merchantAccount, reference },
          options(idempotencyKey),
        ),
      );
    },
    /** DELETE /storedPaymentMethods/{id}: the shopper's stored card is never charged again. */
    async disableStoredPaymentMethod(id: string, shopperReference: string): Promise<void> {
      await calling(() => checkout.RecurringApi.deleteTokenForStoredPaymentDetails(id, shopperReference, settings.merchantAccount));
    },
  };
}

export type AdyenClient = ReturnType<typeof createAdyenClient>;
