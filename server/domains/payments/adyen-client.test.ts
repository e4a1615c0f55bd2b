import { describe, expect, it } from 'vitest';
import { adyenCheckoutBase, AdyenApiError, createAdyenClient } from './adyen-client';

/*
 * The real Adyen adapter pinned at its boundary: `fetch` is stubbed here and records what the client sends
 * Adyen's Checkout API v71 (URLs, headers, bodies as Adyen documents them) and answers as Adyen does. The
 * same client against the embedded sandbox, end to end, is adyen-sandbox.test.ts and the save and order tests.
 */
type Sent = { url: string; method: string; headers: Record<string, string>; body: unknown };

function stubbed(baseUrl: string, answers: Array<{ status: number; body: unknown } | Error>) {
  const sent: Sent[] = [];
  const fetchStub = (async (input: string, init: RequestInit) => {
    const headers = { ...(init.headers as Record<string, string>) };
    sent.push({ url: input, method: init.method ?? 'GET', headers, body: typeof init.body === 'string' ? JSON.parse(init.body) : undefined });
    const next = answers.shift() ?? { status: 500, body: {} };
    if (next instanceof Error) throw next;
    return new Response(next.status === 204 ? null : JSON.stringify(next.body), { status: next.status, headers: { 'content-type': 'application/json' } });
  }) as unknown as typeof fetch;
  return { client: createAdyenClient({ baseUrl, apiKey: 'AQE_key', merchantAccount: 'CrustECOM', fetch: fetchStub }), sent };
}

const authorised = { resultCode: 'Authorised', pspReference: 'QFQTPCQ8HXSKGK82', merchantReference: 'order-1', additionalData: { cardSummary: '1111' } };

describe('the Adyen Checkout client (stubbed fetch)', () => {
  it("knows Adyen's endpoints: checkout-test for test, the account's prefix for live", () => {
    expect(adyenCheckoutBase('test', null)).toBe('https://checkout-test.adyen.com/v71');
    expect(adyenCheckoutBase('live', '1797a841fbb37ca7-CrustPizza')).toBe('https://1797a841fbb37ca7-CrustPizza-checkout-live.adyenpayments.com/checkout/v71');
    expect(() => adyenCheckoutBase('live', null)).toThrow('ADYEN_LIVE_URL_PREFIX');
  });

  it('POSTs /payments to the test endpoint with X-API-Key, JSON, the Idempotency-Key and the merchant account', async () => {
    const { client, sent } = stubbed(adyenCheckoutBase('test', null), [{ status: 200, body: authorised }]);
    const request = {
      amount: { currency: 'USD', value: 2259 }, reference: 'order-1', paymentMethod: { type: 'scheme', storedPaymentMethodId: 'M5N7TQ4TG5PFWR50' },
      shopperReference: 'crust-user-7', recurringProcessingModel: 'CardOnFile', shopperInteraction: 'ContAuth', returnUrl: 'https://crust.test/3ds-redirect',
    };
    expect(await client.payments(request, 'crust-order-1')).toMatchObject(authorised);
    expect(sent).toEqual([{
      url: 'https://checkout-test.adyen.com/v71/payments', method: 'POST',
      headers: { 'x-api-key': 'AQE_key', accept: 'application/json', 'content-type': 'application/json', 'idempotency-key': 'crust-order-1' },
      body: { ...request, merchantAccount: 'CrustECOM' },
    }]);
  });

  it('POSTs /payments/details and DELETEs stored cards on the live endpoint; no Idempotency-Key unless given', async () => {
    const live = adyenCheckoutBase('live', 'abc-Crust');
    const { client, sent } = stubbed(live, [{ status: 200, body: authorised }, { status: 204, body: null }]);
    await client.paymentsDetails({ redirectResult: 'X6XtfGC3!Y' });
    await client.disableStoredPaymentMethod('M5N7TQ4TG5PFWR50', 'crust-user-7');
    expect(sent[0]).toEqual({
      url: 'https://abc-Crust-checkout-live.adyenpayments.com/checkout/v71/payments/details', method: 'POST',
      headers: { 'x-api-key': 'AQE_key', accept: 'application/json', 'content-type': 'application/json' }, body: { details: { redirectResult: 'X6XtfGC3!Y' } },
    });
    expect(sent[1]).toEqual({
      url: 'https://abc-Crust-checkout-live.adyenpayments.com/checkout/v71/storedPaymentMethods/M5N7TQ4TG5PFWR50?merchantAccount=CrustECOM&shopperReference=crust-user-7',
      method: 'DELETE', headers: { 'x-api-key': 'AQE_key', accept: 'application/json' }, body: undefined,
    });
  });

  it("answers Adyen's errors with their status and errorCode, an unreachable Adyen as status null, an answer without resultCode as an error", async () => {
    const { client } = stubbed('https://checkout-test.adyen.com/v71', [
      { status: 422, body: { status: 422, errorCode: '174', message: 'Unable to decrypt data', errorType: 'validation' } },
      { status: 401, body: { status: 401, errorCode: '000', message: 'HTTP Status Response - Unauthorized', errorType: 'security' } },
      new TypeError('fetch failed'),
      { status: 200, body: { pspReference: 'X' } },
      { status: 502, body: 'not json' },
    ]);
    const errors = [];
    for (let i = 0; i < 5; i += 1) errors.push(await client.payments({}).catch((error: unknown) => error));
    for (const error of errors) expect(error).toBeInstanceOf(AdyenApiError);
    expect(errors.map((e) => [(e as AdyenApiError).status, (e as AdyenApiError).errorCode])).toEqual([[422, '174'], [401, '000'], [null, null], [502, null], [502, null]]);
    expect((errors[0] as AdyenApiError).message).toBe('Unable to decrypt data');
  });
});
