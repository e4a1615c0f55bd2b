import Fastify, { type FastifyInstance } from 'fastify';
import { and, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ADYEN_SANDBOX_PATH, sandboxEncrypt } from '../../contract/adyen';
import { adyenSandboxObjects } from '../../db/schema';
import { ADYEN_TEST_CARDS as CARDS, adyenCard } from '../../test/adyen-cards';
import { answerChallenge } from '../../test/cards';
import { databaseKinds, openTestDatabase, testClock, type TestDatabase } from '../../test/harness';
import { AdyenApiError, type AdyenClient } from '../payments/adyen-client';
import { sandboxAdyenClient } from '../payments/adyen-gateway';
import { adyenSandboxRoutes, SANDBOX_ADYEN_API_KEY, SANDBOX_ADYEN_MERCHANT_ACCOUNT } from './index';

/** June 2026: a card expiring 03/2030 is good, 05/2026 has expired. */
const NOW = '2026-06-15T12:00:00.000Z';
const RETURN_URL = 'https://shop.crust.test/3ds-redirect?from=checkout';
const API = `${ADYEN_SANDBOX_PATH}/checkout/v71`;

describe.each(databaseKinds)('the Adyen sandbox (Checkout v71) on %s', (kind) => {
  let database: TestDatabase;
  let app: FastifyInstance;
  let adyen: AdyenClient;
  beforeAll(async () => {
    database = await openTestDatabase(kind);
    app = Fastify({ logger: false });
    await app.register(adyenSandboxRoutes, { prefix: ADYEN_SANDBOX_PATH, db: database.db, clock: testClock(NOW).now });
    await app.ready();
    // the platform's own client, in-process, as the app wires it
    adyen = sandboxAdyenClient(app);
  });
  afterAll(async () => {
    await app?.close();
    await database?.close();
  });

  const raw = (path: string, payload: unknown, headers: Record<string, string> = { 'x-api-key': SANDBOX_ADYEN_API_KEY }) =>
    app.inject({ method: 'POST', url: `${API}${path}`, payload: payload as object, headers });
  const pay = (number: string, fields: Record<string, unknown> = {}) =>
    adyen.payments({
      amount: { currency: 'USD', value: 2259 },
      reference: `order-${number}`,
      paymentMethod: adyenCard(number),
      returnUrl: RETURN_URL,
      ...fields,
    });
  const store = (number: string, shopperReference: string, fields: Record<string, unknown> = {}) =>
    pay(number, {
      amount: { currency: 'USD', value: 0 },
      storePaymentMethod: true,
      shopperReference,
      shopperInteraction: 'Ecommerce',
      recurringProcessingModel: 'CardOnFile',
      ...fields,
    });
  const chargeStored = (id: string, shopperReference: string, shopperInteraction = 'ContAuth') =>
    adyen.payments({
      amount: { currency: 'USD', value: 1500 },
      reference: `stored-${id}`,
      paymentMethod: { type: 'scheme', storedPaymentMethodId: id },
      shopperReference,
      recurringProcessingModel: 'CardOnFile',
      shopperInteraction,
      returnUrl: RETURN_URL,
    });
  const failure = async (promise: Promise<unknown>) => {
    const error = await promise.then(
      () => null,
      (e: unknown) => e,
    );
    expect(error).toBeInstanceOf(AdyenApiError);
    return error as AdyenApiError;
  };

  it("refuses a missing or wrong X-API-Key with Adyen's 401 body, a wrong merchant account with 403", async () => {
    for (const headers of [{}, { 'x-api-key': 'AQE_wrong' }] as Record<string, string>[]) {
      const answer = await raw('/payments', {}, headers);
      expect(answer.statusCode).toBe(401);
      expect(answer.json()).toEqual({
        status: 401,
        errorCode: '000',
        message: 'HTTP Status Response - Unauthorized',
        errorType: 'security',
      });
    }
    const wrongAccount = await raw('/payments', {
      merchantAccount: 'Other',
      amount: { currency: 'USD', value: 100 },
      reference: 'r',
      returnUrl: RETURN_URL,
      paymentMethod: adyenCard(CARDS.adyenVisa),
    });
    expect(wrongAccount.statusCode).toBe(403);
    expect(wrongAccount.json()).toMatchObject({
      status: 403,
      errorCode: '901',
      errorType: 'security',
      pspReference: expect.stringMatching(/^[A-Z0-9]{16}$/),
    });
  });

  it('authorises 4111 1111 1111 1111 and 4242 4242 4242 4242, naming the card in additionalData', async () => {
    const answer = await pay(CARDS.adyenVisa);
    expect(answer).toMatchObject({
      resultCode: 'Authorised',
      merchantReference: `order-${CARDS.adyenVisa}`,
      pspReference: expect.stringMatching(/^[A-Z0-9]{16}$/),
      additionalData: { cardSummary: '1111', expiryDate: '3/2030', paymentMethod: 'visa' },
    });
    expect(answer.refusalReason).toBeUndefined();
    expect(answer.action).toBeUndefined();
    expect((await pay(CARDS.visa)).resultCode).toBe('Authorised');
  });

  it("refuses the declining test cards with Adyen's refusal reasons, and a card whose expiry has passed as 'Expired Card'", async () => {
    const cases: [string, string, string][] = [
      [CARDS.declined, 'Refused', '2'],
      [CARDS.insufficientFunds, 'Not enough balance', '12'],
      [CARDS.expired, 'Expired Card', '6'],
      [CARDS.incorrectCvc, 'CVC Declined', '24'],
      ['4000056655665564', 'Refused', '2'],
    ];
    for (const [number, refusalReason, refusalReasonCode] of cases) {
      expect(await pay(number), number).toMatchObject({
        resultCode: 'Refused',
        refusalReason,
        refusalReasonCode,
        pspReference: expect.any(String),
      });
    }
    const lapsed = await adyen.payments({
      amount: { currency: 'USD', value: 100 },
      reference: 'lapsed',
      returnUrl: RETURN_URL,
      paymentMethod: adyenCard(CARDS.adyenVisa, { month: '05', year: '2026' }),
    });
    expect(lapsed).toMatchObject({ resultCode: 'Refused', refusalReason: 'Expired Card' });
  });

  it('refuses values that are not sandbox-encrypted, impossible cards and malformed requests with 422 validation errors', async () => {
    const real = { ...adyenCard(CARDS.adyenVisa), encryptedCardNumber: 'adyenjs_0_1_25$kP0c…' };
    expect(
      await failure(
        adyen.payments({ amount: { currency: 'USD', value: 100 }, reference: 'r', returnUrl: RETURN_URL, paymentMethod: real }),
      ),
    ).toMatchObject({ status: 422, errorCode: '174', errorType: 'validation' });
    const plain = { ...adyenCard(CARDS.adyenVisa), encryptedSecurityCode: '737' };
    expect(
      await failure(
        adyen.payments({ amount: { currency: 'USD', value: 100 }, reference: 'r', returnUrl: RETURN_URL, paymentMethod: plain }),
      ),
    ).toMatchObject({ status: 422, errorCode: '174' });
    expect(await failure(pay('4111111111111112'))).toMatchObject({ status: 422, errorCode: '101', message: 'Invalid card number' });
    const badMonth = { ...adyenCard(CARDS.adyenVisa), encryptedExpiryMonth: sandboxEncrypt('13') };
    expect(
      await failure(
        adyen.payments({ amount: { currency: 'USD', value: 100 }, reference: 'r', returnUrl: RETURN_URL, paymentMethod: badMonth }),
      ),
    ).toMatchObject({ errorCode: '129' });
    // Adyen's own codes: 100 no amount, 137 invalid amount, 130 no reference, 702 anything else it cannot read; with the pspReference
    const cases: [Record<string, unknown>, string][] = [
      [{}, '100'],
      [{ amount: { currency: 'USD', value: -1 } }, '137'],
      [{ amount: { currency: 'USD', value: 1 } }, '130'],
      [
        {
          reference: 'r',
          amount: { currency: 'USD', value: 1 },
          returnUrl: 'javascript:alert(1)',
          paymentMethod: adyenCard(CARDS.adyenVisa),
        },
        '702',
      ],
    ];
    for (const [body, errorCode] of cases) {
      const answer = await raw('/payments', { merchantAccount: SANDBOX_ADYEN_MERCHANT_ACCOUNT, ...body });
      expect(answer.statusCode, JSON.stringify(body)).toBe(422);
      expect(answer.json()).toMatchObject({
        status: 422,
        errorCode,
        errorType: 'validation',
        pspReference: expect.stringMatching(/^[A-Z0-9]{16}$/),
      });
    }
    const malformed = await app.inject({
      method: 'POST',
      url: `${API}/payments`,
      payload: '{"amount":',
      headers: { 'x-api-key': SANDBOX_ADYEN_API_KEY, 'content-type': 'application/json' },
    });
    expect(malformed.statusCode).toBe(400);
    expect(malformed.json()).toMatchObject({ status: 400, errorType: 'validation' });
    const unknown = await app.inject({ method: 'GET', url: `${API}/nothing`, headers: { 'x-api-key': SANDBOX_ADYEN_API_KEY } });
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json()).toMatchObject({ status: 404 });
  });

  it('a zero-value payment with storePaymentMethod stores the card for its shopper only; it is charged by its id, listed, and disabled', async () => {
    const stored = await store(CARDS.adyenVisa, 'crust-user-7');
    const id = stored.additionalData?.['tokenization.storedPaymentMethodId'];
    expect(stored).toMatchObject({
      resultCode: 'Authorised',
      additionalData: { 'tokenization.shopperReference': 'crust-user-7', 'tokenization.store.operationType': 'created' },
    });
    expect(id).toMatch(/^[A-Z0-9]{16}$/);
    expect(await chargeStored(id!, 'crust-user-7')).toMatchObject({ resultCode: 'Authorised', additionalData: { cardSummary: '1111' } });
    expect(await failure(chargeStored(id!, 'crust-user-8'))).toMatchObject({
      status: 422,
      errorCode: '800',
      message: 'Contract not found',
    });
    expect(
      await failure(
        adyen.payments({
          amount: { currency: 'USD', value: 1 },
          reference: 'r',
          returnUrl: RETURN_URL,
          paymentMethod: { type: 'scheme', storedPaymentMethodId: id },
        }),
      ),
    ).toMatchObject({ status: 422, errorCode: '702' });
    const listed = (
      await raw('/paymentMethods', { merchantAccount: SANDBOX_ADYEN_MERCHANT_ACCOUNT, shopperReference: 'crust-user-7' })
    ).json();
    expect(listed.storedPaymentMethods).toEqual([
      expect.objectContaining({ id, lastFour: '1111', expiryMonth: '03', expiryYear: '2030', brand: 'visa' }),
    ]);
    await adyen.disableStoredPaymentMethod(id!, 'crust-user-7');
    expect(await failure(chargeStored(id!, 'crust-user-7'))).toMatchObject({ status: 422, errorCode: '800' });
    // a refused card is never stored; 0341 is stored, then every charge on it is refused
    expect((await store(CARDS.declined, 'crust-user-7')).additionalData?.['tokenization.storedPaymentMethodId']).toBeUndefined();
    const picky = (await store(CARDS.declinesCharges, 'crust-user-7')).additionalData!['tokenization.storedPaymentMethodId'];
    expect(await chargeStored(picky, 'crust-user-7')).toMatchObject({ resultCode: 'Refused', refusalReason: 'Refused' });
  });

  it('names a stored card as Checkout v71 does (tokenization.*: created, alreadyExisting, updated), recurring.* only when the merchant switches it on', async () => {
    const first = await store(CARDS.adyenVisa, 'crust-user-21');
    const id = first.additionalData!['tokenization.storedPaymentMethodId'];
    expect(first.additionalData).toMatchObject({
      'tokenization.storedPaymentMethodId': expect.stringMatching(/^[A-Z0-9]{16}$/),
      'tokenization.shopperReference': 'crust-user-21',
      'tokenization.store.operationType': 'created',
    });
    // a new Adyen account does not return the deprecated recurring details
    expect(Object.keys(first.additionalData!).filter((key) => key.startsWith('recurring.'))).toEqual([]);
    // the same card again: the token it has; with another expiry: that token, updated
    expect((await store(CARDS.adyenVisa, 'crust-user-21')).additionalData).toMatchObject({
      'tokenization.storedPaymentMethodId': id,
      'tokenization.store.operationType': 'alreadyExisting',
    });
    const renewed = await store(CARDS.adyenVisa, 'crust-user-21', {
      paymentMethod: adyenCard(CARDS.adyenVisa, { month: '04', year: '2031' }),
    });
    expect(renewed.additionalData).toMatchObject({
      'tokenization.storedPaymentMethodId': id,
      'tokenization.store.operationType': 'updated',
      expiryDate: '4/2031',
    });
    // another shopper's same card is a token of their own
    expect((await store(CARDS.adyenVisa, 'crust-user-22')).additionalData!['tokenization.storedPaymentMethodId']).not.toBe(id);
    // a charge with the stored card names no new token
    expect(Object.keys((await chargeStored(id, 'crust-user-21')).additionalData!).filter((key) => key.startsWith('tokenization.'))).toEqual(
      [],
    );

    const legacy = Fastify({ logger: false });
    await legacy.register(adyenSandboxRoutes, {
      prefix: ADYEN_SANDBOX_PATH,
      db: database.db,
      clock: testClock(NOW).now,
      merchant: { recurringDetailsInAdditionalData: true },
    });
    try {
      const client = sandboxAdyenClient(legacy);
      const stored = await client.payments({
        amount: { currency: 'USD', value: 0 },
        reference: 'legacy',
        paymentMethod: adyenCard(CARDS.visa),
        returnUrl: RETURN_URL,
        storePaymentMethod: true,
        shopperReference: 'crust-user-23',
      });
      expect(stored.additionalData).toMatchObject({
        'recurring.recurringDetailReference': stored.additionalData!['tokenization.storedPaymentMethodId'],
        'recurring.shopperReference': 'crust-user-23',
        'tokenization.store.operationType': 'created',
      });
    } finally {
      await legacy.close();
    }
  });

  it('3-D Secure: RedirectShopper to the hosted page, which returns with a redirectResult; /payments/details settles it once', async () => {
    const pending = await store(CARDS.adyenThreeDSecure, 'crust-user-9');
    expect(pending).toMatchObject({
      resultCode: 'RedirectShopper',
      action: {
        type: 'redirect',
        method: 'GET',
        paymentMethodType: 'scheme',
        url: `https://shop.crust.test${ADYEN_SANDBOX_PATH}/3ds/${pending.pspReference}`,
      },
    });
    const page = await app.inject({ url: `${ADYEN_SANDBOX_PATH}/3ds/${pending.pspReference}` });
    expect(page.statusCode).toBe(200);
    expect(page.body).toContain(`action="${ADYEN_SANDBOX_PATH}/3ds/${pending.pspReference}"`);
    expect(page.body).toContain('saving the card ending in 0000');
    const back = await answerChallenge(
      app,
      { type: 'redirect_to_url', redirect_to_url: { url: pending.action!.url!, return_url: RETURN_URL } },
      'complete',
    );
    expect(`${back.origin}${back.pathname}`).toBe('https://shop.crust.test/3ds-redirect');
    expect(back.searchParams.get('from')).toBe('checkout');
    const redirectResult = back.searchParams.get('redirectResult')!;
    expect(redirectResult).toBeTruthy();
    // answering again returns the same result
    const again = await app.inject({
      method: 'POST',
      url: `${ADYEN_SANDBOX_PATH}/3ds/${pending.pspReference}`,
      payload: 'outcome=fail',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
    });
    expect(new URL(String(again.headers.location)).searchParams.get('redirectResult')).toBe(redirectResult);

    const settled = await adyen.paymentsDetails({ redirectResult });
    expect(settled).toMatchObject({
      resultCode: 'Authorised',
      pspReference: pending.pspReference,
      merchantReference: pending.merchantReference,
    });
    const id = settled.additionalData!['tokenization.storedPaymentMethodId'];
    expect(id).toMatch(/^[A-Z0-9]{16}$/);
    expect(await failure(adyen.paymentsDetails({ redirectResult }))).toMatchObject({ status: 422, errorType: 'validation' });
    expect(await failure(adyen.paymentsDetails({ redirectResult: 'made-up' }))).toMatchObject({ status: 422 });

    // the stored card challenges again when the shopper is there (Ecommerce); no card is challenged on a ContAuth charge, 3184 neither
    expect((await chargeStored(id, 'crust-user-9', 'Ecommerce')).resultCode).toBe('RedirectShopper');
    expect((await chargeStored(id, 'crust-user-9', 'ContAuth')).resultCode).toBe('Authorised');
    const always = await store(CARDS.threeDSecure, 'crust-user-9');
    const alwaysBack = await answerChallenge(
      app,
      { type: 'redirect_to_url', redirect_to_url: { url: always.action!.url!, return_url: RETURN_URL } },
      'complete',
    );
    const alwaysId = (await adyen.paymentsDetails({ redirectResult: alwaysBack.searchParams.get('redirectResult')! })).additionalData![
      'tokenization.storedPaymentMethodId'
    ];
    expect((await chargeStored(alwaysId, 'crust-user-9', 'Ecommerce')).resultCode).toBe('RedirectShopper');
    expect((await chargeStored(alwaysId, 'crust-user-9', 'ContAuth')).resultCode).toBe('Authorised');
  });

  it("a failed challenge refuses the payment as '3D Not Authenticated' and stores nothing", async () => {
    const pending = await pay(CARDS.adyenThreeDSecure, { storePaymentMethod: true, shopperReference: 'crust-user-10' });
    const back = await answerChallenge(
      app,
      { type: 'redirect_to_url', redirect_to_url: { url: pending.action!.url!, return_url: RETURN_URL } },
      'fail',
    );
    const settled = await adyen.paymentsDetails({ redirectResult: back.searchParams.get('redirectResult')! });
    expect(settled).toMatchObject({ resultCode: 'Refused', refusalReason: '3D Not Authenticated', refusalReasonCode: '11' });
    expect(settled.additionalData?.['tokenization.storedPaymentMethodId']).toBeUndefined();
    const page = await app.inject({ url: `${ADYEN_SANDBOX_PATH}/3ds/${pending.pspReference}` });
    expect(page.body).toContain('already failed');
    expect((await app.inject({ url: `${ADYEN_SANDBOX_PATH}/3ds/NOSUCHPAYMENT00` })).statusCode).toBe(404);
    const noOutcome = await app.inject({
      method: 'POST',
      url: `${ADYEN_SANDBOX_PATH}/3ds/${pending.pspReference}`,
      payload: 'outcome=maybe',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
    });
    expect(noOutcome.statusCode).toBe(400);
    expect(noOutcome.headers['content-type']).toContain('text/html');
  });

  it('honours Idempotency-Key: the same key and request answer the first answer (one payment); another request with it is refused', async () => {
    const request = {
      amount: { currency: 'USD', value: 999 },
      reference: 'idem-1',
      paymentMethod: adyenCard(CARDS.adyenVisa),
      returnUrl: RETURN_URL,
    };
    const first = await adyen.payments(request, 'key-idem-1');
    const second = await adyen.payments(request, 'key-idem-1');
    expect(second).toEqual(first);
    const [{ n }] = await database.db
      .select({ n: sql<number>`count(*)::int` })
      .from(adyenSandboxObjects)
      .where(and(eq(adyenSandboxObjects.kind, 'payment'), sql`${adyenSandboxObjects.data}->>'merchantReference' = 'idem-1'`));
    expect(n).toBe(1);
    expect(await failure(adyen.payments({ ...request, amount: { currency: 'USD', value: 1000 } }, 'key-idem-1'))).toMatchObject({
      status: 422,
      errorCode: '704',
    });
    expect(await failure(adyen.payments(request, 'k'.repeat(65)))).toMatchObject({ status: 422 });
    const echoed = await raw(
      '/payments',
      { ...request, merchantAccount: SANDBOX_ADYEN_MERCHANT_ACCOUNT },
      { 'x-api-key': SANDBOX_ADYEN_API_KEY, 'idempotency-key': 'key-idem-1' },
    );
    expect(echoed.headers['idempotency-key']).toBe('key-idem-1');
  });

  it('refunds an authorised payment (POST /payments/{pspReference}/refunds): 201 received, up to what was paid, once per Idempotency-Key', async () => {
    const paid = await pay(CARDS.adyenVisa, { reference: 'refund-1' });
    expect(paid.resultCode).toBe('Authorised');
    const path = `/payments/${paid.pspReference}/refunds`;
    const answer = await raw(
      path,
      { merchantAccount: SANDBOX_ADYEN_MERCHANT_ACCOUNT, amount: { currency: 'USD', value: 200 }, reference: 'adjust-1' },
      { 'x-api-key': SANDBOX_ADYEN_API_KEY, 'idempotency-key': 'refund-key-1' },
    );
    expect(answer.statusCode).toBe(201);
    const first = answer.json();
    expect(first).toEqual({
      merchantAccount: SANDBOX_ADYEN_MERCHANT_ACCOUNT,
      paymentPspReference: paid.pspReference,
      pspReference: expect.stringMatching(/^[0-9A-Z]{16}$/),
      reference: 'adjust-1',
      status: 'received',
      amount: { currency: 'USD', value: 200 },
    });
    // the platform's client, the same key: the first answer again, nothing refunded twice
    expect(await adyen.refund(paid.pspReference!, { currency: 'USD', value: 200 }, 'adjust-1', 'refund-key-1')).toEqual(first);
    expect(await failure(adyen.refund(paid.pspReference!, { currency: 'USD', value: 300 }, 'adjust-1', 'refund-key-1'))).toMatchObject({
      status: 422,
      errorCode: '704',
    });
    // 2259 paid, 200 back: 2059 more is all that is left
    expect(await failure(adyen.refund(paid.pspReference!, { currency: 'USD', value: 2060 }, 'void', 'refund-key-2'))).toMatchObject({
      status: 422,
      errorCode: '137',
    });
    expect(await failure(adyen.refund(paid.pspReference!, { currency: 'EUR', value: 100 }, 'void', 'refund-key-3'))).toMatchObject({
      status: 422,
      errorCode: '137',
    });
    expect((await adyen.refund(paid.pspReference!, { currency: 'USD', value: 2059 }, 'void', 'refund-key-4')).amount.value).toBe(2059);
    expect(await failure(adyen.refund(paid.pspReference!, { currency: 'USD', value: 1 }, 'more', 'refund-key-5'))).toMatchObject({
      status: 422,
      errorCode: '137',
    });
    const refunds = await database.db
      .select({ data: adyenSandboxObjects.data })
      .from(adyenSandboxObjects)
      .where(and(eq(adyenSandboxObjects.kind, 'refund'), sql`${adyenSandboxObjects.data}->>'paymentPspReference' = ${paid.pspReference}`));
    expect(refunds.map(({ data }) => (data.amount as { value: number }).value).sort()).toEqual([200, 2059]);
    // a refused payment or an unknown reference has nothing to refund
    const refused = await pay(CARDS.declinesCharges, { reference: 'refund-2' });
    expect(await failure(adyen.refund(refused.pspReference!, { currency: 'USD', value: 100 }, 'r', 'refund-key-6'))).toMatchObject({
      status: 422,
      errorCode: '167',
    });
    expect(await failure(adyen.refund('NOSUCHPAYMENT000', { currency: 'USD', value: 100 }, 'r', 'refund-key-7'))).toMatchObject({
      status: 422,
      errorCode: '167',
    });
    expect((await raw(path, { merchantAccount: 'Other', amount: { currency: 'USD', value: 1 } })).statusCode).toBe(403);
    expect((await raw(path, { merchantAccount: SANDBOX_ADYEN_MERCHANT_ACCOUNT, amount: { currency: 'USD' } })).statusCode).toBe(422);
  });
});
