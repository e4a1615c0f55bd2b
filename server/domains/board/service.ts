import { and, eq, isNull } from 'drizzle-orm';
import type { Receipt } from '../../contract/cart';
import type { Database } from '../../db/database';
import * as schema from '../../db/schema';
import { ApiError, notFound } from '../api-error';
import { adjustOrderByHand, advanceOrderByHand, delayOrderByHand } from '../dispatch/control';
import { timeline } from '../dispatch/timeline';
import { isPaidThroughGateway, paymentStatusOf, type RefundGateways } from '../orders/refund';
import { isCancelClaimed } from '../orders/order-cancel';
import type { OrderRow } from '../orders/repository';
import { lastEventId, openOrdersOf, shopOrder } from './repository';
import type { BoardOrder } from './schema';

/** One order as the board shows it: what to make, for whom, how it is paid. */
export function toBoardOrder(row: OrderRow): BoardOrder {
  const receipt = row.receipt as Receipt;
  return {
    uuid: row.uuid,
    number: row.id,
    status: row.status as BoardOrder['status'],
    driver_step: row.driverStep,
    shipping_type: row.shippingType,
    placed_at: row.placedAt.toISOString(),
    scheduled_at: row.scheduledAt?.toISOString() ?? null,
    min_eta: row.minEta.toISOString(),
    max_eta: row.maxEta.toISOString(),
    delay_minutes: row.delayMinutes,
    customer: { first_name: row.firstName, phone: row.phone },
    items: receipt.items.map((line) => ({
      name: line.name,
      product_type_name: line.product_type_name,
      quantity: line.quantity,
      selections: line.selections.map((selection) => ({ name: selection.name, area: selection.area })),
      special_request: line.special_request,
    })),
    delivery:
      row.shippingType === 'delivery' && row.deliveryAddress
        ? {
            address: row.deliveryAddress,
            address2: row.deliveryAddress2,
            city: row.deliveryCity ?? '',
            zipcode: row.deliveryZipcode ?? '',
            instruction: row.deliveryInstruction,
          }
        : null,
    order_option_types: row.orderOptionTypes,
    payment: {
      method: row.paymentMethod,
      card_brand: row.cardBrand,
      last_four: row.cardLastFour,
      wallet: row.walletType,
      status: paymentStatusOf(row),
      refunded_amount: row.refundedAmount,
      total: receipt.total,
      tip: receipt.tip_amount,
    },
    adjusted_amount: row.adjustedAmount,
    void_reason: row.voidReason,
    escalated_at: row.escalatedAt?.toISOString() ?? null,
  };
}

/**
 * The shop's open orders and the event id they are as new as: the id is read first, so a change made while the
 * orders are read comes again on the stream from that id (a board applies an order's newest state, never twice a row).
 */
export async function boardOrders(db: Database, shopId: number): Promise<{ orders: BoardOrder[]; last_event_id: number }> {
  const last = await lastEventId(db);
  const rows = await openOrdersOf(db, shopId);
  return { orders: rows.map(toBoardOrder), last_event_id: last };
}

export type BoardAction = 'accept' | 'ready' | 'out_for_delivery' | 'complete';
type Answer = { order: BoardOrder; applied: boolean };

async function orderOfShop(db: Database, shopId: number, uuid: string): Promise<OrderRow> {
  const order = await shopOrder(db, shopId, uuid);
  if (!order) throw notFound('order_not_found', 'Order not found');
  return order;
}

const cancelledByCustomer = () => new ApiError(409, { code: 'order_canceled_by_customer', message: 'The customer canceled this order' });

const declinedUnanswered = () =>
  new ApiError(409, { code: 'order_declined_unanswered', message: 'This order went unanswered too long and is being declined' });

const refuse = (order: OrderRow, what: string) =>
  new ApiError(409, { code: 'invalid_transition', message: `An order that is ${order.status.replaceAll('_', ' ')} cannot be ${what}` });

/** Simulated minutes from out for delivery to the door: the dispatch timeline's own driving steps. */
const drivingMinutes = timeline
  .filter((step) => step.shippingType === 'delivery' && step.from.status === 'out_for_delivery')
  .reduce((sum, step) => sum + step.minutes, 0);

/** Where an action takes an order, or null when it is there already (a double tap: nothing to do). */
function movement(order: OrderRow, action: BoardAction, now: Date, prepMinutes: number): Partial<OrderRow> | null {
  const { status, shippingType, driverStep } = order;
  switch (action) {
    case 'accept': {
      if (status !== 'placed') {
        if (status === 'voided') throw refuse(order, 'accepted');
        return null;
      }
      // ready in prepMinutes; a delivery then drives as long as the timeline says; the window keeps its width
      const width = order.maxEta.getTime() - order.minEta.getTime();
      const minEta = new Date(
        now.getTime() + (prepMinutes + (shippingType === 'delivery' ? drivingMinutes : 0)) * 60_000 + order.delayMinutes * 60_000,
      );
      return { status: 'preparing', stepAt: now, minEta, maxEta: new Date(minEta.getTime() + width) };
    }
    case 'ready':
      if (shippingType !== 'pickup')
        throw new ApiError(409, { code: 'invalid_transition', message: 'A delivery goes out for delivery, not ready for pickup' });
      if (status === 'ready_for_pickup' || status === 'completed') return null;
      if (status !== 'preparing') throw refuse(order, 'ready for pickup');
      return { status: 'ready_for_pickup', driverStep: null, stepAt: now };
    case 'out_for_delivery':
      if (shippingType !== 'delivery')
        throw new ApiError(409, { code: 'invalid_transition', message: 'A pickup order is ready for pickup, not out for delivery' });
      if (status === 'out_for_delivery' || status === 'completed') return null;
      if (status !== 'preparing') throw refuse(order, 'out for delivery');
      // the shop's own driver when none was on the way (tracking's no-driver case); else the driver took it
      return { status: 'out_for_delivery', driverStep: driverStep === null ? 'none' : null, stepAt: now };
    case 'complete':
      if (status === 'completed') return null;
      if (status !== 'ready_for_pickup' && status !== 'out_for_delivery') throw refuse(order, 'completed');
      return { status: 'completed', driverStep: driverStep === 'none' ? 'none' : null, stepAt: now, completedAt: now };
  }
}

/**
 * A step of the order's lifecycle from the board. Applied once: the UPDATE names the status it leaves, so of two
 * taps (or two replicas) one moves the order and the other finds it moved and answers it, applied false.
 */
export async function moveOrder(
  db: Database,
  shopId: number,
  uuid: string,
  action: BoardAction,
  now: Date,
  prepMinutes = 0,
): Promise<Answer> {
  for (let attempt = 0; attempt < 3; attempt += 1) {
    const order = await orderOfShop(db, shopId, uuid);
    const change = movement(order, action, now, prepMinutes);
    if (change === null) return { order: toBoardOrder(order), applied: false };
    // the shopper is cancelling it (their refund may be on its way): the kitchen must not start it
    if (action === 'accept' && (await isCancelClaimed(db, order.id))) throw cancelledByCustomer();
    if (action === 'accept' && order.unansweredDeclinedAt) throw declinedUnanswered();
    // an accept names the automatic decline's claim too: of the two UPDATEs of this row, exactly one applies
    const [moved] = await db
      .update(schema.orders)
      .set(change)
      .where(
        and(
          eq(schema.orders.id, order.id),
          eq(schema.orders.status, order.status),
          action === 'accept' ? isNull(schema.orders.unansweredDeclinedAt) : undefined,
        ),
      )
      .returning();
    if (moved) return { order: toBoardOrder(moved), applied: true };
  }
  throw new ApiError(409, { code: 'invalid_transition', message: 'The order moved meanwhile; try again' });
}

/**
 * The shop declines the order, with the reason the shopper is shown: voided, and a paid order's money goes back
 * through its gateway (dispatch control's void, exactly once). Declined already: answered again, applied false.
 */
export async function declineOrder(
  db: Database,
  gateways: RefundGateways,
  shopId: number,
  uuid: string,
  reason: string,
  now: Date,
): Promise<Answer> {
  const order = await orderOfShop(db, shopId, uuid);
  if (order.status === 'voided') return { order: toBoardOrder(order), applied: false };
  if (order.status !== 'placed' && order.status !== 'preparing') throw refuse(order, 'declined');
  // the first tap claims the decline; a second one (or a retry after a cut) only finishes what the first began
  const [claimed] = await db
    .insert(schema.boardActionKeys)
    .values({ orderId: order.id, key: 'decline', action: 'decline', createdAt: now })
    .onConflictDoNothing()
    .returning();
  if (!claimed) {
    // a second tap: the first is refunding; wait for it (a few seconds), and finish it only if it died half-way
    for (let wait = 0; wait < 30; wait += 1) {
      const current = await orderOfShop(db, shopId, uuid);
      if (current.status === 'voided') return { order: toBoardOrder(current), applied: false };
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
  }
  try {
    await advanceOrderByHand(db, gateways, uuid, 'voided', null, now, reason);
  } catch (error) {
    const current = await orderOfShop(db, shopId, uuid);
    // the other tap declined it first
    if (error instanceof ApiError && error.statusCode === 409 && current.status === 'voided')
      return { order: toBoardOrder(current), applied: false };
    throw error;
  }
  return { order: toBoardOrder(await orderOfShop(db, shopId, uuid)), applied: claimed !== undefined };
}

/**
 * The shop is running late by `minutes`: the shopper's estimate moves back. Keyed: the key is claimed in the same
 * transaction as the delay, so a retry or a second tap with the key waits for the first and answers what it did.
 */
export async function delayOrder(db: Database, shopId: number, uuid: string, minutes: number, key: string, now: Date): Promise<Answer> {
  const order = await orderOfShop(db, shopId, uuid);
  const earlier = await keyedAnswer(db, order.id, key, `delay:${minutes}`);
  if (earlier) return { order: toBoardOrder(await orderOfShop(db, shopId, uuid)), applied: false };
  try {
    await db.transaction(async (tx) => {
      const t = tx as unknown as Database;
      const [claimed] = await t
        .insert(schema.boardActionKeys)
        .values({ orderId: order.id, key, action: `delay:${minutes}`, createdAt: now })
        .onConflictDoNothing()
        .returning();
      if (!claimed) throw new KeyTaken();
      await delayOrderByHand(t, uuid, minutes);
    });
  } catch (error) {
    if (!(error instanceof KeyTaken)) throw error;
    await keyedAnswer(db, order.id, key, `delay:${minutes}`);
    return { order: toBoardOrder(await orderOfShop(db, shopId, uuid)), applied: false };
  }
  return { order: toBoardOrder(await orderOfShop(db, shopId, uuid)), applied: true };
}

class KeyTaken extends Error {}

/** Whether the key was used on this order already; the same key for another action is refused. */
async function keyedAnswer(db: Database, orderId: number, key: string, action: string): Promise<boolean> {
  const [row] = await db
    .select()
    .from(schema.boardActionKeys)
    .where(and(eq(schema.boardActionKeys.orderId, orderId), eq(schema.boardActionKeys.key, key)));
  if (!row) return false;
  if (row.action !== action)
    throw new ApiError(409, { code: 'idempotency_key_reused', message: 'This Idempotency-Key was used for another action' });
  return true;
}

/**
 * The shop adjusts the order (partial refund to a card), as dispatch control's adjust. Keyed: a cash order's key is
 * claimed in the same transaction as its adjustment (a second tap waits for the first and changes nothing); a paid
 * order's key is also its refund's request key, so a retry finishes the one refund and never sends a second.
 */
export async function adjustOrder(
  db: Database,
  gateways: RefundGateways,
  shopId: number,
  uuid: string,
  amount: number,
  reason: string,
  key: string,
  now: Date,
): Promise<Answer> {
  const before = await orderOfShop(db, shopId, uuid);
  const claim = (t: Database) =>
    t
      .insert(schema.boardActionKeys)
      .values({ orderId: before.id, key: `adjust:${key}`, action: `adjust:${amount}`, createdAt: now })
      .onConflictDoNothing()
      .returning();
  let applied: boolean;
  if (isPaidThroughGateway(before)) {
    const [claimed] = await claim(db);
    if (!claimed) await keyedAnswer(db, before.id, `adjust:${key}`, `adjust:${amount}`);
    await adjustOrderByHand(db, gateways, uuid, amount, reason, now, key);
    applied = claimed !== undefined;
  } else {
    applied = await db.transaction(async (tx) => {
      const t = tx as unknown as Database;
      const [claimed] = await claim(t);
      if (!claimed) return false;
      await adjustOrderByHand(t, gateways, uuid, amount, reason, now, key);
      return true;
    });
    if (!applied) await keyedAnswer(db, before.id, `adjust:${key}`, `adjust:${amount}`);
  }
  return { order: toBoardOrder(await orderOfShop(db, shopId, uuid)), applied };
}
