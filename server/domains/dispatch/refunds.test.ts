import { and, eq, sql } from 'drizzle-orm';
import Stripe from 'stripe';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SANDBOX_PUBLISHABLE_KEY, STRIPE_SANDBOX_PATH } from '../../contract/payments';
import { paymentMethodResponse } from '../../contract/payments';
import { agreementTokenResponse, billingAgreementResponse, paypalOrderResponse } from '../../contract/paypal';
import { paymentIntentResponse } from '../../contract/wallet';
import { TEST_HOST } from '../../identity/oidc-test-client';
import * as schema from '../../db/schema';
import { BROWSER_INFO, ADYEN_TEST_CARDS, adyenCard } from '../../test/adyen-cards';
import { browserCard, TEST_CARDS } from '../../test/cards';
import { coreApi } from '../../test/core-api';
import { createTestApp, databaseKinds, testClock, type TestApp } from '../../test/harness';
import { ApiError } from '../api-error';
import { createCardGateway } from '../payments/stripe-client';
import type { RefundGateways } from '../orders/refund';
import { createPaypal } from '../paypal/paypal';
import { adjustOrderByHand } from './control';

/*
 * Issue 31 item 1 and issue 37 item 12: the shop declining (voiding) or adjusting a paid order gives the money
 * back through the order's own gateway, exactly once, and the order says so (checkout §3 paymentStatus).
 */
const mondayNight = '2026-11-23T08:00:00Z'; // Brooklyn Slice House (1001, Stripe) and Midtown Pie Co. (1101, Adyen) are open
const DISPATCH = '/services/dispatch/api/v1/orders';
type Fields = Record<string, unknown>;

/** One Large cheese pizza for pickup at `shop`: $18.00, with tax and service fee $20.59 (checkout's receipt). */
const pickup = (shop: number, fields: Fields) => ({
  order: {
    shop_id: shop,
    placed_via: 'web',
    shipping_type: 'pickup',
    payment_method: 'credit',
    order_items_attributes: [{ products_type_id: shop * 1000 + 502, products_quantity: 1, selection_ids: [shop * 10000 + 99] }],
    email: 'ann@example.com',
    delivery_first_name: 'Ann',
    delivery_last_name: 'Lee',
    delivery_telephone: '718-555-0100',
    ...fields,
  },
  order_option_types: [],
  return_url: '/3ds-redirect',
  browser_info: BROWSER_INFO,
});
const TOTAL = 2059;
const ADYEN_TOTAL = 2121;

describe.each(databaseKinds)('money back when the shop voids or adjusts a paid order, on %s', (kind) => {
  let t: TestApp;
  let stripe: Stripe;
  beforeAll(async () => {
    t = await createTestApp(kind, { clock: testClock(mondayNight), dispatchControl: true });
    // the platform's own client of the Stripe sandbox, to read what Stripe holds (as its dashboard would)
    stripe = createCardGateway({}, t.app).stripe;
  });
  afterAll(async () => t?.close());

  const call = coreApi(() => t.app);
  const placed = async (body: object, total = TOTAL) => {
    const answer = await call('POST', '/v2/orders', body);
    expect(answer.statusCode, answer.body).toBe(201);
    const order = answer.json().order as { uuid: string; status: string; receipt: { total: number } };
    expect(order.status).toBe('placed');
    expect(order.receipt.total).toBe(total);
    return order.uuid;
  };
  const placeCard = async () => placed(pickup(1001, { payment_token: await browserCard(t.app, TEST_CARDS.visa) }));
  const placeCash = async () => placed(pickup(1001, { payment_method: 'cash' }));
  const placeAdyen = async () => {
    const saved = await call('POST', '/v2/payment_methods', {
      gateway: 'adyen',
      data: adyenCard(ADYEN_TEST_CARDS.adyenVisa),
      browser_info: BROWSER_INFO,
      channel: 'web',
      single_use: true,
      email: 'ann@example.com',
      return_url: '/3ds-redirect',
    });
    expect(saved.statusCode, saved.body).toBe(201);
    // Midtown Pie Co.'s Large cheese: $18.00 with Manhattan's tax and its service fee
    const { payment_method: card, client_secret } = paymentMethodResponse.parse(saved.json());
    return placed(pickup(1101, { gateway: 'adyen', payment_method_id: card.id, client_secret }), ADYEN_TOTAL);
  };
  const placeWallet = async () => {
    const made = await call('POST', '/v1/payment_intents', {
      order: {
        shop_id: 1001,
        shipping_type: 'pickup',
        payment_method: 'apple',
        order_items_attributes: pickup(1001, {}).order.order_items_attributes,
      },
    });
    const intent = paymentIntentResponse.parse(made.json()).payment_intent;
    const browser = { authorization: `Bearer ${SANDBOX_PUBLISHABLE_KEY}`, 'content-type': 'application/x-www-form-urlencoded' };
    const pm = await t.app.inject({
      method: 'POST',
      url: `${STRIPE_SANDBOX_PATH}/v1/payment_methods`,
      headers: browser,
      payload: new URLSearchParams({
        type: 'card',
        'card[number]': '4242424242424242',
        'card[exp_month]': '12',
        'card[exp_year]': '2030',
        'card[cvc]': '123',
        wallet: 'apple_pay',
      }).toString(),
    });
    await t.app.inject({
      method: 'POST',
      url: `${STRIPE_SANDBOX_PATH}/v1/payment_intents/${intent.id}/confirm`,
      headers: browser,
      payload: new URLSearchParams({ client_secret: intent.client_secret, payment_method: pm.json().id }).toString(),
    });
    return placed(pickup(1001, { gateway: 'stripe', payment_intent_id: intent.id }));
  };

  /** A PayPal order as checkout makes it: the shopper approves a billing agreement on PayPal's page, a payment is made on it, the order captures it. */
  const placePaypal = async () => {
    const paypalCall = (url: string, payload: object) => t.app.inject({ method: 'POST', url, headers: { host: TEST_HOST }, payload });
    const { token_id: tokenId } = agreementTokenResponse.parse(
      (await paypalCall('/services/core/api/v1/paypal/billing_agreement_tokens', {})).json(),
    );
    await t.app.inject({
      method: 'POST',
      url: '/sandbox/paypal/checkoutnow',
      headers: { host: TEST_HOST, 'content-type': 'application/x-www-form-urlencoded' },
      payload: new URLSearchParams({ token: tokenId, decision: 'approve' }).toString(),
    });
    const made = billingAgreementResponse.parse(
      (await paypalCall('/services/core/api/v1/paypal/billing_agreements', { token_id: tokenId })).json(),
    ).billing_agreement;
    const pricing = {
      shop_id: 1001,
      shipping_type: 'pickup',
      payment_method: 'paypal',
      order_items_attributes: pickup(1001, {}).order.order_items_attributes,
      paypal: { billing_agreement_id: made.id },
    };
    const { paypal_order: payment } = paypalOrderResponse.parse(
      (await paypalCall('/services/core/api/v1/paypal/orders', { order: pricing, calculate_strict_total: true })).json(),
    );
    return placed(
      pickup(1001, { gateway: 'paypal', paypal: { billing_agreement_id: made.id, payment_id: payment.id, payer_id: made.payer_id } }),
    );
  };

  const voidOrder = (uuid: string) =>
    t.app.inject({ method: 'POST', url: `${DISPATCH}/${uuid}/advance`, payload: { status: 'voided', reason: 'Out of dough' } });
  const adjust = (uuid: string, amount: number, headers: Record<string, string> = {}) =>
    t.app.inject({ method: 'POST', url: `${DISPATCH}/${uuid}/adjust`, payload: { amount, reason: 'No olives left' }, headers });
  const orderOf = async (uuid: string) =>
    (await call('GET', `/v1/orders/${uuid}`)).json().order as {
      status: string;
      receipt: { total: number };
      adjusted_amount: number;
      payment_method_details: {
        payment_type: string;
        last_four: string | null;
        wallet: string | null;
        payment_status: string;
        refunded_amount: number;
      };
    };
  const rowOf = async (uuid: string) => (await t.db.select().from(schema.orders).where(eq(schema.orders.uuid, uuid)))[0];
  /** The refunds Stripe holds for the order's payment intent, in cents. */
  const stripeRefunds = async (uuid: string) => {
    const { paymentIntentId } = await rowOf(uuid);
    return (await t.db.select().from(schema.stripeSandboxObjects).where(eq(schema.stripeSandboxObjects.object, 'refund')))
      .map((stored) => stored.data as { payment_intent: string; amount: number; status: string })
      .filter((refund) => refund.payment_intent === paymentIntentId)
      .map((refund) => refund.amount)
      .sort((a, b) => a - b);
  };

  it('a card order voided by the shop: the whole payment comes back once, and the order says refunded; a second void is 409', async () => {
    const uuid = await placeCard();
    expect((await orderOf(uuid)).payment_method_details).toMatchObject({
      payment_type: 'credit',
      last_four: '4242',
      payment_status: 'paid',
      refunded_amount: 0,
    });
    const voided = await voidOrder(uuid);
    expect(voided.statusCode, voided.body).toBe(200);
    expect(voided.json()).toEqual({ order_status: 'voided' });
    expect(await stripeRefunds(uuid)).toEqual([TOTAL]);
    const charge = (await stripe.paymentIntents.retrieve((await rowOf(uuid)).paymentIntentId!, { expand: ['latest_charge'] }))
      .latest_charge as Stripe.Charge;
    expect(charge).toMatchObject({ amount_captured: TOTAL, amount_refunded: TOTAL, refunded: true });
    const order = await orderOf(uuid);
    expect(order.status).toBe('voided');
    expect(order.payment_method_details).toMatchObject({ payment_status: 'refunded', refunded_amount: TOTAL, wallet: null });
    const tracked = (await t.app.inject({ url: `/services/tracking/api/v2/orders/${uuid}` })).json();
    expect(tracked.order).toMatchObject({ status: 'voided', void_reason: 'Out of dough', refunded_amount: TOTAL });
    expect((await voidOrder(uuid)).statusCode).toBe(409);
    expect(await stripeRefunds(uuid)).toEqual([TOTAL]);
  });

  it('a card order adjusted, then voided: the void gives back what is left after the adjustment', async () => {
    const uuid = await placeCard();
    expect((await adjust(uuid, 200)).json()).toEqual({ adjusted_amount: 200, total: TOTAL - 200 });
    expect((await orderOf(uuid)).payment_method_details).toMatchObject({ payment_status: 'partially_refunded', refunded_amount: 200 });
    expect((await voidOrder(uuid)).statusCode).toBe(200);
    expect(await stripeRefunds(uuid)).toEqual([200, TOTAL - 200]);
    expect((await orderOf(uuid)).payment_method_details).toMatchObject({ payment_status: 'refunded', refunded_amount: TOTAL });
  });

  it('an Adyen order: adjusted (no longer 409 refund_unavailable) and voided, each refunded at Adyen once', async () => {
    const uuid = await placeAdyen();
    const adjusted = await adjust(uuid, 200);
    expect(adjusted.statusCode, adjusted.body).toBe(200);
    expect(adjusted.json()).toEqual({ adjusted_amount: 200, total: ADYEN_TOTAL - 200 });
    expect((await voidOrder(uuid)).statusCode).toBe(200);
    const { paymentIntentId } = await rowOf(uuid);
    const refunds = await t.db
      .select({ data: schema.adyenSandboxObjects.data })
      .from(schema.adyenSandboxObjects)
      .where(
        and(
          eq(schema.adyenSandboxObjects.kind, 'refund'),
          sql`${schema.adyenSandboxObjects.data}->>'paymentPspReference' = ${paymentIntentId}`,
        ),
      );
    expect(refunds.map(({ data }) => (data.amount as { value: number }).value).sort((a, b) => a - b)).toEqual([200, ADYEN_TOTAL - 200]);
    expect((await orderOf(uuid)).payment_method_details).toMatchObject({
      last_four: '1111',
      payment_status: 'refunded',
      refunded_amount: ADYEN_TOTAL,
    });
  });

  it('a wallet order voided: refunded on its Stripe intent, and the order names the wallet', async () => {
    const uuid = await placeWallet();
    expect((await voidOrder(uuid)).statusCode).toBe(200);
    expect(await stripeRefunds(uuid)).toEqual([TOTAL]);
    expect((await orderOf(uuid)).payment_method_details).toMatchObject({
      wallet: 'apple_pay',
      last_four: '4242',
      payment_status: 'refunded',
      refunded_amount: TOTAL,
    });
  });

  it('a PayPal order voided: refunded on its capture, and the order says so', async () => {
    const uuid = await placePaypal();
    expect((await voidOrder(uuid)).statusCode).toBe(200);
    expect((await createPaypal({}, t.app).getOrder((await rowOf(uuid)).paymentIntentId!)).captureStatus).toBe('REFUNDED');
    expect((await orderOf(uuid)).payment_method_details).toMatchObject({
      payment_type: 'paypal',
      payment_status: 'refunded',
      refunded_amount: TOTAL,
    });
    expect((await voidOrder(uuid)).statusCode).toBe(409);
  });

  it('a cash order voided has nothing to refund: unpaid, nothing given back', async () => {
    const uuid = await placeCash();
    expect((await voidOrder(uuid)).statusCode).toBe(200);
    expect((await orderOf(uuid)).payment_method_details).toMatchObject({
      payment_type: 'cash',
      payment_status: 'unpaid',
      refunded_amount: 0,
    });
    expect(
      await t.db
        .select()
        .from(schema.orderRefunds)
        .where(eq(schema.orderRefunds.orderId, (await rowOf(uuid)).id)),
    ).toEqual([]);
  });

  it("two adjustments at once: each is refunded or answered 409 in plain words (never Stripe's message or a key), and what was refunded is what the order took off", async () => {
    const uuid = await placeCard();
    const answers = await Promise.all([adjust(uuid, 100), adjust(uuid, 250)]);
    const refused = answers.filter((answer) => answer.statusCode !== 200);
    expect(refused.length).toBeLessThanOrEqual(1);
    for (const answer of refused) {
      expect(answer.statusCode, answer.body).toBe(409);
      expect(answer.json().errors[0]).toEqual({
        code: 'refund_in_progress',
        message: 'Another refund for this order is under way; try again in a moment',
      });
      expect(answer.body).not.toContain(uuid);
    }
    const order = await orderOf(uuid);
    const refunded = await stripeRefunds(uuid);
    expect(refunded.reduce((sum, amount) => sum + amount, 0)).toBe(order.adjusted_amount);
    expect(order.payment_method_details.refunded_amount).toBe(order.adjusted_amount);
    expect(order.receipt.total).toBe(TOTAL - order.adjusted_amount);
  });

  it('an adjustment while another one is still at Stripe answers 409 in plain words, and the first goes through once', async () => {
    const uuid = await placeCard();
    // The Stripe boundary is stubbed here so the first refund can be held half-way, deterministically: while a
    // request holds an Idempotency-Key, Stripe answers the same key 409 with its idempotency error (naming the key),
    // which stripe-node raises as a StripeAPIError of raw type idempotency_error.
    let release!: () => void;
    const held = new Promise<void>((resolve) => {
      release = resolve;
    });
    const inFlight = new Set<string>();
    const sent: { amount: number; key: string }[] = [];
    const create = async (params: { amount: number }, options: { idempotencyKey: string }) => {
      if (inFlight.has(options.idempotencyKey)) {
        throw new Stripe.errors.StripeAPIError({
          type: 'idempotency_error',
          statusCode: 409,
          message: `There is currently another in-progress request using this Idempotent Key (that probably means you submitted twice, and the other request is still going through): ${options.idempotencyKey}. Please try again later.`,
        });
      }
      inFlight.add(options.idempotencyKey);
      await held;
      inFlight.delete(options.idempotencyKey);
      sent.push({ amount: params.amount, key: options.idempotencyKey });
      return { id: `re_stub_${sent.length}` };
    };
    const gateways = { stripe: { refunds: { create } }, adyen: {} } as unknown as RefundGateways;
    const first = adjustOrderByHand(t.db, gateways, uuid, 100, 'No olives left', t.clock.now());
    while (inFlight.size === 0) await new Promise((resolve) => setImmediate(resolve));
    const second = await adjustOrderByHand(t.db, gateways, uuid, 250, 'No anchovies left', t.clock.now()).then(
      () => null,
      (error: unknown) => error,
    );
    expect(second).toBeInstanceOf(ApiError);
    expect(second).toMatchObject({
      statusCode: 409,
      details: [{ code: 'refund_in_progress', message: 'Another refund for this order is under way; try again in a moment' }],
    });
    release();
    expect(await first).toEqual({ adjusted_amount: 100, total: TOTAL - 100 });
    expect(sent).toEqual([{ amount: 100, key: expect.any(String) }]);
    expect((await orderOf(uuid)).payment_method_details).toMatchObject({ payment_status: 'partially_refunded', refunded_amount: 100 });
  });

  it("a crash between the refund and the order's update does not block the next adjustment, nor refund twice", async () => {
    const uuid = await placeCard();
    expect((await adjust(uuid, 300)).statusCode).toBe(200);
    // the process died after Stripe refunded 300 and before the order took it: the order as it was, its claim unfinished
    const row = await rowOf(uuid);
    await t.db
      .update(schema.orders)
      .set({
        receipt: { ...(row.receipt as object), adjustments: [], total: TOTAL },
        adjustedAmount: 0,
        refundedAmount: 0,
        adjustmentReason: null,
        adjustedAt: null,
      })
      .where(eq(schema.orders.id, row.id));
    await t.db
      .update(schema.orderRefunds)
      .set({ status: 'pending', completedAt: null, gatewayRefundId: null })
      .where(eq(schema.orderRefunds.orderId, row.id));

    const next = await adjust(uuid, 150);
    expect(next.statusCode, next.body).toBe(200);
    expect(next.json()).toEqual({ adjusted_amount: 450, total: TOTAL - 450 });
    expect(await stripeRefunds(uuid)).toEqual([150, 300]);
    expect((await orderOf(uuid)).payment_method_details).toMatchObject({ payment_status: 'partially_refunded', refunded_amount: 450 });
  });

  it('a void whose request died after its refund is finished by its retry (voided, refunded once)', async () => {
    const uuid = await placeCard();
    expect((await voidOrder(uuid)).statusCode).toBe(200);
    const row = await rowOf(uuid);
    await t.db
      .update(schema.orders)
      .set({ status: 'placed', voidedAt: null, voidReason: null, refundedAmount: 0 })
      .where(eq(schema.orders.id, row.id));
    await t.db
      .update(schema.orderRefunds)
      .set({ status: 'pending', completedAt: null, gatewayRefundId: null })
      .where(eq(schema.orderRefunds.orderId, row.id));

    const retried = await voidOrder(uuid);
    expect(retried.statusCode, retried.body).toBe(200);
    expect(await stripeRefunds(uuid)).toEqual([TOTAL]);
    expect(await orderOf(uuid)).toMatchObject({
      status: 'voided',
      payment_method_details: { payment_status: 'refunded', refunded_amount: TOTAL },
    });
    expect((await voidOrder(uuid)).statusCode).toBe(409);
  });

  it('the same Idempotency-Key again answers the adjustment it made; with another amount it is refused', async () => {
    const uuid = await placeCard();
    const key = { 'idempotency-key': `adjust-${uuid}-a` };
    expect((await adjust(uuid, 120, key)).json()).toEqual({ adjusted_amount: 120, total: TOTAL - 120 });
    expect((await adjust(uuid, 120, key)).json()).toEqual({ adjusted_amount: 120, total: TOTAL - 120 });
    expect((await adjust(uuid, 130, key)).statusCode).toBe(409);
    expect(await stripeRefunds(uuid)).toEqual([120]);
  });
});
