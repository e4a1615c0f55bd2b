/*
 * The times checkout offers for a later order, written from the product's words (the spec names the
 * choice, "choose delivery or pickup, now or later" (discovery §1, checkout §1), and the fields forLater,
 * pickupLaterDateTime (checkout §3 "Fulfilment"), but not which times). README "Ordering for later":
 * 'The times are the shop's local quarter hours inside its hours for the mode and outside its pausings,
 * from now plus the mode's longest estimate, up to 8 days ahead'.
 */
const MINUTE = 60_000;
const DAY = 24 * 60 * MINUTE;

/** README "Ordering for later": 'the shop's local quarter hours'. */
export const LATER_SLOT_MINUTES = 15;
/** README "Ordering for later": 'up to 8 days ahead'. */
export const LATER_DAYS_AHEAD = 8;

/** One of the shop's local days with the times (instants, ms) offered on it, in order. */
export type OfferedDay = { date: string; slots: number[] };

/**
 * The times offered by a shop open around the clock without pausings (the seeded Brooklyn Slice House), as
 * of `now`: every quarter hour from now plus `longestEstimateMinutes` (the mode's longest estimate) to 8
 * days ahead, grouped by the shop's local day.
 */
export function offeredDaysAroundTheClock(now: number, longestEstimateMinutes: number, zone: string): OfferedDay[] {
  const slot = LATER_SLOT_MINUTES * MINUTE;
  const localDate = new Intl.DateTimeFormat('en-CA', { timeZone: zone, year: 'numeric', month: '2-digit', day: '2-digit' });
  const days: OfferedDay[] = [];
  for (let at = Math.ceil((now + longestEstimateMinutes * MINUTE) / slot) * slot; at <= now + LATER_DAYS_AHEAD * DAY; at += slot) {
    const date = localDate.format(at);
    const day = days[days.length - 1];
    if (day?.date === date) day.slots.push(at);
    else days.push({ date, slots: [at] });
  }
  return days;
}
