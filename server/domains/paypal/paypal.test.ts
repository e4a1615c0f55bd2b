import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { errorResponse } from '../../contract/common';
import { orderResponse } from '../../contract/orders';
import { agreementTokenResponse, billingAgreementResponse, PAYPAL_MESSAGES, paypalOrderResponse } from '../../contract/paypal';
import * as schema from '../../db/schema';
import { TEST_HOST, TEST_ORIGIN } from '../../identity/oidc-test-client';
import { createTestApp, databaseKinds, testClock, type TestApp } from '../../test/harness';
import { createPaypal } from './paypal';

const mondayNight = '2026-11-23T08:00:00Z'; // Brooklyn Slice House (1001) is open all day
const core = '/services/core/api';
type Fields = Record<string, unknown>;

/** A Large cheese pizza for pickup at 1001 ($18.00; with tax and service fee $20.59), as checkout prices it. */
const pricing = (fields: Fields = {}) => ({
  shop_id: 1001,
  shipping_type: 'pickup',
  payment_method: 'paypal',
  order_items_attributes: [{ products_type_id: 1001502, products_quantity: 1, selection_ids: [10010099] }],
  ...fields,
});
const placing = (paypal: Fields, fields: Fields = {}) => ({
  order: {
    ...pricing(),
    payment_method: 'credit',
    gateway: 'paypal',
    paypal,
    placed_via: 'web',
    email: 'ann@example.com',
    delivery_first_name: 'Ann',
    delivery_last_name: 'Lee',
    delivery_telephone: '718-555-0100',
    ...fields,
  },
  order_option_types: [],
});

describe.each(databaseKinds)('PayPal on %s (the embedded sandbox, through the real routes)', (kind) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(kind, { clock: testClock(mondayNight), dispatchControl: true });
  });
  afterAll(async () => t?.close());

  const call = (method: 'GET' | 'POST', url: string, payload?: object, headers: Record<string, string> = {}) =>
    t.app.inject({ method, url, headers: { host: TEST_HOST, ...headers }, ...(payload ? { payload } : {}) });
  const refusal = (response: { statusCode: number; json(): unknown }) => ({
    status: response.statusCode,
    ...errorResponse.parse(response.json()),
  });

  /** The shopper's approval: the token, then PayPal's page answered (approve or cancel), as the popup does. */
  async function approval(decision: 'approve' | 'cancel', buyer?: string) {
    const started = await call('POST', `${core}/v1/paypal/billing_agreement_tokens`, {});
    expect(started.statusCode, started.body).toBe(201);
    const { token_id, approval_url } = agreementTokenResponse.parse(started.json());
    const page = await call('GET', approval_url);
    expect(page.statusCode).toBe(200);
    expect(page.headers['x-frame-options']).toBe('DENY');
    expect(page.body).toContain('Agree and continue');
    const answered = await t.app.inject({
      method: 'POST',
      url: '/sandbox/paypal/checkoutnow',
      headers: { host: TEST_HOST, 'content-type': 'application/x-www-form-urlencoded' },
      payload: new URLSearchParams({ token: token_id, decision, ...(buyer ? { buyer } : {}) }).toString(),
    });
    expect(answered.statusCode).toBe(303);
    return { tokenId: token_id, location: new URL(String(answered.headers.location)) };
  }

  async function agreement(buyer?: string) {
    const { tokenId } = await approval('approve', buyer);
    const made = await call('POST', `${core}/v1/paypal/billing_agreements`, { token_id: tokenId });
    expect(made.statusCode, made.body).toBe(201);
    return billingAgreementResponse.parse(made.json()).billing_agreement;
  }

  it("approval returns to the storefront's /paypal-return, approved or cancelled, with the token", async () => {
    const approved = await approval('approve');
    expect(`${approved.location.origin}${approved.location.pathname}`).toBe(`${TEST_ORIGIN}/paypal-return`);
    expect(approved.location.searchParams.get('outcome')).toBe('approved');
    expect(approved.location.searchParams.get('ba_token')).toBe(approved.tokenId);
    const cancelled = await approval('cancel');
    expect(cancelled.location.searchParams.get('outcome')).toBe('cancelled');
    // a cancelled token makes no agreement
    const refused = await call('POST', `${core}/v1/paypal/billing_agreements`, { token_id: cancelled.tokenId });
    expect(refusal(refused)).toMatchObject({
      status: 422,
      errors: [{ code: 'paypal_payment_error', message: PAYPAL_MESSAGES.notApproved }],
    });
  });

  it('never returns elsewhere: another site as return_url falls back to this origin', async () => {
    const started = await call('POST', `${core}/v1/paypal/billing_agreement_tokens`, { return_url: 'https://evil.example/paypal-return' });
    const { token_id, approval_url } = agreementTokenResponse.parse(started.json());
    expect(approval_url).toContain(token_id);
    const answered = await t.app.inject({
      method: 'POST',
      url: '/sandbox/paypal/checkoutnow',
      headers: { host: TEST_HOST, 'content-type': 'application/x-www-form-urlencoded' },
      payload: new URLSearchParams({ token: token_id, decision: 'approve' }).toString(),
    });
    expect(new URL(String(answered.headers.location)).origin).toBe(TEST_ORIGIN);
  });

  it('an approved agreement pays the strict total, then the order is placed and captured once (a replay answers it again)', async () => {
    const made = await agreement();
    expect(made).toMatchObject({ payer_id: 'SANDBOXBUYER1', email: 'buyer@paypal-sandbox.test' });
    const payment = await call('POST', `${core}/v1/paypal/orders`, {
      order: pricing({ paypal: { billing_agreement_id: made.id } }),
      calculate_strict_total: true,
    });
    expect(payment.statusCode, payment.body).toBe(201);
    const { paypal_order } = paypalOrderResponse.parse(payment.json());
    expect(paypal_order.total).toBe(2059);

    const body = placing({ billing_agreement_id: made.id, payment_id: paypal_order.id, payer_id: made.payer_id, metadata_id: 'meta-1' });
    const placed = await call('POST', `${core}/v2/orders`, body, { 'idempotency-key': 'paypal-key-1' });
    expect(placed.statusCode, placed.body).toBe(201);
    const order = orderResponse.parse(placed.json()).order;
    expect(order).toMatchObject({ status: 'placed', payment_method_details: { payment_type: 'paypal', last_four: null } });
    expect(order.receipt.total).toBe(2059);
    const [row] = await t.db.select().from(schema.orders).where(eq(schema.orders.uuid, order.uuid));
    expect(row).toMatchObject({ paymentMethod: 'paypal', paymentIntentId: paypal_order.id });
    const captured = await createPaypal({}, t.app).getOrder(paypal_order.id);
    expect(captured.status).toBe('COMPLETED');

    const again = await call('POST', `${core}/v2/orders`, body, { 'idempotency-key': 'paypal-key-1' });
    expect(orderResponse.parse(again.json()).order.uuid).toBe(order.uuid);
    // the shop takes $3.00 off: refunded on the PayPal capture, once however often the answer is lost
    const adjust = () =>
      call('POST', `/services/dispatch/api/v1/orders/${order.uuid}/adjust`, { amount: 300, reason: 'We were out of ranch' });
    const adjusted = await adjust();
    expect(adjusted.statusCode, adjusted.body).toBe(200);
    expect(adjusted.json()).toEqual({ adjusted_amount: 300, total: 1759 });
    expect((await createPaypal({}, t.app).getOrder(paypal_order.id)).captureStatus).toBe('PARTIALLY_REFUNDED');
    expect(
      (await call('POST', `/services/dispatch/api/v1/orders/${order.uuid}/adjust`, { amount: 1759, reason: 'All of it' })).statusCode,
    ).toBe(200);
    expect((await createPaypal({}, t.app).getOrder(paypal_order.id)).captureStatus).toBe('REFUNDED');
    // the payment is spent: another order with it is refused
    const reused = await call('POST', `${core}/v2/orders`, body, { 'idempotency-key': 'paypal-key-2' });
    expect(refusal(reused)).toMatchObject({
      status: 422,
      errors: [{ code: 'paypal_payment_error', message: PAYPAL_MESSAGES.notApproved }],
    });
  });

  it("the sandbox takes PayPal's billing-agreement flow (issue 34 item 2): an order created without a payment source is CREATED, captured with payment_source.token", async () => {
    const made = await agreement();
    const sandbox = (method: 'GET' | 'POST', url: string, payload?: object, headers: Record<string, string> = {}) =>
      t.app.inject({ method, url: `/sandbox/paypal${url}`, headers: { host: TEST_HOST, ...headers }, ...(payload ? { payload } : {}) });
    const basic = Buffer.from('crust-paypal-sandbox:crust-paypal-sandbox-secret').toString('base64');
    const oauth = await t.app.inject({
      method: 'POST',
      url: '/sandbox/paypal/v1/oauth2/token',
      headers: { host: TEST_HOST, authorization: `Basic ${basic}`, 'content-type': 'application/x-www-form-urlencoded' },
      payload: 'grant_type=client_credentials',
    });
    const bearer = { authorization: `Bearer ${oauth.json<{ access_token: string }>().access_token}` };
    // PayPal's reference-transaction example: intent and purchase units only
    const created = await sandbox(
      'POST',
      '/v2/checkout/orders',
      { intent: 'CAPTURE', purchase_units: [{ amount: { currency_code: 'USD', value: '20.59' } }] },
      { ...bearer, 'paypal-request-id': 'ref-1' },
    );
    expect(created.statusCode, created.body).toBe(201);
    const order = created.json<Record<string, unknown>>();
    expect(order).toMatchObject({ status: 'CREATED', intent: 'CAPTURE' });
    expect(order).not.toHaveProperty('payment_source');
    const captured = await sandbox(
      'POST',
      `/v2/checkout/orders/${String(order.id)}/capture`,
      { payment_source: { token: { id: made.id, type: 'BILLING_AGREEMENT' } } },
      bearer,
    );
    expect(captured.statusCode, captured.body).toBe(201);
    const capture = captured.json<{
      status: string;
      payment_source?: unknown;
      purchase_units: { payments: { captures: { status: string }[] } }[];
    }>();
    expect(capture.status).toBe('COMPLETED');
    expect(capture.purchase_units[0]!.payments.captures[0]!.status).toBe('COMPLETED');
    expect(capture).not.toHaveProperty('payment_source');
  });

  it('a capture PayPal leaves PENDING (payment review) does not pay the order: the PayPal payment error, the order not placed (issue 34 item 3)', async () => {
    // the sandbox's buyer account with PayPal's "Payment review" setting on: every capture is PENDING, reason PENDING_REVIEW
    const made = await agreement('review');
    const { paypal_order } = paypalOrderResponse.parse(
      (await call('POST', `${core}/v1/paypal/orders`, { order: pricing({ paypal: { billing_agreement_id: made.id } }) })).json(),
    );
    const placed = await call('POST', `${core}/v2/orders`, placing({ billing_agreement_id: made.id, payment_id: paypal_order.id }), {
      'idempotency-key': 'paypal-pending-1',
    });
    expect(refusal(placed)).toMatchObject({
      status: 422,
      errors: [{ code: 'paypal_payment_error', message: PAYPAL_MESSAGES.notApproved }],
    });
    expect(await createPaypal({}, t.app).getOrder(paypal_order.id)).toMatchObject({
      captureStatus: 'PENDING',
      captureReason: 'PENDING_REVIEW',
    });
    const rows = await t.db.select().from(schema.orders).where(eq(schema.orders.paymentIntentId, paypal_order.id));
    expect(rows.map((row) => row.status)).toEqual(['payment_failed']);
  });

  it('a total that changed after the payment was made is refused, nothing is captured', async () => {
    const made = await agreement();
    const { paypal_order } = paypalOrderResponse.parse(
      (await call('POST', `${core}/v1/paypal/orders`, { order: pricing({ paypal: { billing_agreement_id: made.id } }) })).json(),
    );
    const placed = await call(
      'POST',
      `${core}/v2/orders`,
      placing({ billing_agreement_id: made.id, payment_id: paypal_order.id }, { tip_amount: 300 }),
    );
    expect(refusal(placed)).toMatchObject({
      status: 422,
      errors: [{ code: 'paypal_payment_error', message: PAYPAL_MESSAGES.totalChanged }],
    });
    expect((await createPaypal({}, t.app).getOrder(paypal_order.id)).status).toBe('CREATED');
  });

  it('PayPal chosen without its agreement or payment is the PayPal payment error (checkout §8)', async () => {
    const missing = await call('POST', `${core}/v2/orders`, placing({ billing_agreement_id: 'B-UNKNOWN' }));
    expect(refusal(missing)).toMatchObject({ status: 422, errors: [{ code: 'paypal_payment_error', message: PAYPAL_MESSAGES.missing }] });
    const noBlock = await call('POST', `${core}/v2/orders`, {
      ...placing({ billing_agreement_id: 'x' }),
      order: { ...placing({ billing_agreement_id: 'x' }).order, paypal: undefined },
    });
    expect(refusal(noBlock)).toMatchObject({ status: 422, errors: [{ code: 'paypal_payment_error' }] });
    const unknownAgreement = await call('POST', `${core}/v1/paypal/orders`, {
      order: pricing({ paypal: { billing_agreement_id: 'B-UNKNOWN' } }),
    });
    expect(refusal(unknownAgreement)).toMatchObject({
      status: 422,
      errors: [{ code: 'paypal_payment_error', message: PAYPAL_MESSAGES.notApproved }],
    });
    const unknownToken = await call('POST', `${core}/v1/paypal/billing_agreements`, { token_id: 'BA-NOPE' });
    expect(refusal(unknownToken)).toMatchObject({
      status: 422,
      errors: [{ code: 'paypal_payment_error', message: PAYPAL_MESSAGES.notApproved }],
    });
  });

  describe('a delivery sends where it goes (checkout §3 "PayPal shipping")', () => {
    const delivery = {
      shipping_type: 'delivery',
      delivery_address: { address: '123 Court St', city: 'Brooklyn', state: 'NY', zipcode: '11201' },
    };
    const shipping = {
      name: 'Ann Lee',
      phone: '7185550100',
      address_line_1: '123 Court St',
      address_line_2: '#4B',
      admin_area_1: 'NY',
      admin_area_2: 'Brooklyn',
      postal_code: '11201',
      country_code: 'US' as const,
    };
    const delivered = {
      delivery_address: '123 Court St',
      delivery_floor: '#4B',
      delivery_city: 'Brooklyn',
      delivery_state: 'NY',
      delivery_postcode: '11201',
    };

    it('reaches PayPal as Orders v2 purchase_units[].shipping, and the order is placed and captured', async () => {
      const made = await agreement();
      const payment = await call('POST', `${core}/v1/paypal/orders`, {
        order: pricing({ ...delivery, paypal: { billing_agreement_id: made.id }, shipping }),
        calculate_strict_total: true,
      });
      expect(payment.statusCode, payment.body).toBe(201);
      const { paypal_order } = paypalOrderResponse.parse(payment.json());
      // PayPal's shipping_detail as the SDK models it: name.full_name, phone_number's E.164 parts, address_portable (admin_area_2 the city, admin_area_1 the state)
      expect((await createPaypal({}, t.app).getOrder(paypal_order.id)).shipping).toEqual({
        type: 'SHIPPING',
        name: { fullName: 'Ann Lee' },
        phoneNumber: { countryCode: '1', nationalNumber: '7185550100' },
        address: {
          addressLine1: '123 Court St',
          addressLine2: '#4B',
          adminArea2: 'Brooklyn',
          adminArea1: 'NY',
          postalCode: '11201',
          countryCode: 'US',
        },
      });
      const body = placing(
        { billing_agreement_id: made.id, payment_id: paypal_order.id, payer_id: made.payer_id },
        { shipping_type: 'delivery', ...delivered },
      );
      const placed = await call('POST', `${core}/v2/orders`, body, { 'idempotency-key': 'paypal-delivery-1' });
      expect(placed.statusCode, placed.body).toBe(201);
      expect(orderResponse.parse(placed.json()).order).toMatchObject({ status: 'placed', shipping_type: 'delivery' });
      expect((await createPaypal({}, t.app).getOrder(paypal_order.id)).status).toBe('COMPLETED');
    });

    it('placing a delivery whose payment was made for another address is the PayPal payment error, nothing captured', async () => {
      const made = await agreement();
      const elsewhere = { ...shipping, address_line_1: '1 Other St' };
      const payment = await call('POST', `${core}/v1/paypal/orders`, {
        order: pricing({ ...delivery, paypal: { billing_agreement_id: made.id }, shipping: elsewhere }),
      });
      const { paypal_order } = paypalOrderResponse.parse(payment.json());
      const placed = await call(
        'POST',
        `${core}/v2/orders`,
        placing({ billing_agreement_id: made.id, payment_id: paypal_order.id }, { shipping_type: 'delivery', ...delivered }),
      );
      expect(refusal(placed)).toMatchObject({
        status: 422,
        errors: [{ code: 'paypal_payment_error', message: PAYPAL_MESSAGES.shippingChanged }],
      });
      expect((await createPaypal({}, t.app).getOrder(paypal_order.id)).status).toBe('CREATED');
    });

    it("a delivery payment without it is refused with the spec's address message; a pickup ships nowhere", async () => {
      const made = await agreement();
      const missing = await call('POST', `${core}/v1/paypal/orders`, {
        order: pricing({ ...delivery, paypal: { billing_agreement_id: made.id } }),
      });
      expect(refusal(missing)).toMatchObject({
        status: 422,
        errors: [{ code: 'shipping_required', field: 'shipping', message: 'Please provide a valid delivery address.' }],
      });
      const pickup = await call('POST', `${core}/v1/paypal/orders`, {
        order: pricing({ paypal: { billing_agreement_id: made.id }, shipping }),
      });
      expect(pickup.statusCode, pickup.body).toBe(201);
      expect((await createPaypal({}, t.app).getOrder(paypalOrderResponse.parse(pickup.json()).paypal_order.id)).shipping).toBeNull();
    });

    it('a block that is not a US address with its parts is a 400, never sent to PayPal', async () => {
      const made = await agreement();
      for (const bad of [
        { ...shipping, country_code: 'CA' },
        { ...shipping, phone: '555-0100' },
        { ...shipping, postal_code: ' ' },
        { ...shipping, address_line_1: undefined },
      ]) {
        const answer = await call('POST', `${core}/v1/paypal/orders`, {
          order: pricing({ ...delivery, paypal: { billing_agreement_id: made.id }, shipping: bad }),
        });
        expect(answer.statusCode, JSON.stringify(bad)).toBe(400);
      }
    });

    it('the sandbox checks shipping as PayPal does: a US address needs its city and postal code', async () => {
      await agreement();
      const paypal = createPaypal({}, t.app);
      const noPostcode = paypal.createOrder(1000, 'crust-shop-1001', 'req-no-postcode', { ...shipping, postal_code: '' });
      await expect(noPostcode).rejects.toMatchObject({ status: 422, name: 'UNPROCESSABLE_ENTITY', issue: 'POSTAL_CODE_REQUIRED' });
      const noCity = paypal.createOrder(1000, 'crust-shop-1001', 'req-no-city', { ...shipping, admin_area_2: '' });
      await expect(noCity).rejects.toMatchObject({ status: 422, issue: 'CITY_REQUIRED' });
    });
  });

  it('bad bodies answer 400 with the contract error, never 5xx', async () => {
    for (const [url, body] of [
      ['/v1/paypal/billing_agreements', {}],
      ['/v1/paypal/billing_agreements', { token_id: 'x'.repeat(500) }],
      ['/v1/paypal/orders', { order: pricing() }],
      ['/v1/paypal/orders', { order: { ...pricing({ paypal: { billing_agreement_id: 'B-1' } }), order_items_attributes: 'pizza' } }],
    ] as const) {
      const answer = await call('POST', `${core}${url}`, body);
      expect(answer.statusCode, `${url} ${answer.body}`).toBe(400);
      expect(errorResponse.safeParse(answer.json()).success).toBe(true);
    }
  });
});
