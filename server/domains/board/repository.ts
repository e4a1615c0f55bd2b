import { and, asc, eq, gt, inArray, notInArray, sql } from 'drizzle-orm';
import type { Database } from '../../db/database';
import * as schema from '../../db/schema';
import type { OrderRow } from '../orders/repository';

export type BoardEventRow = typeof schema.boardEvents.$inferSelect;

/** The shops an account staffs, with its role at each. */
export async function staffShopsOf(db: Database, userId: number) {
  return db
    .select({ id: schema.shops.id, name: schema.shops.name, role: schema.shopStaff.role })
    .from(schema.shopStaff)
    .innerJoin(schema.shops, eq(schema.shops.id, schema.shopStaff.shopId))
    .where(eq(schema.shopStaff.userId, userId))
    .orderBy(asc(schema.shops.id));
}

export async function staffRole(db: Database, userId: number, shopId: number): Promise<string | null> {
  const [row] = await db
    .select({ role: schema.shopStaff.role })
    .from(schema.shopStaff)
    .where(and(eq(schema.shopStaff.userId, userId), eq(schema.shopStaff.shopId, shopId)));
  return row?.role ?? null;
}

const unpaid: string[] = ['awaiting_payment', 'payment_failed'];
const notOnTheBoard = ['awaiting_payment', 'payment_failed', 'completed', 'voided'] as const;

/** The shop's orders the kitchen still has to act on, oldest first. */
export async function openOrdersOf(db: Database, shopId: number): Promise<OrderRow[]> {
  return db
    .select()
    .from(schema.orders)
    .where(and(eq(schema.orders.shopId, shopId), notInArray(schema.orders.status, [...notOnTheBoard])))
    .orderBy(asc(schema.orders.placedAt), asc(schema.orders.id));
}

export async function ordersByIds(db: Database, ids: number[]): Promise<OrderRow[]> {
  if (ids.length === 0) return [];
  return db.select().from(schema.orders).where(inArray(schema.orders.id, ids));
}

export async function shopOrder(db: Database, shopId: number, uuid: string): Promise<OrderRow | null> {
  const [row] = await db
    .select()
    .from(schema.orders)
    .where(and(eq(schema.orders.shopId, shopId), eq(schema.orders.uuid, uuid)));
  return row && !unpaid.includes(row.status) ? row : null;
}

/** The newest event id (0 when there is none yet). */
export async function lastEventId(db: Database): Promise<number> {
  const [row] = await db.select({ id: sql<string | null>`max(${schema.boardEvents.id})` }).from(schema.boardEvents);
  return Number(row?.id ?? 0);
}

/** A shop's events after `afterId`, in id order (which is commit order: migration 0021). */
export async function eventsAfter(db: Database, shopId: number, afterId: number, limit = 200): Promise<BoardEventRow[]> {
  return db
    .select()
    .from(schema.boardEvents)
    .where(and(eq(schema.boardEvents.shopId, shopId), gt(schema.boardEvents.id, afterId)))
    .orderBy(asc(schema.boardEvents.id))
    .limit(limit);
}

/** The shop's board is connected now (its stream is open, or it sent a heartbeat). */
export async function markBoardSeen(db: Database, shopId: number, at: Date): Promise<void> {
  await db
    .insert(schema.boardPresence)
    .values({ shopId, seenAt: at })
    .onConflictDoUpdate({
      target: schema.boardPresence.shopId,
      set: { seenAt: sql`greatest(${schema.boardPresence.seenAt}, excluded.seen_at)` },
    });
}

/** How long a board counts as live after it was last seen: the stream renews it every BOARD_SEEN_EVERY_MS. */
export const BOARD_LIVE_MS = 30_000;
export const BOARD_SEEN_EVERY_MS = 10_000;

/**
 * For the dispatch simulator's UPDATE of orders: true for an order whose shop's board is not live at `now`. Written
 * with the outer table named, since an unqualified shop_id inside the sub-select would name board_presence's.
 */
export const shopBoardNotLive = (now: Date) =>
  sql`not exists (select 1 from board_presence where board_presence.shop_id = "orders"."shop_id" and board_presence.seen_at > ${new Date(now.getTime() - BOARD_LIVE_MS)})`;

/** The opposite: true for an order whose shop's board is live at `now` (unanswered orders escalate only there). */
export const shopBoardLive = (now: Date) =>
  sql`exists (select 1 from board_presence where board_presence.shop_id = "orders"."shop_id" and board_presence.seen_at > ${new Date(now.getTime() - BOARD_LIVE_MS)})`;

export async function isBoardLive(db: Database, shopId: number, now: Date): Promise<boolean> {
  const [row] = await db
    .select({ seenAt: schema.boardPresence.seenAt })
    .from(schema.boardPresence)
    .where(eq(schema.boardPresence.shopId, shopId));
  return row !== undefined && row.seenAt.getTime() > now.getTime() - BOARD_LIVE_MS;
}
