import { describe, expect, it } from 'vitest';
import { createPaypalClient, PaypalError } from './paypal-client';

/*
 * The real PayPal adapter (PayPal's server SDK plus plain fetch for v1) pinned at its boundary: `fetch` is
 * stubbed here and records what the client sends PayPal's REST API (paths, headers, bodies as PayPal
 * documents them) and answers as PayPal does.
 * The same client against the embedded sandbox, end to end, is paypal.test.ts.
 */
type Sent = { url: string; method: string; headers: Record<string, string>; body: unknown };

function stubbed(answers: Array<{ status: number; body: unknown }>) {
  const sent: Sent[] = [];
  const fetchStub = (async (input: string | URL | Request, init?: RequestInit) => {
    const request = new Request(input, init);
    const headers: Record<string, string> = {};
    request.headers.forEach((value, name) => {
      headers[name] = value;
    });
    const raw = await request.text();
    sent.push({
      url: request.url,
      method: request.method,
      headers,
      body: raw && headers['content-type']?.startsWith('application/json') ? JSON.parse(raw) : raw,
    });
    const next = answers.shift() ?? { status: 500, body: {} };
    return new Response(JSON.stringify(next.body), { status: next.status, headers: { 'content-type': 'application/json' } });
  }) as typeof fetch;
  const client = createPaypalClient({ environment: 'sandbox', clientId: 'client-id', clientSecret: 'secret', fetch: fetchStub });
  return { client, sent };
}
const oauth = { status: 200, body: { access_token: 'A21AA-token', token_type: 'Bearer', expires_in: 32400 } };

describe('the PayPal REST client (stubbed fetch)', () => {
  it('gets an OAuth token with client credentials once, then creates an agreement token with merchant preferences', async () => {
    const { client, sent } = stubbed([
      oauth,
      {
        status: 201,
        body: {
          token_id: 'BA-1',
          links: [{ rel: 'approval_url', href: 'https://www.sandbox.paypal.com/agreements/approve?ba_token=BA-1' }],
        },
      },
      { status: 201, body: { id: 'B-1', state: 'ACTIVE', payer: { payer_info: { payer_id: 'P1', email: 'b@example.com' } } } },
    ]);
    expect(
      await client.createAgreementToken(
        'https://crust.test/paypal-return?outcome=approved',
        'https://crust.test/paypal-return?outcome=cancelled',
      ),
    ).toEqual({ tokenId: 'BA-1', approvalUrl: 'https://www.sandbox.paypal.com/agreements/approve?ba_token=BA-1' });
    expect(await client.createAgreement('BA-1')).toEqual({ id: 'B-1', payerId: 'P1', email: 'b@example.com' });

    expect(sent[0]).toMatchObject({
      url: 'https://api-m.sandbox.paypal.com/v1/oauth2/token',
      method: 'POST',
      body: 'grant_type=client_credentials',
      headers: {
        authorization: `Basic ${Buffer.from('client-id:secret').toString('base64')}`,
        'content-type': 'application/x-www-form-urlencoded',
      },
    });
    expect(sent[1]).toMatchObject({
      url: 'https://api-m.sandbox.paypal.com/v1/billing-agreements/agreement-tokens',
      method: 'POST',
      headers: { authorization: 'Bearer A21AA-token', 'content-type': 'application/json' },
      body: {
        payer: { payment_method: 'PAYPAL' },
        plan: {
          type: 'MERCHANT_INITIATED_BILLING',
          merchant_preferences: {
            return_url: 'https://crust.test/paypal-return?outcome=approved',
            cancel_url: 'https://crust.test/paypal-return?outcome=cancelled',
            accepted_pymt_type: 'INSTANT',
          },
        },
      },
    });
    expect(sent[2]).toMatchObject({
      url: 'https://api-m.sandbox.paypal.com/v1/billing-agreements/agreements',
      body: { token_id: 'BA-1' },
      headers: { authorization: 'Bearer A21AA-token' },
    });
    expect(sent.filter((s) => s.url.endsWith('/oauth2/token'))).toHaveLength(1);
  });

  it('makes a v2 order in dollars without a payment source, and captures it on the billing agreement with a PayPal-Request-Id', async () => {
    const order = {
      id: 'O-1',
      status: 'CREATED',
      purchase_units: [{ amount: { currency_code: 'USD', value: '20.59' }, custom_id: 'crust-shop-1001' }],
    };
    const captured = {
      ...order,
      status: 'COMPLETED',
      purchase_units: [{ ...order.purchase_units[0], payments: { captures: [{ id: 'C-1', status: 'COMPLETED' }] } }],
    };
    const { client, sent } = stubbed([oauth, { status: 201, body: order }, { status: 201, body: captured }]);
    expect(await client.createOrder(2059, 'crust-shop-1001', 'req-1')).toEqual({
      id: 'O-1',
      status: 'CREATED',
      amount: 2059,
      currency: 'USD',
      customId: 'crust-shop-1001',
      captureId: null,
      captureStatus: null,
      captureReason: null,
      shipping: null,
    });
    expect(await client.captureOrder('O-1', 'B-1', 'crust-order-u1')).toMatchObject({
      status: 'COMPLETED',
      captureId: 'C-1',
      captureStatus: 'COMPLETED',
    });
    expect(sent[1]).toMatchObject({
      url: 'https://api-m.sandbox.paypal.com/v2/checkout/orders',
      headers: { 'paypal-request-id': 'req-1' },
      body: { intent: 'CAPTURE', purchase_units: [{ amount: { currency_code: 'USD', value: '20.59' }, custom_id: 'crust-shop-1001' }] },
    });
    expect(sent[1]!.body).not.toHaveProperty('payment_source');
    expect(sent[2]).toMatchObject({
      url: 'https://api-m.sandbox.paypal.com/v2/checkout/orders/O-1/capture',
      method: 'POST',
      headers: { 'paypal-request-id': 'crust-order-u1' },
      body: { payment_source: { token: { id: 'B-1', type: 'BILLING_AGREEMENT' } } },
    });
  });

  it("sends a delivery's shipping as Orders v2 purchase_units[].shipping (shipping_detail) and reads it back", async () => {
    const shipping = {
      name: 'Ann Lee',
      phone: '7185550100',
      address_line_1: '123 Court St',
      admin_area_1: 'NY',
      admin_area_2: 'Brooklyn',
      postal_code: '11201',
      country_code: 'US' as const,
    };
    const detail = {
      type: 'SHIPPING',
      name: { full_name: 'Ann Lee' },
      phone_number: { country_code: '1', national_number: '7185550100' },
      address: { address_line_1: '123 Court St', admin_area_2: 'Brooklyn', admin_area_1: 'NY', postal_code: '11201', country_code: 'US' },
    };
    const order = {
      id: 'O-2',
      status: 'CREATED',
      purchase_units: [{ amount: { currency_code: 'USD', value: '23.59' }, shipping: detail }],
    };
    const { client, sent } = stubbed([oauth, { status: 201, body: order }]);
    // read back as the SDK's model of it (shipping_with_tracking_details)
    expect((await client.createOrder(2359, 'crust-shop-1001', 'req-2', shipping)).shipping).toEqual({
      type: 'SHIPPING',
      name: { fullName: 'Ann Lee' },
      phoneNumber: { countryCode: '1', nationalNumber: '7185550100' },
      address: { addressLine1: '123 Court St', adminArea2: 'Brooklyn', adminArea1: 'NY', postalCode: '11201', countryCode: 'US' },
    });
    expect(sent[1]).toMatchObject({ body: { purchase_units: [{ shipping: detail }] } });
    expect(
      (sent[1] as { body: { purchase_units: { shipping: { address: object } }[] } }).body.purchase_units[0]!.shipping.address,
    ).not.toHaveProperty('address_line_2');
  });

  it("answers PayPal's error name and issue, and a network failure as status null", async () => {
    const { client } = stubbed([
      oauth,
      { status: 422, body: { name: 'UNPROCESSABLE_ENTITY', message: 'no', details: [{ issue: 'AGREEMENT_ALREADY_CANCELLED' }] } },
    ]);
    await expect(client.createOrder(100, 'c', 'r')).rejects.toMatchObject({
      status: 422,
      name: 'UNPROCESSABLE_ENTITY',
      issue: 'AGREEMENT_ALREADY_CANCELLED',
    });
    const offline = createPaypalClient({
      environment: 'sandbox',
      clientId: 'a',
      clientSecret: 'b',
      fetch: (async () => {
        throw new TypeError('fetch failed');
      }) as unknown as typeof fetch,
    });
    const error = await offline.getOrder('O-1').catch((e: unknown) => e);
    expect(error).toBeInstanceOf(PaypalError);
    expect(error).toMatchObject({ status: null });
  });
});
