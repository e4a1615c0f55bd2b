import { CheckoutAPI, Client, EnvironmentEnum, HttpClientException, Types } from '@adyen/api-library';
import type ClientInterface from '@adyen/api-library/lib/src/httpClient/clientInterface';
import { ObjectSerializer } from '@adyen/api-library/lib/src/typings/checkout/objectSerializer';
import Fastify, { type FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ADYEN_SANDBOX_PATH } from '../../contract/adyen';
import { ADYEN_TEST_CARDS as CARDS, adyenCard } from '../../test/adyen-cards';
import { answerChallenge } from '../../test/cards';
import { databaseKinds, openTestDatabase, testClock, type TestDatabase } from '../../test/harness';
import { rebasedFetchClient } from '../payments/adyen-client';
import { adyenOutcome } from '../payments/adyen-errors';
import { sandboxFetch } from '../stripe-sandbox';
import { adyenSandboxRoutes, SANDBOX_ADYEN_API_KEY, SANDBOX_ADYEN_MERCHANT_ACCOUNT } from './index';

/*
 * Conformance: Adyen's own Node library (@adyen/api-library 31.0.0, Checkout v71) drives every flow the platform
 * uses against the embedded sandbox, and each raw answer is checked against the library's models (ObjectSerializer:
 * an answer that deserialises and serialises back to itself uses only fields the model has; enums are the model's).
 * The library is the oracle, not the platform's own contract. Test values: Adyen's "Testing result codes" table
 * (holderName) and its unencrypted `test_` card fields.
 */
const NOW = '2026-06-15T12:00:00.000Z';
const RETURN_URL = 'https://shop.crust.test/3ds-redirect';
const M = SANDBOX_ADYEN_MERCHANT_ACCOUNT;

/** the raw JSON of the library's last answer, and of its last error */
type Recorder = { last: string; client: ClientInterface };
function recording(inner: ClientInterface): Recorder {
  const recorder: Recorder = {
    last: '',
    client: {
      async request(...args) {
        try {
          recorder.last = await inner.request(...args);
        } catch (error) {
          recorder.last = (error as HttpClientException).responseBody ?? '';
          throw error;
        }
        return recorder.last;
      },
    },
  };
  return recorder;
}

/** The raw answer conforms to the library's model `type`: nothing the model lacks, nothing lost on the way through. */
function conforms(raw: string, type: string) {
  const json = JSON.parse(raw);
  const roundTrip = ObjectSerializer.serialize(ObjectSerializer.deserialize(json, type), type);
  expect(JSON.parse(JSON.stringify(roundTrip)), type).toEqual(json);
  return json;
}

const RESULT_CODES = Object.values(Types.checkout.PaymentResponse.ResultCodeEnum) as string[];

describe.each(databaseKinds)('Adyen sandbox conformance (@adyen/api-library 31.0.0, Checkout v71) on %s', (kind) => {
  let database: TestDatabase;
  let app: FastifyInstance;
  let checkout: CheckoutAPI;
  let recorder: Recorder;
  const clientFor = (apiKey: string) => {
    recorder = recording(rebasedFetchClient(sandboxFetch(app, ADYEN_SANDBOX_PATH), 'https://adyen-sandbox.invalid/checkout/v71'));
    return new CheckoutAPI(new Client({ apiKey, environment: EnvironmentEnum.TEST }, recorder.client));
  };
  beforeAll(async () => {
    database = await openTestDatabase(kind);
    app = Fastify({ logger: false });
    await app.register(adyenSandboxRoutes, { prefix: ADYEN_SANDBOX_PATH, db: database.db, clock: testClock(NOW).now });
    await app.ready();
    checkout = clientFor(SANDBOX_ADYEN_API_KEY);
  });
  afterAll(async () => {
    await app?.close();
    await database?.close();
  });

  const card = (number: string, holderName?: string) =>
    ({ ...adyenCard(number), ...(holderName ? { holderName } : {}) }) as unknown as Types.checkout.CardDetails;
  const pay = (paymentMethod: Types.checkout.CardDetails, fields: Partial<Types.checkout.PaymentRequest> = {}) =>
    checkout.PaymentsApi.payments({
      merchantAccount: M,
      amount: { currency: 'USD', value: 2259 },
      reference: 'conformance',
      returnUrl: RETURN_URL,
      paymentMethod,
      ...fields,
    } as Types.checkout.PaymentRequest);
  const store = (number: string, shopperReference: string) =>
    pay(card(number), {
      amount: { currency: 'USD', value: 0 },
      storePaymentMethod: true,
      shopperReference,
      recurringProcessingModel: Types.checkout.PaymentRequest.RecurringProcessingModelEnum.CardOnFile,
      shopperInteraction: Types.checkout.PaymentRequest.ShopperInteractionEnum.Ecommerce,
    });
  const chargeStored = (storedPaymentMethodId: string, shopperReference: string) =>
    pay({ type: 'scheme', storedPaymentMethodId } as Types.checkout.CardDetails, {
      shopperReference,
      recurringProcessingModel: Types.checkout.PaymentRequest.RecurringProcessingModelEnum.CardOnFile,
      shopperInteraction: Types.checkout.PaymentRequest.ShopperInteractionEnum.ContAuth,
    });
  const failure = async (promise: Promise<unknown>) => {
    const error = await promise.then(
      () => null,
      (e: unknown) => e,
    );
    expect(error).toBeInstanceOf(HttpClientException);
    return error as HttpClientException;
  };

  it('paymentMethods: the cards, as PaymentMethodsResponse', async () => {
    const answer = await checkout.PaymentsApi.paymentMethods({ merchantAccount: M });
    conforms(recorder.last, 'PaymentMethodsResponse');
    expect(answer.paymentMethods).toEqual([expect.objectContaining({ type: 'scheme', brands: expect.arrayContaining(['visa', 'mc']) })]);
  });

  it('payments with encrypted card fields and with test_-prefixed unencrypted ones: Authorised, as PaymentResponse', async () => {
    const encrypted = await pay(card(CARDS.adyenVisa));
    conforms(recorder.last, 'PaymentResponse');
    expect(encrypted).toMatchObject({ resultCode: 'Authorised', pspReference: expect.stringMatching(/^[A-Z0-9]{16}$/) });
    const plain = {
      type: 'scheme',
      encryptedCardNumber: 'test_4111111111111111',
      encryptedExpiryMonth: 'test_03',
      encryptedExpiryYear: 'test_2030',
      encryptedSecurityCode: 'test_737',
    };
    const unencrypted = await pay(plain as Types.checkout.CardDetails);
    conforms(recorder.last, 'PaymentResponse');
    expect(unencrypted).toMatchObject({ resultCode: 'Authorised', additionalData: { cardSummary: '1111' } });
  });

  it('3-D Secure: RedirectShopper with a redirect action; payments/details with the redirectResult: Authorised, as PaymentDetailsResponse', async () => {
    const pending = await pay(card(CARDS.threeDSecure));
    conforms(recorder.last, 'PaymentResponse');
    expect(pending).toMatchObject({
      resultCode: 'RedirectShopper',
      action: { type: 'redirect', method: 'GET', url: expect.stringContaining(`${ADYEN_SANDBOX_PATH}/3ds/`) },
    });
    const back = await answerChallenge(
      app,
      { type: 'redirect_to_url', redirect_to_url: { url: pending.action!.url!, return_url: RETURN_URL } },
      'complete',
    );
    const settled = await checkout.PaymentsApi.paymentsDetails({ details: { redirectResult: back.searchParams.get('redirectResult')! } });
    conforms(recorder.last, 'PaymentDetailsResponse');
    expect(settled).toMatchObject({ resultCode: 'Authorised', pspReference: pending.pspReference });
  });

  it('3-D Secure with holderName PENDING: the challenge first, then payments/details answers Received (the test value applies to the authorisation)', async () => {
    const pending = await pay(card(CARDS.threeDSecure, 'PENDING'));
    expect(pending.resultCode).toBe('RedirectShopper');
    const back = await answerChallenge(
      app,
      { type: 'redirect_to_url', redirect_to_url: { url: pending.action!.url!, return_url: RETURN_URL } },
      'complete',
    );
    const settled = await checkout.PaymentsApi.paymentsDetails({ details: { redirectResult: back.searchParams.get('redirectResult')! } });
    conforms(recorder.last, 'PaymentDetailsResponse');
    expect(settled).toMatchObject({ resultCode: 'Received', pspReference: pending.pspReference });
    expect(adyenOutcome({ resultCode: settled.resultCode! })).toBe('pending');
  });

  it('tokenization: a zero-value payment stores the card (tokenization.* in additionalData); a ContAuth payment with it is not challenged; listed; DELETE with no body 204', async () => {
    const stored = await store(CARDS.adyenThreeDSecure, 'crust-conformance-1');
    // 4917 6100 0000 0000 challenges the shopper while storing
    const back = await answerChallenge(
      app,
      { type: 'redirect_to_url', redirect_to_url: { url: stored.action!.url!, return_url: RETURN_URL } },
      'complete',
    );
    const settled = await checkout.PaymentsApi.paymentsDetails({ details: { redirectResult: back.searchParams.get('redirectResult')! } });
    conforms(recorder.last, 'PaymentDetailsResponse');
    const data = ObjectSerializer.deserialize(
      settled.additionalData,
      'ResponseAdditionalDataCommon',
    ) as Types.checkout.ResponseAdditionalDataCommon;
    expect(data).toMatchObject({
      tokenization_storedPaymentMethodId: expect.stringMatching(/^[A-Z0-9]{16}$/),
      tokenization_shopperReference: 'crust-conformance-1',
      tokenization_store_operationType: Types.checkout.ResponseAdditionalDataCommon.TokenizationStoreOperationTypeEnum.Created,
    });
    expect(data.recurring_recurringDetailReference).toBeUndefined();
    const id = data.tokenization_storedPaymentMethodId!;

    // merchant-initiated (ContAuth): no shopper to challenge, whatever the card; 3184 neither
    const charged = await chargeStored(id, 'crust-conformance-1');
    conforms(recorder.last, 'PaymentResponse');
    expect(charged.resultCode).toBe('Authorised');
    const always = await store(CARDS.threeDSecure, 'crust-conformance-2');
    const alwaysBack = await answerChallenge(
      app,
      { type: 'redirect_to_url', redirect_to_url: { url: always.action!.url!, return_url: RETURN_URL } },
      'complete',
    );
    const alwaysData = (
      await checkout.PaymentsApi.paymentsDetails({ details: { redirectResult: alwaysBack.searchParams.get('redirectResult')! } })
    ).additionalData!;
    expect((await chargeStored(alwaysData['tokenization.storedPaymentMethodId'], 'crust-conformance-2')).resultCode).toBe('Authorised');

    const listed = await checkout.PaymentsApi.paymentMethods({ merchantAccount: M, shopperReference: 'crust-conformance-1' });
    conforms(recorder.last, 'PaymentMethodsResponse');
    expect(listed.storedPaymentMethods).toEqual([
      expect.objectContaining({ id, lastFour: '0000', supportedShopperInteractions: ['Ecommerce', 'ContAuth'] }),
    ]);

    // the library sends Content-Type application/json and no body
    await expect(checkout.RecurringApi.deleteTokenForStoredPaymentDetails(id, 'crust-conformance-1', M)).resolves.toBeUndefined();
    const gone = await failure(chargeStored(id, 'crust-conformance-1'));
    expect(gone).toMatchObject({ statusCode: 422, errorCode: '800' });
  });

  it('refunds (with amount) and cancels: 201 received, as PaymentRefundResponse / PaymentCancelResponse; nothing left is refused', async () => {
    const paid = await pay(card(CARDS.adyenVisa), { reference: 'conformance-refund' });
    const refund = await checkout.ModificationsApi.refundCapturedPayment(
      paid.pspReference!,
      { merchantAccount: M, amount: { currency: 'USD', value: 2259 }, reference: 'void' },
      { idempotencyKey: 'conf-refund-1' },
    );
    conforms(recorder.last, 'PaymentRefundResponse');
    expect(refund).toMatchObject({
      status: Types.checkout.PaymentRefundResponse.StatusEnum.Received,
      paymentPspReference: paid.pspReference,
      amount: { currency: 'USD', value: 2259 },
    });
    expect(
      await failure(
        checkout.ModificationsApi.refundCapturedPayment(paid.pspReference!, { merchantAccount: M, amount: { currency: 'USD', value: 1 } }),
      ),
    ).toMatchObject({ statusCode: 422, errorCode: '137' });

    const authorised = await pay(card(CARDS.adyenVisa), { reference: 'conformance-cancel' });
    const cancel = await checkout.ModificationsApi.cancelAuthorisedPaymentByPspReference(authorised.pspReference!, {
      merchantAccount: M,
      reference: 'cancel',
    });
    conforms(recorder.last, 'PaymentCancelResponse');
    expect(cancel).toMatchObject({
      status: Types.checkout.PaymentCancelResponse.StatusEnum.Received,
      paymentPspReference: authorised.pspReference,
      reference: 'cancel',
    });
    expect(
      await failure(checkout.ModificationsApi.cancelAuthorisedPaymentByPspReference(authorised.pspReference!, { merchantAccount: M })),
    ).toMatchObject({ statusCode: 422, errorCode: '167' });
    expect(
      await failure(
        checkout.ModificationsApi.refundCapturedPayment(authorised.pspReference!, {
          merchantAccount: M,
          amount: { currency: 'USD', value: 1 },
        }),
      ),
    ).toMatchObject({ statusCode: 422, errorCode: '167' });
  });

  it("errors: Adyen's ServiceError with its errorCode, errorType and pspReference on 403 and 422; 401 for a wrong key", async () => {
    const wrongAccount = await failure(pay(card(CARDS.adyenVisa), { merchantAccount: 'SomeoneElseECOM' }));
    expect(wrongAccount.statusCode).toBe(403);
    expect(conforms(recorder.last, 'ServiceError')).toMatchObject({
      status: 403,
      errorCode: '901',
      errorType: 'security',
      pspReference: expect.stringMatching(/^[A-Z0-9]{16}$/),
    });
    const invalid = await failure(pay(card('4111111111111112')));
    expect(invalid).toMatchObject({ statusCode: 422, errorCode: '101' });
    expect(conforms(recorder.last, 'ServiceError')).toMatchObject({
      status: 422,
      errorCode: '101',
      message: 'Invalid card number',
      errorType: 'validation',
      pspReference: expect.any(String),
    });
    const noAmount = await failure(
      checkout.PaymentsApi.payments({
        merchantAccount: M,
        reference: 'r',
        paymentMethod: card(CARDS.adyenVisa),
        returnUrl: RETURN_URL,
      } as Types.checkout.PaymentRequest),
    );
    expect(noAmount).toMatchObject({ statusCode: 422, errorCode: '100' });
    const stranger = clientFor('AQE_not_the_key');
    expect(await failure(stranger.PaymentsApi.paymentMethods({ merchantAccount: M }))).toMatchObject({ statusCode: 401, errorCode: '000' });
    checkout = clientFor(SANDBOX_ADYEN_API_KEY);
  });

  // Adyen, "Testing result codes and refusal reasons": the holderName column. No card test value gives Pending (Adyen
  // answers it for asynchronous methods such as iDEAL or Boleto, which the platform does not offer).
  const HOLDER_NAMES: [holderName: string, resultCode: string, refusalReason: string | undefined, outcome: string][] = [
    ['APPROVED', 'Authorised', undefined, 'authorised'],
    ['PENDING', 'Received', undefined, 'pending'],
    ['ERROR', 'Error', 'Acquirer Error', 'failed'],
    ['UNKNOWN', 'Error', 'Unknown', 'failed'],
    ['FRAUD_CANCELLED', 'Cancelled', 'FRAUD-CANCELLED', 'failed'],
    ['CANCELLED', 'Refused', 'Cancelled', 'failed'],
    ['DECLINED', 'Refused', 'Refused', 'failed'],
    ['DECLINED : 06 : ERROR', 'Refused', 'Refused', 'failed'],
    ['NOT_ENOUGH_BALANCE', 'Refused', 'Not enough balance', 'failed'],
    ['CARD_EXPIRED', 'Refused', 'Expired Card', 'failed'],
    ['J. De Tester', 'Authorised', undefined, 'authorised'],
  ];
  it.each(HOLDER_NAMES)('holderName %s: %s (%s), which the adapter takes as %s', async (holderName, resultCode, refusalReason, outcome) => {
    const answer = await pay(card(CARDS.adyenVisa, holderName));
    conforms(recorder.last, 'PaymentResponse');
    expect(RESULT_CODES).toContain(answer.resultCode);
    expect(answer.resultCode).toBe(resultCode);
    expect(answer.refusalReason).toBe(refusalReason);
    expect(adyenOutcome({ resultCode: answer.resultCode! })).toBe(outcome);
  });

  it('the adapter takes Pending as pending and any other resultCode it does not know as failed', () => {
    expect(RESULT_CODES).toContain('Pending');
    expect(adyenOutcome({ resultCode: 'Pending' })).toBe('pending');
    expect(adyenOutcome({ resultCode: 'RedirectShopper' })).toBe('redirect');
    expect(adyenOutcome({ resultCode: 'PresentToShopper' })).toBe('failed');
  });
});

/*
 * The same library against Adyen's own test environment (checkout-test.adyen.com/v71), when its keys are set:
 * ADYEN_API_KEY and ADYEN_MERCHANT_ACCOUNT of a test account with tokenization enabled. Skipped without them.
 */
const live = { apiKey: process.env.ADYEN_API_KEY ?? '', merchantAccount: process.env.ADYEN_MERCHANT_ACCOUNT ?? '' };
describe.skipIf(!live.apiKey || !live.merchantAccount)("Adyen's test environment (ADYEN_API_KEY, ADYEN_MERCHANT_ACCOUNT)", () => {
  let recorder: Recorder;
  const checkoutLive = () => {
    const inner = new Client({ apiKey: live.apiKey, environment: EnvironmentEnum.TEST });
    recorder = recording(inner.httpClient);
    return new CheckoutAPI(new Client({ apiKey: live.apiKey, environment: EnvironmentEnum.TEST }, recorder.client));
  };
  const testCard = {
    type: 'scheme',
    encryptedCardNumber: 'test_4111111111111111',
    encryptedExpiryMonth: 'test_03',
    encryptedExpiryYear: 'test_2030',
    encryptedSecurityCode: 'test_737',
  };

  it(
    'paymentMethods, a payment with test_ fields, a zero-value store with tokenization.*, a ContAuth payment, a refund and a holderName PENDING',
    { timeout: 60_000 },
    async () => {
      const checkout = checkoutLive();
      await checkout.PaymentsApi.paymentMethods({ merchantAccount: live.merchantAccount });
      conforms(recorder.last, 'PaymentMethodsResponse');
      const base = { merchantAccount: live.merchantAccount, returnUrl: RETURN_URL, reference: `crust-conformance-${Date.now()}` };
      const paid = await checkout.PaymentsApi.payments({
        ...base,
        amount: { currency: 'USD', value: 1000 },
        paymentMethod: testCard,
      } as Types.checkout.PaymentRequest);
      expect(paid.resultCode).toBe('Authorised');
      const shopperReference = `crust-conformance-${Date.now()}`;
      const stored = await checkout.PaymentsApi.payments({
        ...base,
        amount: { currency: 'USD', value: 0 },
        paymentMethod: testCard,
        storePaymentMethod: true,
        shopperReference,
        recurringProcessingModel: Types.checkout.PaymentRequest.RecurringProcessingModelEnum.CardOnFile,
        shopperInteraction: Types.checkout.PaymentRequest.ShopperInteractionEnum.Ecommerce,
      } as Types.checkout.PaymentRequest);
      const token = stored.additionalData?.['tokenization.storedPaymentMethodId'];
      expect(token).toBeTruthy();
      const charged = await checkout.PaymentsApi.payments({
        ...base,
        amount: { currency: 'USD', value: 500 },
        paymentMethod: { type: 'scheme', storedPaymentMethodId: token },
        shopperReference,
        recurringProcessingModel: Types.checkout.PaymentRequest.RecurringProcessingModelEnum.CardOnFile,
        shopperInteraction: Types.checkout.PaymentRequest.ShopperInteractionEnum.ContAuth,
      } as Types.checkout.PaymentRequest);
      expect(charged.resultCode).toBe('Authorised');
      const refund = await checkout.ModificationsApi.refundCapturedPayment(paid.pspReference!, {
        merchantAccount: live.merchantAccount,
        amount: { currency: 'USD', value: 1000 },
      });
      expect(refund.status).toBe('received');
      const pending = await checkout.PaymentsApi.payments({
        ...base,
        amount: { currency: 'USD', value: 1000 },
        paymentMethod: { ...testCard, holderName: 'PENDING' },
      } as Types.checkout.PaymentRequest);
      expect(adyenOutcome({ resultCode: pending.resultCode! })).toBe('pending');
      await checkout.RecurringApi.deleteTokenForStoredPaymentDetails(token!, shopperReference, live.merchantAccount);
    },
  );
});
