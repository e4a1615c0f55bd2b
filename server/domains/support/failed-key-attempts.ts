/**
 * Wrong agent keys per client: the route limits run after the key check, so a guess answered 401 was never
 * counted (620 wrong keys, 620 × 401). A client with this many wrong keys in the window is answered 429 to
 * everything, the right key too: otherwise 429 against 200 would still tell a guesser when it hit.
 */
export const AGENT_KEY_FAILURES = { max: 20, windowMs: 10 * 60_000 } as const;

export type FailedKeyAttempts = { isLocked(client: string): boolean; recordFailure(client: string): void };

export function failedKeyAttempts(now: () => number = Date.now, { max, windowMs } = AGENT_KEY_FAILURES): FailedKeyAttempts {
  const failures = new Map<string, { count: number; since: number }>();
  const current = (client: string) => {
    const entry = failures.get(client);
    if (entry && now() - entry.since >= windowMs) failures.delete(client);
    return failures.get(client);
  };
  return {
    isLocked: (client) => (current(client)?.count ?? 0) >= max,
    recordFailure(client) {
      // a table of every address that ever guessed would grow for ever: old windows are dropped as new ones open
      if (failures.size > 10_000) for (const [key, entry] of failures) if (now() - entry.since >= windowMs) failures.delete(key);
      const entry = current(client);
      if (entry) entry.count += 1;
      else failures.set(client, { count: 1, since: now() });
    },
  };
}
