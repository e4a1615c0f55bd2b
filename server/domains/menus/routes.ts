import { z } from 'zod';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { menuResponse, productTypesResponse } from '../../contract/menus';
import { recommendationsRequest, recommendationsResponse } from '../../contract/recommendations';
import type { RouteDeps } from '../route-deps';
import { requireShopById } from '../shops/service';
import { loadMenuCatalog } from './catalog';
import { findProductTypes, recommendProducts, shopperMenu } from './service';

const shopParams = z.object({ shopId: z.coerce.number().int().positive() });
const ids = z.union([z.coerce.number().int().positive(), z.array(z.coerce.number().int().positive()).max(100)])
  .transform((v) => (Array.isArray(v) ? v : [v]));

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
    // id=1&id=2 as the spec says; id[]=1&id[]=2 as axios sends arrays by default
    // allow_missing=true: answer the ones that exist instead of 404 (the magic cart drops the rest)
    schema: {
      params: shopParams,
      querystring: z.object({ id: ids.optional(), 'id[]': ids.optional(), allow_missing: z.enum(['true', 'false', '1', '0']).default('false') }),
      response: { 200: productTypesResponse },
    },
  }, async (request) => {
    const shop = await requireShopById(db, request.params.shopId);
    const wanted = [...(request.query.id ?? []), ...(request.query['id[]'] ?? [])];
    const allowMissing = request.query.allow_missing === 'true' || request.query.allow_missing === '1';
    return { product_types: findProductTypes(await loadMenuCatalog(db, shop.id), wanted, allowMissing) };
  });
};
