import { z } from 'zod';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { urlId } from '../../contract/common';
import { menuResponse, productTypesQuery, productTypesResponse } from '../../contract/menus';
import { recommendationsRequest, recommendationsResponse } from '../../contract/recommendations';
import type { RouteDeps } from '../route-deps';
import { requireShopById } from '../shops/service';
import { loadMenuCatalog } from './catalog';
import { findProductTypes, recommendProducts, shopperMenu } from './service';

const shopParams = z.object({ shopId: urlId });

/** Menu routes; prefix /services/core/api. */
export const menuRoutes: FastifyPluginAsyncZod<RouteDeps> = async (app, { db, clock }) => {
  app.get('/v3/menus/:shopId', { schema: { params: shopParams, response: { 200: menuResponse } } }, async (request) => {
    const shop = await requireShopById(db, request.params.shopId);
    return { menu: shopperMenu(await loadMenuCatalog(db, shop.id), shop.timezone, clock()) };
  });

  app.post('/v3/menus/:shopId/recommendations', {
    schema: { params: shopParams, body: recommendationsRequest, response: { 200: recommendationsResponse } },
  }, async (request) => {
    const shop = await requireShopById(db, request.params.shopId);
    const menu = shopperMenu(await loadMenuCatalog(db, shop.id), shop.timezone, clock());
    return { products: recommendProducts(menu, request.body.items.map((item) => item.product_id)) };
  });

  app.get('/v3/menus/:shopId/product-types', {
    // the query (ids, allow_missing) is described in contract/menus.ts
    schema: { params: shopParams, querystring: productTypesQuery, response: { 200: productTypesResponse } },
  }, async (request) => {
    const shop = await requireShopById(db, request.params.shopId);
    const wanted = [...(request.query.id ?? []), ...(request.query['id[]'] ?? [])];
    const allowMissing = request.query.allow_missing === 'true' || request.query.allow_missing === '1';
    return { product_types: findProductTypes(await loadMenuCatalog(db, shop.id), wanted, allowMissing) };
  });
};
