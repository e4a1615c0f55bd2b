import { randomUUID } from 'node:crypto';
import { and, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ADYEN_SANDBOX_PATH } from '../../contract/adyen';
import { errorResponse } from '../../contract/common';
import { orderResponse, placeOrderRequest } from '../../contract/orders';
import { CARD_ERROR_MESSAGES, paymentMethodResponse, PAYMENT_ERROR_CODE } from '../../contract/payments';
import * as schema from '../../db/schema';
import { bearer, signUp, TEST_ORIGIN } from '../../identity/oidc-test-client';
import { ADYEN_TEST_CARDS as CARDS, adyenCard, BROWSER_INFO } from '../../test/adyen-cards';
import { answerChallenge, browserCard } from '../../test/cards';
import { coreApi } from '../../test/core-api';
import { createTestApp, databaseKinds, testClock, type TestApp } from '../../test/harness';
import { createAdyenGateway } from '../payments/adyen-gateway';
import { adyenChargeRequest } from './adyen-payment';
import { requestHash } from './service';

const mondayNight = '2026-11-23T08:00:00Z'; // Midtown Pie Co. (1101, gateway adyen) and Liberty Slice (1201, interim adyen) are open all day

type Fields = Record<string, unknown>;
/** A card pickup order of one Large cheese pizza at `shop`, paid through Adyen, as the checkout sends it. */
const adyenBody = (shop: number, fields: Fields = {}) => ({
  order: {
    shop_id: shop,
    placed_via: 'web',
    shipping_type: 'pickup',
    payment_method: 'credit',
    gateway: 'adyen',
    order_items_attributes: [{ products_type_id: shop * 1000 + 502, products_quantity: 1, selection_ids: [shop * 10000 + 99] }],
    email: 'ann@example.com',
    delivery_first_name: 'Ann',
    delivery_last_name: 'Lee',
    delivery_telephone: '212-555-0100',
    ...fields,
  },
  order_option_types: [],
  return_url: '/3ds-redirect',
  browser_info: BROWSER_INFO,
});

describe.each(databaseKinds)('card orders through Adyen on %s', (kind) => {
  let t: TestApp;
  let ann: Record<string, string>;
  beforeAll(async () => {
    t = await createTestApp(kind, { clock: testClock(mondayNight) });
    ann = bearer((await signUp(t.app)).tokens.access_token);
  });
  afterAll(async () => t?.close());

  const call = coreApi(() => t.app);
  const place = (body: object, headers: Record<string, string> = {}) => call('POST', '/v2/orders', body, headers);
  const complete = (uuid: string, details: Fields) => call('PUT', `/v1/orders/${uuid}/complete`, { details });
  const refusal = (response: { statusCode: number; json(): unknown }) => ({
    status: response.statusCode,
    ...errorResponse.parse(response.json()),
  });
  const rowOf = async (uuid: string) => (await t.db.select().from(schema.orders).where(eq(schema.orders.uuid, uuid)))[0];
  /** The payments Adyen (the sandbox) made for an order. */
  const paymentsAtAdyen = async (uuid: string) =>
    t.db
      .select({ data: schema.adyenSandboxObjects.data })
      .from(schema.adyenSandboxObjects)
      .where(and(eq(schema.adyenSandboxObjects.kind, 'payment'), sql`${schema.adyenSandboxObjects.data}->>'merchantReference' = ${uuid}`));
  /** A card saved through Adyen (its challenge completed when it has one): its payment method id, and a guest's client_secret. */
  const saveCard = async (as: Record<string, string>, number: string, fields: Fields = {}) => {
    const saved = await call(
      'POST',
      '/v2/payment_methods',
      {
        gateway: 'adyen',
        data: adyenCard(number),
        browser_info: BROWSER_INFO,
        channel: 'web',
        single_use: false,
        return_url: '/3ds-redirect',
        ...fields,
      },
      as,
    );
    expect(saved.statusCode, saved.body).toBe(201);
    const { payment_method: card, next_action: action, client_secret: clientSecret } = paymentMethodResponse.parse(saved.json());
    if (action) {
      const back = await answerChallenge(t.app, action, 'complete');
      const confirmed = await call(
        'POST',
        `/v2/payment_methods/${card.id}/confirm`,
        {
          details: { redirectResult: back.searchParams.get('redirectResult') },
          email: fields.email,
          client_secret: clientSecret,
        },
        as,
      );
      expect(confirmed.statusCode, confirmed.body).toBe(200);
    }
    return { id: card.id, clientSecret };
  };
  const savedCard = async (as: Record<string, string>, number: string, fields: Fields = {}) => (await saveCard(as, number, fields)).id;

  it("a signed-in shopper's saved card pays at an Adyen shop: placed at once, the total charged once by its stored card (Ecommerce, CardOnFile)", async () => {
    const id = await savedCard(ann, CARDS.adyenVisa);
    const placed = await place(adyenBody(1101, { payment_method_id: id }), ann);
    expect(placed.statusCode, placed.body).toBe(201);
    const order = orderResponse.parse(placed.json()).order;
    expect(order).toMatchObject({
      status: 'placed',
      payment_method_details: { payment_type: 'credit', last_four: '1111' },
      next_action: null,
    });
    const row = await rowOf(order.uuid);
    expect(row).toMatchObject({ cardGateway: 'adyen', cardBrand: 'visa', paymentMethodId: id });
    const payments = await paymentsAtAdyen(order.uuid);
    expect(payments).toHaveLength(1);
    expect(payments[0].data).toMatchObject({
      pspReference: row.paymentIntentId,
      resultCode: 'Authorised',
      amount: { currency: 'USD', value: order.receipt.total },
    });
    // the card stays saved for the next order
    expect(orderResponse.parse((await place(adyenBody(1101, { payment_method_id: id }), ann)).json()).order.status).toBe('placed');
  });

  it("a guest pays with the single-use card just saved with the order's email and its client_secret; it is spent by that order", async () => {
    const { id, clientSecret } = await saveCard({}, CARDS.adyenVisa, { single_use: true, email: 'guest@example.com' });
    expect(clientSecret).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(
      refusal(await place(adyenBody(1101, { payment_method_id: id, email: 'someone@example.com', client_secret: clientSecret }))),
    ).toMatchObject({ status: 422, errors: [{ code: 'payment_method_required' }] });
    // someone else's saved card is not the guest's
    const annsCard = await savedCard(ann, CARDS.adyenVisa);
    expect(refusal(await place(adyenBody(1101, { payment_method_id: annsCard, email: 'guest@example.com' }))).status).toBe(422);

    const placed = await place(adyenBody(1101, { payment_method_id: id, email: 'guest@example.com', client_secret: clientSecret }));
    expect(placed.statusCode, placed.body).toBe(201);
    expect(orderResponse.parse(placed.json()).order.status).toBe('placed');
    const again = await place(adyenBody(1101, { payment_method_id: id, email: 'guest@example.com', client_secret: clientSecret }));
    expect(refusal(again)).toMatchObject({ status: 422, errors: [{ code: 'payment_method_required' }] });
  });

  it("issue 37 item 1: another guest holding the victim's card id and email cannot pay with it; ids are not sequential", async () => {
    const victim = await saveCard({}, CARDS.adyenVisa, { single_use: true, email: 'victim@example.com' });
    const attacker = await saveCard({}, CARDS.adyenVisa, { single_use: true, email: 'attacker@example.com' });
    // the probe's attack: the id next to one's own (any id, here the victim's own), the victim's email, one's own or no secret
    for (const clientSecret of [undefined, attacker.clientSecret, '', `${victim.clientSecret}A`, victim.clientSecret!.slice(0, -1)]) {
      const hijack = await place(
        adyenBody(1101, { payment_method_id: victim.id, email: 'victim@example.com', client_secret: clientSecret }),
      );
      expect(refusal(hijack), String(clientSecret)).toMatchObject({ status: 422, errors: [{ code: 'payment_method_required' }] });
    }
    expect(await t.db.select().from(schema.orders).where(eq(schema.orders.paymentMethodId, victim.id))).toHaveLength(0);
    const theirs = await place(
      adyenBody(1101, { payment_method_id: victim.id, email: 'victim@example.com', client_secret: victim.clientSecret }),
    );
    expect(theirs.statusCode, theirs.body).toBe(201);

    // a card's id says nothing of the next one's: ten saves in a row are not a run
    const ids: number[] = [];
    for (let i = 0; i < 10; i += 1) ids.push((await saveCard({}, CARDS.adyenVisa, { single_use: true, email: 'many@example.com' })).id);
    const steps = ids.slice(1).map((id, i) => id - ids[i]);
    expect(
      steps.filter((step) => Math.abs(step) <= 10),
      ids.join(' '),
    ).toHaveLength(0);
    expect(new Set(ids).size).toBe(10);
  });

  it('the shopper is there when their stored card pays (Ecommerce): a card whose issuer challenges a present shopper is challenged at checkout', async () => {
    // 4917 6100 0000 0000 asks the shopper for 3-D Secure on storing and on every Ecommerce payment; as ContAuth
    // (merchant-initiated), which the order charge was before, Adyen would never have challenged it
    const id = await savedCard(ann, CARDS.adyenThreeDSecure);
    const placed = await place(adyenBody(1101, { payment_method_id: id }), ann);
    expect(placed.statusCode, placed.body).toBe(201);
    const order = orderResponse.parse(placed.json()).order;
    expect(order.status).toBe('awaiting_payment');
    const redirectResult = (await answerChallenge(t.app, order.next_action, 'complete')).searchParams.get('redirectResult')!;
    expect(orderResponse.parse((await complete(order.uuid, { redirectResult })).json()).order.status).toBe('placed');
  });

  it('3-D Secure on the charge: awaiting_payment with the challenge link; completed, PUT complete with its redirectResult places it (and again answers it)', async () => {
    const id = await savedCard(ann, CARDS.threeDSecure);
    const placed = await place(adyenBody(1101, { payment_method_id: id }), ann);
    expect(placed.statusCode, placed.body).toBe(201);
    const order = orderResponse.parse(placed.json()).order;
    expect(order.status).toBe('awaiting_payment');
    expect(new URL(order.next_action!.redirect_to_url.url).pathname).toMatch(new RegExp(`^${ADYEN_SANDBOX_PATH}/3ds/`));
    expect(order.three_d_secure_link).toBe(order.next_action!.redirect_to_url.url);
    expect(order.next_action!.redirect_to_url.return_url).toBe(`${TEST_ORIGIN}/3ds-redirect`);

    const redirectResult = (await answerChallenge(t.app, order.next_action, 'complete')).searchParams.get('redirectResult')!;
    // a result that is not this order's, or a Stripe intent, changes nothing
    expect(refusal(await complete(order.uuid, { redirectResult: 'made-up' }))).toMatchObject({
      status: 422,
      errors: [{ code: 'redirect_result_mismatch' }],
    });
    expect(refusal(await complete(order.uuid, { payment_intent: 'pi_x' })).status).toBe(422);
    expect((await rowOf(order.uuid)).status).toBe('awaiting_payment');

    const completed = await complete(order.uuid, { redirectResult });
    expect(completed.statusCode, completed.body).toBe(200);
    expect(orderResponse.parse(completed.json()).order).toMatchObject({
      uuid: order.uuid,
      status: 'placed',
      next_action: null,
      three_d_secure_link: null,
    });
    const repeated = await complete(order.uuid, { redirectResult });
    expect(orderResponse.parse(repeated.json()).order.status).toBe('placed');
    expect(await paymentsAtAdyen(order.uuid)).toHaveLength(1);
  });

  it("a failed challenge: PUT complete answers 'Your card verification failed, please try again', and again", async () => {
    const id = await savedCard(ann, CARDS.threeDSecure);
    const order = orderResponse.parse((await place(adyenBody(1101, { payment_method_id: id }), ann)).json()).order;
    const redirectResult = (await answerChallenge(t.app, order.next_action, 'fail')).searchParams.get('redirectResult')!;
    for (let i = 0; i < 2; i += 1) {
      expect(refusal(await complete(order.uuid, { redirectResult }))).toMatchObject({
        status: 422,
        errors: [{ code: PAYMENT_ERROR_CODE, message: CARD_ERROR_MESSAGES.verificationFailed }],
      });
    }
    expect((await rowOf(order.uuid)).status).toBe('payment_failed');
  });

  it("a refused charge answers the Stripe path's 422 card error (no card verification: that is Stripe's)", async () => {
    const id = await savedCard(ann, CARDS.declinesCharges);
    const answer = refusal(await place(adyenBody(1101, { payment_method_id: id }), ann));
    expect(answer).toMatchObject({
      status: 422,
      errors: [{ code: PAYMENT_ERROR_CODE, message: CARD_ERROR_MESSAGES.declined }],
      meta: { errors: { order: [PAYMENT_ERROR_CODE] } },
    });
    const [{ status }] = await t.db
      .select({ status: schema.orders.status })
      .from(schema.orders)
      .where(eq(schema.orders.paymentMethodId, id));
    expect(status).toBe('payment_failed');
  });

  it('Adyen only where the shop uses it (its gateway or interim gateway); Stripe stays accepted everywhere', async () => {
    const id = await savedCard(ann, CARDS.adyenVisa);
    const wrongShop = refusal(await place(adyenBody(1001, { payment_method_id: id }), ann));
    expect(wrongShop).toMatchObject({
      status: 422,
      errors: [
        {
          code: 'gateway_unavailable',
          message: "This pizzeria doesn't take cards through Adyen. Please reload the page and pay again.",
          field: 'gateway',
        },
      ],
    });
    const interim = await place(adyenBody(1201, { payment_method_id: id }), ann);
    expect(interim.statusCode, interim.body).toBe(201);
    expect(orderResponse.parse(interim.json()).order.status).toBe('placed');
    const stripe = await place(adyenBody(1101, { gateway: 'stripe', payment_token: await browserCard(t.app, CARDS.visa) }));
    expect(stripe.statusCode, stripe.body).toBe(201);
    expect((await rowOf(orderResponse.parse(stripe.json()).order.uuid)).cardGateway).toBe('stripe');
    // an Adyen card is named by its id, never by a token
    expect(refusal(await place(adyenBody(1101, { payment_token: 'pm_x' }))).errors[0].code).toBe('payment_method_required');
  });

  it('a charge whose request died after Adyen took it is finished by the retry with the same key, and Adyen charges once', async () => {
    const id = await savedCard(ann, CARDS.adyenVisa);
    const key = `stalled-${randomUUID()}`;
    const body = adyenBody(1101, { payment_method_id: id });
    const template = await rowOf(orderResponse.parse((await place(body, ann)).json()).order.uuid);
    const { id: _id, ...copy } = template;
    const uuid = randomUUID();
    const [stalled] = await t.db
      .insert(schema.orders)
      .values({
        ...copy,
        uuid,
        status: 'awaiting_payment',
        paymentIntentId: null,
        idempotencyKey: key,
        requestHash: requestHash(placeOrderRequest.parse(body)),
        placedAt: new Date(Date.parse(mondayNight) - 2 * 60_000),
      })
      .returning();
    // the first request reached Adyen, then its process died before it stored the answer
    const [card] = await t.db.select().from(schema.paymentMethods).where(eq(schema.paymentMethods.id, id));
    const first = adyenChargeRequest(
      stalled,
      { paymentMethodId: card.gatewayPaymentMethodId, customerId: card.gatewayCustomerId },
      `${TEST_ORIGIN}/3ds-redirect`,
    );
    const taken = await createAdyenGateway({}, t.app).client.payments(first.request, first.idempotencyKey);
    expect(taken.resultCode).toBe('Authorised');

    const resumed = await place(body, { ...ann, 'idempotency-key': key });
    expect(resumed.statusCode, resumed.body).toBe(201);
    expect(orderResponse.parse(resumed.json()).order).toMatchObject({ uuid, status: 'placed' });
    expect((await rowOf(uuid)).paymentIntentId).toBe(taken.pspReference);
    const replayed = await place(body, { ...ann, 'idempotency-key': key });
    expect(orderResponse.parse(replayed.json()).order.uuid).toBe(uuid);
    expect(await paymentsAtAdyen(uuid)).toHaveLength(1);
  });

  it('malformed complete details answer 400, never 500', async () => {
    for (const details of [{}, { redirectResult: '' }, { redirectResult: 7 }, { redirectResult: 'x'.repeat(10_001) }]) {
      expect((await complete(randomUUID(), details)).statusCode, JSON.stringify(details)).toBe(400);
    }
    expect(refusal(await complete(randomUUID(), { redirectResult: 'x' })).status).toBe(404);
  });
});
