import { describe, expect, it } from 'vitest';
import { milesText } from '@/format/distance';
import { describeMap } from './describeMap';
import { distanceMiles, ringContains } from './mapGeometry';
import type { MapData } from './mapData';

const shop = { latitude: 40.6942, longitude: -73.9903 };
/** a square reaching about 2 miles from the shop each way (2.8 to a corner) */
const zone = [
  { latitude: 40.7232, longitude: -74.0286 },
  { latitude: 40.7232, longitude: -73.952 },
  { latitude: 40.6652, longitude: -73.952 },
  { latitude: 40.6652, longitude: -74.0286 },
  { latitude: 40.7232, longitude: -74.0286 },
];
const data = (destination: MapData['destination'], zones = [zone]): MapData => ({
  provider: 'embedded',
  apiKey: null,
  shop,
  zones,
  destination,
});
const theShop = { label: 'Brooklyn Slice House', address: '123 Court St, Brooklyn, NY 11201' };
const home = { label: 'The delivery address', address: '10 Clinton St, Brooklyn, NY 11201' };

describe('map geometry', () => {
  it('measures miles along the earth', () => {
    // one degree of latitude is about 69 miles
    expect(distanceMiles({ latitude: 40, longitude: -74 }, { latitude: 41, longitude: -74 })).toBeCloseTo(69.1, 0);
    expect(distanceMiles(shop, shop)).toBe(0);
  });

  it('tells inside a ring from outside', () => {
    expect(ringContains(zone, shop)).toBe(true);
    expect(ringContains(zone, { latitude: 40.8, longitude: -73.99 })).toBe(false);
  });
});

describe('the map in words', () => {
  it('names the shop, how far it delivers, and where the destination lies', () => {
    const text = describeMap(data({ latitude: 40.7, longitude: -73.99 }), theShop, home);
    expect(text).toBe(
      'Map of Brooklyn Slice House at 123 Court St, Brooklyn, NY 11201. The shaded area is where it delivers, up to about 2.8 miles from the shop. ' +
        'The delivery address, 10 Clinton St, Brooklyn, NY 11201, is 0.4 miles from the shop, inside the delivery area.',
    );
  });

  it('says when the destination is outside the zone, or could not be placed', () => {
    expect(describeMap(data({ latitude: 40.8, longitude: -73.99 }), theShop, home)).toContain(
      'is 7.3 miles from the shop, outside the delivery area.',
    );
    expect(describeMap(data(null), theShop, home)).toContain(
      'The delivery address, 10 Clinton St, Brooklyn, NY 11201, could not be placed on the map.',
    );
  });

  it('says how far the driver is from the door, once one is on the way', () => {
    const driver = { location: { latitude: 40.697, longitude: -73.99 }, milesAway: 0.83 };
    expect(describeMap(data({ latitude: 40.7, longitude: -73.99 }), theShop, home, driver)).toMatch(
      /inside the delivery area\. Driver is 0\.8 miles away, marked on the map\.$/,
    );
  });

  it('says pickup only for a shop without a zone', () => {
    expect(describeMap(data(null, []), theShop, null)).toBe(
      'Map of Brooklyn Slice House at 123 Court St, Brooklyn, NY 11201. It does not deliver; pickup only.',
    );
  });

  it('words distances as people say them', () => {
    expect(milesText(0.04)).toBe('less than 0.1 miles');
    expect(milesText(1)).toBe('1.0 mile');
    expect(milesText(0.8)).toBe('0.8 miles');
  });
});
