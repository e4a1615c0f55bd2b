import type { Database } from '../../db/database';

/**
 * Values kept in memory per database while the catalog's version stands (see catalog-version.ts): asking
 * with another version starts an empty set. At most `limit` entries; past it the oldest kept goes first.
 */
export function keptWhileVersion<K, V>(limit = Infinity) {
  const kept = new WeakMap<Database, { version: number; entries: Map<K, V> }>();
  return {
    /** the entries of this version (a new version empties them) */
    at(db: Database, version: number): Map<K, V> {
      let current = kept.get(db);
      if (!current || current.version !== version) {
        current = { version, entries: new Map() };
        kept.set(db, current);
      }
      return current.entries;
    },
    /** a value kept under the latest version seen, with that version (which may since have moved on) */
    latest(db: Database, key: K): { version: number; value: V } | null {
      const current = kept.get(db);
      const value = current?.entries.get(key);
      return current && value !== undefined ? { version: current.version, value } : null;
    },
    /** keeps a value under this version (dropped when the version has moved on since) */
    keep(db: Database, version: number, key: K, value: V): void {
      const current = kept.get(db);
      if (current && current.version > version) return;
      const entries = this.at(db, version);
      if (entries.size >= limit) entries.delete(entries.keys().next().value as K);
      entries.set(key, value);
    },
  };
}
