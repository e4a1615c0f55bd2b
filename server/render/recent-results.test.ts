import { describe, expect, it, vi } from 'vitest';
import { recentResults } from './recent-results';

describe('recentResults', () => {
  it('answers a key from the kept result until it is older than ttlMs', async () => {
    let clock = 0;
    const recent = recentResults<string>({ ttlMs: 10_000, maxKeys: 10, now: () => clock });
    const produce = vi.fn(async () => `page at ${clock}`);
    expect(await recent('/menu', produce)).toBe('page at 0');
    clock = 9_999;
    expect(await recent('/menu', produce)).toBe('page at 0');
    clock = 10_000;
    expect(await recent('/menu', produce)).toBe('page at 10000');
    expect(produce).toHaveBeenCalledTimes(2);
  });

  it('shares a call in progress between callers of the same key, not of another', async () => {
    const recent = recentResults<number>({ ttlMs: 1_000, maxKeys: 10 });
    let calls = 0;
    const produce = () => new Promise<number>((resolve) => setTimeout(() => resolve(++calls), 5));
    const [a, b, c] = await Promise.all([recent('/a', produce), recent('/a', produce), recent('/b', produce)]);
    expect(a).toBe(b);
    expect(c).not.toBe(a);
    expect(calls).toBe(2);
  });

  it('does not keep a failure', async () => {
    const recent = recentResults<string>({ ttlMs: 1_000, maxKeys: 10 });
    await expect(recent('/a', () => Promise.reject(new Error('down')))).rejects.toThrow('down');
    await expect(recent('/a', async () => 'up')).resolves.toBe('up');
  });

  it('lets the oldest key go when full', async () => {
    const recent = recentResults<string>({ ttlMs: 1_000, maxKeys: 2 });
    const produce = vi.fn(async () => 'x');
    await recent('/a', produce);
    await recent('/b', produce);
    await recent('/c', produce);
    await recent('/b', produce);
    expect(produce).toHaveBeenCalledTimes(3);
    await recent('/a', produce);
    expect(produce).toHaveBeenCalledTimes(4);
  });
});
