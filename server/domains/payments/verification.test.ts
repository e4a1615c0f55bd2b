import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { errorResponse } from '../../contract/common';
import { orderResponse } from '../../contract/orders';
import { CARD_VERIFICATION_CODES, paymentMethodResponse, paymentMethodsResponse } from '../../contract/payments';
import * as schema from '../../db/schema';
import { bearer, signUp, TEST_HOST } from '../../identity/oidc-test-client';
import { answerChallenge, browserCard, TEST_CARDS } from '../../test/cards';
import { createTestApp, databaseKinds, testClock, type TestApp } from '../../test/harness';
import { createCardGateway } from './stripe-client';

const core = '/services/core/api';
const { threeAttemptsRemaining, twoAttemptsRemaining, oneAttemptRemaining, cardDeleted } = CARD_VERIFICATION_CODES;

/** A card pickup order at shop 1001 (open all day) paid with a saved card. */
const savedCardOrder = (paymentMethodId: number, fields: Record<string, unknown> = {}) => ({
  order: {
    shop_id: 1001,
    placed_via: 'web',
    shipping_type: 'pickup',
    payment_method: 'credit',
    gateway: 'stripe',
    payment_method_id: paymentMethodId,
    order_items_attributes: [{ products_type_id: 1001502, products_quantity: 1, selection_ids: [10010099] }],
    email: 'ann@example.com',
    delivery_first_name: 'Ann',
    delivery_last_name: 'Lee',
    delivery_telephone: '718-555-0100',
    ...fields,
  },
});

/** The verification answers exactly as the storefront receives them. */
const verification = (code: string, message: string) => ({
  status: 422,
  errors: [{ code, message, field: 'expr_month' }],
  meta: { errors: { order: [code] } },
});
const three = verification(threeAttemptsRemaining, "For your security, enter your card's expiration date.");
const two = verification(
  twoAttemptsRemaining,
  'Double check your expiration date. You have two more tries before this card is removed for your security.',
);
const one = verification(
  oneAttemptRemaining,
  'Double check your expiration date. This is your last try before this card is removed for your security.',
);
/** Checkout §8's decline, as the gateway words it (the storefront remaps it), with the payment_error code that clears the card entry. */
const declined = {
  status: 422,
  errors: [{ code: 'payment_error', message: 'Your card was declined.' }],
  meta: { errors: { order: ['payment_error'] } },
};
const deleted = (last4: string) =>
  verification(cardDeleted, `For your security, we've removed the card ending in ${last4}. Please use another payment method.`);

describe.each(databaseKinds)('card verification of saved cards on %s', (kind) => {
  let t: TestApp;
  let ann: Record<string, string>;
  beforeAll(async () => {
    t = await createTestApp(kind, { clock: testClock('2026-11-23T08:00:00Z') });
    ann = bearer((await signUp(t.app)).tokens.access_token);
  });
  afterAll(async () => t?.close());

  const call = (method: 'GET' | 'POST', url: string, payload?: object, headers: Record<string, string> = ann) =>
    t.app.inject({ method, url: `${core}${url}`, headers: { host: TEST_HOST, ...headers }, ...(payload ? { payload } : {}) });
  const saveCard = async (number: string, as = ann) => {
    const token = await browserCard(t.app, number, { expMonth: 12, expYear: 2030 });
    const answer = await call('POST', '/v2/payment_methods', { gateway: 'stripe', token, channel: 'web', single_use: false }, as);
    expect(answer.statusCode, answer.body).toBe(201);
    return paymentMethodResponse.parse(answer.json()).payment_method.id;
  };
  const order = async (cardId: number, fields: Record<string, unknown> = {}, as = ann) => {
    const answer = await call('POST', '/v2/orders', savedCardOrder(cardId, fields), as);
    return answer.statusCode === 201
      ? { status: 201, order: orderResponse.parse(answer.json()).order }
      : { status: answer.statusCode, ...errorResponse.parse(answer.json()) };
  };
  const cardRow = async (id: number) => (await t.db.select().from(schema.paymentMethods).where(eq(schema.paymentMethods.id, id)))[0];
  const wrong = { expr_month: 11, expr_year: 2030 };
  const right = { expr_month: 12, expr_year: 2030 };

  it('a saved card whose charge is declined (0341): 3 attempts; missing expiry keeps 3; wrong ×3 → 2, 1, then the card is deleted', async () => {
    const card = await saveCard(TEST_CARDS.declinesCharges);
    expect(await order(card)).toEqual(three);
    expect(await cardRow(card)).toMatchObject({ needsVerification: true, attemptsRemaining: 3 });

    expect(await order(card)).toEqual(three);
    expect(await order(card, { expr_month: 12 })).toEqual(three);
    expect((await cardRow(card)).attemptsRemaining).toBe(3);

    expect(await order(card, wrong)).toEqual(two);
    expect(await order(card, { expr_month: 12, expr_year: 2031 })).toEqual(one);
    expect(await order(card)).toEqual(one);
    expect(await order(card, wrong)).toEqual(deleted('0341'));

    const row = await cardRow(card);
    expect(row.deletedAt).not.toBeNull();
    const listed = paymentMethodsResponse.parse((await call('GET', '/v2/payment_methods?gateway=stripe')).json());
    expect(listed.map((c) => c.id)).not.toContain(card);
    const { stripe } = createCardGateway({}, t.app);
    expect((await stripe.paymentMethods.retrieve(row.gatewayPaymentMethodId)).customer).toBeNull();
    // the card is gone: using it again says so
    expect(await order(card, right)).toEqual(deleted('0341'));
    // no order went through for any of it
    const placed = await t.db.select().from(schema.orders).where(eq(schema.orders.paymentMethodId, card));
    expect(placed.every((o) => o.status === 'payment_failed')).toBe(true);
  });

  it('the right expiry passes verification: the charge declined again answers the decline itself, not another verification code (issue 31 item 4)', async () => {
    const card = await saveCard(TEST_CARDS.declinesCharges);
    expect(await order(card)).toEqual(three);
    expect(await order(card, wrong)).toEqual(two);
    // the expiry is right: verification is passed and the card's own outcome is the answer (checkout §8's decline)
    expect(await order(card, right)).toEqual(declined);
    expect(await cardRow(card)).toMatchObject({ needsVerification: false, attemptsRemaining: null, deletedAt: null });
    // the same right expiry again is no loop of verification codes either: the charge is tried, its decline starts verification anew
    expect(await order(card, right)).toEqual(three);
    expect(await order(card, right)).toEqual(declined);
    const tried = await t.db.select().from(schema.orders).where(eq(schema.orders.paymentMethodId, card));
    // charged four times (the wrong expiry charged nothing), each declined, none placed
    expect(tried.map((o) => o.status)).toEqual(['payment_failed', 'payment_failed', 'payment_failed', 'payment_failed']);
  });

  it('a card that can be charged is charged once its right expiry is entered, and needs none afterwards', async () => {
    const card = await saveCard(TEST_CARDS.visa);
    // as after an earlier card error on it (the sandbox's 4242 never declines, so the state is set directly)
    await t.db
      .update(schema.paymentMethods)
      .set({ needsVerification: true, attemptsRemaining: 2 })
      .where(eq(schema.paymentMethods.id, card));
    expect(await order(card)).toEqual(two);
    const paid = await order(card, right);
    expect(paid.status).toBe(201);
    expect(paid).toMatchObject({ order: { status: 'placed', payment_method_details: { payment_type: 'credit', last_four: '4242' } } });
    expect(await cardRow(card)).toMatchObject({ needsVerification: false, attemptsRemaining: null });
    expect((await order(card)).status).toBe(201);
  });

  it('concurrent wrong expiries each spend their own attempt: never two on one, never a fourth', async () => {
    const card = await saveCard(TEST_CARDS.declinesCharges);
    expect(await order(card)).toEqual(three);
    const answers = await Promise.all([1, 2, 3].map(() => order(card, wrong)));
    expect(answers.map((a) => ('errors' in a ? a.errors[0].code : a.status)).sort()).toEqual(
      [cardDeleted, oneAttemptRemaining, twoAttemptsRemaining].sort(),
    );
    expect((await cardRow(card)).attemptsRemaining).toBe(0);

    const other = await saveCard(TEST_CARDS.declinesCharges);
    expect(await order(other)).toEqual(three);
    await t.db.update(schema.paymentMethods).set({ attemptsRemaining: 1 }).where(eq(schema.paymentMethods.id, other));
    const last = await Promise.all([1, 2].map(() => order(other, wrong)));
    expect(last).toEqual([deleted('0341'), deleted('0341')]);
  });

  it("only the owner's active saved card pays: another account's, a guest's, or a card still in 3-D Secure setup answer payment_method_required", async () => {
    const card = await saveCard(TEST_CARDS.visa);
    const bob = bearer((await signUp(t.app)).tokens.access_token);
    expect(await order(card, {}, bob)).toMatchObject({
      status: 422,
      errors: [{ code: 'payment_method_required', message: 'A valid payment method is required' }],
    });
    expect(await order(card, {}, {})).toMatchObject({ status: 422, errors: [{ code: 'payment_method_required' }] });
    // nor may Bob charge it by its gateway id as if he had typed it in
    const { gatewayPaymentMethodId } = await cardRow(card);
    const asToken = await call(
      'POST',
      '/v2/orders',
      {
        ...savedCardOrder(card),
        order: { ...savedCardOrder(card).order, payment_method_id: undefined, payment_token: gatewayPaymentMethodId },
      },
      bob,
    );
    expect(errorResponse.parse(asToken.json()).errors[0].code).toBe('payment_method_required');

    const pending = await call('POST', '/v2/payment_methods', {
      gateway: 'stripe',
      token: await browserCard(t.app, TEST_CARDS.threeDSecure),
      channel: 'web',
      single_use: false,
    });
    const pendingId = paymentMethodResponse.parse(pending.json()).payment_method.id;
    expect(await order(pendingId)).toMatchObject({ status: 422, errors: [{ code: 'payment_method_required' }] });
  });

  it("a saved 3-D Secure card pauses the order with the challenge, charged to the account's customer", async () => {
    const token = await browserCard(t.app, TEST_CARDS.threeDSecure);
    const saved = paymentMethodResponse.parse(
      (await call('POST', '/v2/payment_methods', { gateway: 'stripe', token, channel: 'web', single_use: false })).json(),
    );
    // set up through its challenge (the saveCard origin), then used
    const back = await answerChallenge(t.app, saved.next_action, 'complete');
    await call('POST', `/v2/payment_methods/${saved.payment_method.id}/confirm`, {
      details: { setup_intent: back.searchParams.get('setup_intent') },
    });
    const paused = await order(saved.payment_method.id);
    expect(paused).toMatchObject({ status: 201, order: { status: 'awaiting_payment', payment_method_details: { last_four: '3184' } } });
    const [row] = await t.db.select().from(schema.orders).where(eq(schema.orders.paymentMethodId, saved.payment_method.id));
    const { stripe } = createCardGateway({}, t.app);
    expect((await stripe.paymentIntents.retrieve(row.paymentIntentId!)).customer).toBe(
      (await cardRow(saved.payment_method.id)).gatewayCustomerId,
    );
  });
});
