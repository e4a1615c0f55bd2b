import { describe, expect, it } from 'vitest';
import { openShop } from './checkout.fixtures';
import { asapFor, laterDays, startingLater } from './checkout.later';
import type { CheckoutShop } from './checkout.types';

/*
 * Kitchen capacity (issue 36): "when a slot is full the storefront's checkout offers the next free times (ASAP
 * shows the later estimate)". The shop's full slots come with its schedule (full_slots).
 */
const elevenToTen = [0, 1, 2, 3, 4, 5, 6].map((day) => ({ day_of_week: day, open: '11:00', close: '22:00' }));
const at = (iso: string) => Date.parse(iso);
const mondayNight = at('2026-11-23T08:00:00Z'); // Monday 03:00 in New York: pickup opens at 11:00
const mondayNoon = at('2026-11-23T17:00:00Z'); // 12:00
const shop = (fullSlots: number[]): CheckoutShop => ({
  ...openShop(1301),
  isOpenForPickup: false,
  doesScheduledOrders: true,
  hours: { delivery: { openings: elevenToTen, pausings: [] }, pickup: { openings: elevenToTen, pausings: [] } },
  fullSlots,
});

describe('kitchen capacity at checkout', () => {
  it('offers no full slot for later: the first time offered is the next free one', () => {
    const full = [at('2026-11-23T16:00:00Z'), at('2026-11-23T16:15:00Z')];
    const offered = laterDays(shop(full), 'pickup', mondayNight)[0].slots;
    expect(offered.slice(0, 2)).toEqual([at('2026-11-23T16:30:00Z'), at('2026-11-23T16:45:00Z')]);
    expect(laterDays(shop([]), 'pickup', mondayNight)[0].slots[0]).toBe(at('2026-11-23T16:00:00Z'));
    expect(startingLater(shop(full), false, mondayNight).at.pickup).toBe(at('2026-11-23T16:30:00Z'));
  });

  it('gives as soon as possible the later estimate when its slot is full', () => {
    const open = { ...shop([at('2026-11-23T17:15:00Z')]), isOpenForPickup: true };
    expect(asapFor(open, 'pickup', 20, mondayNoon)).toEqual({ at: at('2026-11-23T17:30:00Z'), busy: true });
    expect(asapFor({ ...open, fullSlots: [] }, 'pickup', 20, mondayNoon)).toEqual({ at: at('2026-11-23T17:20:00Z'), busy: false });
  });
});
