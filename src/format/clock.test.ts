import dayjs from 'dayjs';
import utc from 'dayjs/plugin/utc';
import timezone from 'dayjs/plugin/timezone';
import { describe, expect, it } from 'vitest';
import { formatClockTime, weekdayIndexIn } from './clock';

dayjs.extend(utc);
dayjs.extend(timezone);

/** formatClockTime as it was written with dayjs (before clock.ts), the reference the Intl version must match. */
function withDayjs(iso: string, tz: string, now: number): string {
  const time = dayjs(iso).tz(tz);
  const sameDay = time.format('YYYY-MM-DD') === dayjs(now).tz(tz).format('YYYY-MM-DD');
  return sameDay ? time.format('h:mm A') : time.format('ddd, h:mm A');
}

const zones = [
  'America/New_York',
  'America/Chicago',
  'America/Denver',
  'America/Phoenix',
  'America/Los_Angeles',
  'America/Anchorage',
  'Pacific/Honolulu',
];

describe('formatClockTime without dayjs', () => {
  it('writes every quarter hour of the 2026 clock changes and of ordinary days as dayjs did, today and not', () => {
    const days = ['2026-03-07', '2026-03-08', '2026-03-09', '2026-11-01', '2026-11-02', '2026-06-15', '2026-12-31'];
    let compared = 0;
    for (const zone of zones) {
      for (const day of days) {
        const now = Date.parse(`${day}T17:00:00Z`);
        for (let minutes = -24 * 60; minutes < 48 * 60; minutes += 15) {
          const iso = new Date(Date.parse(`${day}T00:00:00Z`) + minutes * 60_000).toISOString();
          expect(formatClockTime(iso, zone, now), `${iso} in ${zone}`).toBe(withDayjs(iso, zone, now));
          compared += 1;
        }
      }
    }
    expect(compared).toBe(zones.length * 7 * 288);
    // ~29 000 comparisons through dayjs's zone plugin: 8.5 s on a loaded 2-core machine, past 30 s with browsers beside it
  }, 120_000);

  it('reads offsets as well as UTC, falls back to New York without a zone, and says an unreadable time is one', () => {
    const now = Date.parse('2025-03-08T17:00:00Z');
    expect(formatClockTime('2025-03-08T19:15:00-05:00', 'America/New_York', now)).toBe('7:15 PM');
    expect(formatClockTime('2025-03-09T00:15:00Z', '', now)).toBe('7:15 PM');
    expect(formatClockTime('2025-03-09T05:00:00Z', 'America/New_York', now)).toBe('Sun, 12:00 AM');
    expect(formatClockTime('not a time', 'America/New_York', now)).toBe('Invalid Date');
  });
});

describe('weekdayIndexIn', () => {
  it('is the day of the week in the zone, Monday 0, as dayjs counted it, around midnight and the clock changes', () => {
    for (const zone of zones) {
      for (let hours = 0; hours < 24 * 9; hours += 1) {
        const now = Date.parse('2026-03-05T00:30:00Z') + hours * 3_600_000;
        expect(weekdayIndexIn(zone, now), `${new Date(now).toISOString()} in ${zone}`).toBe((dayjs(now).tz(zone).day() + 6) % 7);
      }
    }
  });
});
