import { describe, expect, it } from 'vitest';
import { laterSlots, MAX_SCHEDULE_DAYS, slotAtOrAfter } from './later-slots';
import { isOpenAt, type Opening } from './opening-hours';

const zone = 'America/New_York';
/** 11:00–22:00 every day, and Friday and Saturday until 01:30 the next morning */
const openings: Opening[] = [0, 1, 2, 3, 4, 5, 6].map((day) => ({
  day_of_week: day,
  open: '11:00',
  close: day === 4 || day === 5 ? '25:30' : '22:00',
}));
const mondayNight = new Date('2026-11-23T08:00:00Z'); // Monday 03:00 in New York
const local = (at: number) =>
  new Date(at).toLocaleString('en-US', { timeZone: zone, weekday: 'short', hour: 'numeric', minute: '2-digit' });

describe('laterSlots', () => {
  it('offers every quarter hour the shop is open, from the next opening on, grouped by local day', () => {
    const days = laterSlots({ openings, pausings: [], zone, now: mondayNight, leadMinutes: 45 });
    expect(days[0].date).toBe('2026-11-23');
    expect(local(days[0].slots[0])).toBe('Mon 11:00 AM');
    // 11:00 up to 21:45: 44 quarter hours
    expect(days[0].slots).toHaveLength(44);
    expect(local(days[0].slots.at(-1)!)).toBe('Mon 9:45 PM');
    expect(days[0].slots.every((slot, i) => i === 0 || slot - days[0].slots[i - 1] === 15 * 60_000)).toBe(true);
  });

  it('starts no sooner than the estimate allows, on the quarter hour', () => {
    const mondayNoon = new Date('2026-11-23T17:07:00Z'); // 12:07
    const [today] = laterSlots({ openings, pausings: [], zone, now: mondayNoon, leadMinutes: 45 });
    expect(local(today.slots[0])).toBe('Mon 1:00 PM'); // 12:52 rounded up
  });

  it("keeps a late night's times past midnight on the day they fall on", () => {
    const days = laterSlots({ openings, pausings: [], zone, now: mondayNight, leadMinutes: 45 });
    const saturday = days.find((day) => day.date === '2026-11-28')!;
    // Friday's opening runs to 01:30 on Saturday: Saturday starts with 00:00 … 01:15
    expect(local(saturday.slots[0])).toBe('Sat 12:00 AM');
    expect(saturday.slots.slice(0, 6).map(local)).toContain('Sat 1:15 AM');
    expect(saturday.slots.map(local)).not.toContain('Sat 1:30 AM');
  });

  it('leaves out a pausing', () => {
    const pausings = [{ start: new Date('2026-11-23T17:00:00Z'), end: new Date('2026-11-23T18:30:00Z') }]; // 12:00–13:30
    const [today] = laterSlots({ openings, pausings, zone, now: mondayNight, leadMinutes: 45 });
    const times = today.slots.map(local);
    expect(times).toContain('Mon 11:45 AM');
    expect(times).not.toContain('Mon 12:00 PM');
    expect(times).not.toContain('Mon 1:15 PM');
    expect(times).toContain('Mon 1:30 PM');
  });

  it('offers only what the platform accepts: open at that time and within the scheduling range', () => {
    const days = laterSlots({ openings, pausings: [], zone, now: mondayNight, leadMinutes: 45 });
    const all = days.flatMap((day) => day.slots);
    // eight days (this Monday through next) of 44 quarter hours, and Friday's and Saturday's 14 after 22:00
    expect(all).toHaveLength(8 * 44 + 2 * 14);
    expect(all.every((slot) => isOpenAt(openings, [], zone, new Date(slot)))).toBe(true);
    expect(Math.max(...all)).toBeLessThanOrEqual(mondayNight.getTime() + MAX_SCHEDULE_DAYS * 24 * 3600_000);
  });

  it('has nothing for a mode with no openings', () => {
    expect(laterSlots({ openings: [], pausings: [], zone, now: mondayNight, leadMinutes: 45 })).toEqual([]);
  });
});

describe('slotAtOrAfter', () => {
  it('keeps a time still offered and rolls a passed one to the next', () => {
    const days = laterSlots({ openings, pausings: [], zone, now: mondayNight, leadMinutes: 45 });
    const [first, second] = days[0].slots;
    expect(slotAtOrAfter(days, first)).toBe(first);
    expect(slotAtOrAfter(days, first + 1)).toBe(second);
    // after Monday's last time: Tuesday's first
    expect(slotAtOrAfter(days, days[0].slots.at(-1)! + 1)).toBe(days[1].slots[0]);
    expect(slotAtOrAfter(days, Number.MAX_SAFE_INTEGER)).toBeNull();
  });
});
