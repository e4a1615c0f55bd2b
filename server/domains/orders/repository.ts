import { and, count, desc, eq } from 'drizzle-orm';
import type { Database } from '../../db/database';
import * as schema from '../../db/schema';
import { sqlSafe } from '../api-error';

export type OrderRow = typeof schema.orders.$inferSelect;
export type NewOrder = typeof schema.orders.$inferInsert;

const uuidPattern = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

export async function findOrderByUuid(db: Database, uuid: string): Promise<OrderRow | null> {
  if (!uuidPattern.test(uuid)) return null;
  const [row] = await db.select().from(schema.orders).where(eq(schema.orders.uuid, uuid.toLowerCase()));
  return row ?? null;
}

export async function findOrderByIdempotencyKey(db: Database, key: string): Promise<OrderRow | null> {
  const [row] = await db.select().from(schema.orders).where(eq(schema.orders.idempotencyKey, sqlSafe(key)));
  return row ?? null;
}

/** Inserts unless another request already used the idempotency key; then answers null. */
export async function insertOrder(db: Database, order: NewOrder): Promise<OrderRow | null> {
  const [row] = await db.insert(schema.orders).values(order).onConflictDoNothing({ target: schema.orders.idempotencyKey }).returning();
  return row ?? null;
}

/** A signed-in customer's orders (at one shop when given), newest first, and how many there are in all. */
export async function findCustomerOrders(db: Database, customerId: number, shopId: number | null, limit: number, offset: number): Promise<{ rows: OrderRow[]; total: number }> {
  const where = shopId === null
    ? eq(schema.orders.customersId, customerId)
    : and(eq(schema.orders.customersId, customerId), eq(schema.orders.shopId, shopId));
  const rows = await db.select().from(schema.orders).where(where).orderBy(desc(schema.orders.placedAt), desc(schema.orders.id)).limit(limit).offset(offset);
  const [{ total }] = await db.select({ total: count() }).from(schema.orders).where(where);
  return { rows, total };
}
