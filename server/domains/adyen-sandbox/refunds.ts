import { randomInt } from 'node:crypto';
import { SANDBOX_ADYEN_MERCHANT_ACCOUNT } from './constants';
import { invalidMerchantAccount, validation } from './errors';
import type { Ctx, PaymentRecord } from './payments';
import { insertRecordOnce, lockRecord, saveRecord } from './repository';
import type { CancelRequest, RefundRequest } from './requests';

/** A refund as the sandbox keeps it (kind refund, id its pspReference); the payment keeps the sum refunded. */
type RefundRecord = {
  pspReference: string;
  paymentPspReference: string;
  merchantAccount: string;
  reference: string | null;
  amount: { currency: string; value: number };
};

const DIGITS = '0123456789';
const newReference = () => Array.from({ length: 16 }, () => DIGITS[randomInt(DIGITS.length)]).join('');

/**
 * POST /payments/{paymentPspReference}/refunds (Checkout v71): Adyen takes the request (201, status received) and
 * settles it later; the sandbox settles it at once. It refuses what Adyen refuses up front: an unknown or
 * unauthorised payment (167), another currency or more than is left to refund (137).
 */
export async function refundPayment(ctx: Ctx, paymentPspReference: string, request: RefundRequest) {
  if (request.merchantAccount !== SANDBOX_ADYEN_MERCHANT_ACCOUNT) throw invalidMerchantAccount();
  return ctx.db.transaction(async (tx) => {
    const row = await lockRecord(tx, paymentPspReference, 'payment');
    const payment = row?.data as (PaymentRecord & { refundedValue?: number }) | undefined;
    if (!payment || payment.resultCode !== 'Authorised' || payment.cancelled)
      throw validation('167', 'Original pspReference required for this operation');
    const refunded = payment.refundedValue ?? 0;
    if (
      request.amount.currency !== payment.amount.currency ||
      request.amount.value < 1 ||
      refunded + request.amount.value > payment.amount.value
    ) {
      throw validation('137', 'Invalid amount specified');
    }
    const refund: RefundRecord = {
      pspReference: newReference(),
      paymentPspReference,
      merchantAccount: request.merchantAccount,
      reference: request.reference ?? null,
      amount: request.amount,
    };
    await insertRecordOnce(tx, 'refund', refund.pspReference, refund, ctx.now);
    await saveRecord(tx, paymentPspReference, { ...payment, refundedValue: refunded + request.amount.value });
    return {
      merchantAccount: refund.merchantAccount,
      paymentPspReference,
      pspReference: refund.pspReference,
      ...(refund.reference === null ? {} : { reference: refund.reference }),
      status: 'received' as const,
      amount: refund.amount,
    };
  });
}

/**
 * POST /payments/{paymentPspReference}/cancels (Checkout v71): an authorised payment nothing was refunded from is
 * never captured. Adyen takes the request (201, status received); the sandbox settles it at once. A payment that
 * is unknown, not authorised, already cancelled or refunded has nothing to cancel (167).
 */
export async function cancelPayment(ctx: Ctx, paymentPspReference: string, request: CancelRequest) {
  if (request.merchantAccount !== SANDBOX_ADYEN_MERCHANT_ACCOUNT) throw invalidMerchantAccount();
  return ctx.db.transaction(async (tx) => {
    const row = await lockRecord(tx, paymentPspReference, 'payment');
    const payment = row?.data as (PaymentRecord & { refundedValue?: number }) | undefined;
    // a payment Adyen received but has not authorised yet may be cancelled too (it is then never authorised)
    if (!payment || !['Authorised', 'Received'].includes(payment.resultCode) || payment.cancelled || (payment.refundedValue ?? 0) > 0) {
      throw validation('167', 'Original pspReference required for this operation');
    }
    await saveRecord(tx, paymentPspReference, { ...payment, cancelled: true });
    return {
      merchantAccount: request.merchantAccount,
      paymentPspReference,
      pspReference: newReference(),
      ...(request.reference === undefined ? {} : { reference: request.reference }),
      status: 'received' as const,
    };
  });
}
