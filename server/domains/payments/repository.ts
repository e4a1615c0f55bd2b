import { randomInt } from 'node:crypto';
import { and, desc, eq, gt, isNull, sql } from 'drizzle-orm';
import type { Database } from '../../db/database';
import * as schema from '../../db/schema';
import { isDbId } from '../api-error';

export type PaymentMethodRow = typeof schema.paymentMethods.$inferSelect;
export type NewPaymentMethod = typeof schema.paymentMethods.$inferInsert;
type Gateway = PaymentMethodRow['gateway'];

const { paymentMethods, paymentCustomers } = schema;
const live = isNull(paymentMethods.deletedAt);

/** When the account last placed an order paid with the card (null: never). */
const lastUsedAt = sql`(select max(o.placed_at) from ${schema.orders} o where o.payment_method_id = ${paymentMethods.id} and o.customers_id = ${paymentMethods.userId} and o.status not in ('awaiting_payment', 'payment_failed'))`;

/** The account's active, reusable cards at a gateway, the last used first (checkout starts on it), then the newest. */
export async function findListedCards(db: Database, userId: number, gateway: Gateway): Promise<PaymentMethodRow[]> {
  return db
    .select()
    .from(paymentMethods)
    .where(
      and(
        eq(paymentMethods.userId, userId),
        eq(paymentMethods.gateway, gateway),
        eq(paymentMethods.status, 'active'),
        eq(paymentMethods.singleUse, false),
        live,
      ),
    )
    .orderBy(sql`${lastUsedAt} desc nulls last`, desc(paymentMethods.createdAt), desc(paymentMethods.id));
}

/** Is a gateway token still held by a live card of the customer (Adyen answers a card stored twice with the one token)? */
export async function isTokenHeld(db: Database, gateway: Gateway, customerId: string, token: string): Promise<boolean> {
  const [row] = await db
    .select({ id: paymentMethods.id })
    .from(paymentMethods)
    .where(
      and(
        eq(paymentMethods.gateway, gateway),
        eq(paymentMethods.gatewayCustomerId, customerId),
        eq(paymentMethods.gatewayPaymentMethodId, token),
        live,
      ),
    )
    .limit(1);
  return row !== undefined;
}

/** One of the account's cards (any status), unless deleted; null for another account's or an unknown id. */
export async function findOwnCard(db: Database, userId: number, id: number): Promise<PaymentMethodRow | null> {
  if (!isDbId(id)) return null;
  const [row] = await db
    .select()
    .from(paymentMethods)
    .where(and(eq(paymentMethods.id, id), eq(paymentMethods.userId, userId), live));
  return row ?? null;
}

/** A guest's single-use card (no account), unless deleted; null otherwise. Who may use it is the caller's check (its email). */
export async function findGuestCard(db: Database, id: number): Promise<PaymentMethodRow | null> {
  if (!isDbId(id)) return null;
  const [row] = await db
    .select()
    .from(paymentMethods)
    .where(and(eq(paymentMethods.id, id), isNull(paymentMethods.userId), eq(paymentMethods.singleUse, true), live));
  return row ?? null;
}

/** One of the account's cards that verification deleted (its last attempt spent), or null. */
export async function findCardDeletedByVerification(db: Database, userId: number, id: number): Promise<PaymentMethodRow | null> {
  if (!isDbId(id)) return null;
  const [row] = await db
    .select()
    .from(paymentMethods)
    .where(
      and(
        eq(paymentMethods.id, id),
        eq(paymentMethods.userId, userId),
        eq(paymentMethods.needsVerification, true),
        eq(paymentMethods.attemptsRemaining, 0),
      ),
    );
  return row ?? null;
}

/**
 * Stores a card under a random id (1 … 2^31 − 2), drawn again on the rare clash: ids are not sequential,
 * so one card's id tells nothing of another's (issue 37 item 1).
 */
export async function insertCard(db: Database, card: Omit<NewPaymentMethod, 'id'>): Promise<PaymentMethodRow> {
  for (;;) {
    const [row] = await db
      .insert(paymentMethods)
      .values({ ...card, id: randomInt(1, 2 ** 31 - 1) })
      .onConflictDoNothing()
      .returning();
    if (row) return row;
  }
}

/** requires_action → active after its 3-D Secure setup succeeded; null when it was deleted meanwhile. */
export async function activateCard(db: Database, id: number): Promise<PaymentMethodRow | null> {
  const [row] = await db
    .update(paymentMethods)
    .set({ status: 'active' })
    .where(and(eq(paymentMethods.id, id), live))
    .returning();
  return row ?? null;
}

/** An Adyen card's 3-D Secure passed: requires_action → active, with the stored card Adyen named and its details; null when deleted meanwhile. */
export async function activateStoredCard(
  db: Database,
  id: number,
  stored: Pick<NewPaymentMethod, 'gatewayPaymentMethodId' | 'brand' | 'lastFour' | 'expMonth' | 'expYear'>,
): Promise<PaymentMethodRow | null> {
  const [row] = await db
    .update(paymentMethods)
    .set({ ...stored, status: 'active' })
    .where(and(eq(paymentMethods.id, id), live))
    .returning();
  return row ?? null;
}

/** Marks a card deleted; null when it already was (another request deleted it first). */
export async function markCardDeleted(db: Database, id: number, at: Date): Promise<PaymentMethodRow | null> {
  const [row] = await db
    .update(paymentMethods)
    .set({ deletedAt: at })
    .where(and(eq(paymentMethods.id, id), live))
    .returning();
  return row ?? null;
}

/** A charge on the card failed with a card error: verification starts (again) at `attempts`. */
export async function requireVerification(db: Database, id: number, attempts: number): Promise<void> {
  await db
    .update(paymentMethods)
    .set({ needsVerification: true, attemptsRemaining: attempts })
    .where(and(eq(paymentMethods.id, id), live));
}

/**
 * Spends one verification attempt, in one conditional UPDATE: concurrent wrong expiries each spend
 * their own attempt (3 → 2 → 1 → 0), never the same one twice. Null when nothing was left to spend
 * (the card is no longer waiting for verification, or is deleted).
 */
export async function spendVerificationAttempt(db: Database, id: number): Promise<PaymentMethodRow | null> {
  const [row] = await db
    .update(paymentMethods)
    .set({ attemptsRemaining: sql`${paymentMethods.attemptsRemaining} - 1` })
    .where(and(eq(paymentMethods.id, id), eq(paymentMethods.needsVerification, true), gt(paymentMethods.attemptsRemaining, 0), live))
    .returning();
  return row ?? null;
}

/** The right expiry was entered: verification cleared; false when another request cleared or spent it first. */
export async function clearVerification(db: Database, id: number): Promise<boolean> {
  const rows = await db
    .update(paymentMethods)
    .set({ needsVerification: false, attemptsRemaining: null })
    .where(and(eq(paymentMethods.id, id), eq(paymentMethods.needsVerification, true), gt(paymentMethods.attemptsRemaining, 0), live))
    .returning({ id: paymentMethods.id });
  return rows.length > 0;
}

export async function findCustomerId(db: Database, userId: number, gateway: Gateway): Promise<string | null> {
  const [row] = await db
    .select({ customerId: paymentCustomers.customerId })
    .from(paymentCustomers)
    .where(and(eq(paymentCustomers.userId, userId), eq(paymentCustomers.gateway, gateway)));
  return row?.customerId ?? null;
}

/** Stores the account's customer unless another request stored one first; answers the one kept. */
export async function keepCustomerId(db: Database, userId: number, gateway: Gateway, customerId: string, at: Date): Promise<string> {
  await db.insert(paymentCustomers).values({ userId, gateway, customerId, createdAt: at }).onConflictDoNothing();
  return (await findCustomerId(db, userId, gateway)) ?? customerId;
}

const uuidPattern = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** The card gateways of the shop with this uuid (its own, and the interim one); null for none (a malformed uuid names none). */
export async function findShopGateways(
  db: Database,
  uuid: string,
): Promise<Pick<typeof schema.shops.$inferSelect, 'cardGateway' | 'interimCardGateway'> | null> {
  if (!uuidPattern.test(uuid)) return null;
  const [row] = await db
    .select({ cardGateway: schema.shops.cardGateway, interimCardGateway: schema.shops.interimCardGateway })
    .from(schema.shops)
    .where(eq(schema.shops.uuid, uuid.toLowerCase()));
  return row ?? null;
}
