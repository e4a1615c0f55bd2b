import { localDay, openIntervals, subtractPausings, type Opening, type Pausing } from './opening-hours';

/** How far ahead an order can be scheduled, in days from now (the platform refuses later times). */
export const MAX_SCHEDULE_DAYS = 8;
/** Scheduled times fall on the quarter hour. */
export const SLOT_MINUTES = 15;

const slotMs = SLOT_MINUTES * 60_000;
const dayMs = 24 * 60 * 60_000;

/** One local day the mode is open for later orders, with its times (instants, ms) in order. */
export type LaterDay = { date: string; slots: number[] };

export type LaterSlotsQuery = {
  openings: Opening[];
  pausings: Pausing[];
  zone: string;
  now: Date;
  /** the estimate's longest wait: nothing can be ready sooner */
  leadMinutes: number;
  /** the starts of the slots whose kitchen is fully booked (server/contract/kitchen-slots.ts): not offered */
  fullSlots?: ReadonlySet<number>;
};

/**
 * The times an order can be scheduled for: every quarter hour inside an opening and outside a pausing,
 * from now plus the estimate, up to MAX_SCHEDULE_DAYS ahead, grouped by the shop's local day. The
 * platform accepts exactly these (isOpenAt, within the range, a slot with room).
 */
export function laterSlots({ openings, pausings, zone, now, leadMinutes, fullSlots }: LaterSlotsQuery): LaterDay[] {
  const earliest = Math.ceil((now.getTime() + leadMinutes * 60_000) / slotMs) * slotMs;
  const latest = now.getTime() + MAX_SCHEDULE_DAYS * dayMs;
  const days: LaterDay[] = [];
  for (const { start, end } of subtractPausings(openIntervals(openings, zone, now, MAX_SCHEDULE_DAYS), pausings)) {
    for (let at = Math.max(earliest, Math.ceil(start / slotMs) * slotMs); at < end && at <= latest; at += slotMs) {
      if (fullSlots?.has(at)) continue;
      const { date } = localDay(new Date(at), zone);
      const day = days[days.length - 1];
      if (day?.date === date) day.slots.push(at);
      else days.push({ date, slots: [at] });
    }
  }
  return days;
}

/** The first scheduled time at or after `at` (a chosen time that has passed or closed rolls to the next); null when none is left. */
export function slotAtOrAfter(days: LaterDay[], at: number): number | null {
  for (const day of days) for (const slot of day.slots) if (slot >= at) return slot;
  return null;
}
