import { describe, expect, it } from 'vitest';
import { buildCatalog } from './catalog';

/** Every case the storefront must be able to show has at least one seeded shop (server-discovery notes list them). */
describe('seed catalog discovery cases', () => {
  const { shops, pausings, menus, openings } = buildCatalog();
  const acquired = shops.filter((s) => s.acquired && s.lifecycle === 'live');
  const byId = (id: number) => shops.find((s) => s.id === id)!;

  it('keeps the shops the browser suites and tests rely on', () => {
    expect(byId(1001)).toMatchObject({
      name: 'Brooklyn Slice House',
      webSlug: 'ny/brooklyn/11201/brooklyn-slice-house',
      deliveryFee: 299,
      deliveryMinSubtotal: 1000,
    });
    expect([1101, 1111, 1201, 1301].map((id) => byId(id).name)).toEqual([
      'Midtown Pie Co.',
      'Union Square Slice',
      'Liberty Slice',
      'Windy City Pies',
    ]);
  });

  it('has every shop state: suspended, disabled, paused per mode, delivery-only, pickup-only, ASAP-only, unacquired', () => {
    expect(shops.some((s) => s.suspended && s.lifecycle === 'suspension')).toBe(true);
    expect(shops.some((s) => s.lifecycle === 'disabled')).toBe(true);
    const pausedModes = new Set(pausings.map((p) => p.shippingType));
    expect(pausedModes).toEqual(new Set(['delivery', 'pickup']));
    expect(acquired.some((s) => s.doesDelivery && !s.doesPickup)).toBe(true);
    expect(acquired.some((s) => !s.doesDelivery && s.doesPickup)).toBe(true);
    expect(acquired.some((s) => !s.doesScheduledOrders)).toBe(true);
    expect(shops.filter((s) => !s.acquired).length).toBeGreaterThanOrEqual(10);
  });

  it('has every discount kind and fee type', () => {
    const free = (s: (typeof shops)[number]) => s.deliveryFeeType === 'free';
    const discount = (s: (typeof shops)[number]) => (s.discountPercent ?? 0) > 0;
    expect(acquired.some((s) => discount(s) && !free(s))).toBe(true);
    expect(acquired.some((s) => !discount(s) && free(s))).toBe(true);
    expect(acquired.some((s) => discount(s) && free(s))).toBe(true);
    expect(acquired.some((s) => !discount(s) && !free(s))).toBe(true);
    expect(acquired.some((s) => s.deliveryFeeType === 'flat')).toBe(true);
    expect(acquired.some((s) => s.deliveryFeeType === 'percent' && s.deliveryFeeFloor === null)).toBe(true);
    expect(acquired.some((s) => s.deliveryFeeType === 'percent' && s.deliveryFeeFloor !== null && s.deliveryFeeCeiling !== null)).toBe(
      true,
    );
  });

  it('has ratings on both sides of the display rule, and a perfect 5', () => {
    const shown = (s: (typeof shops)[number]) => (s.rating ?? 0) > 0 && (s.ratingsCount ?? 0) >= 5;
    expect(acquired.some((s) => shown(s) && s.rating === 5)).toBe(true);
    expect(acquired.some((s) => shown(s) && s.ratingsCount === 5)).toBe(true);
    expect(acquired.some((s) => !shown(s) && (s.rating ?? 0) > 0)).toBe(true);
    expect(shops.some((s) => s.rating === 0)).toBe(true);
  });

  it('has brands with several shops across cities, and FAQ entries (or none)', () => {
    const brands = new Map<string, Set<string>>();
    for (const s of shops) if (s.chain) brands.set(s.chain.slug, (brands.get(s.chain.slug) ?? new Set()).add(s.city));
    expect([...brands.values()].some((cities) => cities.size >= 3)).toBe(true);
    expect([...brands.values()].filter((cities) => cities.size >= 1).length).toBeGreaterThanOrEqual(2);
    expect(shops.some((s) => s.faq.length > 3)).toBe(true);
    expect(shops.some((s) => s.faq.length === 0)).toBe(true);
  });

  it('has shops open for one mode while the other opens later', () => {
    const hoursDiffer = (id: number) => {
      const of = (mode: string) =>
        JSON.stringify(openings.filter((o) => o.shopId === id && o.shippingType === mode).map((o) => [o.dayOfWeek, o.open, o.close]));
      return of('delivery') !== of('pickup');
    };
    expect(acquired.filter((s) => s.doesDelivery && s.doesPickup && hoursDiffer(s.id)).length).toBeGreaterThanOrEqual(2);
  });

  it('has menu extras: a loyalty reward, a pickup-only category and a window past midnight', () => {
    const products = menus.flatMap((m) => m.products);
    const categories = menus.flatMap((m) => m.categories);
    expect(products.some((p) => p.isLoyaltyReward)).toBe(true);
    expect(categories.some((c) => c.shippingType === 'pickup')).toBe(true);
    expect(categories.some((c) => c.availabilities.some((a) => a.end_time < a.start_time))).toBe(true);
  });
});
