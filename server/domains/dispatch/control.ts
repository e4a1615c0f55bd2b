import { and, eq } from 'drizzle-orm';
import type Stripe from 'stripe';
import type { Receipt } from '../../contract/cart';
import type { Database } from '../../db/database';
import { orders } from '../../db/schema';
import { ApiError, notFound } from '../api-error';
import { findOrderByUuid } from '../orders/repository';
import { withPaypal } from '../paypal/errors';
import type { PaypalClient } from '../paypal/paypal-client';
import type { DispatchStatus, DriverStep } from './timeline';

export type ControlTarget = Exclude<DispatchStatus, 'placed'>;
/** The driver sub-step asked for: absent is none set (no sub-step), 'none' a delivery without a driver. */
export type ControlDriver = Exclude<DriverStep, null>;

type Step = { status: DispatchStatus; driverStep: DriverStep };
const step = (status: DispatchStatus, driverStep: DriverStep = null): Step => ({ status, driverStep });

const pickupPath = [step('placed'), step('preparing'), step('ready_for_pickup'), step('completed')];
/** A delivery with a driver, through every display state the spec lists for one. */
const driverPath = [
  step('placed'), step('preparing'), step('preparing', 'en_route_to_shop'), step('preparing', 'awaiting_order'),
  step('out_for_delivery'), step('out_for_delivery', 'nearby'), step('out_for_delivery', 'arrived'), step('completed'),
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

/** `reason`: the shop declined the order (voided with the reason the shopper is shown). */
export async function advanceOrderByHand(
  db: Database, uuid: string, to: ControlTarget, driver: ControlDriver | null, now: Date, reason: string | null = null,
): Promise<{ order_status: DispatchStatus }> {
  const order = await findDispatchedOrder(db, uuid);
  if (reason !== null && to !== 'voided') throw new ApiError(409, { code: 'invalid_transition', message: 'Only a voided order has a reason' });
  // an order taken out with no driver stays without one when it is completed
  const target = step(to, driver ?? (order.driverStep === 'none' && to === 'completed' ? 'none' : null));
  const isOpen = order.status !== 'completed' && order.status !== 'voided';
  const isNextStep = nextSteps(order.shippingType, step(order.status as DispatchStatus, order.driverStep)).some((next) => sameStep(next, target));
  if (!isOpen || (to === 'voided' ? driver !== null : !isNextStep)) {
    const asked = driver ? `${to} (driver ${driver})` : to;
    throw new ApiError(409, { code: 'invalid_transition', message: `An order that is ${order.status} cannot move to ${asked}` });
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
 * A card payment is refunded that much through the gateway first, a PayPal one through PayPal; a cash order simply costs less. Only
 * an order the kitchen has (not declined) can be adjusted, and never below nothing.
 */
export async function adjustOrderByHand(
  db: Database, stripe: Stripe, uuid: string, amount: number, reason: string, now: Date, paypal?: PaypalClient,
): Promise<{ adjusted_amount: number; total: number }> {
  const order = await findDispatchedOrder(db, uuid);
  if (order.status === 'voided') throw new ApiError(409, { code: 'invalid_transition', message: 'A declined order cannot be adjusted' });
  const receipt = order.receipt as Receipt;
  if (amount > receipt.total) {
    throw new ApiError(409, { code: 'adjustment_too_large', message: `The order's total is ${receipt.total} cents; it cannot come down by ${amount}` });
  }
  const refundKey = `adjust-${order.uuid}-${order.adjustedAmount}`;
  if (order.paymentMethod === 'credit' && order.cardGateway === 'adyen') {
    throw new ApiError(409, { code: 'refund_unavailable', message: "This order was paid through Adyen, which can't be refunded from here yet; refund it in Adyen's Customer Area" });
  }
  if (order.paymentMethod === 'credit' && order.paymentIntentId) {
    await stripe.refunds.create({ payment_intent: order.paymentIntentId, amount, metadata: { order_uuid: order.uuid } }, { idempotencyKey: refundKey });
  }
  // a PayPal order is refunded on its capture (its PayPal order's id is kept as the payment)
  if (order.paymentMethod === 'paypal' && order.paymentIntentId) {
    if (!paypal) throw new ApiError(409, { code: 'paypal_unavailable', message: 'PayPal is not set up here; the order cannot be refunded' });
    await withPaypal(async () => {
      const { captureId } = await paypal.getOrder(order.paymentIntentId!);
      if (!captureId) throw new ApiError(409, { code: 'not_captured', message: "The order's PayPal payment was never captured" });
      await paypal.refundCapture(captureId, amount, refundKey);
    });
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
