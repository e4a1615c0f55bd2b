import { count, eq } from 'drizzle-orm';
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
