import type { Database } from '../../db/database';

/**
 * A per-database memo of async lookups that live `ttlMs`. Shops, coupons and promo codes change only with
 * a new seed or a deploy, while the receipt is priced on every cart change: a few seconds of caching keeps
 * it off the database yet lets every replica see an edit soon. A failed lookup is not kept, and at most
 * `maxEntries` keys are (the oldest go first), so requests for made-up ids cannot grow it without bound.
 */
export function ttlCache<K, V>(
  ttlMs: number,
  load: (db: Database, key: K) => Promise<V>,
  maxEntries = 1000,
): (db: Database, key: K) => Promise<V> {
  const perDb = new WeakMap<Database, Map<K, { at: number; value: Promise<V> }>>();
  return (db, key) => {
    let entries = perDb.get(db);
    if (!entries) {
      entries = new Map();
      perDb.set(db, entries);
    }
    const now = Date.now();
    const hit = entries.get(key);
    if (hit && now - hit.at < ttlMs) return hit.value;
    const value = load(db, key);
    const entry = { at: now, value };
    entries.delete(key);
    if (entries.size >= maxEntries) entries.delete(entries.keys().next().value as K);
    entries.set(key, entry);
    value.catch(() => {
      if (entries!.get(key) === entry) entries!.delete(key);
    });
    return value;
  };
}
