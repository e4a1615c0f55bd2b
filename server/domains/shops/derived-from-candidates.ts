import type { ShopRecord } from './repository';

/**
 * What a search derives from its candidates (the shops its exact tests let through), kept beside them:
 * listShopsWhere hands out the same candidates array while the catalog stands, so what is kept here lives
 * exactly as long as that array and never outlives a change to the catalog. At most `perCandidates` keys
 * for one array (discover's city names are not part of its prune).
 */
const perCandidates = 64;
const derived = new WeakMap<readonly ShopRecord[], Map<string, unknown>>();

export function derivedFrom<T>(candidates: readonly ShopRecord[], key: string, derive: () => T): T {
  let kept = derived.get(candidates);
  if (!kept) {
    kept = new Map();
    derived.set(candidates, kept);
  }
  if (kept.has(key)) return kept.get(key) as T;
  const value = derive();
  if (kept.size >= perCandidates) kept.delete(kept.keys().next().value as string);
  kept.set(key, value);
  return value;
}
