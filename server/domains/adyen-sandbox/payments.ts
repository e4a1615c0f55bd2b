import { createHash, randomBytes, randomInt } from 'node:crypto';
import { ADYEN_SANDBOX_PATH } from '../../contract/adyen';
import type { Database } from '../../db/database';
import { holderNameResult, NOT_AUTHENTICATED, needsChallenge, readCard, refusalFor, type Refusal, type SandboxCard } from './cards';
import { SANDBOX_ADYEN_MERCHANT_ACCOUNT } from './constants';
import { contractNotFound, invalidMerchantAccount, validation } from './errors';
import { findRecord, insertRecordOnce, lockRecord, saveRecord, spendRedirectResult, storedMethodsOf } from './repository';
import type { PaymentRequest } from './requests';

/**
 * The merchant account's settings the sandbox plays. `recurringDetailsInAdditionalData`: the Customer Area's
 * additional data setting "Recurring details" (off on a new Adyen account), which adds the deprecated
 * `recurring.recurringDetailReference` / `recurring.shopperReference` beside v71's `tokenization.*`.
 */
export type MerchantSettings = { recurringDetailsInAdditionalData: boolean };
export const DEFAULT_MERCHANT_SETTINGS: MerchantSettings = { recurringDetailsInAdditionalData: false };

/** What every operation works with: the database (or the transaction it runs in), the request's time and the account's settings. */
export type Ctx = { db: Database; now: Date; merchant?: MerchantSettings };

/** A payment as the sandbox keeps it (kind payment, id its pspReference). */
export type PaymentRecord = {
  pspReference: string;
  merchantReference: string;
  amount: { currency: string; value: number };
  shopperReference: string | null;
  storePaymentMethod: boolean;
  returnUrl: string;
  card: SandboxCard;
  /** the stored card charged, or the one this payment stored */
  storedPaymentMethodId: string | null;
  /** what storing the card did to the shopper's token (Adyen's tokenization.store.operationType); null when nothing was stored */
  storeOperation?: StoreOperation | null;
  resultCode: 'Authorised' | 'Refused' | 'RedirectShopper' | 'Received' | 'Error' | 'Cancelled';
  /** a cancel (POST /payments/{pspReference}/cancels) was taken for it */
  cancelled?: boolean;
  refusal: Refusal | null;
  /** the holderName test value's result, given once the challenge is passed (Adyen applies it to the authorisation) */
  afterChallenge?: { resultCode: PaymentRecord['resultCode']; refusal: Refusal | null } | null;
  /** a 3-D Secure challenge: its answer on the hosted page, and the redirectResult that answer returned with */
  challenge: { outcome: 'complete' | 'fail' | null; redirectResult: string | null } | null;
};

type StoredMethod = { id: string; shopperReference: string; card: SandboxCard; disabled: boolean };

/** ResponseAdditionalDataCommon.TokenizationStoreOperationTypeEnum of Checkout v71. */
export type StoreOperation = 'created' | 'updated' | 'alreadyExisting';

const ALPHANUMERIC = 'ABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789';
/** pspReference and recurringDetailReference: 16 characters, as Adyen's. */
const newReference = () => Array.from({ length: 16 }, () => ALPHANUMERIC[randomInt(ALPHANUMERIC.length)]).join('');
const redirectResultId = (redirectResult: string) => `rr_${createHash('sha256').update(redirectResult).digest('hex').slice(0, 40)}`;

/**
 * The payment as Adyen answers it: its result, the refusal or the redirect action, and the card in additionalData.
 * A payment that stored the card names the token as v71 does (`tokenization.storedPaymentMethodId`,
 * `tokenization.shopperReference`, `tokenization.store.operationType`); the deprecated `recurring.*` keys only
 * when the merchant switched "Recurring details" on.
 */
export function answerOf(record: PaymentRecord, merchant: MerchantSettings = DEFAULT_MERCHANT_SETTINGS) {
  const { card } = record;
  const storedNow =
    record.storeOperation && record.storedPaymentMethodId && record.resultCode === 'Authorised' && record.shopperReference
      ? {
          'tokenization.storedPaymentMethodId': record.storedPaymentMethodId,
          'tokenization.shopperReference': record.shopperReference,
          'tokenization.store.operationType': record.storeOperation,
        }
      : {};
  const recurring =
    merchant.recurringDetailsInAdditionalData &&
    record.storedPaymentMethodId &&
    record.resultCode === 'Authorised' &&
    record.shopperReference
      ? { 'recurring.recurringDetailReference': record.storedPaymentMethodId, 'recurring.shopperReference': record.shopperReference }
      : {};
  const challengeUrl = `${new URL(record.returnUrl).origin}${ADYEN_SANDBOX_PATH}/3ds/${record.pspReference}`;
  return {
    pspReference: record.pspReference,
    resultCode: record.resultCode,
    merchantReference: record.merchantReference,
    amount: record.amount,
    paymentMethod: { brand: card.brand, type: 'scheme' },
    ...(record.refusal ?? {}),
    ...(record.resultCode === 'RedirectShopper'
      ? {
          action: {
            type: 'redirect',
            url: challengeUrl,
            method: 'GET',
            paymentMethodType: 'scheme',
            paymentData: Buffer.from(`sandbox:${record.pspReference}`).toString('base64'),
          },
        }
      : {}),
    additionalData: {
      cardSummary: card.last4,
      expiryDate: `${card.expMonth}/${card.expYear}`,
      paymentMethod: card.brand,
      ...storedNow,
      ...recurring,
    },
  };
}
export type PaymentAnswer = ReturnType<typeof answerOf>;

/**
 * The payment went through: the card is stored for the shopper when it was asked to be. The same card
 * (number) stored again for the shopper is Adyen's alreadyExisting token, or updated when its expiry changed.
 */
async function authorise(ctx: Ctx, record: PaymentRecord): Promise<void> {
  record.resultCode = 'Authorised';
  if (!record.storePaymentMethod || !record.shopperReference || record.storedPaymentMethodId) return;
  const same =
    record.card.fingerprint === undefined
      ? undefined
      : (await storedMethodsOf(ctx.db, record.shopperReference))
          .map(({ data }) => data as StoredMethod)
          .find((method) => method.card.fingerprint === record.card.fingerprint);
  if (same) {
    const changed = same.card.expMonth !== record.card.expMonth || same.card.expYear !== record.card.expYear;
    if (changed) await saveRecord(ctx.db, same.id, { ...same, card: record.card });
    Object.assign(record, { storedPaymentMethodId: same.id, storeOperation: changed ? 'updated' : 'alreadyExisting' });
    return;
  }
  const method: StoredMethod = { id: newReference(), shopperReference: record.shopperReference, card: record.card, disabled: false };
  await insertRecordOnce(ctx.db, 'stored_method', method.id, method, ctx.now);
  Object.assign(record, { storedPaymentMethodId: method.id, storeOperation: 'created' });
}

/** The shopper's stored card a payment names: theirs and not disabled, or 422 Contract not found. */
async function storedCard(ctx: Ctx, id: string, shopperReference: string | undefined): Promise<StoredMethod> {
  if (!shopperReference) throw validation('702', "Required field 'shopperReference' is not provided.");
  const method = (await findRecord(ctx.db, id, 'stored_method'))?.data as StoredMethod | undefined;
  if (!method || method.disabled || method.shopperReference !== shopperReference) throw contractNotFound();
  return method;
}

/** POST /payments: a new card (encrypted fields) or a stored one; authorised, refused, or stopped for 3-D Secure. */
export async function makePayment(ctx: Ctx, request: PaymentRequest): Promise<PaymentAnswer> {
  if (request.merchantAccount !== SANDBOX_ADYEN_MERCHANT_ACCOUNT) throw invalidMerchantAccount();
  const method = request.paymentMethod;
  const stored = 'storedPaymentMethodId' in method ? await storedCard(ctx, method.storedPaymentMethodId, request.shopperReference) : null;
  const storing = request.storePaymentMethod === true && stored === null;
  if (storing && !request.shopperReference)
    throw validation('702', "Required field 'shopperReference' is not provided: storePaymentMethod needs it.");
  const record: PaymentRecord = {
    pspReference: newReference(),
    merchantReference: request.reference,
    amount: request.amount,
    shopperReference: request.shopperReference ?? null,
    storePaymentMethod: storing,
    returnUrl: request.returnUrl,
    card: stored?.card ?? readCard(method as Parameters<typeof readCard>[0]),
    storedPaymentMethodId: stored?.id ?? null,
    resultCode: 'Refused',
    refusal: null,
    challenge: null,
  };
  const switched = 'holderName' in method ? holderNameResult(method.holderName) : null;
  record.refusal = refusalFor(record.card, request.amount.value, ctx.now);
  const challenged = needsChallenge(record.card, request.shopperInteraction ?? 'Ecommerce');
  if (switched && switched.resultCode !== 'Authorised' && !challenged)
    Object.assign(record, { resultCode: switched.resultCode, refusal: switched.refusal });
  else if (record.refusal) record.resultCode = 'Refused';
  else if (challenged) {
    const afterChallenge =
      switched && switched.resultCode !== 'Authorised' ? { resultCode: switched.resultCode, refusal: switched.refusal } : null;
    Object.assign(record, { resultCode: 'RedirectShopper', challenge: { outcome: null, redirectResult: null }, afterChallenge });
  } else await authorise(ctx, record);
  await insertRecordOnce(ctx.db, 'payment', record.pspReference, record, ctx.now);
  return answerOf(record, ctx.merchant);
}

/** POST /payments/details with the redirectResult a challenge returned: once per result; the challenge's answer settles the payment. */
export async function paymentDetails(ctx: Ctx, redirectResult: string): Promise<PaymentAnswer> {
  const spent = await spendRedirectResult(ctx.db, redirectResultId(redirectResult));
  const row = spent ? await findRecord(ctx.db, String(spent.pspReference), 'payment') : null;
  if (!row) throw validation('702', 'Invalid redirectResult: it is unknown, or was already used.');
  const record = row.data as PaymentRecord;
  if (record.resultCode === 'RedirectShopper') {
    const refusal = record.challenge?.outcome === 'complete' ? refusalFor(record.card, record.amount.value, ctx.now) : NOT_AUTHENTICATED;
    if (refusal) Object.assign(record, { resultCode: 'Refused', refusal });
    else if (record.afterChallenge) Object.assign(record, record.afterChallenge);
    else await authorise(ctx, record);
    await saveRecord(ctx.db, record.pspReference, record);
  }
  return answerOf(record, ctx.merchant);
}

/** The payment a challenge page is for; null when there is none or it never had a challenge. */
export async function findChallenge(ctx: Ctx, pspReference: string): Promise<PaymentRecord | null> {
  const record = (await findRecord(ctx.db, pspReference, 'payment'))?.data as PaymentRecord | undefined;
  return record?.challenge ? record : null;
}

/**
 * The shopper's answer on the challenge page: the first one is kept, with the redirectResult it returns
 * with (answering again returns the same one). Null when there is no such challenge.
 */
export async function answerChallenge(ctx: Ctx, pspReference: string, outcome: 'complete' | 'fail'): Promise<PaymentRecord | null> {
  return ctx.db.transaction(async (tx) => {
    const row = await lockRecord(tx, pspReference, 'payment');
    const record = row?.data as PaymentRecord | undefined;
    if (!record?.challenge) return null;
    if (record.challenge.outcome === null) {
      const redirectResult = randomBytes(32).toString('base64url');
      record.challenge = { outcome, redirectResult };
      await insertRecordOnce(tx, 'redirect_result', redirectResultId(redirectResult), { pspReference, used: false }, ctx.now);
      await saveRecord(tx, pspReference, record);
    }
    return record;
  });
}

const ADYEN_BRAND_NAMES: Record<string, string> = {
  visa: 'VISA',
  mc: 'MasterCard',
  amex: 'American Express',
  discover: 'Discover',
  diners: 'Diners Club',
  jcb: 'JCB',
  cup: 'UnionPay',
};

/** POST /paymentMethods: cards, and the shopper's stored cards when a shopperReference is given. */
export async function paymentMethods(ctx: Ctx, merchantAccount: string, shopperReference: string | undefined) {
  if (merchantAccount !== SANDBOX_ADYEN_MERCHANT_ACCOUNT) throw invalidMerchantAccount();
  const stored = shopperReference ? await storedMethodsOf(ctx.db, shopperReference) : [];
  return {
    paymentMethods: [{ brands: ['visa', 'mc', 'amex', 'discover', 'diners', 'jcb', 'cup'], name: 'Cards', type: 'scheme' }],
    ...(shopperReference
      ? {
          storedPaymentMethods: stored.map(({ data }) => {
            const { id, card } = data as StoredMethod;
            return {
              brand: card.brand,
              expiryMonth: String(card.expMonth).padStart(2, '0'),
              expiryYear: String(card.expYear),
              id,
              lastFour: card.last4,
              name: ADYEN_BRAND_NAMES[card.brand] ?? card.brand,
              supportedRecurringProcessingModels: ['CardOnFile', 'Subscription', 'UnscheduledCardOnFile'],
              supportedShopperInteractions: ['Ecommerce', 'ContAuth'],
              type: 'scheme',
            };
          }),
        }
      : {}),
  };
}

/** DELETE /storedPaymentMethods/{id}: the shopper's stored card is disabled (never charged again). */
export async function disableStoredMethod(ctx: Ctx, id: string, merchantAccount: string, shopperReference: string): Promise<void> {
  if (merchantAccount !== SANDBOX_ADYEN_MERCHANT_ACCOUNT) throw invalidMerchantAccount();
  const method = await storedCard(ctx, id, shopperReference);
  await saveRecord(ctx.db, method.id, { ...method, disabled: true });
}
