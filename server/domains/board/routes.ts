import { z } from 'zod';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { requireUser } from '../../plugins/auth';
import { ApiError } from '../api-error';
import type { PaypalClient } from '../paypal/paypal-client';
import type { CardGateway } from '../payments/stripe-client';
import type { RefundGateways } from '../orders/refund';
import type { RouteDeps } from '../route-deps';
import { markBoardSeen, staffRole, staffShopsOf } from './repository';
import {
  acceptBody,
  adjustBody,
  boardActionResponse,
  boardOrdersResponse,
  declineBody,
  delayBody,
  keyedHeaders,
  orderParams,
  shopParams,
  staffShopsResponse,
} from './schema';
import { adjustOrder, boardOrders, declineOrder, delayOrder, moveOrder, type BoardAction } from './service';
import { defaultStreamTiming, streamBoardEvents, wakeBoards, type StreamTiming } from './stream';

const forbidden = () => new ApiError(403, { code: 'not_shop_staff', message: "Only this shop's staff can use its order board" });

/** The pizzeria's order board; prefix /services/board/api. Every route: a signed-in account on the shop's staff. */
export const boardRoutes: FastifyPluginAsyncZod<
  RouteDeps & { cardGateway: CardGateway; paypal?: PaypalClient; streamTiming?: Partial<StreamTiming> }
> = async (app, { db, clock, cardGateway, paypal, streamTiming }) => {
  const gateways: RefundGateways = { stripe: cardGateway.stripe, adyen: cardGateway.adyen.client, paypal };
  const timing = { ...defaultStreamTiming, ...streamTiming };
  const streams = new Set<() => void>();
  app.addHook('preClose', async () => {
    for (const end of streams) end();
  });

  // the staff role is the board's own (shop_staff), checked here on every route; the identity provider only says who
  app.addHook('preHandler', async (request, reply) => {
    const user = requireUser(request, reply);
    const shopId = (request.params as { shopId?: number }).shopId;
    if (shopId === undefined) {
      if ((await staffShopsOf(db, user.id)).length === 0) throw forbidden();
      return;
    }
    if ((await staffRole(db, user.id, shopId)) === null) throw forbidden();
  });

  app.get('/v1/staff/shops', { schema: { response: { 200: staffShopsResponse } } }, async (request, reply) => ({
    shops: await staffShopsOf(db, requireUser(request, reply).id),
  }));

  app.get('/v1/shops/:shopId/orders', { schema: { params: shopParams, response: { 200: boardOrdersResponse } } }, async (request) =>
    boardOrders(db, request.params.shopId),
  );

  // Server-Sent Events from Last-Event-ID (the header a reconnecting browser sends, or ?last_event_id)
  app.get(
    '/v1/shops/:shopId/events',
    {
      schema: {
        params: shopParams,
        querystring: z.object({ last_event_id: z.coerce.number().int().min(0).max(Number.MAX_SAFE_INTEGER).optional() }),
        headers: z.looseObject({ 'last-event-id': z.coerce.number().int().min(0).max(Number.MAX_SAFE_INTEGER).optional() }),
      },
    },
    async (request, reply) => {
      const after = request.headers['last-event-id'] ?? request.query.last_event_id ?? 0;
      reply.hijack();
      const end = streamBoardEvents(db, request.params.shopId, after, reply.raw, clock, timing, (error) =>
        request.log.error({ error }, 'board stream poll failed'),
      );
      streams.add(end);
      reply.raw.on('close', () => streams.delete(end));
    },
  );

  // a board that cannot hold a stream open says it is there (the simulator stands aside while it does)
  app.post('/v1/shops/:shopId/heartbeat', { schema: { params: shopParams } }, async (request, reply) => {
    await markBoardSeen(db, request.params.shopId, clock());
    return reply.status(204).send();
  });

  const moved = <T extends { order: unknown }>(shopId: number, answer: T) => {
    wakeBoards(shopId);
    return answer;
  };
  const move = (action: BoardAction) =>
    app.post(
      `/v1/shops/:shopId/orders/:uuid/${action}`,
      {
        schema: { params: orderParams, response: { 200: boardActionResponse } },
      },
      async (request) => moved(request.params.shopId, await moveOrder(db, request.params.shopId, request.params.uuid, action, clock())),
    );
  move('ready');
  move('out_for_delivery');
  move('complete');

  app.post(
    '/v1/shops/:shopId/orders/:uuid/accept',
    {
      schema: { params: orderParams, body: acceptBody, response: { 200: boardActionResponse } },
    },
    async (request) =>
      moved(
        request.params.shopId,
        await moveOrder(db, request.params.shopId, request.params.uuid, 'accept', clock(), request.body.prep_minutes),
      ),
  );

  app.post(
    '/v1/shops/:shopId/orders/:uuid/decline',
    {
      schema: { params: orderParams, body: declineBody, response: { 200: boardActionResponse } },
    },
    async (request) =>
      moved(
        request.params.shopId,
        await declineOrder(db, gateways, request.params.shopId, request.params.uuid, request.body.reason, clock()),
      ),
  );

  app.post(
    '/v1/shops/:shopId/orders/:uuid/delay',
    {
      schema: { params: orderParams, body: delayBody, headers: keyedHeaders, response: { 200: boardActionResponse } },
    },
    async (request) =>
      moved(
        request.params.shopId,
        await delayOrder(db, request.params.shopId, request.params.uuid, request.body.minutes, request.headers['idempotency-key'], clock()),
      ),
  );

  app.post(
    '/v1/shops/:shopId/orders/:uuid/adjust',
    {
      schema: { params: orderParams, body: adjustBody, headers: keyedHeaders, response: { 200: boardActionResponse } },
    },
    async (request) =>
      moved(
        request.params.shopId,
        await adjustOrder(
          db,
          gateways,
          request.params.shopId,
          request.params.uuid,
          request.body.amount,
          request.body.reason,
          request.headers['idempotency-key'],
          clock(),
        ),
      ),
  );
};
