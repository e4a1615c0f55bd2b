import { and, eq } from 'drizzle-orm';
import type { Database } from '../db/database';
import * as schema from '../db/schema';

/**
 * Roles of the embedded identity provider, as Auth0's role-based access control has them: a role is a set
 * of permissions, an account holds roles, and the provider writes the account's permissions into the access
 * tokens it issues (Auth0's API setting "Add Permissions in the Access Token": a `permissions` array). The API
 * reads only the token, so a real Auth0 tenant with the same permission works unchanged (README "Support chat").
 */
export const ROLE_PERMISSIONS = {
  /** answers the support chat: lists every conversation and replies (server/domains/support/agent-routes.ts) */
  support_agent: ['support:agent'],
} as const;

export type Role = keyof typeof ROLE_PERMISSIONS;
export type Permission = (typeof ROLE_PERMISSIONS)[Role][number];

export const SUPPORT_AGENT_PERMISSION: Permission = 'support:agent';

/** Kept in the provider's own storage (oidc_payloads, a kind of its own), never expiring: the provider's data, not Crust's. */
const ROLES_KIND = 'AccountRoles';
const table = schema.oidcPayloads;

const isRole = (value: unknown): value is Role => typeof value === 'string' && Object.hasOwn(ROLE_PERMISSIONS, value);

export async function rolesOf(db: Database, subject: string): Promise<Role[]> {
  const [row] = await db
    .select({ payload: table.payload })
    .from(table)
    .where(and(eq(table.kind, ROLES_KIND), eq(table.id, subject)));
  const roles = row?.payload.roles;
  return Array.isArray(roles) ? roles.filter(isRole) : [];
}

/** Gives an account a role (a second time changes nothing). */
export async function assignRole(db: Database, subject: string, role: Role): Promise<void> {
  const roles = [...new Set([...(await rolesOf(db, subject)), role])].sort();
  await db
    .insert(table)
    .values({ kind: ROLES_KIND, id: subject, payload: { roles } })
    .onConflictDoUpdate({ target: [table.kind, table.id], set: { payload: { roles } } });
}

/** The permissions an access token for this account carries: those of its roles, each once. */
export async function permissionsOf(db: Database, subject: string): Promise<Permission[]> {
  const roles = await rolesOf(db, subject);
  return [...new Set(roles.flatMap((role) => ROLE_PERMISSIONS[role]))].sort();
}

/** Whether verified access-token claims hold a permission (Auth0's `permissions` claim, the embedded provider's too). */
export const hasPermission = (claims: Record<string, unknown>, permission: Permission): boolean =>
  Array.isArray(claims.permissions) && claims.permissions.includes(permission);
