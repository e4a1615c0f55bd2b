import { and, count, desc, eq, isNull, notInArray } from 'drizzle-orm';
import type { Database } from '../../db/database';
import * as schema from '../../db/schema';
import { isDbId, sqlSafe } from '../api-error';

export type OrderRow = typeof schema.orders.$inferSelect;
export type NewOrder = typeof schema.orders.$inferInsert;

const uuidPattern = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

export async function findOrderByUuid(db: Database, uuid: string): Promise<OrderRow | null> {
  if (!uuidPattern.test(uuid)) return null;
  const [row] = await db.select().from(schema.orders).where(eq(schema.orders.uuid, uuid.toLowerCase()));
  return row ?? null;
}

export async function findOrderByIdempotencyKey(db: Database, key: string): Promise<OrderRow | null> {
  const [row] = await db
    .select()
    .from(schema.orders)
    .where(eq(schema.orders.idempotencyKey, sqlSafe(key)));
  return row ?? null;
}

/** Inserts unless another request already used the idempotency key; then answers null. */
export async function insertOrder(db: Database, order: NewOrder): Promise<OrderRow | null> {
  const [row] = await db.insert(schema.orders).values(order).onConflictDoNothing({ target: schema.orders.idempotencyKey }).returning();
  return row ?? null;
}

/** Statuses of orders whose card payment has not gone through: not in the history, not dispatched. */
export const UNPAID_STATUSES = ['awaiting_payment', 'payment_failed'] as const;

/** A signed-in customer's placed orders (at one shop when given), newest first, and how many there are in all. */
export async function findCustomerOrders(
  db: Database,
  customerId: number,
  shopId: number | null,
  limit: number,
  offset: number,
): Promise<{ rows: OrderRow[]; total: number }> {
  const where = and(
    eq(schema.orders.customersId, customerId),
    notInArray(schema.orders.status, [...UNPAID_STATUSES]),
    shopId === null ? undefined : eq(schema.orders.shopId, shopId),
  );
  const rows = await db
    .select()
    .from(schema.orders)
    .where(where)
    .orderBy(desc(schema.orders.placedAt), desc(schema.orders.id))
    .limit(limit)
    .offset(offset);
  const [{ total }] = await db.select({ total: count() }).from(schema.orders).where(where);
  return { rows, total };
}

export async function findOrderById(db: Database, id: number): Promise<OrderRow | null> {
  if (!isDbId(id)) return null;
  const [row] = await db.select().from(schema.orders).where(eq(schema.orders.id, id));
  return row ?? null;
}

const awaiting = (id: number) => and(eq(schema.orders.id, id), eq(schema.orders.status, 'awaiting_payment'));

/**
 * The card payment went through: awaiting_payment → placed, from `fields` (its intent, when its dispatch
 * starts, …). Conditional on the status, so only one request places it; null when another did first.
 */
export async function markOrderPaid(
  db: Database,
  id: number,
  fields: Pick<NewOrder, 'paymentIntentId' | 'stepAt'> & Partial<Pick<NewOrder, 'placedAt' | 'minEta' | 'maxEta'>>,
): Promise<OrderRow | null> {
  const [row] = await db
    .update(schema.orders)
    .set({ ...fields, status: 'placed', nextAction: null })
    .where(awaiting(id))
    .returning();
  return row ?? null;
}

/** The payment needs 3-D Secure: the order stays awaiting_payment with its intent and the challenge's next action. */
export async function markOrderAwaitingChallenge(
  db: Database,
  id: number,
  paymentIntentId: string,
  nextAction: NonNullable<NewOrder['nextAction']>,
): Promise<OrderRow | null> {
  const [row] = await db
    .update(schema.orders)
    .set({ paymentIntentId, nextAction })
    .where(and(awaiting(id), isNull(schema.orders.paymentIntentId)))
    .returning();
  return row ?? null;
}

/**
 * The gateway took the payment but has not settled it (Adyen Received / Pending): the order stays awaiting_payment
 * with its payment's reference, so the sweeper settles it once its window has passed.
 */
export async function markOrderPaymentPending(db: Database, id: number, paymentIntentId: string): Promise<OrderRow | null> {
  const [row] = await db
    .update(schema.orders)
    .set({ paymentIntentId })
    .where(and(awaiting(id), isNull(schema.orders.paymentIntentId)))
    .returning();
  return row ?? null;
}

/**
 * The payment failed: payment_failed, with the answer it got (a replay waiting on the same request gives
 * it too), and its Idempotency-Key released, so a retry with the same key places a new attempt.
 */
export async function markOrderPaymentFailed(
  db: Database,
  id: number,
  paymentIntentId: string | null,
  paymentError: NonNullable<NewOrder['paymentError']>,
): Promise<OrderRow | null> {
  const [row] = await db
    .update(schema.orders)
    .set({
      status: 'payment_failed',
      idempotencyKey: null,
      nextAction: null,
      paymentError,
      ...(paymentIntentId ? { paymentIntentId } : {}),
    })
    .where(awaiting(id))
    .returning();
  return row ?? null;
}

/**
 * An order whose charge was started by a request that never finished it (its process died): the one
 * request that moves its start from `startedAt` to `now` resumes the charge; null for the others.
 */
export async function claimStalledCharge(db: Database, id: number, startedAt: Date, now: Date): Promise<OrderRow | null> {
  const [row] = await db
    .update(schema.orders)
    .set({ placedAt: now })
    .where(and(awaiting(id), isNull(schema.orders.paymentIntentId), eq(schema.orders.placedAt, startedAt)))
    .returning();
  return row ?? null;
}
