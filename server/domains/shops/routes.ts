import { createHash } from 'node:crypto';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { z } from 'zod';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { urlId } from '../../contract/common';
import { deliveryZoneResponse, deliveryZoneValidationResponse } from '../../contract/location';
import { cuisinesResponse, faqResponse, nearbyShopsResponse, ratingsResponse } from '../../contract/shop-extras';
import { brandResponse, brandsResponse } from '../../contract/discover';
import { scheduleResponse, searchResponse, shopResponse } from '../../contract/shops';
import { offeredCoupons } from '../coupons/service';
import type { RouteDeps } from '../route-deps';
import { addressComponents, formattedAddress } from '../location/service';
import { geocode } from '../location/geocoder';
import { fullSlotTimes } from '../schedule/kitchen-schedule';
import { brandShops, listBrands } from './browse';
import type { ShopRecord } from './repository';
import { formFor, type EncodedText } from './encoded-text';
import { searchBody } from './search';
import {
  deliversTo,
  nearbyShops,
  ratingsOf,
  requireShopById,
  requireShopBySlug,
  sortTypes,
  takesOrders,
  toSchedule,
  toShop,
} from './service';

const segment = z.string().min(1).max(200);
/** web_slug as one URL-encoded segment, or as its four segments */
const slugParams = z.object({
  webSlug: segment.optional(),
  state: segment.optional(),
  city: segment.optional(),
  zip: segment.optional(),
  slug: segment.optional(),
});
const slugOf = (p: z.infer<typeof slugParams>) => p.webSlug ?? [p.state, p.city, p.zip, p.slug].join('/');
const slugPaths = (prefix: string, suffix = '') => [`${prefix}/:webSlug${suffix}`, `${prefix}/:state/:city/:zip/:slug${suffix}`];

export const shopId = urlId;
/** extended_attributes=chain,photos (or repeated): accepted; every attribute is always returned */
const extendedAttributes = z.object({
  extended_attributes: z.union([z.string().max(500), z.array(z.string().max(100)).max(20)]).optional(),
});
const flag = z
  .enum(['true', 'false', '1', '0'])
  .optional()
  .transform((v) => v === 'true' || v === '1');
/** an empty value is the same as leaving the parameter out */
const orEmpty = <T extends readonly [string, ...string[]]>(values: T, fallback: T[number]) =>
  z
    .union([z.literal(''), z.enum(values)])
    .optional()
    .transform((v): T[number] => (v ? v : fallback));
const brandSlug = z
  .string()
  .min(1)
  .max(100)
  .regex(/^[a-z0-9-]+$/i);

/** Whether an If-None-Match header (a list, weak tags, or *) names this entity tag. */
export function ifNoneMatch(header: string | undefined, etag: string): boolean {
  if (!header) return false;
  return header.split(',').some((tag) => {
    const trimmed = tag.trim();
    return trimmed === '*' || trimmed.replace(/^W\//, '') === etag;
  });
}

/**
 * The body with a validator: its ETag is a hash of the body (which follows the shop, its coupons and
 * whether it is open now), and a client that already holds it gets 304 without a body. Hashed here, not
 * in onSend: the app's compression has made the payload a stream by then.
 */
function validated<T>(request: FastifyRequest, reply: FastifyReply, body: T): T | FastifyReply {
  const etag = `"${createHash('sha1').update(JSON.stringify(body)).digest('base64url')}"`;
  reply.header('etag', etag);
  return ifNoneMatch(request.headers['if-none-match'], etag) ? reply.code(304).send() : body;
}

/**
 * JSON text sent as it is, in the form the client accepts (Fastify serializes only objects, and the app's
 * compression leaves a body that has its encoding alone): the text must already be what the route's schema
 * describes (search and discover: search-result-json.ts, held to it by search-equivalence.test.ts).
 */
export function sendJsonText(request: FastifyRequest, reply: unknown, body: EncodedText): FastifyReply {
  const raw = (reply as FastifyReply).type('application/json; charset=utf-8').header('vary', 'accept-encoding');
  const { encoding, data } = formFor(body, request.headers['accept-encoding']);
  return encoding ? raw.header('content-encoding', encoding).send(data) : raw.send(data);
}

/** Core shop routes; prefix /services/core/api. */
export const shopRoutes: FastifyPluginAsyncZod<RouteDeps> = async (app, { db, clock }) => {
  app.get(
    '/v3/shops/search',
    {
      schema: {
        querystring: z.object({
          'filter[order_type]': orEmpty(['delivery', 'pickup', 'either'] as const, 'delivery'),
          'filter[address]': z.string().max(500).default(''),
          'filter[place_id]': z.string().max(2000).optional(),
          'sort[type]': orEmpty(sortTypes, 'recommended'),
          include_unacquired: flag,
        }),
        response: { 200: searchResponse },
      },
    },
    async (request, reply) => {
      const q = request.query;
      const body = await searchBody(
        db,
        {
          orderType: q['filter[order_type]'],
          address: q['filter[address]'],
          placeId: q['filter[place_id]'],
          sort: q['sort[type]'],
          includeUnacquired: q.include_unacquired,
        },
        clock(),
      );
      return sendJsonText(request, reply, body);
    },
  );

  const withCoupons = async (shop: ShopRecord) => ({ shop: toShop(shop, clock(), await offeredCoupons(db, shop.id)) });

  for (const url of slugPaths('/v1/shops/slug')) {
    app.get(
      url,
      {
        schema: { params: slugParams, querystring: extendedAttributes, response: { 200: shopResponse } },
      },
      async (request, reply) => validated(request, reply, await withCoupons(await requireShopBySlug(db, slugOf(request.params)))),
    );
  }

  app.get(
    '/v1/shops/:shopId',
    {
      schema: { params: z.object({ shopId }), querystring: extendedAttributes, response: { 200: shopResponse } },
    },
    async (request, reply) => validated(request, reply, await withCoupons(await requireShopById(db, request.params.shopId))),
  );

  app.get('/v1/brands', { schema: { response: { 200: brandsResponse } } }, async () => listBrands(db));

  app.get('/v1/brands/:brand', { schema: { params: z.object({ brand: brandSlug }), response: { 200: brandResponse } } }, async (request) =>
    brandShops(db, request.params.brand, clock()),
  );

  for (const url of slugPaths('/v1/shops/slug', '/schedule')) {
    app.get(url, { schema: { params: slugParams, response: { 200: scheduleResponse } } }, async (request) => {
      const shop = await requireShopBySlug(db, slugOf(request.params));
      const now = clock();
      return { schedule: { ...toSchedule(shop, now), full_slots: await fullSlotTimes(db, shop, now) } };
    });
  }

  for (const url of slugPaths('/v1/shops/slug', '/nearby_shops')) {
    app.get(
      url,
      {
        schema: {
          params: slugParams,
          querystring: z.object({ size: z.coerce.number().int().min(1).max(50).default(16), acquired: flag }),
          response: { 200: nearbyShopsResponse },
        },
      },
      async (request) => {
        const shop = await requireShopBySlug(db, slugOf(request.params));
        return { shops: await nearbyShops(db, shop, request.query.size, request.query.acquired, clock()) };
      },
    );
  }

  for (const url of slugPaths('/v1/shops/slug', '/faq')) {
    app.get(url, { schema: { params: slugParams, response: { 200: faqResponse } } }, async (request) => ({
      questions: (await requireShopBySlug(db, slugOf(request.params))).faq,
    }));
  }

  for (const url of slugPaths('/v1/shops', '/cuisines')) {
    app.get(url, { schema: { params: slugParams, response: { 200: cuisinesResponse } } }, async (request) => ({
      cuisines: (await requireShopBySlug(db, slugOf(request.params))).cuisines,
    }));
  }

  for (const url of slugPaths('/v2/search/shops', '/ratings')) {
    app.get(url, { schema: { params: slugParams, response: { 200: ratingsResponse } } }, async (request) =>
      ratingsOf(await requireShopBySlug(db, slugOf(request.params))),
    );
  }

  // the maps draw where the shop is and its zone; the zone itself is decided here (delivery_zone_validation)
  app.get(
    '/v1/shops/:shopId/delivery_zone',
    {
      schema: { params: z.object({ shopId }), response: { 200: deliveryZoneResponse } },
    },
    async (request) => {
      const shop = await requireShopById(db, request.params.shopId);
      return { location: { latitude: shop.lat, longitude: shop.lon }, delivery_zone: shop.doesDelivery ? shop.deliveryZone : null };
    },
  );

  app.get(
    '/v3/shops/:shopId/delivery_zone_validation',
    {
      schema: {
        params: z.object({ shopId }),
        querystring: z.object({ location: z.string().max(500).default('') }),
        response: { 200: deliveryZoneValidationResponse },
      },
    },
    async (request) => {
      const shop = await requireShopById(db, request.params.shopId);
      const place = geocode(request.query.location);
      if (!place) {
        return {
          delivery_address_info: {
            delivers_to: false,
            location: { address_components: [], formatted_address: null, latitude: null, longitude: null },
          },
        };
      }
      return {
        delivery_address_info: {
          delivers_to: takesOrders(shop) && deliversTo(shop, { lat: place.lat, lng: place.lng }),
          location: {
            address_components: addressComponents(place),
            formatted_address: formattedAddress(place),
            latitude: place.lat,
            longitude: place.lng,
          },
        },
      };
    },
  );
};
