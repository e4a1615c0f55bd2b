import dayjs from 'dayjs';
import utc from 'dayjs/plugin/utc';
import timezone from 'dayjs/plugin/timezone';
import advancedFormat from 'dayjs/plugin/advancedFormat';
import { DEFAULT_TIMEZONE, formatClockTime } from './clock';

dayjs.extend(utc);
dayjs.extend(timezone);
dayjs.extend(advancedFormat);

function inZone(iso: string, tz: string) {
  return dayjs(iso).tz(tz || DEFAULT_TIMEZONE);
}

/** An ETA window such as '7:15 PM – 7:30 PM' in the shop's time zone. */
export function formatEtaWindow(minIso: string, maxIso: string, tz: string, now: number = Date.now()): string {
  const from = formatClockTime(minIso, tz, now);
  const to = inZone(maxIso, tz).format('h:mm A');
  return from.endsWith(to) ? from : `${from} – ${to}`;
}

/** 'ddd, MMM Do YYYY' — e.g. 'Fri, Mar 7th 2025'. */
export function formatOrderDate(iso: string, tz: string): string {
  return inZone(iso, tz).format('ddd, MMM Do YYYY');
}

/** The zone abbreviation form used next to times: 'h:mm A z'. */
export function formatTimeWithZone(iso: string, tz: string): string {
  return inZone(iso, tz).format('h:mm A z');
}

/** A later order's day in the shop's zone: 'Today', 'Tomorrow' or 'Sat, Nov 28' (date as YYYY-MM-DD). */
export function formatLaterDay(date: string, tz: string, now: number = Date.now()): string {
  const today = dayjs(now).tz(tz || DEFAULT_TIMEZONE);
  if (date === today.format('YYYY-MM-DD')) return 'Today';
  if (date === today.add(1, 'day').format('YYYY-MM-DD')) return 'Tomorrow';
  return dayjs.tz(`${date}T12:00:00`, tz || DEFAULT_TIMEZONE).format('ddd, MMM D');
}

/** A later order's time of day in the shop's zone, '7:15 PM'. */
export const formatLaterTime = (at: number, tz: string): string =>
  dayjs(at)
    .tz(tz || DEFAULT_TIMEZONE)
    .format('h:mm A');

/** A later order's moment: 'Today at 7:15 PM', 'Sat, Nov 28 at 11:00 AM'. */
export function formatLaterMoment(at: number, tz: string, now: number = Date.now()): string {
  const date = dayjs(at)
    .tz(tz || DEFAULT_TIMEZONE)
    .format('YYYY-MM-DD');
  return `${formatLaterDay(date, tz, now)} at ${formatLaterTime(at, tz)}`;
}
