import { randomUUID } from 'node:crypto';
import { and, eq, sql } from 'drizzle-orm';
import Stripe from 'stripe';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { errorResponse } from '../../contract/common';
import { orderResponse, placeOrderRequest, tracking } from '../../contract/orders';
import { CARD_ERROR_MESSAGES, PAYMENT_ERROR_CODE } from '../../contract/payments';
import { orderHistoryResponse } from '../../contract/users';
import * as schema from '../../db/schema';
import { bearer, signUp, TEST_HOST, TEST_ORIGIN } from '../../identity/oidc-test-client';
import { answerChallenge, browserCard, TEST_CARDS } from '../../test/cards';
import { createTestApp, databaseKinds, testClock, type TestApp } from '../../test/harness';
import { advanceOrders } from '../dispatch/service';
import { createCardGateway } from '../payments/stripe-client';
import { requestHash } from './service';
import { forUuidHolder } from './present';

const mondayNight = '2026-11-23T08:00:00Z'; // Brooklyn Slice House (1001) is open all day
const core = '/services/core/api';

type Fields = Record<string, unknown>;
/** A card pickup order for a Large cheese pizza (hand tossed, $18.00) at shop 1001, as the checkout sends it. */
const creditBody = (fields: Fields = {}, extra: Fields = {}) => ({
  order: {
    shop_id: 1001,
    placed_via: 'web',
    shipping_type: 'pickup',
    payment_method: 'credit',
    gateway: 'stripe',
    order_items_attributes: [{ products_type_id: 1001502, products_quantity: 1, selection_ids: [10010099] }],
    email: 'ann@example.com',
    delivery_first_name: 'Ann',
    delivery_last_name: 'Lee',
    delivery_telephone: '718-555-0100',
    ...fields,
  },
  order_option_types: [],
  return_url: '/3ds-redirect',
  ...extra,
});

describe.each(databaseKinds)('card orders on %s', (kind) => {
  let t: TestApp;
  let stripe: Stripe;
  beforeAll(async () => {
    t = await createTestApp(kind, { clock: testClock(mondayNight) });
    // the platform's own client of the sandbox, to read what the gateway holds (as a Stripe dashboard would)
    stripe = createCardGateway({}, t.app).stripe;
  });
  afterAll(async () => t?.close());

  const call = (method: 'GET' | 'POST' | 'PUT', url: string, payload?: object, headers: Record<string, string> = {}) =>
    t.app.inject({ method, url: `${core}${url}`, headers: { host: TEST_HOST, ...headers }, ...(payload ? { payload } : {}) });
  const place = (body: object, headers: Record<string, string> = {}) => call('POST', '/v2/orders', body, headers);
  const withCard = async (number: string, fields: Fields = {}) =>
    creditBody({ payment_token: await browserCard(t.app, number), ...fields });
  const complete = (uuid: string, paymentIntent: string) =>
    call('PUT', `/v1/orders/${uuid}/complete`, { details: { payment_intent: paymentIntent } });
  const rowOf = async (uuid: string) => (await t.db.select().from(schema.orders).where(eq(schema.orders.uuid, uuid)))[0];
  const refusal = (response: { statusCode: number; json(): unknown }) => ({
    status: response.statusCode,
    ...errorResponse.parse(response.json()),
  });

  it("a guest pays with 4242: placed at once, the card's last four kept, the priced total charged once", async () => {
    const placed = await place(await withCard(TEST_CARDS.visa, { tip_amount: 200 }));
    expect(placed.statusCode, placed.body).toBe(201);
    const order = orderResponse.parse(placed.json()).order;
    expect(order).toMatchObject({
      status: 'placed',
      payment_method_details: { payment_type: 'credit', last_four: '4242' },
      three_d_secure_link: null,
      next_action: null,
    });
    // Large $18.00, tax 160, service fee 99, tip 200
    expect(order.receipt.total).toBe(2259);
    const row = await rowOf(order.uuid);
    expect(row).toMatchObject({ status: 'placed', cardBrand: 'visa', cardLastFour: '4242', stepAt: new Date(mondayNight) });
    const intent = await stripe.paymentIntents.retrieve(row.paymentIntentId!);
    expect(intent).toMatchObject({ status: 'succeeded', amount: 2259, currency: 'usd', metadata: { order_uuid: order.uuid } });

    // read by its uuid alone: the same order, its contact as a uuid holder reads it (order-shopper.test)
    const read = orderResponse.parse((await call('GET', `/v1/orders/${order.uuid}`)).json()).order;
    expect(read).toEqual(forUuidHolder(order));
  });

  it('3-D Secure: 201 awaiting_payment with the challenge link; the challenge completed, PUT complete places it (and again answers it)', async () => {
    const placed = await place(await withCard(TEST_CARDS.threeDSecure));
    expect(placed.statusCode, placed.body).toBe(201);
    const order = orderResponse.parse(placed.json()).order;
    expect(order.status).toBe('awaiting_payment');
    expect(order.next_action?.type).toBe('redirect_to_url');
    expect(order.three_d_secure_link).toBe(order.next_action!.redirect_to_url.url);
    expect(order.next_action!.redirect_to_url.return_url).toBe(`${TEST_ORIGIN}/3ds-redirect`);
    expect(order.payment_method_details.last_four).toBe('3184');

    // while it waits: tracked as confirming, never dispatched, not in any history
    const tracked = tracking.parse((await t.app.inject({ method: 'GET', url: `/services/tracking/api/v2/orders/${order.uuid}` })).json());
    expect(tracked).toMatchObject({ status: 'confirming_order', order: { status: 'awaiting_payment' } });
    await advanceOrders(t.db, new Date(Date.parse(mondayNight) + 3 * 3600_000), 1);
    expect((await rowOf(order.uuid)).status).toBe('awaiting_payment');

    const back = await answerChallenge(t.app, order.next_action, 'complete');
    expect(`${back.origin}${back.pathname}`).toBe(`${TEST_ORIGIN}/3ds-redirect`);
    expect(back.searchParams.get('redirect_status')).toBe('succeeded');
    const intentId = back.searchParams.get('payment_intent')!;

    t.clock.set('2026-11-23T08:03:00Z');
    try {
      const completed = await complete(order.uuid, intentId);
      expect(completed.statusCode, completed.body).toBe(200);
      const paid = orderResponse.parse(completed.json()).order;
      expect(paid).toMatchObject({
        status: 'placed',
        three_d_secure_link: null,
        next_action: null,
        payment_method_details: { last_four: '3184' },
      });
      // an ASAP order's estimates start when it is paid for, and so does its dispatch
      expect(Date.parse(paid.min_eta) - Date.parse(order.min_eta)).toBe(3 * 60_000);
      expect((await rowOf(order.uuid)).stepAt.toISOString()).toBe('2026-11-23T08:03:00.000Z');

      const again = await complete(order.uuid, intentId);
      expect(again.statusCode).toBe(200);
      expect(orderResponse.parse(again.json()).order).toEqual(paid);
      const wrongIntent = refusal(await complete(order.uuid, 'pi_not_this_one'));
      expect(wrongIntent).toMatchObject({ status: 422, errors: [{ code: 'payment_intent_mismatch' }] });
    } finally {
      t.clock.set(mondayNight);
    }
  });

  it('a failed challenge: PUT complete answers 422 verification failed, the key is released and the same key places a new attempt', async () => {
    const key = { 'idempotency-key': `three-ds-fail-${randomUUID()}` };
    const body = await withCard(TEST_CARDS.threeDSecure);
    const first = orderResponse.parse((await place(body, key)).json()).order;
    const back = await answerChallenge(t.app, first.next_action, 'fail');
    expect(back.searchParams.get('redirect_status')).toBe('failed');

    const failed = refusal(await complete(first.uuid, back.searchParams.get('payment_intent')!));
    expect(failed).toEqual({
      status: 422,
      errors: [{ code: PAYMENT_ERROR_CODE, message: 'Your card verification failed, please try again' }],
      meta: { errors: { order: [PAYMENT_ERROR_CODE] } },
    });
    expect(await rowOf(first.uuid)).toMatchObject({ status: 'payment_failed', idempotencyKey: null });
    // completing it again answers the same failure; the key no longer names it
    expect(refusal(await complete(first.uuid, back.searchParams.get('payment_intent')!)).errors[0].message).toBe(
      CARD_ERROR_MESSAGES.verificationFailed,
    );
    expect((await call('GET', `/v2/orders/idempotency/${key['idempotency-key']}`)).statusCode).toBe(404);
    // tracked as confirming (never anything further), and the cancelled intent can no longer be paid
    expect(
      tracking.parse((await t.app.inject({ method: 'GET', url: `/services/tracking/api/v2/orders/${first.uuid}` })).json()).status,
    ).toBe('confirming_order');

    const retry = await place(body, key);
    expect(retry.statusCode, retry.body).toBe(201);
    const second = orderResponse.parse(retry.json()).order;
    expect(second.uuid).not.toBe(first.uuid);
    expect(second.status).toBe('awaiting_payment');
    const passed = await answerChallenge(t.app, second.next_action, 'complete');
    const placed = await complete(second.uuid, passed.searchParams.get('payment_intent')!);
    expect(orderResponse.parse(placed.json()).order.status).toBe('placed');
    const found = await call('GET', `/v2/orders/idempotency/${key['idempotency-key']}`);
    expect(orderResponse.parse(found.json()).order.uuid).toBe(second.uuid);
  });

  it("declined, insufficient funds, expired, wrong CVC: 422 payment_error with the card's text; nothing placed; the same key then pays with another card", async () => {
    const cases = [
      [TEST_CARDS.declined, 'Your card was declined.'],
      [TEST_CARDS.insufficientFunds, 'Your card has insufficient funds.'],
      [TEST_CARDS.expired, 'Your card has expired.'],
      [TEST_CARDS.incorrectCvc, 'Payment was not accepted. Please check your CVV and billing zip and please try again.'],
    ] as const;
    for (const [number, message] of cases) {
      const key = { 'idempotency-key': `declined-${number}-${randomUUID()}` };
      const answer = refusal(await place(await withCard(number), key));
      expect(answer, number).toEqual({
        status: 422,
        errors: [{ code: PAYMENT_ERROR_CODE, message }],
        meta: { errors: { order: [PAYMENT_ERROR_CODE] } },
      });
      expect((await call('GET', `/v2/orders/idempotency/${key['idempotency-key']}`)).statusCode).toBe(404);
      const retry = await place(await withCard(TEST_CARDS.visa), key);
      expect(retry.statusCode, retry.body).toBe(201);
      expect(orderResponse.parse(retry.json()).order.status).toBe('placed');
    }
    const failedRows = await t.db
      .select({ n: sql<number>`count(*)::int` })
      .from(schema.orders)
      .where(eq(schema.orders.status, 'payment_failed'));
    expect(failedRows[0].n).toBeGreaterThanOrEqual(cases.length);
  });

  it("needs exactly one card: 'A valid payment method is required' otherwise, and for a card the gateway does not know", async () => {
    const token = await browserCard(t.app, TEST_CARDS.visa);
    const expected = { code: 'payment_method_required', message: 'A valid payment method is required', field: 'payment_method' };
    for (const fields of [
      {},
      { payment_token: token, payment_method_id: 1 },
      { payment_token: 'pm_unknown123' },
      { payment_token: 'not-a-token' },
      { payment_method_id: 999999 },
    ]) {
      const answer = refusal(await place(creditBody(fields)));
      expect(answer.status, JSON.stringify(fields)).toBe(422);
      expect(answer.errors).toEqual([expected]);
      expect(answer.meta.errors.order).toEqual(['payment_method_required']);
    }
  });

  it('refuses cards where the shop takes none, and Adyen where the shop does not use it', async () => {
    await t.db.update(schema.shops).set({ acceptsCard: false }).where(eq(schema.shops.id, 1001));
    try {
      const answer = refusal(await place(await withCard(TEST_CARDS.visa)));
      expect(answer).toMatchObject({
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
    expect(refusal(await place(await withCard(TEST_CARDS.visa, { gateway: 'adyen' }))).errors[0].code).toBe('gateway_unavailable');
  });

  it('applies a promo code on a card payment and charges the discounted total', async () => {
    const cash = { ...creditBody({ promo_code_id: 1 }).order, payment_method: 'cash' };
    const receipt = await t.app.inject({
      method: 'POST',
      url: `${core}/v1/orders/shopping_cart`,
      payload: { order: { ...cash, payment_method: 'credit' } },
    });
    const priced = receipt.json().shopping_cart.receipt;
    expect(priced.promo_code_discount).toBe(500);
    const placed = await place(await withCard(TEST_CARDS.visa, { promo_code_id: 1 }));
    expect(placed.statusCode, placed.body).toBe(201);
    const order = orderResponse.parse(placed.json()).order;
    expect(order.receipt.promo_code_discount).toBe(500);
    expect(order.receipt.total).toBe(priced.total);
    const intent = await stripe.paymentIntents.retrieve((await rowOf(order.uuid)).paymentIntentId!);
    expect(intent.amount).toBe(priced.total);
  });

  it('replays: the same key and body answer the order as it is now; GET idempotency/{key} finds it; another body is 409', async () => {
    const key = { 'idempotency-key': `replay-${randomUUID()}` };
    const body = await withCard(TEST_CARDS.threeDSecure);
    const first = orderResponse.parse((await place(body, key)).json()).order;
    const again = await place(body, key);
    expect(again.statusCode).toBe(201);
    expect(orderResponse.parse(again.json()).order).toEqual(first);
    const lookup = await call('GET', `/v2/orders/idempotency/${key['idempotency-key']}`);
    expect(lookup.statusCode).toBe(200);
    expect(lookup.headers['cache-control']).toBe('no-store');
    expect(orderResponse.parse(lookup.json()).order).toMatchObject({
      uuid: first.uuid,
      status: 'awaiting_payment',
      three_d_secure_link: first.three_d_secure_link,
    });

    const back = await answerChallenge(t.app, first.next_action, 'complete');
    await complete(first.uuid, back.searchParams.get('payment_intent')!);
    const afterPaying = orderResponse.parse((await place(body, key)).json()).order;
    expect(afterPaying).toMatchObject({ uuid: first.uuid, status: 'placed', three_d_secure_link: null });
    expect(refusal(await place({ ...body, return_url: '/elsewhere/3ds-redirect' }, key))).toMatchObject({
      status: 409,
      errors: [{ code: 'idempotency_key_reused' }],
    });

    const unknown = refusal(await call('GET', `/v2/orders/idempotency/${randomUUID()}`));
    expect(unknown).toMatchObject({ status: 404, errors: [{ code: 'order_not_found', message: "We couldn't find that order." }] });
  });

  it('the same key sent three times at once charges once and answers one order', async () => {
    const key = { 'idempotency-key': `racing-card-${randomUUID()}` };
    const body = await withCard(TEST_CARDS.visa);
    const answers = await Promise.all([1, 2, 3].map(() => place(body, key)));
    expect(answers.map((a) => a.statusCode)).toEqual([201, 201, 201]);
    const uuids = new Set(answers.map((a) => orderResponse.parse(a.json()).order.uuid));
    expect(uuids.size).toBe(1);
    const [uuid] = [...uuids];
    const charges = await t.db
      .select({ n: sql<number>`count(*)::int` })
      .from(schema.stripeSandboxObjects)
      .where(
        and(
          eq(schema.stripeSandboxObjects.object, 'payment_intent'),
          sql`${schema.stripeSandboxObjects.data}->'metadata'->>'order_uuid' = ${uuid}`,
        ),
      );
    expect(charges[0].n).toBe(1);
  });

  it("a charge whose request died half-way is finished by the retry with the same key, with the order's own Stripe idempotency key", async () => {
    // a stored awaiting_payment order with no intent yet, claimed 2 minutes ago: its process died while charging
    const key = `stalled-${randomUUID()}`;
    const body = await withCard(TEST_CARDS.visa);
    const template = await rowOf(orderResponse.parse((await place(await withCard(TEST_CARDS.visa))).json()).order.uuid);
    const { id: _id, ...copy } = template;
    const uuid = randomUUID();
    await t.db.insert(schema.orders).values({
      ...copy,
      uuid,
      status: 'awaiting_payment',
      paymentIntentId: null,
      idempotencyKey: key,
      requestHash: requestHash(placeOrderRequest.parse(body)),
      placedAt: new Date(Date.parse(mondayNight) - 2 * 60_000),
    });
    const resumed = await place(body, { 'idempotency-key': key });
    expect(resumed.statusCode, resumed.body).toBe(201);
    expect(orderResponse.parse(resumed.json()).order).toMatchObject({
      uuid,
      status: 'placed',
      payment_method_details: { last_four: '4242' },
    });
    const intent = await stripe.paymentIntents.retrieve((await rowOf(uuid)).paymentIntentId!);
    expect(intent).toMatchObject({ status: 'succeeded', metadata: { order_uuid: uuid } });
  });

  it('sends the challenge back only to this origin: a path ending /3ds-redirect or a URL on this host; anything else, origin + /3ds-redirect', async () => {
    const returnOf = async (returnUrl: string) => {
      const placed = await place(
        creditBody({ payment_token: await browserCard(t.app, TEST_CARDS.threeDSecure) }, { return_url: returnUrl }),
      );
      return orderResponse.parse(placed.json()).order.next_action!.redirect_to_url.return_url;
    };
    expect(await returnOf('/3ds-redirect?from=checkout')).toBe(`${TEST_ORIGIN}/3ds-redirect?from=checkout`);
    expect(await returnOf(`${TEST_ORIGIN}/order/3ds-redirect`)).toBe(`${TEST_ORIGIN}/order/3ds-redirect`);
    for (const foreign of ['https://evil.example/3ds-redirect', '//evil.example/3ds-redirect', '/checkout', 'javascript:alert(1)']) {
      expect(await returnOf(foreign), foreign).toBe(`${TEST_ORIGIN}/3ds-redirect`);
    }
  });

  it("keeps unpaid orders out of the account's history", async () => {
    const { tokens } = await signUp(t.app);
    const auth = bearer(tokens.access_token);
    const paid = orderResponse.parse((await place(await withCard(TEST_CARDS.visa), auth)).json()).order;
    const waiting = orderResponse.parse((await place(await withCard(TEST_CARDS.threeDSecure), auth)).json()).order;
    expect(waiting.status).toBe('awaiting_payment');
    expect(refusal(await place(await withCard(TEST_CARDS.declined), auth)).status).toBe(422);
    const history = orderHistoryResponse.parse((await call('GET', '/v1/orders?per_page=15&page=1', undefined, auth)).json());
    expect(history.orders.map((order) => order.uuid)).toEqual([paid.uuid]);
    expect(history.meta.pagination.total_count).toBe(1);
  });

  it('malformed card fields answer 400, never 500', async () => {
    const token = await browserCard(t.app, TEST_CARDS.visa);
    for (const fields of [
      { expr_month: 13 },
      { expr_year: 99 },
      { payment_method_id: 'abc' },
      { payment_token: 42 },
      { gateway: 'braintree' },
      { paypal: 'B-1' },
      { gateway: 'paypal', paypal: { billing_agreement_id: 7 } },
      { payment_method_id: -1 },
    ]) {
      const answer = await place(creditBody({ payment_token: token, ...fields }));
      expect(answer.statusCode, JSON.stringify(fields)).toBe(400);
      expect(errorResponse.parse(answer.json()).errors[0].code).toBe('invalid_request');
    }
    for (const payload of [{}, { details: {} }, { details: { payment_intent: 7 } }]) {
      expect((await call('PUT', `/v1/orders/${randomUUID()}/complete`, payload)).statusCode, JSON.stringify(payload)).toBe(400);
    }
    expect(refusal(await complete(randomUUID(), 'pi_x'))).toMatchObject({ status: 404, errors: [{ code: 'order_not_found' }] });
    const cash = orderResponse.parse(
      (await place({ ...creditBody(), order: { ...creditBody().order, payment_method: 'cash' } })).json(),
    ).order;
    expect(refusal(await complete(cash.uuid, 'pi_x'))).toMatchObject({ status: 409, errors: [{ code: 'order_not_awaiting_payment' }] });
  });
});
