import { describe, expect, it } from 'vitest';
import { weeklyOpenings } from '../../seed/hours';
import { googleSchemaHours, isOpenAt, localDay, modeState, openIntervals, subtractPausings, type Opening } from './service';

const ny = 'America/New_York';
const chicago = 'America/Chicago';
const at = (iso: string) => new Date(iso);

describe('schedule service', () => {
  const lunchDinner = weeklyOpenings('lunchDinner');

  it('numbers days from Monday in the shop time zone', () => {
    // 08:00Z is Monday 03:00 in New York and Monday 02:00 in Chicago; 04:30Z is still Sunday in Chicago
    expect(localDay(at('2026-11-23T08:00:00Z'), ny)).toMatchObject({ date: '2026-11-23', weekday: 0, minutes: 180 });
    expect(localDay(at('2026-11-23T08:00:00Z'), chicago)).toMatchObject({ date: '2026-11-23', weekday: 0, minutes: 120 });
    expect(localDay(at('2026-11-23T04:30:00Z'), chicago)).toMatchObject({ date: '2026-11-22', weekday: 6 });
  });

  it('is open inside an opening and closed outside, in local time', () => {
    expect(isOpenAt(lunchDinner, [], ny, at('2026-11-23T17:00:00Z'))).toBe(true); // Mon 12:00
    expect(isOpenAt(lunchDinner, [], ny, at('2026-11-23T15:59:00Z'))).toBe(false); // Mon 10:59
    expect(isOpenAt(lunchDinner, [], ny, at('2026-11-23T16:00:00Z'))).toBe(true); // Mon 11:00 exactly
    expect(isOpenAt(lunchDinner, [], ny, at('2026-11-24T03:00:00Z'))).toBe(false); // Mon 22:00 exactly: closed
    // the same instant is an hour earlier in Chicago
    expect(isOpenAt(lunchDinner, [], chicago, at('2026-11-23T16:30:00Z'))).toBe(false); // 10:30 CST
    expect(isOpenAt(lunchDinner, [], chicago, at('2026-11-23T17:30:00Z'))).toBe(true); // 11:30 CST
  });

  it('keeps a late-night opening open past midnight into the next day', () => {
    const late = weeklyOpenings('lateNight'); // 17:00–27:00 every day
    expect(isOpenAt(late, [], ny, at('2026-11-23T07:30:00Z'))).toBe(true); // Mon 02:30, from Sunday's opening
    expect(isOpenAt(late, [], ny, at('2026-11-23T08:00:00Z'))).toBe(false); // Mon 03:00
    const sundayOnly: Opening[] = [{ day_of_week: 6, open: '20:00', close: '26:00' }];
    expect(isOpenAt(sundayOnly, [], ny, at('2026-11-23T06:00:00Z'))).toBe(true); // Mon 01:00
    expect(isOpenAt(sundayOnly, [], ny, at('2026-11-24T06:00:00Z'))).toBe(false); // Tue 01:00
  });

  it('follows daylight saving time changes', () => {
    // 2026-03-08: clocks go forward in New York; 11:00 local is 15:00Z (EDT), not 16:00Z
    expect(isOpenAt(lunchDinner, [], ny, at('2026-03-08T16:30:00Z'))).toBe(true); // Sunday 12:30 EDT
    expect(isOpenAt(lunchDinner, [], ny, at('2026-03-08T15:30:00Z'))).toBe(false); // Sunday 11:30 EDT (Sunday opens 12)
    const intervals = openIntervals(weeklyOpenings('always'), ny, at('2026-03-08T12:00:00Z'), 1);
    // merged 24/7 openings form one stretch with no gap across the missing hour
    expect(intervals).toHaveLength(1);
  });

  it('removes paused time and reports the pause', () => {
    const pausing = { start: at('2026-11-23T16:00:00Z'), end: at('2026-11-23T18:00:00Z') };
    expect(isOpenAt(lunchDinner, [pausing], ny, at('2026-11-23T17:00:00Z'))).toBe(false);
    expect(isOpenAt(lunchDinner, [pausing], ny, at('2026-11-23T18:00:00Z'))).toBe(true);
    const state = modeState(lunchDinner, [pausing], ny, at('2026-11-23T17:00:00Z'));
    expect(state).toMatchObject({ isOpen: false, isPaused: true });
    expect(state.nextOpen?.toISOString()).toBe('2026-11-23T18:00:00.000Z');
    expect(subtractPausings([{ start: 0, end: 100 }], [{ start: new Date(20), end: new Date(30) }])).toEqual([
      { start: 0, end: 20 },
      { start: 30, end: 100 },
    ]);
  });

  it('gives next open and close while closed and while open', () => {
    const closed = modeState(lunchDinner, [], ny, at('2026-11-23T08:00:00Z'));
    expect(closed).toMatchObject({ isOpen: false, isPaused: false });
    expect(closed.nextOpen?.toISOString()).toBe('2026-11-23T16:00:00.000Z');
    expect(closed.nextClose?.toISOString()).toBe('2026-11-24T03:00:00.000Z');
    const open = modeState(lunchDinner, [], ny, at('2026-11-23T17:00:00Z'));
    expect(open).toMatchObject({ isOpen: true, nextOpen: null });
    expect(open.nextClose?.toISOString()).toBe('2026-11-24T03:00:00.000Z');
    expect(modeState(weeklyOpenings('always'), [], ny, at('2026-11-23T17:00:00Z'))).toMatchObject({
      isOpen: true,
      nextOpen: null,
      nextClose: null,
    });
    expect(modeState([], [], ny, at('2026-11-23T17:00:00Z'))).toMatchObject({ isOpen: false, nextOpen: null, nextClose: null });
  });

  it('skips closed days when looking for the next opening', () => {
    const weekdays = weeklyOpenings('weekdays'); // Mon–Fri 10:30–20:00
    const saturday = modeState(weekdays, [], ny, at('2026-11-28T17:00:00Z'));
    expect(saturday.nextOpen?.toISOString()).toBe('2026-11-30T15:30:00.000Z'); // Monday 10:30 EST
  });

  it('writes schema.org opening hours, grouping equal days', () => {
    expect(googleSchemaHours(weeklyOpenings('always'))).toEqual(['Mo-Su 00:00-23:59']);
    expect(googleSchemaHours(lunchDinner)).toEqual(['Mo-Th 11:00-22:00', 'Fr-Sa 11:00-23:30', 'Su 12:00-21:00']);
    expect(googleSchemaHours(weeklyOpenings('dinner'))).toEqual(['Tu-Su 16:00-23:00']);
    expect(googleSchemaHours(weeklyOpenings('lateNight'))).toEqual(['Mo-Su 17:00-03:00']);
    expect(googleSchemaHours([])).toEqual([]);
  });
});
