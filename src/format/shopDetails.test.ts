import { describe, expect, it } from 'vitest';
import type { Schedule, Shop } from '../api';
import { fullAddress, orderOptionLabels, paymentAcceptedText, pickupReadyText, priceRangeOf, todayHours } from './shopDetails';

describe('shop details', () => {
  it('spells out the order options', () => {
    expect(orderOptionLabels([{ name: 'contactless_delivery' }, { name: 'curbside_pickup' }, { name: 'large_orders' }])).toEqual([
      'Contactless delivery',
      'Curbside pickup',
      'Large orders',
    ]);
  });

  it('says which payments the shop takes', () => {
    expect(paymentAcceptedText({ acceptsCard: true, acceptsCash: true })).toBe('Card and cash');
    expect(paymentAcceptedText({ acceptsCard: true, acceptsCash: false })).toBe('Card only');
    expect(paymentAcceptedText({ acceptsCard: false, acceptsCash: true })).toBe('Cash only');
    expect(paymentAcceptedText({ acceptsCard: false, acceptsCash: false })).toBeNull();
  });

  it("defaults the price range to '$$'", () => {
    expect(priceRangeOf({ seo: { priceRange: '$$$' } } as Shop)).toBe('$$$');
    expect(priceRangeOf({} as Shop)).toBe('$$');
  });

  it('writes the full address on one line', () => {
    const location = { address: '145 Montague St', city: 'Brooklyn', shopState: 'NY', zipcode: '11201' };
    expect(fullAddress({ location } as Shop)).toBe('145 Montague St, Brooklyn, NY 11201');
    expect(pickupReadyText({ location, pickupInfo: { estimate: { min: 15, max: 20 } } } as Shop)).toBe(
      'Pick up at 145 Montague St, Brooklyn, NY 11201 — ready in about 15–20 min.',
    );
  });

  it("gives today's hours per offered mode in the shop's zone, none without a schedule", () => {
    // Wednesday 2026-01-07 12:00 in New York; day_of_week 2 is Wednesday (Monday first).
    const now = Date.parse('2026-01-07T17:00:00Z');
    const schedule = {
      timezone: 'America/New_York',
      delivery: { openings: [{ dayOfWeek: 2, open: '17:00', close: '22:00' }] },
      pickup: { openings: [{ dayOfWeek: 2, open: '00:00', close: '24:00' }] },
    } as unknown as Schedule;
    const both = { deliveryInfo: { doesDelivery: true }, pickupInfo: { doesPickup: true } } as Shop;
    expect(todayHours(both, schedule, now)).toEqual([
      { label: 'Delivery', hours: '5:00 PM – 10:00 PM' },
      { label: 'Pickup', hours: 'Open 24 hours' },
    ]);
    const pickupOnly = { deliveryInfo: { doesDelivery: false }, pickupInfo: { doesPickup: true } } as Shop;
    expect(todayHours(pickupOnly, schedule, now)).toEqual([{ label: 'Pickup', hours: 'Open 24 hours' }]);
    expect(todayHours(both, null, now)).toEqual([]);
  });
});
