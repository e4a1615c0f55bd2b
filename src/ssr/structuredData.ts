import type { Schedule, Shop } from '../api';
import { priceRangeOf } from '../format/shopDetails';
import { inactiveShopRedirect } from '../shopRedirects';

type ShopPage = { shop: Shop; schedule: Schedule | null; cuisines: readonly string[] | null; origin: string };

const WEB_PLATFORMS = ['http://schema.org/DesktopWebPlatform', 'http://schema.org/MobileWebPlatform'];
const DELIVERY_MODES = {
  delivery: 'http://purl.org/goodrelations/v1#DeliveryModeOwnFleet',
  pickup: 'http://purl.org/goodrelations/v1#DeliveryModePickUp',
};

/**
 * The schema.org Restaurant a menu page describes, for search engines reading the server-rendered
 * HTML: address, coordinates, phone, price range, cuisines, opening hours (the schedule's
 * googleSchemaHours are already in schema.org's openingHours form, 'Mo-Su 11:00-22:00') and, when the
 * shop's seo allows it and it takes orders, an OrderAction pointing at its menu.
 */
export function restaurantStructuredData({ shop, schedule, cuisines, origin }: ShopPage): Record<string, unknown> {
  const menuUrl = `${origin}${shop.storefrontPath}`;
  const { location } = shop;
  const modes = [shop.deliveryInfo.doesDelivery && DELIVERY_MODES.delivery, shop.pickupInfo.doesPickup && DELIVERY_MODES.pickup].filter(
    Boolean,
  );
  return {
    '@context': 'https://schema.org',
    '@type': 'Restaurant',
    '@id': menuUrl,
    name: shop.name,
    url: menuUrl,
    hasMenu: menuUrl,
    ...(shop.logo ? { logo: shop.logo } : {}),
    ...(shop.photos.length > 0 ? { image: shop.photos } : {}),
    address: {
      '@type': 'PostalAddress',
      streetAddress: location.address,
      addressLocality: location.city,
      addressRegion: location.shopState,
      postalCode: location.zipcode,
      addressCountry: 'US',
    },
    geo: { '@type': 'GeoCoordinates', latitude: location.lat, longitude: location.lon },
    ...(shop.phone ? { telephone: shop.phone } : {}),
    priceRange: priceRangeOf(shop),
    ...(cuisines && cuisines.length > 0 ? { servesCuisine: cuisines } : {}),
    ...(schedule && schedule.googleSchemaHours.length > 0 ? { openingHours: schedule.googleSchemaHours } : {}),
    ...(shop.seo?.orderActionSchemaEnabled && inactiveShopRedirect(shop) === null
      ? {
          potentialAction: {
            '@type': 'OrderAction',
            target: { '@type': 'EntryPoint', urlTemplate: menuUrl, inLanguage: 'en-US', actionPlatform: WEB_PLATFORMS },
            deliveryMethod: modes,
          },
        }
      : {}),
  };
}

/** The JSON-LD script element, its JSON unable to end the element early (every `<` escaped). */
export const structuredDataScript = (data: Record<string, unknown>) =>
  `<script type="application/ld+json">${JSON.stringify(data).replace(/</g, '\\u003c')}</script>`;
