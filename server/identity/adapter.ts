import { and, eq, lt, sql } from 'drizzle-orm';
import type { Adapter, AdapterPayload } from 'oidc-provider';
import type { Database } from '../db/database';
import * as schema from '../db/schema';
import { deepSqlSafe } from '../domains/api-error';

const table = schema.oidcPayloads;
/** Expired rows are swept at most this often per process (a find never answers one anyway). */
const sweepEvery = 10 * 60_000;

/**
 * oidc-provider's storage on the database (one row per stored model), so replicas on one PostgreSQL
 * share sessions, interactions, grants, codes and refresh tokens. Time is Date.now(), as the provider's.
 */
export function databaseAdapter(db: Database): new (kind: string) => Adapter {
  let lastSweep = 0;
  const sweep = async () => {
    const now = Date.now();
    if (now - lastSweep < sweepEvery) return;
    lastSweep = now;
    await db.delete(table).where(lt(table.expiresAt, new Date(now)));
  };
  const live = () => sql`(${table.expiresAt} is null or ${table.expiresAt} > ${new Date()})`;

  return class DatabaseAdapter implements Adapter {
    constructor(readonly kind: string) {}

    async upsert(id: string, payload: AdapterPayload, expiresIn: number): Promise<void> {
      const row = {
        kind: this.kind,
        id,
        payload: deepSqlSafe(payload) as Record<string, unknown>,
        grantId: payload.grantId ?? null,
        uid: payload.uid ?? null,
        userCode: payload.userCode ?? null,
        expiresAt: expiresIn ? new Date(Date.now() + expiresIn * 1000) : null,
        consumedAt: null,
      };
      await db
        .insert(table)
        .values(row)
        .onConflictDoUpdate({
          target: [table.kind, table.id],
          set: {
            payload: row.payload,
            grantId: row.grantId,
            uid: row.uid,
            userCode: row.userCode,
            expiresAt: row.expiresAt,
            consumedAt: null,
          },
        });
      await sweep();
    }

    private async findWhere(condition: ReturnType<typeof eq>): Promise<AdapterPayload | undefined> {
      const [row] = await db
        .select()
        .from(table)
        .where(and(eq(table.kind, this.kind), condition, live()))
        .limit(1);
      if (!row) return undefined;
      const payload = row.payload as AdapterPayload;
      return row.consumedAt ? { ...payload, consumed: Math.floor(row.consumedAt.getTime() / 1000) } : payload;
    }

    find(id: string) {
      return this.findWhere(eq(table.id, id));
    }

    findByUid(uid: string) {
      return this.findWhere(eq(table.uid, uid));
    }

    findByUserCode(userCode: string) {
      return this.findWhere(eq(table.userCode, userCode));
    }

    async consume(id: string): Promise<void> {
      await db
        .update(table)
        .set({ consumedAt: new Date() })
        .where(and(eq(table.kind, this.kind), eq(table.id, id)));
    }

    async destroy(id: string): Promise<void> {
      await db.delete(table).where(and(eq(table.kind, this.kind), eq(table.id, id)));
    }

    async revokeByGrantId(grantId: string): Promise<void> {
      await db.delete(table).where(and(eq(table.kind, this.kind), eq(table.grantId, grantId)));
    }
  };
}

/** Ends a grant everywhere: its codes, access and refresh tokens, and the grant itself (sign-out). */
export async function revokeGrant(db: Database, grantId: string): Promise<void> {
  await db.delete(table).where(eq(table.grantId, grantId));
  await db.delete(table).where(and(eq(table.kind, 'Grant'), eq(table.id, grantId)));
}
