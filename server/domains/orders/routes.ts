import { z } from 'zod';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { orderResponse, placeOrderRequest } from '../../contract/orders';
import type { RouteDeps } from '../route-deps';
import { getOrder, placeOrder } from './service';

/** Orders; prefix /services/core/api. */
export const orderRoutes: FastifyPluginAsyncZod<RouteDeps> = async (app, { db, clock, dispatchSpeed }) => {
  app.post('/v2/orders', {
    schema: {
      body: placeOrderRequest,
      headers: z.object({ 'idempotency-key': z.string().trim().min(1).max(255).optional() }),
      response: { 201: orderResponse },
    },
  }, async (request, reply) => {
    const order = await placeOrder(db, request.body, request.headers['idempotency-key'] ?? null, clock(), dispatchSpeed);
    return reply.status(201).send({ order });
  });

  app.get('/v1/orders/:uuid', {
    schema: { params: z.object({ uuid: z.string().max(100) }), response: { 200: orderResponse } },
  }, async (request) => ({ order: await getOrder(db, request.params.uuid) }));
};
