import { describe, expect, it } from 'vitest';
import { asapDue, slotOf } from './kitchen-slots';
import { laterSlots } from './later-slots';
import type { Opening } from './opening-hours';

const zone = 'America/Chicago';
const QUARTER = 15 * 60_000;
/** 11:00–22:00 every day */
const openings: Opening[] = [0, 1, 2, 3, 4, 5, 6].map((day) => ({ day_of_week: day, open: '11:00', close: '22:00' }));
const mondayNoon = new Date('2026-11-23T18:07:00Z'); // Monday 12:07 in Chicago
const at = (iso: string) => Date.parse(iso);

describe('kitchen slots', () => {
  it('puts an instant in the quarter hour it falls in', () => {
    expect(slotOf(at('2026-11-23T18:07:00Z'))).toBe(at('2026-11-23T18:00:00Z'));
    expect(slotOf(at('2026-11-23T18:15:00Z'))).toBe(at('2026-11-23T18:15:00Z'));
  });

  it('leaves full slots out of the times offered for later, and only them', () => {
    const free = laterSlots({ openings, pausings: [], zone, now: mondayNoon, leadMinutes: 45 })[0].slots;
    const full = new Set([free[0], free[2]]);
    const offered = laterSlots({ openings, pausings: [], zone, now: mondayNoon, leadMinutes: 45, fullSlots: full })[0].slots;
    expect(offered).toEqual(free.filter((slot) => !full.has(slot)));
    expect(offered[0]).toBe(free[1]);
  });

  it('keeps the estimate for as soon as possible while its slot has room', () => {
    const due = asapDue({ openings, pausings: [], zone, now: mondayNoon, estimateMinutes: 30, fullSlots: new Set() });
    expect(due).toEqual({ at: at('2026-11-23T18:37:00Z'), busy: false });
  });

  it('moves as soon as possible to the first later slot with room when its slot is full', () => {
    const fullSlots = new Set([at('2026-11-23T18:30:00Z'), at('2026-11-23T18:45:00Z')]);
    const due = asapDue({ openings, pausings: [], zone, now: mondayNoon, estimateMinutes: 30, fullSlots });
    expect(due).toEqual({ at: at('2026-11-23T19:00:00Z'), busy: true });
  });

  it('has no time for as soon as possible when every slot is full until closing, or when closed', () => {
    const fullSlots = new Set<number>();
    for (let slot = at('2026-11-23T18:30:00Z'); slot < at('2026-11-24T04:00:00Z'); slot += QUARTER) fullSlots.add(slot);
    expect(asapDue({ openings, pausings: [], zone, now: mondayNoon, estimateMinutes: 30, fullSlots })).toBeNull();
    // the shop closes at 22:00 (04:00Z): one free slot before it is enough
    fullSlots.delete(at('2026-11-24T03:45:00Z'));
    expect(asapDue({ openings, pausings: [], zone, now: mondayNoon, estimateMinutes: 30, fullSlots })).toEqual({
      at: at('2026-11-24T03:45:00Z'),
      busy: true,
    });
    const closed = new Date('2026-11-23T10:00:00Z'); // 04:00, closed
    const early = new Set([slotOf(closed.getTime() + 30 * 60_000)]);
    expect(asapDue({ openings, pausings: [], zone, now: closed, estimateMinutes: 30, fullSlots: early })).toBeNull();
  });
});
