import { randomBytes } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { calculateJwkThumbprint, exportJWK, generateKeyPair, importJWK, type CryptoKey, type JWK } from 'jose';
import type { Database } from '../db/database';
import * as schema from '../db/schema';

/** The embedded identity provider's secrets (server/db/schema.ts identityKeys). */
export type IdentityKeys = {
  /** RS256 private JWK with kid, alg and use: oidc-provider signs ID and access tokens with it */
  signingJwk: JWK;
  /** its public half, as the API verifies access tokens */
  publicKey: CryptoKey;
  kid: string;
  /** signs the provider's cookies (session, interaction) */
  cookieKeys: string[];
  /** HS256 secret of the review widget's tokens */
  turnToSecret: Uint8Array;
};

type StoredSecret = { secret: string };

/**
 * Reads a secret, making it first when there is none: the insert does nothing if another process made
 * it meanwhile, and the read after it answers whichever row won, so every replica ends with the same.
 */
async function readOrCreate<T extends Record<string, unknown>>(db: Database, id: string, make: () => Promise<T>): Promise<T> {
  const read = async () =>
    (await db.select().from(schema.identityKeys).where(eq(schema.identityKeys.id, id)))[0]?.material as T | undefined;
  const existing = await read();
  if (existing) return existing;
  await db
    .insert(schema.identityKeys)
    .values({ id, material: await make(), createdAt: new Date() })
    .onConflictDoNothing();
  const stored = await read();
  if (!stored) throw new Error(`identity key ${id} could not be stored`);
  return stored;
}

async function makeSigningKey(): Promise<JWK> {
  const { privateKey } = await generateKeyPair('RS256', { modulusLength: 2048, extractable: true });
  const jwk = await exportJWK(privateKey);
  return { ...jwk, kid: await calculateJwkThumbprint(jwk), alg: 'RS256', use: 'sig' };
}

const makeSecret = async (): Promise<StoredSecret> => ({ secret: randomBytes(32).toString('base64url') });

/** Reads the keys from the database, making any that are missing (exported for the race test). */
export async function loadKeys(db: Database): Promise<IdentityKeys> {
  const signingJwk = (await readOrCreate(db, 'signing', async () => makeSigningKey() as Promise<Record<string, unknown>>)) as JWK;
  const cookies = await readOrCreate(db, 'cookies', makeSecret);
  const turnTo = await readOrCreate(db, 'turn-to', makeSecret);
  const { d, p, q, dp, dq, qi, ...publicJwk } = signingJwk;
  return {
    signingJwk,
    publicKey: (await importJWK(publicJwk, 'RS256')) as CryptoKey,
    kid: signingJwk.kid!,
    cookieKeys: [cookies.secret],
    turnToSecret: Buffer.from(turnTo.secret, 'base64url'),
  };
}

const loaded = new WeakMap<Database, Promise<IdentityKeys>>();

/** The keys, read (or made) once per process and database. */
export function identityKeys(db: Database): Promise<IdentityKeys> {
  let keys = loaded.get(db);
  if (!keys) {
    keys = loadKeys(db);
    // a failed read (database down) is tried again on the next call
    keys.catch(() => loaded.delete(db));
    loaded.set(db, keys);
  }
  return keys;
}
