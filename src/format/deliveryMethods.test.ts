import { describe, expect, it } from 'vitest';
import type { Schedule, Shop } from '../api';
import { deliveryMethodOptions } from './deliveryMethods';

type Overrides = {
  doesDelivery?: boolean;
  doesPickup?: boolean;
  openForDelivery?: boolean;
  openForPickup?: boolean;
};

function shopWith({ doesDelivery = true, doesPickup = true, openForDelivery = true, openForPickup = true }: Overrides = {}): Shop {
  return {
    isOpenForDelivery: openForDelivery,
    isOpenForPickup: openForPickup,
    payment: { acceptsCash: true },
    orderOptions: [],
    tipsEnabledForDelivery: false,
    tipsEnabledForPickup: false,
    deliveryInfo: {
      doesDelivery,
      feeType: 'flat',
      fee: 299,
      feeRange: { min: 299, max: 299 },
      minSubtotalFloor: 1000,
      estimate: { min: 30, max: 45 },
    },
    pickupInfo: { doesPickup, minSubtotal: 0, estimate: { min: 15, max: 20 } },
  } as unknown as Shop;
}

const scheduleWith = (deliveryNext: string | null, pickupNext: string | null) =>
  ({ delivery: { nextOpen: deliveryNext }, pickup: { nextOpen: pickupNext } }) as unknown as Schedule;

const time = (iso: string) => `at ${iso}`;
const byMethod = (shop: Shop, schedule: Schedule | null) =>
  Object.fromEntries(deliveryMethodOptions(shop, schedule, time).map((option) => [option.method, option]));

describe('deliveryMethodOptions', () => {
  it('lists Delivery then Pickup with estimate, fee and minimum from the shop', () => {
    const options = deliveryMethodOptions(shopWith(), null, time);
    expect(options.map((option) => option.label)).toEqual(['Delivery', 'Pickup']);
    expect(options[0]).toMatchObject({ status: 'open', statusText: 'Open now', selectable: true, reason: null });
    expect(options[0].details).toEqual(['30–45 min', '$2.99 delivery fee', '$10.00 minimum']);
    expect(options[1].details).toEqual(['15–20 min', 'No delivery fee', 'No minimum']);
  });

  it('says Free delivery with the shared fee label', () => {
    const shop = shopWith();
    shop.deliveryInfo.feeType = 'free';
    expect(deliveryMethodOptions(shop, null, time)[0].details[1]).toBe('Free delivery');
  });

  it('a closed mode with a next opening can still be chosen (an order for later)', () => {
    const { delivery } = byMethod(shopWith({ openForDelivery: false }), scheduleWith('2026-01-01T17:00:00Z', null));
    expect(delivery).toMatchObject({
      status: 'opensLater',
      statusText: 'Closed · Opens at 2026-01-01T17:00:00Z',
      selectable: true,
      reason: null,
    });
  });

  it('a closed mode with no opening to order for is shown but cannot be chosen', () => {
    const { pickup } = byMethod(shopWith({ openForPickup: false }), scheduleWith(null, null));
    expect(pickup).toMatchObject({
      status: 'unavailable',
      statusText: 'Closed',
      selectable: false,
      reason: 'This pizzeria is not taking pickup orders right now.',
    });
  });

  it('a mode the shop does not offer is disabled with the reason and no details', () => {
    const { delivery, pickup } = byMethod(shopWith({ doesDelivery: false }), null);
    expect(delivery).toMatchObject({
      status: 'notOffered',
      statusText: 'Not offered',
      selectable: false,
      details: [],
      reason: 'This pizzeria only offers pickup. Delivery is not available.',
    });
    expect(pickup.selectable).toBe(true);
    expect(byMethod(shopWith({ doesPickup: false }), null).pickup.reason).toBe('This pizzeria only delivers. Pickup is not available.');
  });
});
