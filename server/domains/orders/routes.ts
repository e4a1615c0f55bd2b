import type { FastifyRequest } from 'fastify';
import { z } from 'zod';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { orderByIdempotencyKeyParams, orderResponse, placeOrderRequest } from '../../contract/orders';
import { completeOrderRequest } from '../../contract/payments';
import { orderHistoryQuery, orderHistoryResponse } from '../../contract/users';
import { requireUser } from '../../plugins/auth';
import { challengeReturnUrl } from '../payments/return-url';
import type { PaymentRouteDeps } from '../payments/routes';
import type { PaypalClient } from '../paypal/paypal-client';
import {
  abandonOrderChallenge,
  completeOrder,
  getOrder,
  orderByIdempotencyKey,
  orderHistory,
  placeOrder,
  type OrderViewer,
} from './service';

/** The Idempotency-Key an order was placed with, sent back by the browser that placed it to read the order in full. */
export const orderKeyHeader = z.object({ 'order-key': z.string().max(255).optional() });
export const viewerOf = (request: FastifyRequest): OrderViewer => {
  const key = request.headers['order-key'];
  return { userId: request.userId ?? null, orderKey: typeof key === 'string' && key !== '' ? key : null };
};

/** Orders; prefix /services/core/api. */
export const orderRoutes: FastifyPluginAsyncZod<PaymentRouteDeps & { paypal?: PaypalClient }> = async (
  app,
  { db, clock, dispatchSpeed, cardGateway, paypal },
) => {
  app.post(
    '/v2/orders',
    {
      schema: {
        body: placeOrderRequest,
        headers: z.object({ 'idempotency-key': z.string().trim().min(1).max(255).optional() }),
        response: { 201: orderResponse },
      },
    },
    async (request, reply) => {
      // a signed-in shopper's order joins their history; a token that is no longer valid is refused (401) rather
      // than silently placing a guest order: the storefront refreshes it and retries with the same Idempotency-Key
      if (request.identification?.kind === 'invalid') requireUser(request, reply);
      const card = { gateway: cardGateway, returnUrl: challengeReturnUrl(request, request.body.return_url), paypal };
      const order = await placeOrder(
        db,
        request.body,
        request.headers['idempotency-key'] ?? null,
        clock(),
        dispatchSpeed,
        request.userId ?? null,
        card,
      );
      return reply.status(201).send({ order });
    },
  );

  // did the order sent with this key go through? (asked after the connection cut out while placing, checkout §8)
  app.get(
    '/v2/orders/idempotency/:key',
    {
      schema: { params: orderByIdempotencyKeyParams, response: { 200: orderResponse } },
    },
    async (request, reply) => {
      void reply.header('cache-control', 'no-store');
      return { order: await orderByIdempotencyKey(db, request.params.key) };
    },
  );

  // after the 3-D Secure challenge of a card payment
  app.put(
    '/v1/orders/:uuid/complete',
    {
      schema: {
        params: z.object({ uuid: z.string().max(100) }),
        headers: orderKeyHeader,
        body: completeOrderRequest,
        response: { 200: orderResponse },
      },
    },
    async (request) => ({ order: await completeOrder(db, cardGateway, request.params.uuid, request.body, clock(), viewerOf(request)) }),
  );

  // the shopper closed the 3-D Secure challenge: the order is cancelled and nothing charged (422 says so), unless it was paid after all
  app.put(
    '/v1/orders/:uuid/abandon',
    {
      schema: { params: z.object({ uuid: z.string().max(100) }), headers: orderKeyHeader, response: { 200: orderResponse } },
    },
    async (request) => ({ order: await abandonOrderChallenge(db, cardGateway, request.params.uuid, clock(), viewerOf(request)) }),
  );

  // the signed-in account's history; signed out, 401 (the storefront reads it as an empty history, checkout §6, §8)
  app.get(
    '/v1/orders',
    {
      schema: { querystring: orderHistoryQuery, response: { 200: orderHistoryResponse } },
    },
    async (request, reply) => {
      void reply.header('cache-control', 'no-store');
      return orderHistory(db, requireUser(request, reply).id, request.query);
    },
  );

  // in full for its owner (the account, or the browser holding its Order-Key); anyone else holding the uuid reads the minimum
  app.get(
    '/v1/orders/:uuid',
    {
      schema: { params: z.object({ uuid: z.string().max(100) }), headers: orderKeyHeader, response: { 200: orderResponse } },
    },
    async (request, reply) => {
      // the shopper's name and address: no cache keeps them
      void reply.header('cache-control', 'no-store');
      return { order: await getOrder(db, request.params.uuid, viewerOf(request)) };
    },
  );
};
