import { eq } from 'drizzle-orm';
import type { Database } from '../db/database';
import * as schema from '../db/schema';
import { DEFAULT_PREFERENCES } from '../domains/users/repository';
import { hashPassword } from './passwords';
import { assignRole, rolesOf } from './roles';

/** The demo support agent (README "Support chat"): an email and password account of the embedded provider holding the support_agent role. */
export const DEMO_SUPPORT_AGENT = {
  subject: 'auth0|demo-support-agent',
  email: 'agent@support.crust.example',
  password: 'crust-support-demo',
  firstName: 'Sam',
  lastName: 'Support',
} as const;

/**
 * Makes the demo agent's account and gives it the role, once: a fixed subject and ON CONFLICT DO NOTHING make a
 * second run, or a replica seeding at the same moment, harmless; a database seeded before it gets it on the next start.
 */
export async function seedDemoSupportAgentIfMissing(db: Database, now = new Date()): Promise<boolean> {
  const { subject, email, password, firstName, lastName } = DEMO_SUPPORT_AGENT;
  if ((await rolesOf(db, subject)).includes('support_agent')) return false;
  await db
    .insert(schema.users)
    .values({
      authSubject: subject,
      identityProvider: 'auth0',
      email,
      emailVerified: true,
      firstName,
      lastName,
      passwordHash: await hashPassword(password),
      createdAt: now,
      updatedAt: now,
    })
    .onConflictDoNothing();
  const [user] = await db.select({ id: schema.users.id }).from(schema.users).where(eq(schema.users.authSubject, subject));
  if (!user) return false;
  await db
    .insert(schema.userPreferences)
    .values({ userId: user.id, ...DEFAULT_PREFERENCES, updatedAt: now })
    .onConflictDoNothing();
  await assignRole(db, subject, 'support_agent');
  return true;
}
