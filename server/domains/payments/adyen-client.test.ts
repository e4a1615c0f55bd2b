import { HttpClientException } from '@adyen/api-library';
import type ClientInterface from '@adyen/api-library/lib/src/httpClient/clientInterface';
import { describe, expect, it } from 'vitest';
import { AdyenApiError, createAdyenClient, rebasedFetchClient } from './adyen-client';

/*
 * The real Adyen adapter pinned at its boundary: the Adyen library's HTTP client is replaced by one that records
 * what the library would send (endpoint, body, method, Idempotency-Key, query) and answers as Adyen does. The
 * endpoints are the library's own (Checkout v71). The same client against the embedded sandbox, end to end, is
 * adyen-sandbox/conformance.test.ts and the save and order tests.
 */
type Sent = { endpoint: string; method: string; body: unknown; idempotencyKey?: string; params?: unknown; apiKey?: string };

function recorded(environment: 'test' | 'live', answers: Array<string | Error>, liveEndpointUrlPrefix?: string) {
  const sent: Sent[] = [];
  const httpClient: ClientInterface = {
    async request(endpoint, json, config, _required, options = {}) {
      sent.push({
        endpoint,
        method: options.method ?? 'POST',
        body: json === '' ? undefined : JSON.parse(json),
        idempotencyKey: options.idempotencyKey,
        params: options.params,
        apiKey: config.apiKey,
      });
      const next = answers.shift() ?? new Error('no answer');
      if (next instanceof Error) throw next;
      return next;
    },
  };
  return {
    client: createAdyenClient({ apiKey: 'AQE_key', merchantAccount: 'CrustECOM', environment, liveEndpointUrlPrefix, httpClient }),
    sent,
  };
}

const authorised = {
  resultCode: 'Authorised',
  pspReference: 'QFQTPCQ8HXSKGK82',
  merchantReference: 'order-1',
  additionalData: { cardSummary: '1111' },
};
/** Adyen's error body, as the library's own HTTP client raises it */
const adyenFailure = (status: number, errorCode: string, message: string, errorType: string) =>
  new HttpClientException({
    message: `HTTP Exception: ${status}.`,
    statusCode: status,
    errorCode,
    apiError: { status, errorCode, message, errorType } as never,
    responseBody: JSON.stringify({ status, errorCode, message, errorType }),
  });

describe('the Adyen Checkout client (@adyen/api-library, recorded HTTP)', () => {
  it('POSTs /payments to the test endpoint with the API key, the Idempotency-Key and the merchant account', async () => {
    const { client, sent } = recorded('test', [JSON.stringify(authorised)]);
    const request = {
      amount: { currency: 'USD', value: 2259 },
      reference: 'order-1',
      paymentMethod: { type: 'scheme', storedPaymentMethodId: 'M5N7TQ4TG5PFWR50' },
      shopperReference: 'crust-user-7',
      recurringProcessingModel: 'CardOnFile',
      shopperInteraction: 'ContAuth',
      returnUrl: 'https://crust.test/3ds-redirect',
    };
    expect(await client.payments(request, 'crust-order-1')).toMatchObject(authorised);
    expect(sent).toEqual([
      {
        endpoint: 'https://checkout-test.adyen.com/v71/payments',
        method: 'POST',
        idempotencyKey: 'crust-order-1',
        params: undefined,
        apiKey: 'AQE_key',
        body: { ...request, merchantAccount: 'CrustECOM' },
      },
    ]);
  });

  it("live: the account's prefix endpoint for /payments/details, refunds, cancels and DELETE of a stored card; no Idempotency-Key unless given", async () => {
    const refund = {
      merchantAccount: 'CrustECOM',
      paymentPspReference: 'QFQTPCQ8HXSKGK82',
      pspReference: 'RF00000000000001',
      reference: 'void',
      status: 'received',
      amount: { currency: 'USD', value: 500 },
    };
    const cancel = {
      merchantAccount: 'CrustECOM',
      paymentPspReference: 'QFQTPCQ8HXSKGK82',
      pspReference: 'CN00000000000001',
      reference: 'cancel',
      status: 'received',
    };
    const { client, sent } = recorded(
      'live',
      [JSON.stringify(authorised), JSON.stringify(refund), JSON.stringify(cancel), ''],
      'abc-Crust',
    );
    await client.paymentsDetails({ redirectResult: 'X6XtfGC3!Y' });
    expect(await client.refund('QFQTPCQ8HXSKGK82', { currency: 'USD', value: 500 }, 'void', 'refund-key')).toEqual(refund);
    expect(await client.cancel('QFQTPCQ8HXSKGK82', 'cancel', 'cancel-key')).toMatchObject({
      status: 'received',
      pspReference: 'CN00000000000001',
    });
    await client.disableStoredPaymentMethod('M5N7TQ4TG5PFWR50', 'crust-user-7');
    const live = 'https://abc-Crust-checkout-live.adyenpayments.com/checkout/v71';
    expect(sent.map(({ endpoint, method, idempotencyKey }) => [endpoint, method, idempotencyKey])).toEqual([
      [`${live}/payments/details`, 'POST', undefined],
      [`${live}/payments/QFQTPCQ8HXSKGK82/refunds`, 'POST', 'refund-key'],
      [`${live}/payments/QFQTPCQ8HXSKGK82/cancels`, 'POST', 'cancel-key'],
      [`${live}/storedPaymentMethods/M5N7TQ4TG5PFWR50`, 'DELETE', undefined],
    ]);
    expect(sent[0].body).toEqual({ details: { redirectResult: 'X6XtfGC3!Y' } });
    expect(sent[1].body).toEqual({ merchantAccount: 'CrustECOM', amount: { currency: 'USD', value: 500 }, reference: 'void' });
    expect(sent[3]).toMatchObject({ body: undefined, params: { shopperReference: 'crust-user-7', merchantAccount: 'CrustECOM' } });
  });

  it("answers Adyen's errors with their status, errorCode and errorType; an unreachable Adyen as status null; an answer without resultCode as an error", async () => {
    const { client } = recorded('test', [
      adyenFailure(422, '174', 'Unable to decrypt data', 'validation'),
      adyenFailure(401, '000', 'HTTP Status Response - Unauthorized', 'security'),
      new Error('connect ECONNREFUSED'),
      JSON.stringify({ pspReference: 'X' }),
      new HttpClientException({ message: 'HTTP Exception: 502. Error while parsing response', statusCode: 502, responseBody: 'not json' }),
    ]);
    const errors = [];
    for (let i = 0; i < 5; i += 1) errors.push(await client.payments({}).catch((error: unknown) => error));
    for (const error of errors) expect(error).toBeInstanceOf(AdyenApiError);
    expect(errors.map((e) => [(e as AdyenApiError).status, (e as AdyenApiError).errorCode, (e as AdyenApiError).errorType])).toEqual([
      [422, '174', 'validation'],
      [401, '000', 'security'],
      [null, null, null],
      [502, null, null],
      [502, null, null],
    ]);
    expect((errors[0] as AdyenApiError).message).toBe('Unable to decrypt data');
  });

  it('the rebased client sends what the library asks to another base with fetch, as the library sends it, and raises its errors as the library does', async () => {
    const seen: { url: string; method: string; headers: Record<string, string>; body: string | null }[] = [];
    const fetchStub = (async (input: URL, init: RequestInit) => {
      seen.push({
        url: String(input),
        method: init.method!,
        headers: init.headers as Record<string, string>,
        body: (init.body as string | undefined) ?? null,
      });
      return seen.length === 1
        ? new Response(null, { status: 204 })
        : new Response(JSON.stringify({ status: 422, errorCode: '800', message: 'Contract not found', errorType: 'validation' }), {
            status: 422,
          });
    }) as unknown as typeof fetch;
    const client = createAdyenClient({
      apiKey: 'AQE_key',
      merchantAccount: 'CrustECOM',
      environment: 'test',
      httpClient: rebasedFetchClient(fetchStub, 'https://sandbox.invalid/checkout/v71'),
    });
    await client.disableStoredPaymentMethod('M5N7TQ4TG5PFWR50', 'crust-user-7');
    const failed = await client.payments({ reference: 'r' }, 'key-1').catch((error: unknown) => error);
    expect(seen[0]).toEqual({
      url: 'https://sandbox.invalid/checkout/v71/storedPaymentMethods/M5N7TQ4TG5PFWR50?shopperReference=crust-user-7&merchantAccount=CrustECOM',
      method: 'DELETE',
      headers: { 'x-api-key': 'AQE_key', 'content-type': 'application/json', 'accept-charset': 'utf-8' },
      body: null,
    });
    expect(seen[1]).toMatchObject({
      url: 'https://sandbox.invalid/checkout/v71/payments',
      method: 'POST',
      headers: { 'idempotency-key': 'key-1' },
    });
    expect(JSON.parse(seen[1].body!)).toEqual({ reference: 'r', merchantAccount: 'CrustECOM' });
    expect(failed).toMatchObject({ status: 422, errorCode: '800', message: 'Contract not found', errorType: 'validation' });
  });
});
