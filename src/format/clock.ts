/**
 * The times the menu page shows on its first paint, with the browser's own Intl: dayjs and its time-zone
 * plugins (time.ts, for the other pages' dates) stay out of the page's first load.
 */
export const DEFAULT_TIMEZONE = 'America/New_York';

type ClockParts = Record<'year' | 'month' | 'day' | 'weekday' | 'hour' | 'minute' | 'dayPeriod', string>;

const formats = new Map<string, Intl.DateTimeFormat>();

/** The date and the 12-hour clock of `at` in `timeZone` (one formatter per zone, kept). */
function clockParts(at: Date, timeZone: string): ClockParts {
  let format = formats.get(timeZone);
  if (!format) {
    format = new Intl.DateTimeFormat('en-US', {
      timeZone,
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
      weekday: 'short',
      hour: 'numeric',
      minute: '2-digit',
      hour12: true,
    });
    formats.set(timeZone, format);
  }
  const parts = {} as ClockParts;
  for (const { type, value } of format.formatToParts(at)) if (type !== 'literal') parts[type as keyof ClockParts] = value;
  return parts;
}

/** 'h:mm A' in the shop's zone, with a weekday prefix when not today ('Tue, 7:15 PM'). */
export function formatClockTime(iso: string, tz: string, now: number = Date.now()): string {
  const at = new Date(iso);
  if (Number.isNaN(at.getTime())) return 'Invalid Date';
  const zone = tz || DEFAULT_TIMEZONE;
  const time = clockParts(at, zone);
  const today = clockParts(new Date(now), zone);
  const clock = `${time.hour}:${time.minute} ${time.dayPeriod}`;
  return time.year === today.year && time.month === today.month && time.day === today.day ? clock : `${time.weekday}, ${clock}`;
}

const WEEKDAYS_FROM_MONDAY = ['Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat', 'Sun'];

/** The day of the week at `now` in the shop's zone, Monday first (0–6). */
export function weekdayIndexIn(tz: string, now: number = Date.now()): number {
  return WEEKDAYS_FROM_MONDAY.indexOf(clockParts(new Date(now), tz || DEFAULT_TIMEZONE).weekday);
}

/** '25–40 min' from an estimate range in minutes. */
export function formatMinutesRange({ min, max }: { min: number; max: number }): string {
  return min === max ? `${min} min` : `${min}–${max} min`;
}
