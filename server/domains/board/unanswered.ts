import { and, eq, isNotNull, isNull, lte, ne, type SQL } from 'drizzle-orm';
import { UNANSWERED_DECLINE_REASON } from '../../contract/unanswered-orders';
import type { Database } from '../../db/database';
import { orders, shops } from '../../db/schema';
import { lockedInIdOrder } from '../orders/locked-in-id-order';
import type { RefundGateways } from '../orders/refund';
import type { SmsSender } from '../sms/provider';
import { shopBoardLive } from './repository';
import { declineOrder } from './service';

/**
 * The two limits of an unanswered order, from its placing: past `escalateMs` the board alerts again and the shop's
 * phone is texted; past `declineMs` it is declined (refunded) and the shopper told. 0 turns a limit off.
 */
export type UnansweredLimits = { escalateMs: number; declineMs: number };

export type UnansweredReport = { escalated: number; texted: number; declined: number; failed: number };

const minutes = (ms: number) => Math.max(1, Math.round(ms / 60_000));

/** The text the shop's phone gets: the fallback for a board nobody is looking at. */
export const escalationText = (number: number, shopName: string, limits: UnansweredLimits) =>
  `Crust: order #${number} at ${shopName} has waited ${minutes(limits.escalateMs)} min without an answer. Accept or decline it on your order board` +
  (limits.declineMs > 0 ? `, or it will be declined and refunded at ${minutes(limits.declineMs)} min.` : '.');

/** Sets `change` on the orders `due` picks (locked in id order, as the dispatch tick locks them). */
async function claim(db: Database, due: SQL | undefined, change: Partial<typeof orders.$inferInsert>) {
  return db
    .update(orders)
    .set(change)
    .where(lockedInIdOrder(db, due))
    .returning({ id: orders.id, uuid: orders.uuid, shopId: orders.shopId });
}

/**
 * One pass over the unanswered orders (issue 36): every conditional UPDATE below names the state it leaves, so two
 * replicas' passes (or a pass racing the board) do each thing once.
 * 1. A placed order of a shop whose board is live (elsewhere the simulator answers), unanswered past the first
 *    limit, is escalated: escalated_at is set, which adds a board event (migration 0025) and the board alerts again.
 * 2. Its shop's phone is texted through the SMS provider, once (escalation_sms_at claims it; a failed send is
 *    given back to the next pass).
 * 3. An escalated order still placed past the second limit (and at least the gap between the limits after its
 *    escalation, so a board that was offline is always warned first) is claimed for the decline
 *    (unanswered_declined_at: the board's accept refuses it from then on) and declined as the board declines, with
 *    the reason the shopper is shown: a paid order refunded through its gateway once (declineOrder). A claimed
 *    order a pass could not finish (a gateway down) is finished by a later one.
 * `changed` hears each shop whose board has news (this process's streams wake at once; others poll).
 */
export async function answerUnansweredOrders(
  db: Database,
  gateways: RefundGateways,
  sms: SmsSender,
  now: Date,
  limits: UnansweredLimits,
  changed: (shopId: number) => void = () => undefined,
): Promise<UnansweredReport> {
  const report: UnansweredReport = { escalated: 0, texted: 0, declined: 0, failed: 0 };
  if (!(limits.escalateMs > 0)) return report;
  const ago = (ms: number) => new Date(now.getTime() - ms);

  const escalated = await claim(
    db,
    and(eq(orders.status, 'placed'), isNull(orders.escalatedAt), lte(orders.placedAt, ago(limits.escalateMs)), shopBoardLive(now)),
    { escalatedAt: now },
  );
  report.escalated = escalated.length;
  for (const shopId of new Set(escalated.map((row) => row.shopId))) changed(shopId);

  const toText = await db
    .select({ id: orders.id, shopName: shops.name, phone: shops.phone })
    .from(orders)
    .innerJoin(shops, eq(shops.id, orders.shopId))
    .where(and(eq(orders.status, 'placed'), isNotNull(orders.escalatedAt), isNull(orders.escalationSmsAt)))
    .orderBy(orders.id)
    .limit(100);
  for (const order of toText) {
    const [mine] = await db
      .update(orders)
      .set({ escalationSmsAt: now })
      .where(and(eq(orders.id, order.id), isNull(orders.escalationSmsAt)))
      .returning({ id: orders.id });
    if (!mine) continue;
    try {
      await sms.send(order.phone.replace(/\D/g, ''), escalationText(order.id, order.shopName, limits), now);
      report.texted += 1;
    } catch {
      report.failed += 1;
      await db.update(orders).set({ escalationSmsAt: null }).where(eq(orders.id, order.id));
    }
  }

  if (!(limits.declineMs > limits.escalateMs)) return report;
  await claim(
    db,
    and(
      eq(orders.status, 'placed'),
      isNull(orders.unansweredDeclinedAt),
      lte(orders.placedAt, ago(limits.declineMs)),
      lte(orders.escalatedAt, ago(limits.declineMs - limits.escalateMs)),
    ),
    { unansweredDeclinedAt: now },
  );
  const toDecline = await db
    .select({ uuid: orders.uuid, shopId: orders.shopId })
    .from(orders)
    .where(and(isNotNull(orders.unansweredDeclinedAt), ne(orders.status, 'voided')))
    .orderBy(orders.id)
    .limit(100);
  for (const order of toDecline) {
    try {
      const { applied } = await declineOrder(db, gateways, order.shopId, order.uuid, UNANSWERED_DECLINE_REASON, now);
      if (applied) report.declined += 1;
      changed(order.shopId);
    } catch {
      // left claimed: the next pass tries again (a refund's gateway may be back by then)
      report.failed += 1;
    }
  }
  return report;
}
