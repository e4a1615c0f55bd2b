import { describe, expect, it } from 'vitest';
import { polygonContains } from '../domains/location/geometry';
import { isOpenAt } from '../domains/schedule/service';
import { buildCatalog } from './catalog';

describe('seed catalog', () => {
  const catalog = buildCatalog();

  it('has at least 40 shops across the four browse cities, with the right time zones and taxes', () => {
    expect(catalog.shops.length).toBeGreaterThanOrEqual(40);
    const browseKeys = new Set(catalog.shops.map((s) => s.webSlug.split('/').slice(0, 2).join('-')));
    expect([...browseKeys].sort()).toEqual(['il-chicago', 'ny-brooklyn', 'ny-new_york', 'pa-philadelphia']);
    for (const shop of catalog.shops) {
      expect(shop.webSlug).toMatch(/^[a-z]{2}\/[a-z_]+\/\d{5}\/[a-z0-9-]+$/);
      expect(shop.timezone).toBe(shop.state === 'IL' ? 'America/Chicago' : 'America/New_York');
      expect(shop.taxRate).toBe({ NY: 8.875, PA: 8, IL: 10.25 }[shop.state]);
    }
    expect(new Set(catalog.shops.map((s) => s.webSlug)).size).toBe(catalog.shops.length);
    expect(new Set(catalog.shops.map((s) => s.uuid)).size).toBe(catalog.shops.length);
  });

  it('mixes acquired, unacquired, suspended, paused, delivery-only, pickup-only and cash-less shops', () => {
    const shops = catalog.shops;
    expect(shops.some((s) => !s.acquired)).toBe(true);
    expect(shops.filter((s) => s.suspended)).toHaveLength(1);
    expect(shops.some((s) => s.acquired && !s.doesPickup)).toBe(true);
    expect(shops.some((s) => s.acquired && !s.doesDelivery)).toBe(true);
    expect(shops.some((s) => s.acquired && !s.doesScheduledOrders)).toBe(true);
    expect(shops.some((s) => s.acquired && !s.acceptsCash)).toBe(true);
    expect(catalog.pausings.length).toBeGreaterThanOrEqual(3);
  });

  it('keeps several acquired shops open around the clock for both modes', () => {
    const alwaysOpen = catalog.shops.filter((shop) => {
      if (!shop.acquired || shop.suspended) return false;
      const openings = (mode: string) =>
        catalog.openings
          .filter((o) => o.shopId === shop.id && o.shippingType === mode)
          .map((o) => ({ day_of_week: o.dayOfWeek, open: o.open, close: o.close }));
      const instants = Array.from({ length: 7 * 24 }, (_, hour) => new Date(Date.UTC(2026, 10, 23, hour, 17)));
      return instants.every(
        (at) => isOpenAt(openings('delivery'), [], shop.timezone, at) && isOpenAt(openings('pickup'), [], shop.timezone, at),
      );
    });
    expect(alwaysOpen.map((s) => s.name)).toEqual([
      'Brooklyn Slice House',
      'Midtown Pie Co.',
      'Union Square Slice',
      'Liberty Slice',
      'Windy City Pies',
    ]);
  });

  it('puts each delivering shop inside its own delivery zone', () => {
    for (const shop of catalog.shops.filter((s) => s.doesDelivery)) {
      expect(polygonContains(shop.deliveryZone!, { lat: shop.lat, lng: shop.lon }), shop.name).toBe(true);
    }
  });

  it('gives every acquired shop a full menu with unique ids and the add-on rules', () => {
    expect(catalog.menus).toHaveLength(catalog.shops.filter((s) => s.acquired).length);
    const ids = (rows: { id: number }[]) => rows.map((r) => r.id);
    for (const key of ['categories', 'products', 'productTypes', 'addOnCategories', 'selections'] as const) {
      const all = catalog.menus.flatMap((m) => ids(m[key]));
      expect(new Set(all).size, key).toBe(all.length);
      expect(Math.max(...all), key).toBeLessThan(2 ** 31);
    }
    for (const menu of catalog.menus) {
      expect(menu.categories.map((c) => c.name)).toEqual(
        expect.arrayContaining(['Pizza', 'Specialty Pizzas', 'Sides', 'Salads', 'Drinks', 'Desserts']),
      );
      for (const addOn of menu.addOnCategories) expect(addOn.type).toBe(addOn.mandatory && addOn.limit === 1 ? 'radio' : 'checkbox');
      expect(menu.products.some((p) => p.isAvailable === false)).toBe(true);
      expect(menu.products.some((p) => p.isFeatured)).toBe(true);
      expect(menu.products.some((p) => p.isBestSeller)).toBe(true);
    }
  });

  it('is identical every time it is built', () => {
    expect(buildCatalog()).toEqual(catalog);
  });
});
