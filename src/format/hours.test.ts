import { describe, expect, it } from 'vitest';
import { formatHHmm, weekHours } from './hours';

describe('week hours', () => {
  it('formats HH:mm, past midnight included', () => {
    expect(formatHHmm('11:00')).toBe('11:00 AM');
    expect(formatHHmm('17:30')).toBe('5:30 PM');
    expect(formatHHmm('00:00')).toBe('12:00 AM');
    expect(formatHHmm('25:30')).toBe('1:30 AM');
  });

  it('lists Monday first, with closed days, split shifts and the day that is today in the shop zone', () => {
    // 2026-11-23 is a Monday; 03:00 UTC is still Sunday in New York.
    const now = Date.parse('2026-11-23T03:00:00Z');
    const days = weekHours(
      [
        { dayOfWeek: 0, open: '17:00', close: '22:00' },
        { dayOfWeek: 0, open: '11:00', close: '15:00' },
        { dayOfWeek: 6, open: '00:00', close: '24:00' },
      ],
      'America/New_York',
      now,
    );
    expect(days[0]).toEqual({ day: 'Monday', hours: '11:00 AM – 3:00 PM, 5:00 PM – 10:00 PM', isToday: false });
    expect(days[1].hours).toBe('Closed');
    expect(days[6]).toEqual({ day: 'Sunday', hours: 'Open 24 hours', isToday: true });
  });
});
