import { and, eq, gte, inArray, lt, sql } from 'drizzle-orm';
import type { Database } from '../../db/database';
import * as schema from '../../db/schema';
import { slotOf } from '../../contract/kitchen-slots';

/** Orders that hold a place in the kitchen: every one not refused at payment and not voided (declined, cancelled). */
const HOLDS_A_PLACE = ['awaiting_payment', 'placed', 'preparing', 'out_for_delivery', 'ready_for_pickup', 'completed'] as const;

/** The starts (ms) of the quarter hours in [from, to) in which a shop holds `capacity` orders or more. */
export async function fullSlotsOf(db: Database, shopId: number, capacity: number, from: Date, to: Date): Promise<Set<number>> {
  const rows = await db
    .select({ minEta: schema.orders.minEta })
    .from(schema.orders)
    .where(
      and(
        eq(schema.orders.shopId, shopId),
        inArray(schema.orders.status, [...HOLDS_A_PLACE]),
        gte(schema.orders.minEta, new Date(slotOf(from.getTime()))),
        lt(schema.orders.minEta, to),
      ),
    );
  const taken = new Map<number, number>();
  for (const { minEta } of rows) {
    const slot = slotOf(minEta.getTime());
    taken.set(slot, (taken.get(slot) ?? 0) + 1);
  }
  return new Set([...taken].filter(([, orders]) => orders >= capacity).map(([slot]) => slot));
}

/**
 * Holds the shop's kitchen until the transaction ends, so its places are counted and taken one order at a
 * time across replicas (PostgreSQL's advisory lock, two-key form: kept apart from the one-key locks used
 * elsewhere). PGlite runs one transaction at a time anyway.
 */
export async function lockKitchen(tx: Database, shopId: number): Promise<void> {
  await tx.execute(sql`select pg_advisory_xact_lock(${KITCHEN_LOCK_SPACE}::int, ${shopId}::int)`);
}

/** The first key of the kitchen locks (an arbitrary constant: 'KTCH'). */
const KITCHEN_LOCK_SPACE = 0x4b544348;
