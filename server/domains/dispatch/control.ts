import { and, eq } from 'drizzle-orm';
import type { Receipt } from '../../contract/cart';
import type { Database } from '../../db/database';
import { orders } from '../../db/schema';
import { ApiError, notFound } from '../api-error';
import { isPaidThroughGateway, refundableAmount, refundOrder, settlePendingRefunds, type RefundGateways } from '../orders/refund';
import { findRefundByRequestKey } from '../orders/refund-claims';
import { findOrderByUuid, type OrderRow } from '../orders/repository';
import type { DispatchStatus, DriverStep } from './timeline';

export type ControlTarget = Exclude<DispatchStatus, 'placed'>;
/** The driver sub-step asked for: absent is none set (no sub-step), 'none' a delivery without a driver. */
export type ControlDriver = Exclude<DriverStep, null>;

type Step = { status: DispatchStatus; driverStep: DriverStep };
const step = (status: DispatchStatus, driverStep: DriverStep = null): Step => ({ status, driverStep });

const pickupPath = [step('placed'), step('preparing'), step('ready_for_pickup'), step('completed')];
/** A delivery with a driver, through every display state the spec lists for one. */
const driverPath = [
  step('placed'),
  step('preparing'),
  step('preparing', 'en_route_to_shop'),
  step('preparing', 'awaiting_order'),
  step('out_for_delivery'),
  step('out_for_delivery', 'nearby'),
  step('out_for_delivery', 'arrived'),
  step('completed'),
];
/** A delivery the shop takes out itself: out for delivery with no driver, the spec's 90-minute fallback case. */
const noDriverPath = [step('placed'), step('preparing'), step('out_for_delivery', 'none'), step('completed', 'none')];

const sameStep = (a: Step, b: Step) => a.status === b.status && a.driverStep === b.driverStep;

/** The steps one move ahead of `from` on any of the fulfilment's paths. */
function nextSteps(shippingType: string, from: Step): Step[] {
  const paths = shippingType === 'delivery' ? [driverPath, noDriverPath] : [pickupPath];
  return paths.flatMap((path) => {
    const at = path.findIndex((candidate) => sameStep(candidate, from));
    return at >= 0 && at + 1 < path.length ? [path[at + 1]] : [];
  });
}

/**
 * Moves one order by hand (dispatch control, for browser tests with the simulator off): one step
 * forward along its own timeline, or to voided from any open status. A delivery's steps include the
 * driver's sub-step (`driver`), so every display state can be reached, and a delivery with no driver.
 */
async function findDispatchedOrder(db: Database, uuid: string) {
  const order = await findOrderByUuid(db, uuid);
  if (!order) throw notFound('order_not_found', 'Order not found');
  if (order.status === 'awaiting_payment' || order.status === 'payment_failed') {
    throw new ApiError(409, { code: 'invalid_transition', message: `An order that is ${order.status} has not reached the kitchen` });
  }
  return order;
}

/**
 * `reason`: the shop declined the order (voided with the reason the shopper is shown). A paid order's money goes
 * back first, all that is left of it, through its gateway (exactly once: refund.ts), and the refund voids it. A
 * void whose request died after claiming its refund is finished by its retry, which answers voided.
 */
export async function advanceOrderByHand(
  db: Database,
  gateways: RefundGateways,
  uuid: string,
  to: ControlTarget,
  driver: ControlDriver | null,
  now: Date,
  reason: string | null = null,
): Promise<{ order_status: DispatchStatus }> {
  const found = await findDispatchedOrder(db, uuid);
  const { order, settled } = await settlePendingRefunds(db, gateways, found, now);
  if (to === 'voided' && settled.some((claim) => claim.purpose === 'void')) return { order_status: 'voided' };
  if (reason !== null && to !== 'voided')
    throw new ApiError(409, { code: 'invalid_transition', message: 'Only a voided order has a reason' });
  // an order taken out with no driver stays without one when it is completed
  const target = step(to, driver ?? (order.driverStep === 'none' && to === 'completed' ? 'none' : null));
  const isOpen = order.status !== 'completed' && order.status !== 'voided';
  const isNextStep = nextSteps(order.shippingType, step(order.status as DispatchStatus, order.driverStep)).some((next) =>
    sameStep(next, target),
  );
  if (!isOpen || (to === 'voided' ? driver !== null : !isNextStep)) {
    const asked = driver ? `${to} (driver ${driver})` : to;
    throw new ApiError(409, { code: 'invalid_transition', message: `An order that is ${order.status} cannot move to ${asked}` });
  }
  if (to === 'voided' && isPaidThroughGateway(order) && refundableAmount(order) > 0) {
    const voided = await refundOrder(db, gateways, order, {
      purpose: 'void',
      amount: refundableAmount(order),
      reason,
      requestKey: null,
      now,
    });
    return { order_status: voided.status as DispatchStatus };
  }
  const moved = await db
    .update(orders)
    .set({
      status: to,
      driverStep: target.driverStep,
      stepAt: now,
      ...(to === 'completed' ? { completedAt: now } : {}),
      ...(to === 'voided' ? { voidedAt: now, voidReason: reason } : {}),
    })
    .where(and(eq(orders.id, order.id), eq(orders.status, order.status)))
    .returning({ status: orders.status });
  if (moved.length === 0) throw new ApiError(409, { code: 'invalid_transition', message: 'The order moved meanwhile; try again' });
  return { order_status: moved[0].status as DispatchStatus };
}

/**
 * The shop is running late: both ends of the estimate move back by `minutes` (the tracking answer says
 * by how much in all). Only an open order, in the kitchen or on its way, can be late.
 */
export async function delayOrderByHand(db: Database, uuid: string, minutes: number): Promise<{ delay_minutes: number; max_eta: string }> {
  const order = await findDispatchedOrder(db, uuid);
  if (order.status === 'completed' || order.status === 'voided') {
    throw new ApiError(409, { code: 'invalid_transition', message: `An order that is ${order.status} cannot be late` });
  }
  const shift = minutes * 60_000;
  const [moved] = await db
    .update(orders)
    .set({
      minEta: new Date(order.minEta.getTime() + shift),
      maxEta: new Date(order.maxEta.getTime() + shift),
      delayMinutes: order.delayMinutes + minutes,
    })
    .where(and(eq(orders.id, order.id), eq(orders.delayMinutes, order.delayMinutes)))
    .returning({ delayMinutes: orders.delayMinutes, maxEta: orders.maxEta });
  if (!moved) throw new ApiError(409, { code: 'invalid_transition', message: 'The order moved meanwhile; try again' });
  return { delay_minutes: moved.delayMinutes, max_eta: moved.maxEta.toISOString() };
}

/**
 * The shop adjusted a placed order (an item it could not make, say): `amount` cents come off its total,
 * as a customer-service adjustment on the receipt (category cs), with the reason the shopper is shown.
 * A paid order gets that much back through its gateway first (card, wallet, Adyen or PayPal: refund.ts), and only
 * a refund that went through changes the order; a cash order simply costs less. Only an order the kitchen has
 * (not declined) can be adjusted, and never below nothing. `requestKey` (the caller's Idempotency-Key): the same
 * key again answers the adjustment it made, finishing its refund if its first request died half-way.
 */
export async function adjustOrderByHand(
  db: Database,
  gateways: RefundGateways,
  uuid: string,
  amount: number,
  reason: string,
  now: Date,
  requestKey: string | null = null,
): Promise<{ adjusted_amount: number; total: number }> {
  const found = await findDispatchedOrder(db, uuid);
  const earlier = requestKey === null ? null : await findRefundByRequestKey(db, found.id, requestKey);
  if (earlier && (earlier.amount !== amount || earlier.purpose !== 'adjustment')) {
    throw new ApiError(409, { code: 'idempotency_key_reused', message: 'This Idempotency-Key was used for another adjustment' });
  }
  if (earlier?.status === 'failed')
    throw new ApiError(422, { code: 'refund_refused', message: 'The refund of this adjustment was refused' });
  const { order } = await settlePendingRefunds(db, gateways, found, now);
  if (earlier) return adjustmentAnswer(order);
  if (order.status === 'voided') throw new ApiError(409, { code: 'invalid_transition', message: 'A declined order cannot be adjusted' });
  const receipt = order.receipt as Receipt;
  if (amount > receipt.total) {
    throw new ApiError(409, {
      code: 'adjustment_too_large',
      message: `The order's total is ${receipt.total} cents; it cannot come down by ${amount}`,
    });
  }
  if (isPaidThroughGateway(order)) {
    return adjustmentAnswer(await refundOrder(db, gateways, order, { purpose: 'adjustment', amount, reason, requestKey, now }));
  }
  const adjusted: Receipt = {
    ...receipt,
    adjustments: [...receipt.adjustments, { category: 'cs', amount }],
    total: receipt.total - amount,
  };
  const [moved] = await db
    .update(orders)
    .set({ receipt: adjusted, adjustedAmount: order.adjustedAmount + amount, adjustmentReason: reason, adjustedAt: now })
    .where(and(eq(orders.id, order.id), eq(orders.adjustedAmount, order.adjustedAmount)))
    .returning({ adjustedAmount: orders.adjustedAmount });
  if (!moved) throw new ApiError(409, { code: 'invalid_transition', message: 'The order moved meanwhile; try again' });
  return { adjusted_amount: moved.adjustedAmount, total: adjusted.total };
}

const adjustmentAnswer = (order: OrderRow) => ({ adjusted_amount: order.adjustedAmount, total: (order.receipt as Receipt).total });
