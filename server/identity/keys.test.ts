import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import * as schema from '../db/schema';
import { databaseKinds, openTestDatabase, type TestDatabase } from '../test/harness';
import { identityKeys, loadKeys } from './keys';

describe.each(databaseKinds)('identity keys on %s', (kind) => {
  let database: TestDatabase;
  beforeAll(async () => {
    database = await openTestDatabase(kind);
  });
  afterAll(async () => database?.close());

  it('replicas racing on an empty table all end with the same keys, stored once', async () => {
    const loaded = await Promise.all([loadKeys(database.db), loadKeys(database.db), loadKeys(database.db)]);
    for (const keys of loaded) {
      expect(keys.kid).toBe(loaded[0].kid);
      expect(keys.cookieKeys).toEqual(loaded[0].cookieKeys);
      expect(Buffer.from(keys.turnToSecret).equals(Buffer.from(loaded[0].turnToSecret))).toBe(true);
    }
    const rows = await database.db.select().from(schema.identityKeys);
    expect(rows.map((row) => row.id).sort()).toEqual(['cookies', 'signing', 'turn-to']);
    expect(loaded[0].signingJwk).toMatchObject({ kty: 'RSA', alg: 'RS256', use: 'sig' });
    expect(loaded[0].signingJwk.d).toBeTruthy();
    // a restart reads the same ones
    expect((await identityKeys(database.db)).kid).toBe(loaded[0].kid);
  });
});
