import { z } from 'zod';
import type { FastifyReply } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { urlId } from '../../contract/common';
import { menuResponse, productTypesQuery, productTypesResponse } from '../../contract/menus';
import { recommendationsRequest, recommendationsResponse } from '../../contract/recommendations';
import type { RouteDeps } from '../route-deps';
import { requireShopById } from '../shops/service';
import { loadMenuCatalog } from './catalog';
import { encodedMenuBody, menuBody, menuShop } from './menu-body';
import { findProductTypes, recommendProducts, shopperMenu } from './service';
import { ifNoneMatch } from '../shops/routes';

const shopParams = z.object({ shopId: urlId });

/** Menu routes; prefix /services/core/api. */
export const menuRoutes: FastifyPluginAsyncZod<RouteDeps> = async (app, { db, clock }) => {
  // the body is the contract's (checked when it is first serialized: menu-body.ts), sent as text with its ETag
  app.get('/v3/menus/:shopId', { schema: { params: shopParams, response: { 200: menuResponse } } }, async (request, reply) => {
    const shop = await menuShop(db, request.params.shopId, Date.now());
    const body = menuBody(await loadMenuCatalog(db, shop.id), shop.timezone, clock());
    // text or bytes with a JSON content type go out as they are (Fastify serializes only objects)
    const raw = reply as unknown as FastifyReply;
    void raw.header('etag', body.etag).header('cache-control', 'no-cache').header('vary', 'accept-encoding');
    if (ifNoneMatch(request.headers['if-none-match'], body.etag)) return raw.code(304).send();
    void raw.type('application/json; charset=utf-8');
    const encoded = encodedMenuBody(body, request.headers['accept-encoding']);
    return encoded ? raw.header('content-encoding', encoded.encoding).send(encoded.data) : raw.send(body.json);
  });

  app.post(
    '/v3/menus/:shopId/recommendations',
    {
      schema: { params: shopParams, body: recommendationsRequest, response: { 200: recommendationsResponse } },
    },
    async (request) => {
      const shop = await requireShopById(db, request.params.shopId);
      const menu = shopperMenu(await loadMenuCatalog(db, shop.id), shop.timezone, clock());
      return {
        products: recommendProducts(
          menu,
          request.body.items.map((item) => item.product_id),
        ),
      };
    },
  );

  app.get(
    '/v3/menus/:shopId/product-types',
    {
      // the query (ids, allow_missing) is described in contract/menus.ts
      schema: { params: shopParams, querystring: productTypesQuery, response: { 200: productTypesResponse } },
    },
    async (request) => {
      const shop = await requireShopById(db, request.params.shopId);
      const wanted = [...(request.query.id ?? []), ...(request.query['id[]'] ?? [])];
      const allowMissing = request.query.allow_missing === 'true' || request.query.allow_missing === '1';
      return { product_types: findProductTypes(await loadMenuCatalog(db, shop.id), wanted, allowMissing) };
    },
  );
};
