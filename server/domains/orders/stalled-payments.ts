import { and, eq, isNotNull, isNull, lt } from 'drizzle-orm';
import type Stripe from 'stripe';
import type { Database } from '../../db/database';
import * as schema from '../../db/schema';
import { markCardDeleted } from '../payments/repository';
import { redirectNextAction } from '../payments/service';
import type { CardGateway } from '../payments/stripe-client';
import { challengeExpired, settleUnansweredChallenge } from './unpaid-challenge';
import { claimStalledCharge, markOrderAwaitingChallenge, markOrderPaid, markOrderPaymentFailed, type OrderRow } from './repository';

/** When an order's unfinished payment is the sweeper's to settle. */
export type SweepLimits = {
  /** a charge whose request died: no answer from it this long after it started (the replay's own limit) */
  stalledChargeMs: number;
  /** a 3-D Secure challenge nobody answered this long after the order was placed */
  challengeExpiresMs: number;
};

export const SWEEP_LIMITS: SweepLimits = { stalledChargeMs: 90_000, challengeExpiresMs: 15 * 60_000 };

/** What one sweep did, by outcome. */
export type SweepReport = { placed: number; challenged: number; cancelled: number; waiting: number; failed: number };

const { orders } = schema;
const awaitingCard = and(eq(orders.status, 'awaiting_payment'), eq(orders.paymentMethod, 'credit'));

/** Stripe card orders whose charging request died before it recorded the charge (no intent id yet). */
const stalledCharges = (db: Database, before: Date) =>
  db
    .select()
    .from(orders)
    .where(and(awaitingCard, eq(orders.cardGateway, 'stripe'), isNull(orders.paymentIntentId), lt(orders.placedAt, before)));

/** Card orders left at a 3-D Secure challenge (their intent recorded) since before `before`. */
const expiredChallenges = (db: Database, before: Date) =>
  db
    .select()
    .from(orders)
    .where(and(awaitingCard, isNotNull(orders.cardGateway), isNotNull(orders.paymentIntentId), lt(orders.placedAt, before)));

const notCharged = () => ({
  status: challengeExpired().statusCode,
  details: challengeExpired().details,
  order_codes: challengeExpired().orderCodes,
});

/** The charge Stripe holds for this order (its intents carry metadata.order_uuid), newest first, or null. */
async function chargeOfOrder(stripe: Stripe, uuid: string): Promise<Stripe.PaymentIntent | null> {
  const found = await stripe.paymentIntents.search({ query: `metadata['order_uuid']:'${uuid}'`, limit: 1 });
  return found.data[0] ?? null;
}

/**
 * One stalled charge, claimed first (the claim moves its start to now, so a replica or a replay does not
 * take it too), settled by what Stripe holds: succeeded → placed (its dispatch starts); a challenge → it
 * waits for it like any challenged order; processing → looked at again next sweep; nothing or a failed
 * attempt → payment_failed, not charged.
 */
async function settleStalledCharge(db: Database, gateway: CardGateway, row: OrderRow, now: Date): Promise<keyof SweepReport> {
  const claimed = await claimStalledCharge(db, row.id, row.placedAt, now);
  if (!claimed) return 'waiting';
  const intent = await chargeOfOrder(gateway.stripe, row.uuid);
  if (intent?.status === 'succeeded') {
    const placed = await markOrderPaid(db, row.id, { paymentIntentId: intent.id, stepAt: row.scheduledAt ? row.stepAt : now });
    if (placed && row.paymentMethodId !== null) await spendSingleUseCard(db, row.paymentMethodId, now);
    return placed ? 'placed' : 'waiting';
  }
  const nextAction = intent?.status === 'requires_action' ? redirectNextAction(intent.next_action) : null;
  if (intent && nextAction) return (await markOrderAwaitingChallenge(db, row.id, intent.id, nextAction)) ? 'challenged' : 'waiting';
  if (intent?.status === 'processing') return 'waiting';
  return (await markOrderPaymentFailed(db, row.id, intent?.id ?? null, notCharged())) ? 'cancelled' : 'waiting';
}

/** A guest's single-use card is spent by the order it paid. */
async function spendSingleUseCard(db: Database, paymentMethodId: number, now: Date): Promise<void> {
  const [card] = await db.select().from(schema.paymentMethods).where(eq(schema.paymentMethods.id, paymentMethodId));
  if (card?.singleUse) await markCardDeleted(db, card.id, now);
}

/**
 * Settles every card order whose payment was left unfinished: a charge whose request died (Stripe, found by
 * its order's metadata) and a challenge nobody answered in time (paid after all → placed, else its payment
 * cancelled at the gateway and the order payment_failed, not charged). Each order is settled by one
 * conditional update, so two sweeps (or a sweep and the shopper's own retry) never settle one twice.
 */
export async function settleStalledPayments(
  db: Database,
  gateway: CardGateway,
  now: Date,
  limits: SweepLimits = SWEEP_LIMITS,
): Promise<SweepReport> {
  const report: SweepReport = { placed: 0, challenged: 0, cancelled: 0, waiting: 0, failed: 0 };
  for (const row of await stalledCharges(db, new Date(now.getTime() - limits.stalledChargeMs))) {
    report[await settleStalledCharge(db, gateway, row, now).catch((): keyof SweepReport => 'failed')] += 1;
  }
  for (const row of await expiredChallenges(db, new Date(now.getTime() - limits.challengeExpiresMs))) {
    const outcome = await settleUnansweredChallenge(db, gateway, row, challengeExpired(), now).catch(() => null);
    report[outcome === null ? 'failed' : outcome.paid ? 'placed' : 'cancelled'] += 1;
  }
  return report;
}
