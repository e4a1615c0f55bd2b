import {
  isPausedAt,
  localDay,
  localInstant,
  minutesOf,
  MINUTES_PER_DAY as minutesPerDay,
  openIntervals,
  subtractPausings,
  type ModeState,
  type Opening,
  type Pausing,
} from '../../contract/opening-hours';

export {
  addDays,
  isOpenAt,
  isPausedAt,
  localDay,
  localInstant,
  mergeIntervals,
  minutesOf,
  openIntervals,
  subtractPausings,
  zoneOffsetMinutes,
  type Interval,
  type ModeState,
  type Opening,
  type Pausing,
} from '../../contract/opening-hours';

const dayNames = ['Mo', 'Tu', 'We', 'Th', 'Fr', 'Sa', 'Su'];

/**
 * Open state and the next open/close instants, scanning a week ahead.
 * Open now: nextOpen is null and nextClose ends the current stretch (null if it runs past the week).
 * Closed: nextOpen/nextClose bound the next stretch (both null when none within the week).
 */
export function modeState(openings: Opening[], pausings: Pausing[], zone: string, now: Date): ModeState {
  const horizonDays = 8;
  const intervals = subtractPausings(openIntervals(openings, zone, now, horizonDays), pausings);
  const t = now.getTime();
  const horizonEnd = localInstant(localDay(now, zone).date, horizonDays * minutesPerDay, zone);
  const isPaused = isPausedAt(pausings, now);
  const current = intervals.find((i) => i.start <= t && t < i.end);
  if (current) {
    return { isOpen: true, isPaused, nextOpen: null, nextClose: current.end >= horizonEnd ? null : new Date(current.end) };
  }
  const next = intervals.find((i) => i.start > t);
  if (!next) return { isOpen: false, isPaused, nextOpen: null, nextClose: null };
  return { isOpen: false, isPaused, nextOpen: new Date(next.start), nextClose: next.end >= horizonEnd ? null : new Date(next.end) };
}

function schemaTime(minutes: number): string {
  const wrapped = minutes >= minutesPerDay ? (minutes === minutesPerDay ? minutesPerDay - 1 : minutes - minutesPerDay) : minutes;
  return `${String(Math.floor(wrapped / 60)).padStart(2, '0')}:${String(wrapped % 60).padStart(2, '0')}`;
}

/** schema.org openingHours, e.g. ['Mo-Th 11:00-22:00', 'Fr-Sa 11:00-23:30', 'Su 12:00-21:00']. */
export function googleSchemaHours(openings: Opening[]): string[] {
  const spansByDay = dayNames.map((_, day) =>
    openings
      .filter((o) => o.day_of_week === day)
      .map((o) => `${schemaTime(minutesOf(o.open))}-${schemaTime(minutesOf(o.close))}`)
      .sort()
      .join(','),
  );
  const result: string[] = [];
  let day = 0;
  while (day < 7) {
    const spans = spansByDay[day];
    let last = day;
    while (last + 1 < 7 && spansByDay[last + 1] === spans) last += 1;
    if (spans !== '') {
      const days = last === day ? dayNames[day] : `${dayNames[day]}-${dayNames[last]}`;
      for (const span of spans.split(',')) result.push(`${days} ${span}`);
    }
    day = last + 1;
  }
  return result;
}
