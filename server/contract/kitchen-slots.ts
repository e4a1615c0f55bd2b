/**
 * Kitchen capacity (issue 36): a shop may cap the orders it takes per 15-minute slot. An order counts in the
 * quarter hour its earliest ready time (min ETA) falls in: a scheduled order in the slot it was scheduled
 * for, an order for as soon as possible in the slot the kitchen's estimate puts it in, or the first slot
 * after that with room. Shared by the platform API (placing an order) and the storefront (what it offers).
 */
import { MAX_SCHEDULE_DAYS, SLOT_MINUTES } from './later-slots';
import { openIntervals, subtractPausings, type Opening, type Pausing } from './opening-hours';

const slotMs = SLOT_MINUTES * 60_000;

/** The start (ms) of the quarter hour an instant falls in. */
export const slotOf = (at: number): number => Math.floor(at / slotMs) * slotMs;

/** The error an order past the cap is refused with (409, field deliver_at). */
export const SLOT_FULL_CODE = 'slot_full';
export const KITCHEN_MESSAGES = {
  /** a scheduled time whose slot is full, with the next time offered (times as 'h:mm A', the weekday first when not today) */
  slotFull: (at: string, next: string | null) =>
    next === null
      ? `The kitchen is fully booked at ${at}. Please choose another time.`
      : `The kitchen is fully booked at ${at}. The next free time is ${next}.`,
  /** as soon as possible, with no slot left before the shop closes */
  fullUntilClose: 'The kitchen is fully booked until closing. Please schedule your order for later.',
} as const;

export type AsapQuery = {
  openings: Opening[];
  pausings: Pausing[];
  zone: string;
  now: Date;
  /** the kitchen's shortest estimate for the mode, in minutes */
  estimateMinutes: number;
  /** the starts (ms) of the slots that are full */
  fullSlots: ReadonlySet<number>;
};

/** When an order for as soon as possible would be ready at the earliest, and whether a full kitchen moved it later. */
export type AsapDue = { at: number; busy: boolean };

/**
 * An order for as soon as possible: the kitchen's estimate when its slot has room; else the start of the
 * first later slot with room while the shop stays open (busy); null when none is left before it closes.
 */
export function asapDue({ openings, pausings, zone, now, estimateMinutes, fullSlots }: AsapQuery): AsapDue | null {
  const due = now.getTime() + estimateMinutes * 60_000;
  if (!fullSlots.has(slotOf(due))) return { at: due, busy: false };
  const stretch = subtractPausings(openIntervals(openings, zone, now, MAX_SCHEDULE_DAYS), pausings).find(
    (interval) => interval.start <= now.getTime() && now.getTime() < interval.end,
  );
  if (!stretch) return null;
  for (let slot = slotOf(due) + slotMs; slot < stretch.end; slot += slotMs) {
    if (!fullSlots.has(slot)) return { at: slot, busy: true };
  }
  return null;
}
