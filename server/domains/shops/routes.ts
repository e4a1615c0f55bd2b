import { z } from 'zod';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { deliveryZoneValidationResponse } from '../../contract/location';
import { cuisinesResponse, faqResponse, nearbyShopsResponse, ratingsResponse } from '../../contract/shop-extras';
import { scheduleResponse, searchResponse, shopResponse } from '../../contract/shops';
import type { RouteDeps } from '../route-deps';
import { addressComponents, formattedAddress } from '../location/service';
import { geocode } from '../location/geocoder';
import {
  deliversTo, nearbyShops, ratingsOf, requireShopById, requireShopBySlug, searchShops, sortTypes, toSchedule, toShop,
} from './service';

const segment = z.string().min(1).max(200);
/** web_slug as one URL-encoded segment, or as its four segments */
const slugParams = z.object({ webSlug: segment.optional(), state: segment.optional(), city: segment.optional(), zip: segment.optional(), slug: segment.optional() });
const slugOf = (p: z.infer<typeof slugParams>) => p.webSlug ?? [p.state, p.city, p.zip, p.slug].join('/');
const slugPaths = (prefix: string, suffix = '') => [`${prefix}/:webSlug${suffix}`, `${prefix}/:state/:city/:zip/:slug${suffix}`];

export const shopId = z.coerce.number().int().positive();
/** extended_attributes=chain,photos (or repeated): accepted; every attribute is always returned */
const extendedAttributes = z.object({ extended_attributes: z.union([z.string().max(500), z.array(z.string().max(100)).max(20)]).optional() });
const flag = z.enum(['true', 'false', '1', '0']).optional().transform((v) => v === 'true' || v === '1');

/** Core shop routes; prefix /services/core/api. */
export const shopRoutes: FastifyPluginAsyncZod<RouteDeps> = async (app, { db, clock }) => {
  app.get('/v3/shops/search', {
    schema: {
      querystring: z.object({
        'filter[order_type]': z.enum(['delivery', 'pickup']).default('delivery'),
        'filter[address]': z.string().max(500).default(''),
        'sort[type]': z.enum(sortTypes).default('recommended'),
        include_unacquired: flag,
      }),
      response: { 200: searchResponse },
    },
  }, async (request) => {
    const q = request.query;
    const data = await searchShops(db, {
      orderType: q['filter[order_type]'],
      address: q['filter[address]'],
      sort: q['sort[type]'],
      includeUnacquired: q.include_unacquired,
    }, clock());
    return { data, meta: { sort_types: [...sortTypes] } };
  });

  for (const url of slugPaths('/v1/shops/slug')) {
    app.get(url, {
      schema: { params: slugParams, querystring: extendedAttributes, response: { 200: shopResponse } },
    }, async (request) => ({ shop: toShop(await requireShopBySlug(db, slugOf(request.params)), clock()) }));
  }

  app.get('/v1/shops/:shopId', {
    schema: { params: z.object({ shopId }), querystring: extendedAttributes, response: { 200: shopResponse } },
  }, async (request) => ({ shop: toShop(await requireShopById(db, request.params.shopId), clock()) }));

  for (const url of slugPaths('/v1/shops/slug', '/schedule')) {
    app.get(url, { schema: { params: slugParams, response: { 200: scheduleResponse } } },
      async (request) => ({ schedule: toSchedule(await requireShopBySlug(db, slugOf(request.params)), clock()) }));
  }

  for (const url of slugPaths('/v1/shops/slug', '/nearby_shops')) {
    app.get(url, {
      schema: {
        params: slugParams,
        querystring: z.object({ size: z.coerce.number().int().min(1).max(50).default(16), acquired: flag }),
        response: { 200: nearbyShopsResponse },
      },
    }, async (request) => {
      const shop = await requireShopBySlug(db, slugOf(request.params));
      return { shops: await nearbyShops(db, shop, request.query.size, request.query.acquired, clock()) };
    });
  }

  for (const url of slugPaths('/v1/shops/slug', '/faq')) {
    app.get(url, { schema: { params: slugParams, response: { 200: faqResponse } } },
      async (request) => ({ questions: (await requireShopBySlug(db, slugOf(request.params))).faq }));
  }

  for (const url of slugPaths('/v1/shops', '/cuisines')) {
    app.get(url, { schema: { params: slugParams, response: { 200: cuisinesResponse } } },
      async (request) => ({ cuisines: (await requireShopBySlug(db, slugOf(request.params))).cuisines }));
  }

  for (const url of slugPaths('/v2/search/shops', '/ratings')) {
    app.get(url, { schema: { params: slugParams, response: { 200: ratingsResponse } } },
      async (request) => ratingsOf(await requireShopBySlug(db, slugOf(request.params))));
  }

  app.get('/v3/shops/:shopId/delivery_zone_validation', {
    schema: {
      params: z.object({ shopId }),
      querystring: z.object({ location: z.string().max(500).default('') }),
      response: { 200: deliveryZoneValidationResponse },
    },
  }, async (request) => {
    const shop = await requireShopById(db, request.params.shopId);
    const place = geocode(request.query.location);
    if (!place) {
      return { delivery_address_info: { delivers_to: false, location: { address_components: [], formatted_address: null, latitude: null, longitude: null } } };
    }
    return {
      delivery_address_info: {
        delivers_to: !shop.suspended && deliversTo(shop, { lat: place.lat, lng: place.lng }),
        location: { address_components: addressComponents(place), formatted_address: formattedAddress(place), latitude: place.lat, longitude: place.lng },
      },
    };
  });
};

