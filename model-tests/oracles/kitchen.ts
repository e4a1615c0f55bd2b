/*
 * Kitchen capacity, written from issue 36 ('a shop can cap orders per 15-minute slot; when a slot is full the
 * storefront's checkout offers the next free times (ASAP shows the later estimate) and the server refuses an
 * order past the cap with a clear message') and the words README "For pizzerias" gives them, with the
 * checkout's time format (checkout §9: "Times 'h:mm A' with weekday prefix when not today").
 */
const MINUTE = 60_000;

/** Issue 36: 'per 15-minute slot'. */
export const KITCHEN_SLOT_MS = 15 * MINUTE;

/** Checkout §9: 'h:mm A', with the weekday first when not today, in the shop's time zone. */
export function shopTimeText(at: number, zone: string, now: number): string {
  const part = (instant: number, options: Intl.DateTimeFormatOptions) =>
    new Intl.DateTimeFormat('en-US', { timeZone: zone, ...options }).format(instant);
  const time = part(at, { hour: 'numeric', minute: '2-digit', hour12: true });
  const day = (instant: number) => part(instant, { year: 'numeric', month: '2-digit', day: '2-digit' });
  return day(at) === day(now) ? time : `${part(at, { weekday: 'short' })} ${time}`;
}

/** README "For pizzerias": the refusal of a scheduled time whose slot is full. */
export const slotFullText = (time: string, next: string) => `The kitchen is fully booked at ${time}. The next free time is ${next}.`;
