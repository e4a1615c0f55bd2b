import { describe, expect, it } from 'vitest';
import type { Schedule, Shop } from '../api';
import { restaurantStructuredData, structuredDataScript } from './structuredData';

// A shop and schedule as the API sends them, trimmed to the fields the JSON-LD reads.
const shop = {
  name: 'Brooklyn Slice House',
  storefrontPath: '/restaurants/ny/brooklyn/11201/brooklyn-slice-house/menu',
  phone: '718-555-0101',
  logo: null,
  photos: [],
  acquired: true,
  suspended: false,
  lifecycle: 'live',
  location: { address: '145 Montague St', city: 'Brooklyn', shopState: 'NY', zipcode: '11201', lat: 40.691684, lon: -73.993354 },
  deliveryInfo: { doesDelivery: true },
  pickupInfo: { doesPickup: true },
  seo: { priceRange: '$$', orderActionSchemaEnabled: true },
} as unknown as Shop;
const schedule = { googleSchemaHours: ['Mo-Th 11:00-22:00', 'Fr-Sa 11:00-23:30'] } as unknown as Schedule;
const origin = 'https://crust.example';
const menuUrl = `${origin}${shop.storefrontPath}`;

describe('restaurantStructuredData', () => {
  it('describes the shop as a schema.org Restaurant with an order action on its menu', () => {
    expect(restaurantStructuredData({ shop, schedule, cuisines: ['Pizza', 'Italian'], origin })).toEqual({
      '@context': 'https://schema.org',
      '@type': 'Restaurant',
      '@id': menuUrl,
      name: 'Brooklyn Slice House',
      url: menuUrl,
      hasMenu: menuUrl,
      address: {
        '@type': 'PostalAddress',
        streetAddress: '145 Montague St',
        addressLocality: 'Brooklyn',
        addressRegion: 'NY',
        postalCode: '11201',
        addressCountry: 'US',
      },
      geo: { '@type': 'GeoCoordinates', latitude: 40.691684, longitude: -73.993354 },
      telephone: '718-555-0101',
      priceRange: '$$',
      servesCuisine: ['Pizza', 'Italian'],
      openingHours: ['Mo-Th 11:00-22:00', 'Fr-Sa 11:00-23:30'],
      potentialAction: {
        '@type': 'OrderAction',
        target: {
          '@type': 'EntryPoint',
          urlTemplate: menuUrl,
          inLanguage: 'en-US',
          actionPlatform: ['http://schema.org/DesktopWebPlatform', 'http://schema.org/MobileWebPlatform'],
        },
        deliveryMethod: ['http://purl.org/goodrelations/v1#DeliveryModeOwnFleet', 'http://purl.org/goodrelations/v1#DeliveryModePickUp'],
      },
    });
  });

  it('leaves out what the shop does not have, and the order action when its seo does not allow it or it takes no orders', () => {
    const quiet = { ...shop, phone: null, seo: { priceRange: '$$$', orderActionSchemaEnabled: false } } as unknown as Shop;
    const data = restaurantStructuredData({ shop: quiet, schedule: null, cuisines: [], origin });
    expect(data).not.toHaveProperty('telephone');
    expect(data).not.toHaveProperty('servesCuisine');
    expect(data).not.toHaveProperty('openingHours');
    expect(data).not.toHaveProperty('potentialAction');
    expect(data.priceRange).toBe('$$$');
    const suspended = { ...shop, suspended: true } as Shop;
    expect(restaurantStructuredData({ shop: suspended, schedule, cuisines: null, origin })).not.toHaveProperty('potentialAction');
  });

  it('names only the fulfilment modes the shop offers', () => {
    const pickupOnly = { ...shop, deliveryInfo: { doesDelivery: false } } as unknown as Shop;
    const action = restaurantStructuredData({ shop: pickupOnly, schedule, cuisines: null, origin }).potentialAction as {
      deliveryMethod: string[];
    };
    expect(action.deliveryMethod).toEqual(['http://purl.org/goodrelations/v1#DeliveryModePickUp']);
  });
});

describe('structuredDataScript', () => {
  it('keeps the JSON from closing its script element', () => {
    const script = structuredDataScript({ name: '</script><script>alert(1)</script><!--' });
    const json = script.slice('<script type="application/ld+json">'.length, -'</script>'.length);
    expect(json).not.toContain('<');
    expect(JSON.parse(json)).toEqual({ name: '</script><script>alert(1)</script><!--' });
  });
});
