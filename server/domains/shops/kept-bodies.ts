import type { Database } from '../../db/database';
import type { EncodedText } from './encoded-text';
import type { ShopRecord } from './repository';
import { openingsHoldThisMinute } from './service';

/**
 * Search and discover bodies kept while they stay true. A body follows from the catalog, which its candidates
 * stand for (listShopsWhere hands out the same array while the catalog stands), and from the time only
 * through its shops' open flags: openings start and end on whole minutes, pausings at their bounds. So a body
 * is kept, with its candidates, for the stretch around the instant it was made that holds neither a turn of
 * the minute nor a bound of one of its shops' pausings, and a request inside that stretch gets it as it is.
 * (A shop whose openings fall off the whole minute, which no real time zone makes, keeps its bodies from
 * being kept.) At most `limit` bodies per database, the oldest going first.
 */
const limit = 2_000;
const minute = 60_000;
type Kept = { candidates: readonly ShopRecord[]; from: number; until: number; body: EncodedText };
const keptBy = new WeakMap<Database, Map<string, Kept>>();
const modes = ['delivery', 'pickup'] as const;

/** The stretch of time around `now` over which the open flags of these shops hold, or null when it cannot be told. */
export function steadyStretch(shops: readonly ShopRecord[], now: Date): { from: number; until: number } | null {
  const t = now.getTime();
  let from = Math.floor(t / minute) * minute;
  let until = from + minute;
  for (const shop of shops) {
    if (!openingsHoldThisMinute(shop, now)) return null;
    for (const mode of modes) {
      for (const pausing of shop.hours[mode].pausings) {
        // paused from start (included) to end (excluded): the flags hold on [bound, next bound)
        for (const bound of [pausing.start.getTime(), pausing.end.getTime()]) {
          if (bound <= t) from = Math.max(from, bound);
          else until = Math.min(until, bound);
        }
      }
    }
  }
  return { from, until };
}

/**
 * The body for `key` at `now`: the kept one (with the forms made of it so far) while its candidates and stretch
 * hold, else `make`'s text (`shops`: those whose flags the body shows or was ordered by), kept for its stretch.
 */
export function keptBody(
  db: Database,
  candidates: readonly ShopRecord[],
  key: string,
  now: Date,
  make: () => { text: string; shops: readonly ShopRecord[] },
): EncodedText {
  let kept = keptBy.get(db);
  if (!kept) {
    kept = new Map();
    keptBy.set(db, kept);
  }
  const t = now.getTime();
  const entry = kept.get(key);
  if (entry && entry.candidates === candidates && entry.from <= t && t < entry.until) return entry.body;
  const { text, shops } = make();
  const body: EncodedText = { text };
  const stretch = steadyStretch(shops, now);
  if (stretch) {
    if (!entry && kept.size >= limit) kept.delete(kept.keys().next().value as string);
    kept.set(key, { candidates, ...stretch, body });
  } else if (entry) {
    kept.delete(key);
  }
  return body;
}
