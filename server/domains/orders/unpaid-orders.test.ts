import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import Stripe from 'stripe';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { errorResponse } from '../../contract/common';
import { orderResponse, placeOrderRequest } from '../../contract/orders';
import * as schema from '../../db/schema';
import { TEST_HOST } from '../../identity/oidc-test-client';
import { adyenCard, ADYEN_TEST_CARDS } from '../../test/adyen-cards';
import { answerChallenge, browserCard, TEST_CARDS } from '../../test/cards';
import { createTestApp, databaseKinds, testClock, type TestApp } from '../../test/harness';
import { advanceOrders } from '../dispatch/service';
import { createCardGateway, type CardGateway } from '../payments/stripe-client';
import { requestHash } from './service';
import { settleStalledPayments, type SweepLimits } from './stalled-payments';

const mondayNight = '2026-11-23T08:00:00Z'; // Brooklyn Slice House (1001) is open all day
const core = '/services/core/api';
const minutes = (n: number) => new Date(Date.parse(mondayNight) + n * 60_000);
/** The words (issue 31 item 2) for a challenge the shopper closes. */
const CLOSED = 'You closed the verification. Your card was not charged.';
const limits: SweepLimits = { stalledChargeMs: 90_000, challengeExpiresMs: 15 * 60_000 };

const creditBody = (paymentToken: string) => ({
  order: {
    shop_id: 1001,
    placed_via: 'web',
    shipping_type: 'pickup',
    payment_method: 'credit',
    gateway: 'stripe',
    payment_token: paymentToken,
    order_items_attributes: [{ products_type_id: 1001502, products_quantity: 1, selection_ids: [10010099] }],
    email: 'ann@example.com',
    delivery_first_name: 'Ann',
    delivery_last_name: 'Lee',
    delivery_telephone: '718-555-0100',
  },
  order_option_types: [],
  return_url: '/3ds-redirect',
});

describe.each(databaseKinds)('unpaid card orders on %s: a closed challenge, an expired one, a charge whose request died', (kind) => {
  let t: TestApp;
  let gateway: CardGateway;
  let stripe: Stripe;
  beforeAll(async () => {
    t = await createTestApp(kind, { clock: testClock(mondayNight) });
    gateway = createCardGateway({}, t.app);
    stripe = gateway.stripe;
  });
  afterAll(async () => t?.close());

  const call = (method: 'GET' | 'POST' | 'PUT', url: string, payload?: object, headers: Record<string, string> = {}) =>
    t.app.inject({ method, url: `${core}${url}`, headers: { host: TEST_HOST, ...headers }, ...(payload ? { payload } : {}) });
  const place = async (number: string, key = `unpaid-${randomUUID()}`) => {
    const body = creditBody(await browserCard(t.app, number));
    const response = await call('POST', '/v2/orders', body, { 'idempotency-key': key });
    expect(response.statusCode, response.body).toBe(201);
    return { order: orderResponse.parse(response.json()).order, body, key };
  };
  const abandon = (uuid: string) => call('PUT', `/v1/orders/${uuid}/abandon`);
  const rowOf = async (uuid: string) => (await t.db.select().from(schema.orders).where(eq(schema.orders.uuid, uuid)))[0];

  /** An awaiting_payment order with no intent recorded, started at `startedAt`: its process died while charging. */
  const stalledOrder = async (startedAt: Date, payment: { uuid?: string; cardGateway?: 'adyen'; paymentIntentId?: string } = {}) => {
    const { order } = await place(TEST_CARDS.visa);
    const { id: _id, ...copy } = await rowOf(order.uuid);
    const uuid = payment.uuid ?? randomUUID();
    const key = `stalled-${uuid}`;
    await t.db.insert(schema.orders).values({
      ...copy,
      uuid,
      status: 'awaiting_payment',
      paymentIntentId: null,
      idempotencyKey: key,
      requestHash: requestHash(placeOrderRequest.parse(creditBody('pm_x'))),
      placedAt: startedAt,
      stepAt: startedAt,
      ...(payment.cardGateway ? { cardGateway: payment.cardGateway } : {}),
      ...(payment.paymentIntentId ? { paymentIntentId: payment.paymentIntentId } : {}),
    });
    return { uuid, key };
  };
  /** What the dead request got as far as: Stripe charged the card for the order. */
  const chargedAtStripe = async (uuid: string, number: string = TEST_CARDS.visa) =>
    stripe.paymentIntents.create({
      amount: 1859,
      currency: 'usd',
      payment_method: await browserCard(t.app, number),
      confirm: true,
      return_url: 'https://shop.test/3ds-redirect',
      metadata: { order_uuid: uuid },
    });

  it("closing the challenge: 422 'You closed the verification…', the intent cancelled, the key released; the retry with the same key is a new order", async () => {
    const { order, body, key } = await place(TEST_CARDS.threeDSecure);
    expect(order.status).toBe('awaiting_payment');
    const closed = await abandon(order.uuid);
    expect(closed.statusCode).toBe(422);
    expect(errorResponse.parse(closed.json()).errors).toEqual([{ code: 'verification_closed', message: CLOSED }]);
    const row = await rowOf(order.uuid);
    expect(row).toMatchObject({ status: 'payment_failed', idempotencyKey: null, nextAction: null });
    expect(await stripe.paymentIntents.retrieve(row.paymentIntentId!)).toMatchObject({ status: 'canceled', amount_received: 0 });
    // closed again: the same answer; the key no longer names it
    expect(errorResponse.parse((await abandon(order.uuid)).json()).errors[0].message).toBe(CLOSED);
    expect((await call('GET', `/v2/orders/idempotency/${key}`)).statusCode).toBe(404);

    const retry = await call('POST', '/v2/orders', body, { 'idempotency-key': key });
    expect(retry.statusCode, retry.body).toBe(201);
    expect(orderResponse.parse(retry.json()).order.uuid).not.toBe(order.uuid);
  });

  it('closing a challenge the shopper had passed (its page never returned): the order is placed, not cancelled', async () => {
    const { order } = await place(TEST_CARDS.threeDSecure);
    await answerChallenge(t.app, order.next_action, 'complete');
    const closed = await abandon(order.uuid);
    expect(closed.statusCode, closed.body).toBe(200);
    expect(orderResponse.parse(closed.json()).order.status).toBe('placed');
    expect((await rowOf(order.uuid)).status).toBe('placed');
  });

  it('closing answers 404 for an unknown order and 409 for a cash or unchallenged order', async () => {
    expect((await abandon(randomUUID())).statusCode).toBe(404);
    const cash = await call('POST', '/v2/orders', {
      ...creditBody(''),
      order: { ...creditBody('').order, payment_method: 'cash', payment_token: undefined, gateway: undefined },
    });
    expect(cash.statusCode, cash.body).toBe(201);
    expect((await abandon(orderResponse.parse(cash.json()).order.uuid)).statusCode).toBe(409);
  });

  it('an Adyen payment received but never settled (Received): 409 in progress, then after 15 minutes cancelled at Adyen and payment_failed', async () => {
    const reference = randomUUID();
    // Adyen's holderName test value PENDING answers Received, as an issuer still deciding would
    const received = await gateway.adyen.client.payments({
      amount: { currency: 'USD', value: 1859 },
      reference,
      returnUrl: 'https://shop.test/3ds-redirect',
      paymentMethod: { ...adyenCard(ADYEN_TEST_CARDS.adyenVisa), holderName: 'PENDING' },
    });
    expect(received.resultCode).toBe('Received');
    const { uuid, key } = await stalledOrder(minutes(0), {
      uuid: reference,
      cardGateway: 'adyen',
      paymentIntentId: received.pspReference!,
    });
    expect((await call('GET', `/v2/orders/idempotency/${key}`)).statusCode).toBe(409);
    await settleStalledPayments(t.db, gateway, minutes(14), limits);
    expect((await rowOf(uuid)).status).toBe('awaiting_payment');
    await settleStalledPayments(t.db, gateway, minutes(16), limits);
    expect(await rowOf(uuid)).toMatchObject({ status: 'payment_failed', idempotencyKey: null });
    const atAdyen = (
      await t.db.select().from(schema.adyenSandboxObjects).where(eq(schema.adyenSandboxObjects.id, received.pspReference!))
    )[0]?.data;
    expect(atAdyen).toMatchObject({ resultCode: 'Received', cancelled: true });
  });

  it('a challenge nobody answers expires after 15 minutes: cancelled at Stripe and payment_failed, never before', async () => {
    const { order } = await place(TEST_CARDS.threeDSecure);
    const early = await settleStalledPayments(t.db, gateway, minutes(14), limits);
    expect((await rowOf(order.uuid)).status).toBe('awaiting_payment');
    expect(early.cancelled).toBe(0);
    await settleStalledPayments(t.db, gateway, minutes(16), limits);
    const row = await rowOf(order.uuid);
    expect(row).toMatchObject({ status: 'payment_failed', idempotencyKey: null });
    expect(row.paymentError?.details[0].code).toBe('payment_expired');
    expect((await stripe.paymentIntents.retrieve(row.paymentIntentId!)).status).toBe('canceled');
  });

  it('a charge whose request died after Stripe charged it: the lookup answers 409 in progress until the sweep places it and dispatch takes it', async () => {
    const { uuid, key } = await stalledOrder(minutes(-3));
    const intent = await chargedAtStripe(uuid);
    const looked = await call('GET', `/v2/orders/idempotency/${key}`);
    expect(looked.statusCode).toBe(409);
    expect(errorResponse.parse(looked.json()).errors[0].code).toBe('order_in_progress');

    const report = await settleStalledPayments(t.db, gateway, minutes(0), limits);
    expect(report.placed).toBeGreaterThanOrEqual(1);
    expect(await rowOf(uuid)).toMatchObject({ status: 'placed', paymentIntentId: intent.id });
    expect(orderResponse.parse((await call('GET', `/v2/orders/idempotency/${key}`)).json()).order.status).toBe('placed');
    await advanceOrders(t.db, minutes(30), 1);
    expect((await rowOf(uuid)).status).not.toBe('placed');
  });

  it('a charge whose request died before Stripe charged anything: payment_failed, not charged, its key released', async () => {
    const { uuid, key } = await stalledOrder(minutes(-3));
    await settleStalledPayments(t.db, gateway, minutes(0), limits);
    const row = await rowOf(uuid);
    expect(row).toMatchObject({ status: 'payment_failed', idempotencyKey: null, paymentIntentId: null });
    expect((await call('GET', `/v2/orders/idempotency/${key}`)).statusCode).toBe(404);
  });

  it('leaves a charge alone while its request may still be running (under 90 s)', async () => {
    const { uuid } = await stalledOrder(minutes(-1));
    await settleStalledPayments(t.db, gateway, minutes(0), limits);
    expect((await rowOf(uuid)).status).toBe('awaiting_payment');
    await settleStalledPayments(t.db, gateway, minutes(2), limits);
    expect((await rowOf(uuid)).status).toBe('payment_failed');
  });

  it('two sweeps at once settle each stalled order once', async () => {
    const { uuid } = await stalledOrder(minutes(-3));
    await chargedAtStripe(uuid);
    const reports = await Promise.all([
      settleStalledPayments(t.db, gateway, minutes(0), limits),
      settleStalledPayments(t.db, gateway, minutes(0), limits),
    ]);
    expect(reports.reduce((sum, report) => sum + report.placed, 0)).toBe(1);
    expect((await rowOf(uuid)).status).toBe('placed');
  });
});
