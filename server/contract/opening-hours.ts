/**
 * Opening-hours arithmetic in a shop's time zone, shared by the platform API (open now, placing a
 * scheduled order) and the storefront (the times an order can be scheduled for).
 */
import dayjs from 'dayjs';
import timezone from 'dayjs/plugin/timezone.js';
import utc from 'dayjs/plugin/utc.js';

dayjs.extend(utc);
dayjs.extend(timezone);

/** day_of_week 0 = Monday … 6 = Sunday; 'HH:mm' local, close may pass midnight ('25:30'). */
export type Opening = { day_of_week: number; open: string; close: string };
export type Pausing = { start: Date; end: Date };
export type Interval = { start: number; end: number };
export type ModeState = { isOpen: boolean; isPaused: boolean; nextOpen: Date | null; nextClose: Date | null };

export const MINUTES_PER_DAY = 24 * 60;

export function minutesOf(time: string): number {
  const [hours, minutes] = time.split(':').map(Number);
  return hours * 60 + minutes;
}

const offsetCache = new Map<string, number>();

/**
 * The zone's UTC offset (minutes) at an instant, from dayjs' timezone plugin. Offsets only change on
 * quarter-hour boundaries, so they are cached per zone and quarter hour: schedules ask thousands of times.
 */
export function zoneOffsetMinutes(instant: number, zone: string): number {
  const key = `${zone}|${Math.floor(instant / 900_000)}`;
  let offset = offsetCache.get(key);
  if (offset === undefined) {
    offset = dayjs(instant).tz(zone).utcOffset();
    if (offsetCache.size > 100_000) offsetCache.clear();
    offsetCache.set(key, offset);
  }
  return offset;
}

/** YYYY-MM-DD plus a number of days. */
export function addDays(date: string, days: number): string {
  const [year, month, day] = date.split('-').map(Number);
  return new Date(Date.UTC(year, month - 1, day + days)).toISOString().slice(0, 10);
}

/** The local calendar date (YYYY-MM-DD), Monday-based weekday and minutes since midnight of an instant in a zone. */
export function localDay(at: Date, zone: string): { date: string; weekday: number; minutes: number } {
  const local = new Date(at.getTime() + zoneOffsetMinutes(at.getTime(), zone) * 60_000);
  return {
    date: local.toISOString().slice(0, 10),
    weekday: (local.getUTCDay() + 6) % 7,
    minutes: local.getUTCHours() * 60 + local.getUTCMinutes(),
  };
}

/** The instant of a local date plus minutes (which may exceed a day) in a zone. */
export function localInstant(date: string, minutes: number, zone: string): number {
  const [year, month, day] = date.split('-').map(Number);
  const wall = Date.UTC(year, month - 1, day) + minutes * 60_000;
  // the offset at the guessed instant settles in two steps, also across a DST change
  const guess = wall - zoneOffsetMinutes(wall, zone) * 60_000;
  return wall - zoneOffsetMinutes(guess, zone) * 60_000;
}

/** Opening intervals from the local day before `from` through `days` days after it, merged and sorted. */
export function openIntervals(openings: Opening[], zone: string, from: Date, days: number): Interval[] {
  const today = localDay(from, zone);
  const intervals: Interval[] = [];
  for (let offset = -1; offset <= days; offset += 1) {
    const date = addDays(today.date, offset);
    const weekday = (((today.weekday + offset) % 7) + 7) % 7;
    for (const opening of openings) {
      if (opening.day_of_week !== weekday) continue;
      const start = localInstant(date, minutesOf(opening.open), zone);
      const end = localInstant(date, minutesOf(opening.close), zone);
      if (end > start) intervals.push({ start, end });
    }
  }
  return mergeIntervals(intervals);
}

export function mergeIntervals(intervals: Interval[]): Interval[] {
  const sorted = [...intervals].sort((a, b) => a.start - b.start);
  const merged: Interval[] = [];
  for (const interval of sorted) {
    const last = merged[merged.length - 1];
    if (last && interval.start <= last.end) last.end = Math.max(last.end, interval.end);
    else merged.push({ ...interval });
  }
  return merged;
}

/** Removes paused stretches from opening intervals. */
export function subtractPausings(intervals: Interval[], pausings: Pausing[]): Interval[] {
  let result = intervals;
  for (const pausing of pausings) {
    const pStart = pausing.start.getTime();
    const pEnd = pausing.end.getTime();
    result = result.flatMap((interval) => {
      if (pEnd <= interval.start || pStart >= interval.end) return [interval];
      const pieces: Interval[] = [];
      if (pStart > interval.start) pieces.push({ start: interval.start, end: pStart });
      if (pEnd < interval.end) pieces.push({ start: pEnd, end: interval.end });
      return pieces;
    });
  }
  return result;
}

export function isPausedAt(pausings: Pausing[], at: Date): boolean {
  const t = at.getTime();
  return pausings.some((p) => p.start.getTime() <= t && t < p.end.getTime());
}

/** Whether a mode takes orders at an instant: inside an opening and not paused. */
export function isOpenAt(openings: Opening[], pausings: Pausing[], zone: string, at: Date): boolean {
  if (isPausedAt(pausings, at)) return false;
  const t = at.getTime();
  return openIntervals(openings, zone, at, 0).some((i) => i.start <= t && t < i.end);
}
