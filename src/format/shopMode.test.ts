import { describe, expect, it } from 'vitest';
import { discountKind, discountText, modeNotices, shopMode, shopModeText } from './shopMode';

const info = (doesDelivery: boolean, feeType: 'free' | 'flat' | 'percent' | null = 'flat') => ({
  doesDelivery,
  feeType,
  fee: feeType === 'flat' ? 299 : 0,
  feeRange: null,
});
const schedule = (deliveryNext: string | null, pickupNext: string | null) =>
  ({ delivery: { nextOpen: deliveryNext }, pickup: { nextOpen: pickupNext } }) as never;

describe('shop mode', () => {
  it('tells pickup-only apart with and without a future delivery time, and the mirror', () => {
    const pickupOnly = { isOpenForDelivery: false, isOpenForPickup: true };
    expect(shopMode(pickupOnly, schedule(null, null))).toEqual({ kind: 'pickupOnly', deliveryOpensAt: null });
    expect(shopMode(pickupOnly, schedule('2026-01-01T17:00:00Z', null))).toEqual({
      kind: 'pickupOnly',
      deliveryOpensAt: '2026-01-01T17:00:00Z',
    });
    expect(shopMode({ isOpenForDelivery: true, isOpenForPickup: false }, schedule(null, 'x'))).toEqual({
      kind: 'deliveryOnly',
      pickupOpensAt: 'x',
    });
    expect(shopMode({ isOpenForDelivery: true, isOpenForPickup: true }, null)).toEqual({ kind: 'both' });
    expect(shopMode({ isOpenForDelivery: false, isOpenForPickup: false }, null)).toEqual({ kind: 'closed' });
  });

  it('gives the delivery-only, pickup-only and ASAP-only notices', () => {
    const shop = (delivery: boolean, pickup: boolean, scheduled: boolean) => ({
      deliveryInfo: info(delivery) as never,
      pickupInfo: { doesPickup: pickup } as never,
      doesScheduledOrders: scheduled,
    });
    expect(modeNotices(shop(true, false, true))).toEqual(['deliveryOnly']);
    expect(modeNotices(shop(false, true, true))).toEqual(['pickupOnly']);
    expect(modeNotices(shop(true, true, false))).toEqual(['asapOnly']);
    expect(modeNotices(shop(true, true, true))).toEqual([]);
  });
});

describe('discount display kind', () => {
  it('is discount, free delivery, both or none', () => {
    expect(discountKind({ discountPercent: 10, deliveryInfo: info(true) as never })).toBe('discount');
    expect(discountKind({ discountPercent: 0, deliveryInfo: info(true, 'free') as never })).toBe('freeDelivery');
    expect(discountKind({ discountPercent: 10, deliveryInfo: info(true, null) as never })).toBe('both');
    expect(discountKind({ discountPercent: 0, deliveryInfo: info(true) as never })).toBe('none');
    expect(discountKind({ discountPercent: 0, deliveryInfo: info(false, 'free') as never })).toBe('none');
    expect(discountText('both', 10)).toBe('10% off your order + free delivery');
    expect(discountText('none', 0)).toBeNull();
  });
});

describe('shop mode text', () => {
  it('says which mode is open, with the next opening of the other mode when there is one', () => {
    const at = (iso: string) => `at ${iso}`;
    expect(shopModeText({ kind: 'pickupOnly', deliveryOpensAt: 'T' }, at)).toBe('Only pickup is open right now. Delivery opens at T.');
    expect(shopModeText({ kind: 'pickupOnly', deliveryOpensAt: null }, at)).toBe('Only pickup is open right now.');
    expect(shopModeText({ kind: 'deliveryOnly', pickupOpensAt: 'T' }, at)).toBe('Only delivery is open right now. Pickup opens at T.');
    expect(shopModeText({ kind: 'both' }, at)).toBeNull();
    expect(shopModeText({ kind: 'closed' }, at)).toBeNull();
  });
});
