import type { Receipt } from '../../contract/cart';
import type { PaymentStatus } from '../../contract/orders';
import type { Database } from '../../db/database';
import { ApiError } from '../api-error';
import { claimRefund, finishRefund, markRefundFailed, pendingRefundsOf, type RefundClaim, type RefundPurpose } from './refund-claims';
import { isPaidThroughGateway, RefundFailure, sendRefund, type RefundGateways } from './refund-gateways';
import { findOrderByUuid, type OrderRow } from './repository';

export { isPaidThroughGateway, type RefundGateways };

/** What the gateway took for the order: its total as placed (adjustments are taken off the receipt's total). */
export const chargedAmount = (order: OrderRow) => (order.receipt as Receipt).total + order.adjustedAmount;

/** What is left to give back of a gateway payment. */
export const refundableAmount = (order: OrderRow) => chargedAmount(order) - order.refundedAmount;

/** checkout §3's paymentMethodDetails.paymentStatus: cash is paid at the door, so the platform holds none of it. */
export function paymentStatusOf(order: OrderRow): PaymentStatus {
  if (!isPaidThroughGateway(order)) return 'unpaid';
  if (order.refundedAmount === 0) return 'paid';
  return order.refundedAmount >= chargedAmount(order) ? 'refunded' : 'partially_refunded';
}

const refundInProgress = () =>
  new ApiError(409, { code: 'refund_in_progress', message: 'Another refund for this order is under way; try again in a moment' });

/** A gateway's failure in the API's words: never its keys or its own message. */
function refundError(error: unknown): unknown {
  if (!(error instanceof RefundFailure)) return error;
  if (error.kind === 'busy') return refundInProgress();
  if (error.kind === 'unreachable')
    return new ApiError(502, {
      code: 'gateway_unavailable',
      message: `${error.message}; the refund will be sent again with the next change to this order`,
    });
  return new ApiError(422, { code: 'refund_refused', message: error.message });
}

async function sendAndFinish(db: Database, gateways: RefundGateways, order: OrderRow, claim: RefundClaim, now: Date): Promise<void> {
  let refundId: string;
  try {
    refundId = await sendRefund(gateways, order, claim);
  } catch (error) {
    if (error instanceof RefundFailure && error.kind === 'refused') await markRefundFailed(db, claim.id, now);
    throw refundError(error);
  }
  await finishRefund(db, claim, refundId, now);
}

/**
 * Finishes the refunds a request claimed and never finished (it died between the gateway and the database, or
 * is still running): each is sent again with its own key, so the gateway answers the refund it made, if it made
 * it, and the order takes it once. Answers the order as it is now and what was finished.
 */
export async function settlePendingRefunds(
  db: Database,
  gateways: RefundGateways,
  order: OrderRow,
  now: Date,
): Promise<{ order: OrderRow; settled: RefundClaim[] }> {
  const pending = await pendingRefundsOf(db, order.id);
  if (pending.length === 0) return { order, settled: [] };
  for (const claim of pending) await sendAndFinish(db, gateways, order, claim, now);
  return { order: (await findOrderByUuid(db, order.uuid)) ?? order, settled: pending };
}

/**
 * Gives `amount` cents of the order's payment back through its gateway, exactly once: claimed in the database
 * first (a second claim at the same time is refused with 409), then sent with the claim's key, then applied to
 * the order (an adjustment's cs line, or the decline). Answers the order afterwards.
 */
export async function refundOrder(
  db: Database,
  gateways: RefundGateways,
  order: OrderRow,
  refund: { purpose: RefundPurpose; amount: number; reason: string | null; requestKey: string | null; now: Date },
): Promise<OrderRow> {
  const claim = await claimRefund(db, order, refund);
  if (!claim) throw refundInProgress();
  await sendAndFinish(db, gateways, order, claim, refund.now);
  return (await findOrderByUuid(db, order.uuid))!;
}
