import { JOURNEY_EXPIRY_MS, type KeyValueStorage } from './constants';

export const JOURNEY_KEY = 'crust:journey';

export type JourneyVisit = { path: string; visitedAt: string };
type StoredJourney = { updatedAt: number; visits: JourneyVisit[] };

/** The most visits kept: the oldest go first. */
export const JOURNEY_MAX_VISITS = 50;

function read(storage: KeyValueStorage, now: number): JourneyVisit[] {
  try {
    const raw = storage.getItem(JOURNEY_KEY);
    const stored = raw ? (JSON.parse(raw) as StoredJourney) : null;
    if (!stored || typeof stored.updatedAt !== 'number' || !Array.isArray(stored.visits)) return [];
    // Spec §9: the journey expires 6 hours after it was last written.
    if (now - stored.updatedAt >= JOURNEY_EXPIRY_MS) return [];
    return stored.visits.filter((visit) => typeof visit?.path === 'string' && typeof visit.visitedAt === 'string');
  } catch {
    return [];
  }
}

export function readJourney(storage: KeyValueStorage, now: number): JourneyVisit[] {
  return read(storage, now);
}

/** Adds a visited page (a path, without its query: addresses stay out of analytics) and answers the journey. */
export function recordVisit(storage: KeyValueStorage, path: string, now: number): JourneyVisit[] {
  const previous = read(storage, now);
  if (previous.at(-1)?.path === path) return previous;
  const visits = [...previous, { path, visitedAt: new Date(now).toISOString() }].slice(-JOURNEY_MAX_VISITS);
  try {
    storage.setItem(JOURNEY_KEY, JSON.stringify({ updatedAt: now, visits } satisfies StoredJourney));
  } catch {
    // Storage full or blocked: the journey still holds for this page load.
  }
  return visits;
}
