import { z } from 'zod';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { tracking } from '../../contract/orders';
import type { RouteDeps } from '../route-deps';
import { trackOrder } from './service';

/** Order tracking; prefix /services/tracking/api. */
export const trackingRoutes: FastifyPluginAsyncZod<RouteDeps> = async (app, { db, clock, dispatchSpeed }) => {
  app.get(
    '/v2/orders/:uuid',
    {
      schema: { params: z.object({ uuid: z.string().max(100) }), response: { 200: tracking } },
    },
    async (request) => trackOrder(db, request.params.uuid, { now: clock(), dispatchSpeed }),
  );
};
