import { count, eq, inArray } from 'drizzle-orm';
import type { Database } from '../db/database';
import * as schema from '../db/schema';
import { hashPassword } from '../identity/passwords';
import { DEFAULT_PREFERENCES } from '../domains/users/repository';

/** The demo staff accounts' shared password (README "For pizzerias"); each shop's account is `<shop slug>@staff.crust.example`. */
export const DEMO_STAFF_PASSWORD = 'crust-board-demo';

/** The demo staff account of a shop, from the last part of its web slug ('ny/brooklyn/11201/brooklyn-slice-house'). */
export const demoStaffEmail = (webSlug: string) => `${webSlug.split('/').pop()}@staff.crust.example`;

/**
 * One email and password account per seeded shop, a manager of that shop on its board, signing in through the
 * embedded identity provider like any account. Fixed subjects and ON CONFLICT DO NOTHING make a second run (or a
 * replica seeding at the same moment) harmless; a database seeded before the board gets its staff on the next start.
 */
export async function seedDemoStaffIfMissing(db: Database, now = new Date()): Promise<boolean> {
  const [[staff], shops] = await Promise.all([
    db.select({ n: count() }).from(schema.shopStaff),
    db.select({ id: schema.shops.id, webSlug: schema.shops.webSlug, name: schema.shops.name }).from(schema.shops),
  ]);
  if (staff.n > 0 || shops.length === 0) return false;
  const passwordHash = await hashPassword(DEMO_STAFF_PASSWORD);
  await db.transaction(async (tx) => {
    for (const shop of shops) {
      const authSubject = `auth0|demo-staff-${shop.id}`;
      await tx
        .insert(schema.users)
        .values({
          authSubject,
          identityProvider: 'auth0',
          email: demoStaffEmail(shop.webSlug),
          emailVerified: true,
          firstName: 'Staff',
          lastName: shop.name,
          passwordHash,
          createdAt: now,
          updatedAt: now,
        })
        .onConflictDoNothing();
      const [user] = await tx.select({ id: schema.users.id }).from(schema.users).where(eq(schema.users.authSubject, authSubject));
      if (!user) continue;
      await tx
        .insert(schema.userPreferences)
        .values({ userId: user.id, ...DEFAULT_PREFERENCES, updatedAt: now })
        .onConflictDoNothing();
      await tx.insert(schema.shopStaff).values({ userId: user.id, shopId: shop.id, role: 'manager', createdAt: now }).onConflictDoNothing();
    }
  });
  return true;
}

/** The demo account that is staff of two shops (README "For pizzerias"): its board switches between them. */
export const DEMO_OWNER_EMAIL = 'owner@staff.crust.example';
/** Brooklyn Slice House and Carroll Gardens Pizzeria: two Brooklyn shops with one owner. */
export const DEMO_OWNER_SHOP_IDS = [1001, 1002] as const;

/**
 * The two-shop demo account, seeded on its own rule (its fixed subject missing) rather than seedDemoStaffIfMissing's
 * empty shop_staff, so a database seeded before it gets the account on the next start. Nothing when either shop is
 * not in the catalog; ON CONFLICT DO NOTHING makes a second run or a replica at the same moment harmless.
 */
export async function seedDemoOwnerIfMissing(db: Database, now = new Date()): Promise<boolean> {
  const authSubject = 'auth0|demo-owner';
  const [existing] = await db.select({ id: schema.users.id }).from(schema.users).where(eq(schema.users.authSubject, authSubject));
  if (existing) return false;
  const shops = await db
    .select({ id: schema.shops.id })
    .from(schema.shops)
    .where(inArray(schema.shops.id, [...DEMO_OWNER_SHOP_IDS]));
  if (shops.length !== DEMO_OWNER_SHOP_IDS.length) return false;
  const passwordHash = await hashPassword(DEMO_STAFF_PASSWORD);
  await db.transaction(async (tx) => {
    await tx
      .insert(schema.users)
      .values({
        authSubject,
        identityProvider: 'auth0',
        email: DEMO_OWNER_EMAIL,
        emailVerified: true,
        firstName: 'Owner',
        lastName: 'Brooklyn',
        passwordHash,
        createdAt: now,
        updatedAt: now,
      })
      .onConflictDoNothing();
    const [user] = await tx.select({ id: schema.users.id }).from(schema.users).where(eq(schema.users.authSubject, authSubject));
    if (!user) return;
    await tx
      .insert(schema.userPreferences)
      .values({ userId: user.id, ...DEFAULT_PREFERENCES, updatedAt: now })
      .onConflictDoNothing();
    for (const shopId of DEMO_OWNER_SHOP_IDS) {
      await tx.insert(schema.shopStaff).values({ userId: user.id, shopId, role: 'manager', createdAt: now }).onConflictDoNothing();
    }
  });
  return true;
}
