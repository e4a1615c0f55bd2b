import type { SharedCounts } from '../../plugins/shared-counts';

/**
 * Wrong agent keys per client: the route limits run after the key check, so a guess answered 401 was never
 * counted (620 wrong keys, 620 × 401). A client with this many wrong keys in the window is answered 429 to
 * everything, the right key too: otherwise 429 against 200 would still tell a guesser when it hit.
 */
export const AGENT_KEY_FAILURES = { max: 20, windowMs: 10 * 60_000 } as const;

export type FailedKeyAttempts = {
  isLocked(client: string): Promise<boolean>;
  /** counts a wrong key; true once the client has more than the limit (the guess is answered 429, not 401) */
  recordFailure(client: string): Promise<boolean>;
};

/** Kept in the shared counts (rate-limits.ts), so guesses spread over replicas add up. */
export function failedKeyAttempts(counts: SharedCounts, { max, windowMs } = AGENT_KEY_FAILURES): FailedKeyAttempts {
  const key = (client: string) => `agent-key-failures:${client}`;
  return {
    isLocked: async (client) => (await counts.peek(key(client))) >= max,
    recordFailure: async (client) => (await counts.increment(key(client), windowMs)).count > max,
  };
}
