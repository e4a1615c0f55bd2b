import { z } from 'zod';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { RouteDeps } from '../route-deps';
import { advanceOrderByHand } from './control';

const advanceBody = z.object({
  status: z.enum(['preparing', 'ready_for_pickup', 'out_for_delivery', 'completed', 'voided']),
  /** a delivery's driver sub-step; 'none' takes it out with no driver */
  driver: z.enum(['en_route_to_shop', 'awaiting_order', 'nearby', 'arrived', 'none']).optional(),
});

/** Dispatch control; prefix /services/dispatch/api. Registered only when DISPATCH_CONTROL=1. */
export const dispatchControlRoutes: FastifyPluginAsyncZod<RouteDeps> = async (app, { db, clock }) => {
  app.post('/v1/orders/:uuid/advance', {
    schema: { params: z.object({ uuid: z.string().max(100) }), body: advanceBody },
  }, async (request) => advanceOrderByHand(db, request.params.uuid, request.body.status, request.body.driver ?? null, clock()));
};
