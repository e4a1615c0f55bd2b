import { and, count, desc, eq, sql } from 'drizzle-orm';
import type { Database } from '../../db/database';
import * as schema from '../../db/schema';
import { isDbId } from '../api-error';

export type AddressRow = typeof schema.userAddresses.$inferSelect;
export type NewAddress = typeof schema.userAddresses.$inferInsert;

export async function listAddresses(db: Database, userId: number): Promise<AddressRow[]> {
  return db
    .select()
    .from(schema.userAddresses)
    .where(eq(schema.userAddresses.userId, userId))
    .orderBy(desc(schema.userAddresses.createdAt), desc(schema.userAddresses.id));
}

export async function countAddresses(db: Database, userId: number): Promise<number> {
  const [row] = await db.select({ total: count() }).from(schema.userAddresses).where(eq(schema.userAddresses.userId, userId));
  return row?.total ?? 0;
}

/** The account's address with the same lines, whatever their case. */
export async function findSameAddress(db: Database, address: NewAddress): Promise<AddressRow | null> {
  const t = schema.userAddresses;
  const [row] = await db
    .select()
    .from(t)
    .where(
      and(
        eq(t.userId, address.userId),
        eq(sql`lower(${t.address})`, address.address.toLowerCase()),
        eq(sql`lower(coalesce(${t.address2}, ''))`, (address.address2 ?? '').toLowerCase()),
        eq(t.zipcode, address.zipcode),
      ),
    )
    .limit(1);
  return row ?? null;
}

export async function insertAddress(db: Database, address: NewAddress): Promise<AddressRow> {
  const [row] = await db.insert(schema.userAddresses).values(address).returning();
  return row;
}

/** Deletes the address only when it is the account's own; answers whether it did. */
export async function deleteAddress(db: Database, userId: number, id: number): Promise<boolean> {
  if (!isDbId(id)) return false;
  const rows = await db
    .delete(schema.userAddresses)
    .where(and(eq(schema.userAddresses.id, id), eq(schema.userAddresses.userId, userId)))
    .returning({ id: schema.userAddresses.id });
  return rows.length > 0;
}
