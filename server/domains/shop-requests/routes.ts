import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { createShopAddRequest, shopAddRequestParams, shopAddRequestResponse } from '../../contract/shop-requests';
import { isDbId, notFound } from '../api-error';
import type { RouteDeps } from '../route-deps';
import { requestShopAdd } from './service';

/** "Request to add" for shops not on Crust yet; prefix /services/core/api. */
export const shopRequestRoutes: FastifyPluginAsyncZod<RouteDeps> = async (app, { db, clock }) => {
  app.post(
    '/v1/shops/:shop_id/add_requests',
    {
      schema: {
        params: shopAddRequestParams,
        body: createShopAddRequest,
        response: { 200: shopAddRequestResponse, 201: shopAddRequestResponse },
      },
    },
    async (request, reply) => {
      if (!isDbId(request.params.shop_id)) throw notFound('shop_not_found', "We couldn't find that pizzeria.");
      const { created, body } = await requestShopAdd(db, request.params.shop_id, request.body.browser_id, clock());
      return reply.status(created ? 201 : 200).send(body);
    },
  );
};
