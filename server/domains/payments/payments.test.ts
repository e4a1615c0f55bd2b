import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { errorResponse } from '../../contract/common';
import {
  CARD_ERROR_MESSAGES,
  paymentMethodResponse,
  paymentMethodsResponse,
  paymentsConfig,
  PAYMENT_ERROR_CODE,
  SANDBOX_PUBLISHABLE_KEY,
  shopGatewayResponse,
  STRIPE_SANDBOX_PATH,
} from '../../contract/payments';
import * as schema from '../../db/schema';
import { bearer, signUp, TEST_HOST, TEST_ORIGIN } from '../../identity/oidc-test-client';
import { answerChallenge, browserCard, TEST_CARDS } from '../../test/cards';
import { createTestApp, databaseKinds, testClock, type TestApp } from '../../test/harness';
import { createCardGateway } from './stripe-client';

const core = '/services/core/api';

describe.each(databaseKinds)('saved cards and the card gateway on %s', (kind) => {
  let t: TestApp;
  let ann: Record<string, string>;
  let bob: Record<string, string>;
  beforeAll(async () => {
    t = await createTestApp(kind, { clock: testClock('2026-11-23T17:00:00Z') });
    ann = bearer((await signUp(t.app)).tokens.access_token);
    bob = bearer((await signUp(t.app)).tokens.access_token);
  });
  afterAll(async () => t?.close());

  const call = (method: 'GET' | 'POST' | 'DELETE', url: string, payload?: object, headers: Record<string, string> = {}) =>
    t.app.inject({ method, url: `${core}${url}`, headers: { host: TEST_HOST, ...headers }, ...(payload ? { payload } : {}) });
  const saveBody = (token: string, fields: Record<string, unknown> = {}) => ({
    gateway: 'stripe',
    token,
    channel: 'web',
    single_use: false,
    origin: 'saveCard',
    return_url: '/3ds-redirect',
    ...fields,
  });
  const save = async (as: Record<string, string>, number: string, fields: Record<string, unknown> = {}) =>
    call('POST', '/v2/payment_methods', saveBody(await browserCard(t.app, number), fields), as);
  const list = async (as: Record<string, string> = {}) =>
    paymentMethodsResponse.parse((await call('GET', '/v2/payment_methods?gateway=stripe', undefined, as)).json());
  const cardRow = async (id: number) => (await t.db.select().from(schema.paymentMethods).where(eq(schema.paymentMethods.id, id)))[0];

  describe('payments config and the shop gateway', () => {
    it('sandbox mode without Stripe keys: the sandbox publishable key and its API base on this server', async () => {
      const answer = await call('GET', '/v1/payments/config');
      expect(answer.statusCode).toBe(200);
      expect(paymentsConfig.parse(answer.json())).toEqual({
        mode: 'sandbox',
        publishable_key: SANDBOX_PUBLISHABLE_KEY,
        api_base: STRIPE_SANDBOX_PATH,
        adyen: { mode: 'sandbox', client_key: 'sandbox_crust', environment: 'test' },
      });
    });

    it('with real keys: mode stripe, the publishable key, no API base; and no sandbox is served', async () => {
      const real = await createTestApp(kind, { stripeKeys: { stripeSecretKey: 'sk_test_crust', stripePublishableKey: 'pk_test_crust' } });
      try {
        const answer = await real.app.inject({ method: 'GET', url: `${core}/v1/payments/config` });
        expect(answer.json()).toEqual({
          mode: 'stripe',
          publishable_key: 'pk_test_crust',
          api_base: null,
          adyen: { mode: 'sandbox', client_key: 'sandbox_crust', environment: 'test' },
        });
        const sandboxCall = await real.app.inject({
          method: 'POST',
          url: `${STRIPE_SANDBOX_PATH}/v1/payment_methods`,
          payload: 'type=card',
          headers: { 'content-type': 'application/x-www-form-urlencoded', authorization: `Bearer ${SANDBOX_PUBLISHABLE_KEY}` },
        });
        expect(sandboxCall.statusCode).toBe(404);
        expect(createCardGateway({ stripeSecretKey: 'sk_test_crust', stripePublishableKey: 'pk_test_crust' }, real.app).mode).toBe(
          'stripe',
        );
      } finally {
        await real.close();
      }
    });

    it('GET payment gateway of a shop: stripe with no interim gateway; unknown or malformed uuid 404', async () => {
      const [shop] = await t.db.select({ uuid: schema.shops.uuid }).from(schema.shops).where(eq(schema.shops.id, 1001));
      const answer = await t.app.inject({ method: 'GET', url: `/services/payment/public/shops/${shop.uuid}/gateway` });
      expect(answer.statusCode).toBe(200);
      expect(shopGatewayResponse.parse(answer.json())).toEqual({ gateway: 'stripe', interim_gateway: null });
      for (const uuid of [randomUUID(), 'nope', '%20']) {
        const missing = await t.app.inject({ method: 'GET', url: `/services/payment/public/shops/${uuid}/gateway` });
        expect(missing.statusCode, uuid).toBe(404);
        expect(errorResponse.parse(missing.json()).errors[0].code).toBe('shop_not_found');
      }
    });
  });

  describe('v2 payment_methods', () => {
    it('a signed-in shopper saves 4242: 201 active, listed newest first; signed out the list answers 401', async () => {
      const first = await save(ann, TEST_CARDS.visa);
      expect(first.statusCode, first.body).toBe(201);
      const saved = paymentMethodResponse.parse(first.json());
      expect(saved).toEqual({
        payment_method: {
          id: expect.any(Number),
          gateway: 'stripe',
          brand: 'visa',
          last_four: '4242',
          exp_month: 12,
          exp_year: 2030,
          status: 'active',
          single_use: false,
        },
        next_action: null,
      });
      // the same card again is another saved card, as Stripe allows
      t.clock.set('2026-11-23T17:01:00Z');
      const second = paymentMethodResponse.parse((await save(ann, TEST_CARDS.visa, {})).json());
      t.clock.set('2026-11-23T17:00:00Z');
      expect((await list(ann)).map((card) => card.id)).toEqual([second.payment_method.id, saved.payment_method.id]);
      expect(await list(bob)).toEqual([]);
      for (const signedOut of [{}, { authorization: 'Bearer not.a.token' }] as Record<string, string>[]) {
        expect((await call('GET', '/v2/payment_methods?gateway=stripe', undefined, signedOut)).statusCode).toBe(401);
      }

      // attached at Stripe to the account's one customer
      const row = await cardRow(saved.payment_method.id);
      const { stripe } = createCardGateway({}, t.app);
      const method = await stripe.paymentMethods.retrieve(row.gatewayPaymentMethodId);
      expect(method.customer).toBe(row.gatewayCustomerId);
      expect((await cardRow(second.payment_method.id)).gatewayCustomerId).toBe(row.gatewayCustomerId);
    });

    it('lists the card the account last paid an order with first (checkout starts on it), then the newest', async () => {
      const carol = bearer((await signUp(t.app)).tokens.access_token);
      const older = paymentMethodResponse.parse((await save(carol, TEST_CARDS.visa)).json()).payment_method;
      // saved a minute later (ids are random: only the time orders them)
      t.clock.set('2026-11-23T17:01:00Z');
      const newer = paymentMethodResponse.parse((await save(carol, '5555555555554444')).json()).payment_method;
      t.clock.set('2026-11-23T17:00:00Z');
      expect((await list(carol)).map((card) => card.id)).toEqual([newer.id, older.id]);
      const order = await call(
        'POST',
        '/v2/orders',
        {
          order: {
            shop_id: 1001,
            placed_via: 'web',
            shipping_type: 'pickup',
            payment_method: 'credit',
            gateway: 'stripe',
            payment_method_id: older.id,
            order_items_attributes: [{ products_type_id: 1001502, products_quantity: 1, selection_ids: [10010099] }],
            email: 'carol@example.com',
            delivery_first_name: 'Carol',
            delivery_last_name: 'Ng',
            delivery_telephone: '718-555-0100',
          },
          order_option_types: [],
          return_url: '/3ds-redirect',
        },
        carol,
      );
      expect(order.statusCode, order.body).toBe(201);
      expect((await list(carol)).map((card) => card.id)).toEqual([older.id, newer.id]);
    });

    it('3-D Secure on saving (3184): stored requires_action with the next action, unlisted; the challenge passed, confirm makes it active', async () => {
      const answer = await save(ann, TEST_CARDS.threeDSecure);
      expect(answer.statusCode, answer.body).toBe(201);
      const pending = paymentMethodResponse.parse(answer.json());
      expect(pending.payment_method.status).toBe('requires_action');
      expect(pending.next_action?.redirect_to_url.return_url).toBe(`${TEST_ORIGIN}/3ds-redirect`);
      expect((await list(ann)).some((card) => card.id === pending.payment_method.id)).toBe(false);

      const back = await answerChallenge(t.app, pending.next_action, 'complete');
      const setupIntent = back.searchParams.get('setup_intent')!;
      expect(setupIntent).toMatch(/^seti_/);
      // nobody else confirms it
      expect(
        (await call('POST', `/v2/payment_methods/${pending.payment_method.id}/confirm`, { details: { setup_intent: setupIntent } }, bob))
          .statusCode,
      ).toBe(404);
      const confirmed = await call(
        'POST',
        `/v2/payment_methods/${pending.payment_method.id}/confirm`,
        { details: { setup_intent: setupIntent } },
        ann,
      );
      expect(confirmed.statusCode, confirmed.body).toBe(200);
      expect(paymentMethodResponse.parse(confirmed.json())).toEqual({
        payment_method: { ...pending.payment_method, status: 'active' },
        next_action: null,
      });
      expect((await list(ann)).map((card) => card.id)).toContain(pending.payment_method.id);
    });

    it("a failed challenge never saves the card: confirm answers 'Your card verification failed, please try again' and the card is gone", async () => {
      const pending = paymentMethodResponse.parse((await save(ann, TEST_CARDS.threeDSecure)).json());
      const back = await answerChallenge(t.app, pending.next_action, 'fail');
      const url = `/v2/payment_methods/${pending.payment_method.id}/confirm`;
      const mismatch = await call('POST', url, { details: { setup_intent: 'seti_other' } }, ann);
      expect(errorResponse.parse(mismatch.json()).errors[0].code).toBe('setup_intent_mismatch');
      const failed = await call(
        'POST',
        url,
        { details: { setup_intent: back.searchParams.get('setup_intent') }, email: 'ann@example.com' },
        ann,
      );
      expect(failed.statusCode).toBe(422);
      expect(errorResponse.parse(failed.json())).toEqual({
        errors: [{ code: PAYMENT_ERROR_CODE, message: 'Your card verification failed, please try again' }],
        meta: { errors: { order: [PAYMENT_ERROR_CODE] } },
      });
      expect((await cardRow(pending.payment_method.id)).deletedAt).not.toBeNull();
      expect((await call('POST', url, { details: { setup_intent: back.searchParams.get('setup_intent') } }, ann)).statusCode).toBe(404);
    });

    it("card errors on saving answer 422 payment_error with the card's text and save nothing", async () => {
      const before = (await list(ann)).length;
      for (const [number, message] of [
        [TEST_CARDS.declined, CARD_ERROR_MESSAGES.declined],
        [TEST_CARDS.insufficientFunds, CARD_ERROR_MESSAGES.insufficientFunds],
        [TEST_CARDS.expired, CARD_ERROR_MESSAGES.expired],
        [TEST_CARDS.incorrectCvc, CARD_ERROR_MESSAGES.incorrectCvcOrZip],
      ] as const) {
        const answer = await save(ann, number);
        expect(answer.statusCode, number).toBe(422);
        expect(errorResponse.parse(answer.json())).toEqual({
          errors: [{ code: PAYMENT_ERROR_CODE, message }],
          meta: { errors: { order: [PAYMENT_ERROR_CODE] } },
        });
      }
      expect((await list(ann)).length).toBe(before);
      const unknown = await call('POST', '/v2/payment_methods', saveBody('pm_doesnotexist'), ann);
      expect(errorResponse.parse(unknown.json()).errors[0]).toEqual({
        code: 'payment_method_required',
        message: 'A valid payment method is required',
        field: 'payment_method',
      });
    });

    it('a guest keeps no card: single_use false answers 401; single_use true with an email is recorded, never listed', async () => {
      const refused = await save({}, TEST_CARDS.visa);
      expect(refused.statusCode).toBe(401);
      expect(refused.headers['www-authenticate']).toBe('Bearer realm="crust"');
      expect(errorResponse.parse(refused.json()).errors[0]).toEqual({
        code: 'not_signed_in',
        message: 'Please sign in to save a card for later. As a guest, your card is used for this order only.',
      });
      const expired = await save({ authorization: 'Bearer not.a.token' }, TEST_CARDS.visa, {
        single_use: true,
        email: 'guest@example.com',
      });
      expect(expired.statusCode).toBe(401);

      const noEmail = await save({}, TEST_CARDS.visa, { single_use: true });
      expect(errorResponse.parse(noEmail.json()).errors[0]).toEqual({
        code: 'email_required',
        message: 'Email is required',
        field: 'email',
      });
      const guest = await save({}, TEST_CARDS.visa, { single_use: true, email: 'guest@example.com' });
      expect(guest.statusCode, guest.body).toBe(201);
      const card = paymentMethodResponse.parse(guest.json()).payment_method;
      expect(card).toMatchObject({ single_use: true, status: 'active', last_four: '4242' });
      expect(await cardRow(card.id)).toMatchObject({ userId: null, email: 'guest@example.com', gatewayCustomerId: null });
      expect((await list(ann)).map((saved) => saved.id)).not.toContain(card.id);
      // nobody can charge it by its id: it belongs to no account
      expect((await call('DELETE', `/v2/payment_methods/${card.id}`, undefined, ann)).statusCode).toBe(404);
      // an Adyen card is its encrypted data, never a Stripe token
      const adyen = await save({}, TEST_CARDS.visa, { single_use: true, email: 'guest@example.com', gateway: 'adyen' });
      expect(errorResponse.parse(adyen.json()).errors[0].code).toBe('payment_method_required');
    });

    it("DELETE removes the owner's card only (another's or an unknown id: 404 alike) and detaches it at Stripe", async () => {
      const card = paymentMethodResponse.parse((await save(bob, TEST_CARDS.visa)).json()).payment_method;
      for (const id of [card.id, 999999, 2147483648]) {
        const other = await call('DELETE', `/v2/payment_methods/${id}`, undefined, ann);
        expect(other.statusCode, String(id)).toBe(404);
        expect(errorResponse.parse(other.json()).errors[0]).toEqual({
          code: 'payment_method_not_found',
          message: "We couldn't find that card.",
        });
      }
      expect((await call('DELETE', `/v2/payment_methods/${card.id}`)).statusCode).toBe(401);
      const deleted = await call('DELETE', `/v2/payment_methods/${card.id}`, undefined, bob);
      expect(deleted.statusCode).toBe(204);
      expect(await list(bob)).toEqual([]);
      expect((await call('DELETE', `/v2/payment_methods/${card.id}`, undefined, bob)).statusCode).toBe(404);
      const { stripe } = createCardGateway({}, t.app);
      expect((await stripe.paymentMethods.retrieve((await cardRow(card.id)).gatewayPaymentMethodId)).customer).toBeNull();
    });

    it('malformed bodies and ids answer 400, never 500', async () => {
      const token = await browserCard(t.app, TEST_CARDS.visa);
      for (const payload of [
        {},
        { ...saveBody(token), channel: 'ios' },
        { ...saveBody(token), single_use: 'yes' },
        { ...saveBody(token), gateway: 'paypal' },
        { ...saveBody(token), token: 7 },
      ]) {
        const answer = await call('POST', '/v2/payment_methods', payload, ann);
        expect(answer.statusCode, JSON.stringify(payload)).toBe(400);
      }
      for (const payload of [{}, { details: {} }, { details: { setup_intent: 5 } }]) {
        expect((await call('POST', '/v2/payment_methods/1/confirm', payload, ann)).statusCode, JSON.stringify(payload)).toBe(400);
      }
      for (const id of ['abc', '0', '-1', '1e3']) {
        expect((await call('DELETE', `/v2/payment_methods/${id}`, undefined, ann)).statusCode, id).toBe(400);
      }
      expect((await call('GET', '/v2/payment_methods?gateway=paypal', undefined, ann)).statusCode).toBe(400);
      expect((await call('POST', '/v2/payment_methods', saveBody('not a token'), ann)).statusCode).toBe(422);
    });
  });
});
