import { and, asc, count, eq, sql } from 'drizzle-orm';
import type { Receipt } from '../../contract/cart';
import type { Database } from '../../db/database';
import * as schema from '../../db/schema';
import { uniqueViolation } from '../users/repository';
import type { OrderRow } from './repository';

export type RefundClaim = typeof schema.orderRefunds.$inferSelect;
export type RefundPurpose = RefundClaim['purpose'];

/** Stable for a retry of this refund, new for the order's next one (at most 64 characters: Adyen's limit). */
export const refundGatewayKey = (orderUuid: string, sequence: number) => `refund-${orderUuid}-${sequence}`;

/**
 * Claims the order's next refund (pending) before anything is sent. Two claims at once get the same sequence and
 * the unique index refuses one: null then, as for a request key already used.
 */
export async function claimRefund(
  db: Database,
  order: OrderRow,
  claim: { purpose: RefundPurpose; amount: number; reason: string | null; requestKey: string | null; now: Date },
): Promise<RefundClaim | null> {
  const [{ taken }] = await db.select({ taken: count() }).from(schema.orderRefunds).where(eq(schema.orderRefunds.orderId, order.id));
  try {
    const [row] = await db
      .insert(schema.orderRefunds)
      .values({
        orderId: order.id,
        sequence: taken,
        purpose: claim.purpose,
        amount: claim.amount,
        reason: claim.reason,
        status: 'pending',
        gatewayKey: refundGatewayKey(order.uuid, taken),
        requestKey: claim.requestKey,
        createdAt: claim.now,
      })
      .returning();
    return row;
  } catch (error) {
    if (uniqueViolation(error) !== null) return null;
    throw error;
  }
}

/** The order's refunds claimed and not finished (a request that died, or one still running), oldest first. */
export async function pendingRefundsOf(db: Database, orderId: number): Promise<RefundClaim[]> {
  return db
    .select()
    .from(schema.orderRefunds)
    .where(and(eq(schema.orderRefunds.orderId, orderId), eq(schema.orderRefunds.status, 'pending')))
    .orderBy(asc(schema.orderRefunds.sequence));
}

export async function findRefundByRequestKey(db: Database, orderId: number, requestKey: string): Promise<RefundClaim | null> {
  const [row] = await db
    .select()
    .from(schema.orderRefunds)
    .where(and(eq(schema.orderRefunds.orderId, orderId), eq(schema.orderRefunds.requestKey, requestKey)));
  return row ?? null;
}

/** The gateway refused the refund for good: the claim is spent (its key never sent again), the order unchanged. */
export async function markRefundFailed(db: Database, claimId: number, now: Date): Promise<void> {
  await db
    .update(schema.orderRefunds)
    .set({ status: 'failed', completedAt: now })
    .where(and(eq(schema.orderRefunds.id, claimId), eq(schema.orderRefunds.status, 'pending')));
}

/**
 * The gateway refunded the claim: in one transaction the claim turns succeeded and the order takes it (refunded
 * amount; an adjustment's cs line off the receipt, or the decline). Only the call that turns it applies it, so
 * two requests finishing the same claim change the order once. False when another call finished it first.
 */
export async function finishRefund(db: Database, claim: RefundClaim, gatewayRefundId: string, now: Date): Promise<boolean> {
  return db.transaction(async (tx) => {
    const [finished] = await tx
      .update(schema.orderRefunds)
      .set({ status: 'succeeded', gatewayRefundId, completedAt: now })
      .where(and(eq(schema.orderRefunds.id, claim.id), eq(schema.orderRefunds.status, 'pending')))
      .returning({ id: schema.orderRefunds.id });
    if (!finished) return false;
    const [order] = await tx.select().from(schema.orders).where(eq(schema.orders.id, claim.orderId)).for('update');
    const refunded = { refundedAmount: sql`${schema.orders.refundedAmount} + ${claim.amount}` };
    if (claim.purpose === 'void') {
      await tx
        .update(schema.orders)
        .set({ ...refunded, status: 'voided', driverStep: null, stepAt: now, voidedAt: now, voidReason: claim.reason })
        .where(eq(schema.orders.id, order.id));
    } else {
      const receipt = order.receipt as Receipt;
      await tx
        .update(schema.orders)
        .set({
          ...refunded,
          receipt: {
            ...receipt,
            adjustments: [...receipt.adjustments, { category: 'cs', amount: claim.amount }],
            total: receipt.total - claim.amount,
          },
          adjustedAmount: order.adjustedAmount + claim.amount,
          adjustmentReason: claim.reason,
          adjustedAt: now,
        })
        .where(eq(schema.orders.id, order.id));
    }
    return true;
  });
}
