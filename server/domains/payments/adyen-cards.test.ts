import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ADYEN_SANDBOX_PATH } from '../../contract/adyen';
import { errorResponse } from '../../contract/common';
import {
  CARD_ERROR_MESSAGES,
  paymentMethodResponse,
  paymentMethodsResponse,
  PAYMENT_ERROR_CODE,
  shopGatewayResponse,
} from '../../contract/payments';
import * as schema from '../../db/schema';
import { bearer, signUp, TEST_ORIGIN } from '../../identity/oidc-test-client';
import { ADYEN_TEST_CARDS as CARDS, adyenCard, BROWSER_INFO, type AdyenCardEntry } from '../../test/adyen-cards';
import { answerChallenge } from '../../test/cards';
import { coreApi } from '../../test/core-api';
import { createTestApp, databaseKinds, testClock, type TestApp } from '../../test/harness';
import { storedPaymentMethodIdOf } from './adyen-cards';

describe.each(databaseKinds)('Adyen cards (gateway adyen) on %s', (kind) => {
  let t: TestApp;
  const shopper = async () => bearer((await signUp(t.app)).tokens.access_token);
  let ann: Record<string, string>;
  let bob: Record<string, string>;
  beforeAll(async () => {
    t = await createTestApp(kind, { clock: testClock('2026-11-23T17:00:00Z') });
    [ann, bob] = [await shopper(), await shopper()];
  });
  afterAll(async () => t?.close());

  const call = coreApi(() => t.app);
  const saveBody = (data: unknown, fields: Record<string, unknown> = {}) => ({
    gateway: 'adyen',
    data,
    browser_info: BROWSER_INFO,
    channel: 'web',
    single_use: false,
    origin: 'saveCard',
    return_url: '/3ds-redirect',
    ...fields,
  });
  const save = (as: Record<string, string>, number: string, fields: Record<string, unknown> = {}, entry: AdyenCardEntry = {}) =>
    call('POST', '/v2/payment_methods', saveBody(adyenCard(number, entry), fields), as);
  const list = async (as: Record<string, string>, gateway = 'adyen') =>
    paymentMethodsResponse.parse((await call('GET', `/v2/payment_methods?gateway=${gateway}`, undefined, as)).json());
  const confirm = (id: number, redirectResult: string, as: Record<string, string> = {}, fields: Record<string, unknown> = {}) =>
    call('POST', `/v2/payment_methods/${id}/confirm`, { details: { redirectResult }, ...fields }, as);
  const cardRow = async (id: number) => (await t.db.select().from(schema.paymentMethods).where(eq(schema.paymentMethods.id, id)))[0];
  const storedAtAdyen = async (id: string) =>
    (await t.db.select().from(schema.adyenSandboxObjects).where(eq(schema.adyenSandboxObjects.id, id)))[0]?.data;
  const refusal = (response: { statusCode: number; json(): unknown }) => ({
    status: response.statusCode,
    ...errorResponse.parse(response.json()),
  });
  /** the shopper answers the challenge in the checkout's frame; the redirectResult it returned with */
  const challenge = async (answer: { json(): unknown }, outcome: 'complete' | 'fail') =>
    (await answerChallenge(t.app, paymentMethodResponse.parse(answer.json()).next_action, outcome)).searchParams.get('redirectResult')!;

  it('GET the payment gateway of the seeded shops: Midtown Pie Co. adyen, Liberty Slice stripe with interim adyen, the rest stripe', async () => {
    const gatewayOf = async (id: number) => {
      const [shop] = await t.db.select({ uuid: schema.shops.uuid }).from(schema.shops).where(eq(schema.shops.id, id));
      const answer = await t.app.inject({ method: 'GET', url: `/services/payment/public/shops/${shop.uuid}/gateway` });
      expect(answer.statusCode).toBe(200);
      return shopGatewayResponse.parse(answer.json());
    };
    expect(await gatewayOf(1101)).toEqual({ gateway: 'adyen', interim_gateway: null });
    expect(await gatewayOf(1201)).toEqual({ gateway: 'stripe', interim_gateway: 'adyen' });
    expect(await gatewayOf(1001)).toEqual({ gateway: 'stripe', interim_gateway: null });
    const others = await t.db.select({ id: schema.shops.id }).from(schema.shops).where(eq(schema.shops.cardGateway, 'adyen'));
    expect(others.map((shop) => shop.id)).toEqual([1101]);
    const missing = await t.app.inject({ method: 'GET', url: `/services/payment/public/shops/${randomUUID()}/gateway` });
    expect(refusal(missing)).toMatchObject({
      status: 404,
      errors: [{ code: 'shop_not_found', message: "We couldn't find that pizzeria." }],
    });
  });

  it("a signed-in shopper saves 4111: a zero-value payment stores it at Adyen under the account's shopperReference; active, listed under adyen only", async () => {
    const answer = await save(ann, CARDS.adyenVisa);
    expect(answer.statusCode, answer.body).toBe(201);
    const saved = paymentMethodResponse.parse(answer.json());
    expect(saved).toEqual({
      payment_method: {
        id: expect.any(Number),
        gateway: 'adyen',
        brand: 'visa',
        last_four: '1111',
        exp_month: 3,
        exp_year: 2030,
        status: 'active',
        single_use: false,
      },
      next_action: null,
    });
    expect((await list(ann)).map((card) => card.id)).toContain(saved.payment_method.id);
    expect((await list(ann, 'stripe')).map((card) => card.id)).not.toContain(saved.payment_method.id);
    expect(await list(bob)).toEqual([]);

    const row = await cardRow(saved.payment_method.id);
    expect(row.gatewayCustomerId).toMatch(/^crust-user-\d+$/);
    expect(await storedAtAdyen(row.gatewayPaymentMethodId)).toMatchObject({
      shopperReference: row.gatewayCustomerId,
      card: { last4: '1111' },
    });
    const [customer] = await t.db
      .select()
      .from(schema.paymentCustomers)
      .where(eq(schema.paymentCustomers.customerId, row.gatewayCustomerId!));
    expect(customer).toMatchObject({ gateway: 'adyen', userId: row.userId });
    // Stripe's sandbox test numbers work the same way here
    const second = paymentMethodResponse.parse((await save(ann, CARDS.visa)).json()).payment_method;
    expect(second).toMatchObject({ gateway: 'adyen', last_four: '4242', status: 'active' });
    expect((await cardRow(second.id)).gatewayCustomerId).toBe(row.gatewayCustomerId);
  });

  it("a guest's card is single use, under a shopperReference of its own, with the guest's email; never listed", async () => {
    const answer = await save({}, CARDS.adyenVisa, { single_use: true, email: 'guest@example.com' });
    expect(answer.statusCode, answer.body).toBe(201);
    const card = paymentMethodResponse.parse(answer.json()).payment_method;
    expect(card).toMatchObject({ gateway: 'adyen', single_use: true, status: 'active' });
    expect(await cardRow(card.id)).toMatchObject({
      userId: null,
      email: 'guest@example.com',
      gatewayCustomerId: expect.stringMatching(/^crust-guest-[0-9a-f-]{36}$/),
    });
    expect(refusal(await save({}, CARDS.adyenVisa, { single_use: true }))).toMatchObject({
      status: 422,
      errors: [{ code: 'email_required' }],
    });
    expect((await save({}, CARDS.adyenVisa, { single_use: false, email: 'guest@example.com' })).statusCode).toBe(401);
  });

  it('3-D Secure on saving: requires_action with the challenge page; completed, confirm with its redirectResult makes it active (once)', async () => {
    const answer = await save(ann, CARDS.adyenThreeDSecure);
    expect(answer.statusCode, answer.body).toBe(201);
    const pending = paymentMethodResponse.parse(answer.json());
    expect(pending.payment_method).toMatchObject({ status: 'requires_action', last_four: '0000' });
    expect(new URL(pending.next_action!.redirect_to_url.url).pathname).toMatch(new RegExp(`^${ADYEN_SANDBOX_PATH}/3ds/[A-Z0-9]{16}$`));
    expect(pending.next_action!.redirect_to_url.return_url).toBe(`${TEST_ORIGIN}/3ds-redirect`);
    expect((await list(ann)).some((card) => card.id === pending.payment_method.id)).toBe(false);

    // the storefront may frame the challenge page (threeDSecureModal), nothing else may
    const page = await t.app.inject({ url: new URL(pending.next_action!.redirect_to_url.url).pathname });
    expect(page.headers['x-frame-options']).toBe('SAMEORIGIN');
    expect(page.headers['content-security-policy']).toContain("frame-ancestors 'self'");
    const redirectResult = await challenge(answer, 'complete');
    // nobody else confirms it, and a result that is not its own changes nothing
    expect((await confirm(pending.payment_method.id, redirectResult, bob)).statusCode).toBe(404);
    expect((await confirm(pending.payment_method.id, redirectResult)).statusCode).toBe(404);
    expect(refusal(await confirm(pending.payment_method.id, 'made-up', ann))).toMatchObject({
      status: 422,
      errors: [{ code: 'redirect_result_mismatch' }],
    });
    expect(
      refusal(await call('POST', `/v2/payment_methods/${pending.payment_method.id}/confirm`, { details: { setup_intent: 'seti_x' } }, ann))
        .status,
    ).toBe(422);

    const confirmed = await confirm(pending.payment_method.id, redirectResult, ann);
    expect(confirmed.statusCode, confirmed.body).toBe(200);
    expect(paymentMethodResponse.parse(confirmed.json())).toEqual({
      payment_method: { ...pending.payment_method, status: 'active' },
      next_action: null,
    });
    expect((await list(ann)).map((card) => card.id)).toContain(pending.payment_method.id);
    const row = await cardRow(pending.payment_method.id);
    expect(await storedAtAdyen(row.gatewayPaymentMethodId)).toMatchObject({ shopperReference: row.gatewayCustomerId });
    expect((await confirm(pending.payment_method.id, redirectResult, ann)).statusCode).toBe(200);
  });

  it('Received after the challenge (holderName PENDING) is no refusal: 409 still processing, the card kept unconfirmed, nothing saved to the list', async () => {
    const answer = await call(
      'POST',
      '/v2/payment_methods',
      saveBody({ ...adyenCard(CARDS.adyenThreeDSecure), holderName: 'PENDING' }),
      ann,
    );
    expect(answer.statusCode, answer.body).toBe(201);
    const { id } = paymentMethodResponse.parse(answer.json()).payment_method;
    const pending = await confirm(id, await challenge(answer, 'complete'), ann);
    expect(pending.statusCode, pending.body).toBe(409);
    expect(await cardRow(id)).toMatchObject({ status: 'requires_action', deletedAt: null });
    expect((await list(ann)).some((card) => card.id === id)).toBe(false);
  });

  it("a failed challenge never saves the card: 422 'Your card verification failed, please try again' and the card is gone", async () => {
    const answer = await save(ann, CARDS.adyenThreeDSecure);
    const { id } = paymentMethodResponse.parse(answer.json()).payment_method;
    const failed = await confirm(id, await challenge(answer, 'fail'), ann);
    expect(refusal(failed)).toMatchObject({
      status: 422,
      errors: [{ code: PAYMENT_ERROR_CODE, message: CARD_ERROR_MESSAGES.verificationFailed }],
    });
    expect((await cardRow(id)).deletedAt).not.toBeNull();
    expect((await list(ann)).some((card) => card.id === id)).toBe(false);
  });

  it('a guest confirms their single-use 3-D Secure card with the email and the client_secret it was saved with', async () => {
    const answer = await save({}, CARDS.adyenThreeDSecure, { single_use: true, email: 'guest3ds@example.com' });
    const {
      payment_method: { id },
      client_secret,
    } = paymentMethodResponse.parse(answer.json());
    const redirectResult = await challenge(answer, 'complete');
    expect((await confirm(id, redirectResult, {}, { email: 'someone@example.com', client_secret })).statusCode).toBe(404);
    // issue 37 item 1: the email and the id are not enough, the secret only the saving browser holds is needed
    expect((await confirm(id, redirectResult, {}, { email: 'guest3ds@example.com' })).statusCode).toBe(404);
    expect((await confirm(id, redirectResult, {}, { email: 'guest3ds@example.com', client_secret: `${client_secret}x` })).statusCode).toBe(
      404,
    );
    expect((await cardRow(id)).status).toBe('requires_action');
    const confirmed = await confirm(id, redirectResult, {}, { email: 'Guest3DS@example.com', client_secret });
    expect(confirmed.statusCode, confirmed.body).toBe(200);
    expect(paymentMethodResponse.parse(confirmed.json()).payment_method).toMatchObject({ id, status: 'active', single_use: true });
  });

  it('refused cards answer the same 422 card errors as the Stripe path, and nothing is saved', async () => {
    const before = (await list(ann)).length;
    const cases: [string, string, AdyenCardEntry?][] = [
      [CARDS.declined, CARD_ERROR_MESSAGES.declined],
      [CARDS.insufficientFunds, CARD_ERROR_MESSAGES.insufficientFunds],
      [CARDS.expired, CARD_ERROR_MESSAGES.expired],
      [CARDS.incorrectCvc, CARD_ERROR_MESSAGES.incorrectCvcOrZip],
      [CARDS.adyenVisa, CARD_ERROR_MESSAGES.expired, { month: '10', year: '2026' }],
    ];
    for (const [number, message, entry] of cases) {
      const answer = refusal(await save(ann, number, {}, entry));
      expect(answer, number).toMatchObject({
        status: 422,
        errors: [{ code: PAYMENT_ERROR_CODE, message }],
        meta: { errors: { order: [PAYMENT_ERROR_CODE] } },
      });
    }
    expect((await list(ann)).length).toBe(before);
  });

  it("Adyen's holderName test values: PENDING (Received) is not a refusal (409, nothing saved); ERROR (Error) and FRAUD_CANCELLED (Cancelled) are the card errors", async () => {
    const before = (await list(ann)).length;
    const withHolder = (holderName: string) =>
      call('POST', '/v2/payment_methods', saveBody({ ...adyenCard(CARDS.adyenVisa), holderName }), ann);
    const pending = refusal(await withHolder('PENDING'));
    expect(pending.status).toBe(409);
    expect(pending.errors[0].code).not.toBe(PAYMENT_ERROR_CODE);
    for (const holderName of ['ERROR', 'FRAUD_CANCELLED', 'DECLINED']) {
      expect(refusal(await withHolder(holderName)), holderName).toMatchObject({
        status: 422,
        errors: [{ code: PAYMENT_ERROR_CODE, message: CARD_ERROR_MESSAGES.declined }],
      });
    }
    expect((await list(ann)).length).toBe(before);
  });

  it('a card value the sandbox did not encrypt, or no card at all, is 422 payment_method_required; bad browser info 400; never 5xx', async () => {
    const notEncrypted = { ...adyenCard(CARDS.adyenVisa), encryptedCardNumber: '4111111111111111' };
    expect(refusal(await call('POST', '/v2/payment_methods', saveBody(notEncrypted), ann))).toMatchObject({
      status: 422,
      errors: [{ code: 'payment_method_required' }],
    });
    for (const data of [
      undefined,
      {},
      { type: 'scheme' },
      { ...adyenCard(CARDS.adyenVisa), type: 'ideal' },
      { ...adyenCard('4111111111111112') },
    ]) {
      const answer = await call('POST', '/v2/payment_methods', saveBody(data), ann);
      expect(answer.statusCode, JSON.stringify(data)).toBe(422);
      expect(errorResponse.parse(answer.json()).errors[0].code).toBe('payment_method_required');
    }
    const badInfo = await call(
      'POST',
      '/v2/payment_methods',
      saveBody(adyenCard(CARDS.adyenVisa), { browser_info: { colorDepth: 'deep' } }),
      ann,
    );
    expect(refusal(badInfo)).toMatchObject({ status: 400, errors: [{ field: 'browser_info' }] });
  });

  it('DELETE removes an Adyen card here and disables it at Adyen once no other saved card holds its token', async () => {
    const { id } = paymentMethodResponse.parse((await save(bob, CARDS.adyenVisa)).json()).payment_method;
    // the same card saved again: Adyen answers the token it has (alreadyExisting)
    const again = paymentMethodResponse.parse((await save(bob, CARDS.adyenVisa)).json()).payment_method;
    const token = (await cardRow(id)).gatewayPaymentMethodId;
    expect((await cardRow(again.id)).gatewayPaymentMethodId).toBe(token);
    expect((await call('DELETE', `/v2/payment_methods/${id}`, undefined, ann)).statusCode).toBe(404);
    expect((await call('DELETE', `/v2/payment_methods/${id}`, undefined, bob)).statusCode).toBe(204);
    expect((await list(bob)).map((card) => card.id)).toEqual([again.id]);
    expect(await storedAtAdyen(token)).not.toMatchObject({ disabled: true });
    expect((await call('DELETE', `/v2/payment_methods/${again.id}`, undefined, bob)).statusCode).toBe(204);
    expect(await list(bob)).toEqual([]);
    expect(await storedAtAdyen(token)).toMatchObject({ disabled: true });
  });
});

describe('the stored card an Adyen answer names', () => {
  // Checkout v71 (ResponseAdditionalDataCommon): tokenization.storedPaymentMethodId; recurring.recurringDetailReference is deprecated since v68
  it('is tokenization.storedPaymentMethodId, else the deprecated recurring.recurringDetailReference, else none', () => {
    const answer = (additionalData: Record<string, string>) => ({ resultCode: 'Authorised', additionalData });
    expect(
      storedPaymentMethodIdOf(
        answer({ 'tokenization.storedPaymentMethodId': 'M5N7TQ4TG5PFWR50', 'recurring.recurringDetailReference': 'OLD0000000000000' }),
      ),
    ).toBe('M5N7TQ4TG5PFWR50');
    expect(storedPaymentMethodIdOf(answer({ 'recurring.recurringDetailReference': 'OLD0000000000000' }))).toBe('OLD0000000000000');
    expect(storedPaymentMethodIdOf(answer({ cardSummary: '1111' }))).toBe('');
    expect(storedPaymentMethodIdOf({ resultCode: 'Authorised' })).toBe('');
  });
});
