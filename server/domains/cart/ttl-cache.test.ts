import { describe, expect, it, vi } from 'vitest';
import type { Database } from '../../db/database';
import { ttlCache } from './ttl-cache';

const db = {} as Database;

describe('ttl cache', () => {
  it('answers from memory within the ttl, loads again after it, and forgets failures', async () => {
    vi.useFakeTimers();
    try {
      let calls = 0;
      const cached = ttlCache(1000, async (_db: Database, key: number) => {
        calls += 1;
        if (key < 0) throw new Error('no');
        return key * 2;
      });
      expect(await cached(db, 2)).toBe(4);
      expect(await cached(db, 2)).toBe(4);
      expect(calls).toBe(1);
      vi.advanceTimersByTime(1000);
      expect(await cached(db, 2)).toBe(4);
      expect(calls).toBe(2);
      await expect(cached(db, -1)).rejects.toThrow('no');
      await expect(cached(db, -1)).rejects.toThrow('no');
      expect(calls).toBe(4);
    } finally {
      vi.useRealTimers();
    }
  });

  it('keeps at most maxEntries keys, dropping the oldest', async () => {
    const loaded: number[] = [];
    const cached = ttlCache(
      60_000,
      async (_db: Database, key: number) => {
        loaded.push(key);
        return key;
      },
      2,
    );
    for (const key of [1, 2, 3, 2, 1]) await cached(db, key);
    // 1 was dropped when 3 came in; 2 stayed
    expect(loaded).toEqual([1, 2, 3, 1]);
  });
});
