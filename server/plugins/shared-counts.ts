/** A key's count in its current window and how long until the window closes. */
export type WindowCount = { count: number; resetInMs: number };

/**
 * Counts per key over fixed windows, kept where every replica of the server sees them (the rate limits and the
 * support agent's wrong keys): Redis (redis-counts.ts), the database (database-counts.ts), or this process's memory.
 */
export type SharedCounts = {
  /** adds one to the key's count, opening a window of `windowMs` when none is open; atomic across replicas */
  increment(key: string, windowMs: number): Promise<WindowCount>;
  /** the key's count in its open window; 0 when none is open */
  peek(key: string): Promise<number>;
  close(): Promise<void>;
};

/** Beyond this many keys the closed windows are dropped: a table of every address that ever called would grow for ever. */
const PRUNE_ABOVE_KEYS = 10_000;

/** Counts in this process: right for one process only (PGlite, or tests); replicas each count apart. */
export function memoryCounts(now: () => number = Date.now): SharedCounts {
  const windows = new Map<string, { count: number; resetsAt: number }>();
  const open = (key: string) => {
    const entry = windows.get(key);
    if (entry && entry.resetsAt <= now()) windows.delete(key);
    return windows.get(key);
  };
  return {
    async increment(key, windowMs) {
      if (windows.size > PRUNE_ABOVE_KEYS) for (const [name, entry] of windows) if (entry.resetsAt <= now()) windows.delete(name);
      const entry = open(key) ?? { count: 0, resetsAt: now() + windowMs };
      entry.count += 1;
      windows.set(key, entry);
      return { count: entry.count, resetInMs: entry.resetsAt - now() };
    },
    async peek(key) {
      return open(key)?.count ?? 0;
    },
    async close() {},
  };
}
