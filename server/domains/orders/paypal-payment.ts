import type { Database } from '../../db/database';
import { ApiError } from '../api-error';
import type { PaypalClient } from '../paypal/paypal-client';
import { capturePaypalPayment, type PaypalPayment } from '../paypal/service';
import { markOrderPaid, markOrderPaymentFailed, type OrderRow } from './repository';

/**
 * A PayPal order is stored awaiting_payment (it claims the Idempotency-Key), then its payment is
 * captured: placed with the PayPal payment's id, or payment_failed with the PayPal payment error. A
 * retried capture is the same capture (PayPal-Request-Id from the order's uuid), so a replay of a
 * request that died half-way can finish it without paying twice.
 */
export async function capturePaypalOrder(
  db: Database,
  paypal: PaypalClient,
  row: OrderRow,
  payment: PaypalPayment,
  fields: { stepAt: Date },
): Promise<OrderRow> {
  const paymentId = payment.id;
  try {
    await capturePaypalPayment(paypal, payment, row.uuid);
  } catch (error) {
    if (error instanceof ApiError) {
      const failed = await markOrderPaymentFailed(db, row.id, paymentId, {
        status: error.statusCode,
        details: error.details,
        order_codes: error.orderCodes,
      });
      if (failed) throw error;
    }
    throw error;
  }
  return (await markOrderPaid(db, row.id, { paymentIntentId: paymentId, stepAt: fields.stepAt })) ?? row;
}
