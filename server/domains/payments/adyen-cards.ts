import { randomUUID } from 'node:crypto';
import { adyenBrowserInfo, adyenCardData } from '../../contract/adyen';
import type { CreatePaymentMethodRequest, PaymentMethodResponse } from '../../contract/payments';
import type { Database } from '../../db/database';
import { ApiError } from '../api-error';
import type { UserRow } from '../users/repository';
import { AdyenApiError, detailsIdempotencyKey, type AdyenPaymentResponse } from './adyen-client';
import { adyenGatewayError, adyenOutcome, adyenPending, adyenRefusal, cardNotStored } from './adyen-errors';
import type { AdyenGateway } from './adyen-gateway';
import { cardNotFound, paymentMethodRequired } from './card-errors';
import { presentCard } from './present-card';
import {
  activateStoredCard,
  insertCard,
  isTokenHeld,
  keepCustomerId,
  markCardDeleted,
  type NewPaymentMethod,
  type PaymentMethodRow,
} from './repository';

/** Adyen's card variants (visa, visastandarddebit, mc, mccredit, amex, cup, …) as the brand names saved cards carry (Stripe's). */
const BRANDS: [variant: string, brand: string][] = [
  ['visa', 'visa'],
  ['mc', 'mastercard'],
  ['amex', 'amex'],
  ['discover', 'discover'],
  ['diners', 'diners'],
  ['jcb', 'jcb'],
  ['cup', 'unionpay'],
];
const brandOf = (variant: string) => BRANDS.find(([prefix]) => variant.startsWith(prefix))?.[1] ?? variant;

type CardDetails = Pick<NewPaymentMethod, 'gatewayPaymentMethodId' | 'brand' | 'lastFour' | 'expMonth' | 'expYear'>;

/**
 * The token a payment that stored the card names: Checkout v71's additionalData `tokenization.storedPaymentMethodId`
 * (what every account returns), else the deprecated `recurring.recurringDetailReference` (only accounts with
 * "Recurring details" switched on return it, and older API versions).
 */
export const storedPaymentMethodIdOf = (response: AdyenPaymentResponse): string =>
  response.additionalData?.['tokenization.storedPaymentMethodId'] || response.additionalData?.['recurring.recurringDetailReference'] || '';

/**
 * The stored card an answer names (additionalData: its token (storedPaymentMethodIdOf), cardSummary,
 * expiryDate '3/2030', paymentMethod), each detail Adyen left out taken from `known`. A redirect (3-D
 * Secure) answer names none yet: the card is filled in by the answer after the challenge.
 */
function cardDetailsOf(response: AdyenPaymentResponse, known: Omit<CardDetails, 'gatewayPaymentMethodId'>): CardDetails {
  const data = response.additionalData ?? {};
  const variant = data.paymentMethod ?? response.paymentMethod?.brand;
  const [month, year] = (data.expiryDate ?? '').split('/').map(Number);
  return {
    gatewayPaymentMethodId: storedPaymentMethodIdOf(response),
    brand: variant ? brandOf(variant) : known.brand,
    lastFour: /^\d{4}$/.test(data.cardSummary ?? '') ? data.cardSummary! : known.lastFour,
    expMonth: month >= 1 && month <= 12 ? month : known.expMonth,
    expYear: year >= 2000 ? year : known.expYear,
  };
}

/** The shopper Adyen keeps an account's cards under (payment_customers, gateway adyen); a guest's is new for each card. */
const shopperReferenceOf = (db: Database, user: UserRow | null, now: Date) =>
  user ? keepCustomerId(db, user.id, 'adyen', `crust-user-${user.id}`, now) : Promise.resolve(`crust-guest-${randomUUID()}`);

/**
 * POST v2/payment_methods with gateway adyen: the card component's encrypted card (`data`) is stored at Adyen
 * by a zero-value payment for the shopper (an account's crust-user-…, a guest's crust-guest-…, single use).
 * Authorised → active; 3-D Secure → requires_action with the challenge page as next_action (confirmed by
 * POST …/{id}/confirm with its redirectResult); refused → the Stripe path's 422 card errors.
 */
export async function saveAdyenCard(
  db: Database,
  adyen: AdyenGateway,
  user: UserRow | null,
  body: CreatePaymentMethodRequest,
  returnUrl: string,
  email: string | null,
  clientSecretHash: string | null,
  now: Date,
): Promise<PaymentMethodResponse> {
  const data = adyenCardData.safeParse(body.data);
  if (!data.success) throw paymentMethodRequired();
  const browserInfo = adyenBrowserInfo.safeParse(body.browser_info ?? {});
  if (!browserInfo.success)
    throw new ApiError(400, {
      code: 'invalid_request',
      message: "browser_info: not the card component's browser info",
      field: 'browser_info',
    });
  const shopperReference = await shopperReferenceOf(db, user, now);
  const reference = `crust-card-${randomUUID()}`;
  let response: AdyenPaymentResponse;
  try {
    response = await adyen.client.payments(
      {
        amount: { currency: 'USD', value: 0 },
        reference,
        paymentMethod: data.data,
        storePaymentMethod: true,
        shopperReference,
        recurringProcessingModel: 'CardOnFile',
        shopperInteraction: 'Ecommerce',
        channel: 'Web',
        origin: new URL(returnUrl).origin,
        returnUrl,
        browserInfo: browserInfo.data,
        ...(email ? { shopperEmail: email } : {}),
      },
      reference,
    );
  } catch (error) {
    throw adyenGatewayError(error);
  }
  const known = { brand: data.data.brand ? brandOf(data.data.brand) : 'card', lastFour: '', expMonth: 0, expYear: 0 };
  const card = {
    userId: user?.id ?? null,
    gateway: 'adyen' as const,
    gatewayCustomerId: shopperReference,
    setupIntentId: reference,
    singleUse: body.single_use,
    email,
    clientSecretHash,
    createdAt: now,
    ...cardDetailsOf(response, known),
  };
  if (response.resultCode === 'Authorised') {
    if (!card.gatewayPaymentMethodId) throw cardNotStored(response);
    return { payment_method: presentCard(await insertCard(db, { ...card, status: 'active' })), next_action: null };
  }
  if (adyenOutcome(response) === 'pending') throw adyenPending(response);
  const url = response.resultCode === 'RedirectShopper' ? response.action?.url : undefined;
  if (url) {
    const row = await insertCard(db, { ...card, gatewayPaymentMethodId: '', status: 'requires_action' });
    return { payment_method: presentCard(row), next_action: { type: 'redirect_to_url', redirect_to_url: { url, return_url: returnUrl } } };
  }
  throw adyenRefusal(response);
}

const notThisCard = () =>
  new ApiError(422, {
    code: 'redirect_result_mismatch',
    message: 'This verification does not belong to this card.',
    field: 'details.redirectResult',
  });

/**
 * Deletes an Adyen card here and disables it at Adyen (best effort) unless another live card holds the same token (the
 * same card saved twice is Adyen's one token, operationType alreadyExisting); false when another request deleted it first.
 */
export async function deleteAdyenCard(db: Database, adyen: AdyenGateway, row: PaymentMethodRow, now: Date): Promise<boolean> {
  const deleted = await markCardDeleted(db, row.id, now);
  if (
    deleted &&
    row.gatewayPaymentMethodId &&
    row.gatewayCustomerId &&
    !(await isTokenHeld(db, 'adyen', row.gatewayCustomerId, row.gatewayPaymentMethodId))
  ) {
    await adyen.client.disableStoredPaymentMethod(row.gatewayPaymentMethodId, row.gatewayCustomerId).catch(() => undefined);
  }
  return deleted !== null;
}

/**
 * POST v2/payment_methods/{id}/confirm of an Adyen card after its challenge: the redirectResult the challenge
 * returned with goes to /payments/details. Authorised → active; refused → the card is deleted (a failed 3-D
 * Secure never saves a card) and 422 ('Your card verification failed, please try again'). A redirectResult
 * Adyen does not know, or another payment's, changes nothing here: 422.
 */
export async function confirmAdyenCard(
  db: Database,
  adyen: AdyenGateway,
  row: PaymentMethodRow,
  redirectResult: string | undefined,
  now: Date,
): Promise<PaymentMethodResponse> {
  if (row.status === 'active') return { payment_method: presentCard(row), next_action: null };
  if (!redirectResult || !row.setupIntentId) throw notThisCard();
  let response: AdyenPaymentResponse;
  try {
    response = await adyen.client.paymentsDetails({ redirectResult }, detailsIdempotencyKey(row.setupIntentId, redirectResult));
  } catch (error) {
    throw error instanceof AdyenApiError && error.status === 422 && error.errorCode !== '704' ? notThisCard() : adyenGatewayError(error);
  }
  if (response.merchantReference !== row.setupIntentId) throw notThisCard();
  // Received / Pending: not refused; the card stays unconfirmed (nothing deleted), and confirming again asks again
  if (adyenOutcome(response) === 'pending') throw adyenPending(response);
  if (response.resultCode !== 'Authorised') {
    await deleteAdyenCard(db, adyen, row, now);
    throw adyenRefusal(response);
  }
  const stored = cardDetailsOf(response, row);
  if (!stored.gatewayPaymentMethodId) throw cardNotStored(response);
  const active = await activateStoredCard(db, row.id, stored);
  if (!active) throw cardNotFound();
  return { payment_method: presentCard(active), next_action: null };
}
