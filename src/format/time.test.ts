import { describe, expect, it } from 'vitest';
import { formatClockTime, formatMinutesRange } from './clock';
import { formatEtaWindow, formatOrderDate, formatTimeWithZone } from './time';

const now = Date.parse('2025-03-07T23:00:00Z'); // Fri 6:00 PM in New York

describe('formatClockTime', () => {
  it("shows 'h:mm A' in the shop's zone for today", () => {
    expect(formatClockTime('2025-03-08T00:15:00Z', 'America/New_York', now)).toBe('7:15 PM');
    expect(formatClockTime('2025-03-08T00:15:00Z', 'America/Chicago', now)).toBe('6:15 PM');
  });

  it('prefixes the weekday when not today in that zone', () => {
    expect(formatClockTime('2025-03-08T15:00:00Z', 'America/New_York', now)).toBe('Sat, 10:00 AM');
  });
});

describe('formatEtaWindow', () => {
  it('joins the two ends', () => {
    expect(formatEtaWindow('2025-03-08T00:15:00Z', '2025-03-08T00:30:00Z', 'America/New_York', now)).toBe('7:15 PM – 7:30 PM');
  });

  it('collapses an empty window', () => {
    expect(formatEtaWindow('2025-03-08T00:15:00Z', '2025-03-08T00:15:00Z', 'America/New_York', now)).toBe('7:15 PM');
  });
});

describe('dates and ranges', () => {
  it("formats 'ddd, MMM Do YYYY'", () => {
    expect(formatOrderDate('2025-03-07T23:00:00Z', 'America/New_York')).toBe('Fri, Mar 7th 2025');
  });

  it("formats 'h:mm A z' with the zone abbreviation", () => {
    expect(formatTimeWithZone('2025-01-07T23:00:00Z', 'America/New_York')).toBe('6:00 PM EST');
  });

  it('formats minute ranges', () => {
    expect(formatMinutesRange({ min: 25, max: 40 })).toBe('25–40 min');
    expect(formatMinutesRange({ min: 30, max: 30 })).toBe('30 min');
  });
});
