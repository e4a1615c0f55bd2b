import { z } from 'zod';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { urlId } from '../../contract/common';
import { couponsResponse } from '../../contract/deals';
import type { RouteDeps } from '../route-deps';
import { listCoupons } from './service';

/** A shop's deals; prefix /services/core/api. The same list belongs in the shop's `coupons` attribute. */
export const couponRoutes: FastifyPluginAsyncZod<RouteDeps> = async (app, { db }) => {
  app.get(
    '/v1/shops/:shopId/coupons',
    {
      schema: { params: z.object({ shopId: urlId }), response: { 200: couponsResponse } },
    },
    async (request) => listCoupons(db, request.params.shopId),
  );
};
