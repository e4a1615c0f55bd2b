import { randomUUID } from 'node:crypto';
import { and, eq } from 'drizzle-orm';
import Stripe from 'stripe';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { errorResponse } from '../../contract/common';
import { orderResponse, placeOrderRequest } from '../../contract/orders';
import { SANDBOX_PUBLISHABLE_KEY, STRIPE_SANDBOX_PATH } from '../../contract/payments';
import { CANCELLATION_REASONS, paymentIntentResponse, WALLET_MESSAGES } from '../../contract/wallet';
import * as schema from '../../db/schema';
import { TEST_HOST } from '../../identity/oidc-test-client';
import { browserCard, TEST_CARDS } from '../../test/cards';
import { createTestApp, databaseKinds, testClock, type TestApp } from '../../test/harness';
import { createCardGateway } from '../payments/stripe-client';
import { requestHash } from '../orders/service';
import { createWalletIntent } from './service';

const mondayNight = '2026-11-23T08:00:00Z'; // Brooklyn Slice House (1001) is open all day
const core = '/services/core/api';
type Fields = Record<string, unknown>;

/** A Large cheese pizza for pickup at 1001 ($18.00; with tax and service fee $20.59), as the checkout prices it for a wallet. */
const pricing = (fields: Fields = {}) => ({
  shop_id: 1001,
  shipping_type: 'pickup',
  payment_method: 'apple',
  order_items_attributes: [{ products_type_id: 1001502, products_quantity: 1, selection_ids: [10010099] }],
  ...fields,
});
/** The order placed with the wallet's intent (the tender on the wire is credit; the gateway stripe). */
const placing = (intentId: string, fields: Fields = {}) => ({
  order: {
    ...pricing(),
    payment_method: 'credit',
    gateway: 'stripe',
    payment_intent_id: intentId,
    placed_via: 'web',
    email: 'ann@example.com',
    delivery_first_name: 'Ann',
    delivery_last_name: 'Lee',
    delivery_telephone: '718-555-0100',
    ...fields,
  },
  order_option_types: [],
});

describe.each(databaseKinds)('wallet payments on %s (Stripe sandbox, through the real routes)', (kind) => {
  let t: TestApp;
  let stripe: Stripe;
  beforeAll(async () => {
    t = await createTestApp(kind, { clock: testClock(mondayNight), dispatchControl: true });
    // the platform's own client of the sandbox, to read what Stripe holds (as its dashboard would)
    stripe = createCardGateway({}, t.app).stripe;
  });
  afterAll(async () => t?.close());

  const call = (method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, payload?: object, headers: Record<string, string> = {}) =>
    t.app.inject({ method, url: `${core}${url}`, headers: { host: TEST_HOST, ...headers }, ...(payload ? { payload } : {}) });
  const refusal = (response: { statusCode: number; json(): unknown }) => ({
    status: response.statusCode,
    ...errorResponse.parse(response.json()),
  });
  const ordersWith = async (email: string) => t.db.select().from(schema.orders).where(eq(schema.orders.email, email));

  async function createIntent(fields: Fields = {}) {
    const made = await call('POST', '/v1/payment_intents', { order: pricing(fields) });
    expect(made.statusCode, made.body).toBe(201);
    expect(made.headers['cache-control']).toContain('no-store');
    return paymentIntentResponse.parse(made.json()).payment_intent;
  }

  /** The wallet sheet in the browser: its card as a payment method (publishable key), then the intent confirmed with its client secret. */
  async function confirmInWallet(
    intent: { id: string; client_secret: string },
    wallet: 'apple_pay' | 'google_pay' = 'apple_pay',
    number: string = TEST_CARDS.visa,
  ) {
    const browser = { authorization: `Bearer ${SANDBOX_PUBLISHABLE_KEY}`, 'content-type': 'application/x-www-form-urlencoded' };
    const pm = await t.app.inject({
      method: 'POST',
      url: `${STRIPE_SANDBOX_PATH}/v1/payment_methods`,
      headers: browser,
      payload: new URLSearchParams({
        type: 'card',
        'card[number]': number,
        'card[exp_month]': '12',
        'card[exp_year]': '2030',
        'card[cvc]': '123',
        wallet,
      }).toString(),
    });
    expect(pm.statusCode, pm.body).toBe(200);
    const confirmed = await t.app.inject({
      method: 'POST',
      url: `${STRIPE_SANDBOX_PATH}/v1/payment_intents/${intent.id}/confirm`,
      headers: browser,
      payload: new URLSearchParams({ client_secret: intent.client_secret, payment_method: pm.json().id }).toString(),
    });
    return confirmed.json() as { status: string };
  }

  it('create → the wallet confirms → the order is placed and the authorisation captured once (a replay answers it again)', async () => {
    const intent = await createIntent();
    expect(intent).toMatchObject({ amount: 2059, currency: 'usd', status: 'requires_payment_method' });
    expect(intent.client_secret).toMatch(new RegExp(`^${intent.id}_secret_`));
    expect(await stripe.paymentIntents.retrieve(intent.id)).toMatchObject({
      amount: 2059,
      capture_method: 'manual',
      payment_method_types: ['card'],
      allowed_payment_method_types: ['card'],
      metadata: { crust_wallet: 'true', shop_id: '1001' },
    });
    expect((await confirmInWallet(intent, 'google_pay', '5555555555554444')).status).toBe('requires_capture');

    const key = { 'idempotency-key': `wallet-${randomUUID()}` };
    const placed = await call('POST', '/v2/orders', placing(intent.id), key);
    expect(placed.statusCode, placed.body).toBe(201);
    const order = orderResponse.parse(placed.json()).order;
    expect(order).toMatchObject({ status: 'placed', payment_method_details: { payment_type: 'credit', last_four: '4444' } });
    expect(order.receipt.total).toBe(2059);
    const [row] = await t.db.select().from(schema.orders).where(eq(schema.orders.uuid, order.uuid));
    expect(row).toMatchObject({
      status: 'placed',
      paymentMethod: 'credit',
      paymentIntentId: intent.id,
      cardBrand: 'mastercard',
      cardLastFour: '4444',
    });
    expect(await stripe.paymentIntents.retrieve(intent.id)).toMatchObject({
      status: 'succeeded',
      amount_received: 2059,
      amount_capturable: 0,
    });

    const again = await call('POST', '/v2/orders', placing(intent.id), key);
    expect(again.statusCode).toBe(201);
    expect(orderResponse.parse(again.json()).order).toEqual(order);

    // the shop takes $3.00 off: refunded on the captured intent, as for a card order
    const adjusted = await t.app.inject({
      method: 'POST',
      url: `/services/dispatch/api/v1/orders/${order.uuid}/adjust`,
      payload: { amount: 300, reason: 'We were out of ranch' },
    });
    expect(adjusted.statusCode, adjusted.body).toBe(200);
    expect(adjusted.json()).toEqual({ adjusted_amount: 300, total: 1759 });
    const charge = (await stripe.paymentIntents.retrieve(intent.id, { expand: ['latest_charge'] })).latest_charge as Stripe.Charge;
    expect(charge).toMatchObject({ captured: true, amount_captured: 2059, amount_refunded: 300 });

    // the authorisation is spent: another order with it is refused, and it can no longer be cancelled
    const reused = await call('POST', '/v2/orders', placing(intent.id, { email: 'reuse@example.com' }), {
      'idempotency-key': `wallet-${randomUUID()}`,
    });
    expect(refusal(reused)).toEqual({
      status: 422,
      errors: [{ code: 'wallet_not_authorized', message: WALLET_MESSAGES.notAuthorized, field: 'payment_method' }],
      meta: { errors: { order: ['wallet_not_authorized'] } },
    });
    expect(await ordersWith('reuse@example.com')).toEqual([]);
    const cancelled = await call('DELETE', `/v1/payment_intents/${intent.id}?cancellation_reason=abandoned`);
    expect(refusal(cancelled)).toMatchObject({
      status: 409,
      errors: [{ code: 'payment_intent_captured', message: 'This wallet payment is already paid.' }],
    });
  });

  it('a total that changed after the wallet authorised it is refused; nothing is stored, nothing captured', async () => {
    const intent = await createIntent();
    await confirmInWallet(intent);
    const email = 'mismatch@example.com';
    for (const change of [
      { tip_amount: 300 },
      {
        order_items_attributes: [
          ...pricing().order_items_attributes,
          { products_type_id: 1001502, products_quantity: 1, selection_ids: [10010099] },
        ],
      },
    ]) {
      const placed = await call('POST', '/v2/orders', placing(intent.id, { email, ...change }));
      expect(refusal(placed), JSON.stringify(change)).toMatchObject({
        status: 422,
        errors: [{ code: 'payment_intent_totals_mismatch', message: WALLET_MESSAGES.totalsMismatch, field: 'payment_method' }],
      });
    }
    expect(await ordersWith(email)).toEqual([]);
    expect((await stripe.paymentIntents.retrieve(intent.id)).status).toBe('requires_capture');
  });

  it('an intent the wallet has not confirmed, or none, is not authorized; a card beside it is refused', async () => {
    const email = 'unconfirmed@example.com';
    const intent = await createIntent();
    for (const id of [intent.id, 'pi_doesnotexist0000000000', 'nonsense']) {
      expect(refusal(await call('POST', '/v2/orders', placing(id, { email }))), id).toMatchObject({
        status: 422,
        errors: [{ code: 'wallet_not_authorized' }],
      });
    }
    await confirmInWallet(intent);
    const token = await browserCard(t.app, TEST_CARDS.visa);
    expect(refusal(await call('POST', '/v2/orders', placing(intent.id, { email, payment_token: token })))).toMatchObject({
      status: 422,
      errors: [{ code: 'payment_method_required', field: 'payment_method' }],
    });
    expect(await ordersWith(email)).toEqual([]);
    expect((await stripe.paymentIntents.retrieve(intent.id)).status).toBe('requires_capture');
  });

  it("PUT follows the order's total until the wallet confirms; then 422 not updatable", async () => {
    const intent = await createIntent();
    const updated = await call('PUT', `/v1/payment_intents/${intent.id}`, { order: pricing({ tip_amount: 300 }) });
    expect(updated.statusCode, updated.body).toBe(200);
    expect(updated.headers['cache-control']).toContain('no-store');
    expect(paymentIntentResponse.parse(updated.json()).payment_intent).toEqual({ ...intent, amount: 2359 });
    expect((await stripe.paymentIntents.retrieve(intent.id)).amount).toBe(2359);

    // another shop's order never moves this intent
    expect(refusal(await call('PUT', `/v1/payment_intents/${intent.id}`, { order: pricing({ shop_id: 1002 }) }))).toMatchObject({
      status: 404,
      errors: [{ message: WALLET_MESSAGES.notFound }],
    });

    await confirmInWallet(intent);
    const late = await call('PUT', `/v1/payment_intents/${intent.id}`, { order: pricing() });
    expect(refusal(late)).toEqual({
      status: 422,
      errors: [{ code: 'payment_intent_not_updatable', message: WALLET_MESSAGES.notUpdatable }],
      meta: { errors: { order: ['payment_intent_not_updatable'] } },
    });
    expect((await stripe.paymentIntents.retrieve(intent.id)).amount).toBe(2359);
    // the order placed with the tip it was authorised for
    const placed = await call('POST', '/v2/orders', placing(intent.id, { tip_amount: 300 }));
    expect(placed.statusCode, placed.body).toBe(201);
    expect(orderResponse.parse(placed.json()).order.receipt.total).toBe(2359);
  });

  it.each(CANCELLATION_REASONS)('DELETE ?cancellation_reason=%s: 204, cancelled at Stripe with its reason (again: 204)', async (reason) => {
    const intent = await createIntent();
    const deleted = await call('DELETE', `/v1/payment_intents/${intent.id}?cancellation_reason=${reason}`);
    expect(deleted.statusCode, deleted.body).toBe(204);
    expect(deleted.body).toBe('');
    const storefront = reason.startsWith('storefront_');
    const cancelled = await stripe.paymentIntents.retrieve(intent.id);
    expect(cancelled).toMatchObject({ status: 'canceled', cancellation_reason: storefront ? 'abandoned' : reason });
    if (storefront) expect(cancelled.metadata).toMatchObject({ crust_wallet: 'true', storefront_cancellation_reason: reason });
    else expect(cancelled.metadata).not.toHaveProperty('storefront_cancellation_reason');
    expect((await call('DELETE', `/v1/payment_intents/${intent.id}?cancellation_reason=${reason}`)).statusCode).toBe(204);
    expect(refusal(await call('PUT', `/v1/payment_intents/${intent.id}`, { order: pricing() }))).toMatchObject({
      status: 422,
      errors: [{ code: 'payment_intent_not_updatable' }],
    });
  });

  it('DELETE after the wallet authorised (the order failed): the authorisation is released; the order can no longer use it', async () => {
    const intent = await createIntent();
    await confirmInWallet(intent);
    expect((await call('DELETE', `/v1/payment_intents/${intent.id}?cancellation_reason=storefront_failed_order`)).statusCode).toBe(204);
    const released = await stripe.paymentIntents.retrieve(intent.id, { expand: ['latest_charge'] });
    expect(released).toMatchObject({
      status: 'canceled',
      cancellation_reason: 'abandoned',
      metadata: { storefront_cancellation_reason: 'storefront_failed_order' },
    });
    expect(released.latest_charge).toMatchObject({ captured: false, refunded: true });
    expect(refusal(await call('POST', '/v2/orders', placing(intent.id)))).toMatchObject({
      status: 422,
      errors: [{ code: 'wallet_not_authorized' }],
    });
  });

  it('DELETE with a reason outside checkout §9 (or none) is 400 in plain words; nothing is cancelled', async () => {
    const intent = await createIntent();
    for (const query of [
      '?cancellation_reason=bored',
      '',
      '?cancellation_reason=',
      '?cancellation_reason=abandoned&cancellation_reason=duplicate',
    ]) {
      const answer = await call('DELETE', `/v1/payment_intents/${intent.id}${query}`);
      expect(refusal(answer), query).toEqual({
        status: 400,
        errors: [{ code: 'invalid_request', message: WALLET_MESSAGES.badReason, field: 'cancellation_reason' }],
        meta: { errors: { order: ['invalid_request'] } },
      });
    }
    expect((await stripe.paymentIntents.retrieve(intent.id)).status).toBe('requires_payment_method');
  });

  it("404 for an unknown intent, and for a card order's intent (not a wallet's): PUT and DELETE leave it alone", async () => {
    const placed = await call('POST', '/v2/orders', {
      ...placing('', { payment_token: await browserCard(t.app, TEST_CARDS.visa) }),
      return_url: '/3ds-redirect',
    });
    expect(placed.statusCode, placed.body).toBe(201);
    const [row] = await t.db
      .select()
      .from(schema.orders)
      .where(eq(schema.orders.uuid, orderResponse.parse(placed.json()).order.uuid));
    const cardIntent = row.paymentIntentId!;
    const unauthorised = await stripe.paymentIntents.create({
      amount: 2059,
      currency: 'usd',
      capture_method: 'manual',
      metadata: { shop_id: '1001' },
    });
    for (const id of [cardIntent, unauthorised.id, 'pi_doesnotexist0000000000', 'not-an-intent', 'x'.repeat(255)]) {
      const put = await call('PUT', `/v1/payment_intents/${encodeURIComponent(id)}`, { order: pricing() });
      expect(refusal(put), id).toEqual({
        status: 404,
        errors: [{ code: 'payment_intent_not_found', message: WALLET_MESSAGES.notFound }],
        meta: { errors: { order: ['payment_intent_not_found'] } },
      });
      expect(
        refusal(await call('DELETE', `/v1/payment_intents/${encodeURIComponent(id)}?cancellation_reason=abandoned`)),
        id,
      ).toMatchObject({ status: 404, errors: [{ code: 'payment_intent_not_found' }] });
    }
    expect((await stripe.paymentIntents.retrieve(cardIntent)).status).toBe('succeeded');
    expect((await stripe.paymentIntents.retrieve(unauthorised.id)).status).toBe('requires_payment_method');
    // nor is a card order's intent a wallet payment to place an order with
    expect(refusal(await call('POST', '/v2/orders', placing(cardIntent)))).toMatchObject({
      status: 422,
      errors: [{ code: 'wallet_not_authorized' }],
    });
  });

  it('prices and refuses as placing the order would: the shop takes no cards, a bad body; never 5xx', async () => {
    await t.db.update(schema.shops).set({ acceptsCard: false }).where(eq(schema.shops.id, 1001));
    try {
      expect(refusal(await call('POST', '/v1/payment_intents', { order: pricing() }))).toMatchObject({
        status: 422,
        errors: [
          {
            code: 'card_not_accepted',
            message: "This pizzeria doesn't accept cards. Please choose another payment method.",
            field: 'payment_method',
          },
        ],
      });
    } finally {
      await t.db.update(schema.shops).set({ acceptsCard: true }).where(eq(schema.shops.id, 1001));
    }
    expect(refusal(await call('POST', '/v1/payment_intents', { order: pricing({ shop_id: 1011 }) }))).toMatchObject({
      status: 422,
      errors: [{ code: 'shop_unavailable' }],
    });
    expect(refusal(await call('POST', '/v1/payment_intents', { order: pricing({ order_items_attributes: [] }) })).status).toBe(422);
    for (const [method, url, body] of [
      ['POST', '/v1/payment_intents', {}],
      ['POST', '/v1/payment_intents', { order: pricing({ order_items_attributes: 'pizza' }) }],
      ['POST', '/v1/payment_intents', { order: pricing({ tip_amount: -1 }) }],
      ['PUT', '/v1/payment_intents/pi_x', { order: { shop_id: 'x' } }],
    ] as const) {
      const answer = await call(method, url, body);
      expect(answer.statusCode, `${method} ${url} ${answer.body}`).toBe(400);
      expect(errorResponse.parse(answer.json()).errors[0].code).toBe('invalid_request');
    }
  });

  it('a capture whose request died half-way is finished by the retry with the same key, with the same Stripe capture', async () => {
    const intent = await createIntent();
    await confirmInWallet(intent);
    const body = placing(intent.id, { email: 'stalled@example.com' });
    const key = `stalled-wallet-${randomUUID()}`;
    // a stored awaiting_payment order without its intent, claimed 2 minutes ago: its process died after Stripe captured
    const template = orderResponse.parse(
      (
        await call('POST', '/v2/orders', {
          ...body,
          order: { ...body.order, payment_method: 'cash', payment_intent_id: undefined, gateway: undefined },
        })
      ).json(),
    ).order;
    const [{ id: _id, ...copy }] = await t.db.select().from(schema.orders).where(eq(schema.orders.uuid, template.uuid));
    const uuid = randomUUID();
    await t.db.insert(schema.orders).values({
      ...copy,
      uuid,
      status: 'awaiting_payment',
      paymentMethod: 'credit',
      paymentIntentId: null,
      cardBrand: 'visa',
      cardLastFour: '4242',
      idempotencyKey: key,
      requestHash: requestHash(placeOrderRequest.parse(body)),
      placedAt: new Date(Date.parse(mondayNight) - 2 * 60_000),
    });
    await stripe.paymentIntents.capture(intent.id, {}, { idempotencyKey: `capture-${uuid}` });

    const resumed = await call('POST', '/v2/orders', body, { 'idempotency-key': key });
    expect(resumed.statusCode, resumed.body).toBe(201);
    expect(orderResponse.parse(resumed.json()).order).toMatchObject({
      uuid,
      status: 'placed',
      payment_method_details: { payment_type: 'credit', last_four: '4242' },
    });
    const [row] = await t.db
      .select()
      .from(schema.orders)
      .where(and(eq(schema.orders.uuid, uuid), eq(schema.orders.status, 'placed')));
    expect(row.paymentIntentId).toBe(intent.id);
    expect(await stripe.paymentIntents.retrieve(intent.id)).toMatchObject({ status: 'succeeded', amount_received: 2059 });
  });
});

describe.each(databaseKinds)('wallet payments on %s when Stripe cannot be reached', (kind) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(kind, { clock: testClock(mondayNight) });
  });
  afterAll(async () => t?.close());

  it("answers the card flow's gateway error (502), not a 500", async () => {
    const offline = new Stripe('sk_test_offline', {
      httpClient: Stripe.createFetchHttpClient((async () => {
        throw new TypeError('fetch failed');
      }) as unknown as typeof fetch),
      maxNetworkRetries: 0,
    });
    const error = await createWalletIntent(
      t.db,
      offline,
      pricing() as Parameters<typeof createWalletIntent>[2],
      new Date(mondayNight),
    ).catch((e: unknown) => e);
    expect(error).toMatchObject({ statusCode: 502, details: [{ code: 'payment_gateway_unavailable' }] });
  });
});
