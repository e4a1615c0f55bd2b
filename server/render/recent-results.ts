/**
 * Results kept for a short time by key, with calls for a key in progress shared: the server renders
 * a menu page once per `ttlMs` however many shoppers open it (what a CDN's micro-cache would do).
 * The oldest key goes when `maxKeys` is reached.
 */
export function recentResults<T>({ ttlMs, maxKeys, now = Date.now }: { ttlMs: number; maxKeys: number; now?: () => number }) {
  const kept = new Map<string, { value: Promise<T>; until: number }>();

  return (key: string, produce: () => Promise<T>): Promise<T> => {
    const found = kept.get(key);
    if (found && found.until > now()) return found.value;
    kept.delete(key);
    if (kept.size >= maxKeys) kept.delete(kept.keys().next().value!);
    const value = produce();
    kept.set(key, { value, until: now() + ttlMs });
    // a failed call is not kept: the next one tries again
    value.catch(() => kept.delete(key));
    return value;
  };
}
