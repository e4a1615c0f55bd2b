import { DEFAULT_TIMEZONE, weekdayIndexIn } from './clock';

/** The week starts Monday (spec §3): day_of_week 0 is Monday. */
export const WEEK_DAYS = ['Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday', 'Sunday'] as const;

export type Opening = { dayOfWeek: number; open: string; close: string };
export type DayHours = { day: (typeof WEEK_DAYS)[number]; hours: string; isToday: boolean };

/** 'HH:mm' (possibly past midnight, '25:30') as 'h:mm A'. */
export function formatHHmm(value: string): string {
  const [h = 0, m = 0] = value.split(':').map(Number);
  const hour = h % 24;
  const suffix = hour < 12 ? 'AM' : 'PM';
  const twelve = hour % 12 === 0 ? 12 : hour % 12;
  return `${twelve}:${String(m).padStart(2, '0')} ${suffix}`;
}

function isAllDay(opening: Opening) {
  return opening.open === '00:00' && (opening.close === '24:00' || opening.close === '23:59');
}

/** Each weekday's hours, e.g. '11:00 AM – 3:00 PM, 5:00 PM – 10:00 PM', 'Open 24 hours' or 'Closed'. */
export function weekHours(openings: Opening[], tz: string = DEFAULT_TIMEZONE, now: number = Date.now()): DayHours[] {
  const todayIndex = weekdayIndexIn(tz, now);
  return WEEK_DAYS.map((day, index) => {
    const today = openings.filter((opening) => opening.dayOfWeek === index).sort((a, b) => a.open.localeCompare(b.open));
    const hours =
      today.length === 0
        ? 'Closed'
        : today.some(isAllDay)
          ? 'Open 24 hours'
          : today.map((opening) => `${formatHHmm(opening.open)} – ${formatHHmm(opening.close)}`).join(', ');
    return { day, hours, isToday: index === todayIndex };
  });
}
