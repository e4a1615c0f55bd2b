import { and, eq, inArray, isNull, lte, sql } from 'drizzle-orm';
import type { Database } from '../../db/database';
import { orders } from '../../db/schema';
import { shopBoardNotLive } from '../board/repository';
import { lockedInIdOrder } from '../orders/locked-in-id-order';
import { stepMillis, timeline } from './timeline';

/**
 * Moves every order whose current step has lasted long enough to the next step. Each step is one
 * conditional UPDATE (its WHERE names the step being left), so replicas ticking together cannot
 * advance an order twice. The rows are locked in id order first (FOR UPDATE ... ORDER BY id): ticks
 * of two replicas taking the same rows in scan order deadlocked on PostgreSQL. SKIP LOCKED would not
 * deadlock either, but a row it skipped could stay a step behind until the next tick. The new step starts when the old one was due, keeping the timeline exact
 * even when ticks are late; an order behind by several steps catches up within one call. A shop whose order
 * board is live (server/domains/board) moves its own orders: the simulator leaves them alone.
 */
export async function advanceOrders(db: Database, now: Date, speed: number): Promise<number> {
  if (speed <= 0) return 0;
  let moved = 0;
  for (const step of timeline) {
    const millis = Math.round(stepMillis(step, speed));
    const dueAt = sql`${orders.stepAt} + make_interval(secs => ${millis / 1000})`;
    const due = and(
      eq(orders.status, step.from.status),
      step.from.driverStep === null ? isNull(orders.driverStep) : eq(orders.driverStep, step.from.driverStep),
      step.shippingType === 'both' ? inArray(orders.shippingType, ['delivery', 'pickup']) : eq(orders.shippingType, step.shippingType),
      lte(orders.stepAt, new Date(now.getTime() - millis)),
      shopBoardNotLive(now),
      // claimed for the automatic decline of an unanswered order (server/domains/board/unanswered.ts): not the simulator's
      isNull(orders.unansweredDeclinedAt),
    );
    const rows = await db
      .update(orders)
      .set({
        status: step.to.status,
        driverStep: step.to.driverStep,
        stepAt: dueAt,
        ...(step.to.status === 'completed' ? { completedAt: dueAt } : {}),
      })
      .where(lockedInIdOrder(db, due))
      .returning({ id: orders.id });
    moved += rows.length;
  }
  return moved;
}
