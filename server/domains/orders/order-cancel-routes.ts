import { z } from 'zod';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { orderResponse } from '../../contract/orders';
import type { PaypalClient } from '../paypal/paypal-client';
import type { CardGateway } from '../payments/stripe-client';
import type { RouteDeps } from '../route-deps';
import { cancelOrderByShopper } from './order-cancel';
import type { RefundGateways } from './refund';
import { orderKeyHeader, viewerOf } from './routes';

/** POST v1/orders/{uuid}/cancel; prefix /services/core/api. Its owner only: the signed-in account, or the Order-Key header. */
export const orderCancelRoutes: FastifyPluginAsyncZod<RouteDeps & { cardGateway: CardGateway; paypal?: PaypalClient }> = async (
  app,
  { db, clock, cardGateway, paypal },
) => {
  const gateways: RefundGateways = { stripe: cardGateway.stripe, adyen: cardGateway.adyen.client, paypal };
  app.post(
    '/v1/orders/:uuid/cancel',
    {
      schema: { params: z.object({ uuid: z.string().max(100) }), headers: orderKeyHeader, response: { 200: orderResponse } },
    },
    async (request, reply) => {
      void reply.header('cache-control', 'no-store');
      return { order: await cancelOrderByShopper(db, gateways, request.params.uuid, viewerOf(request), clock()) };
    },
  );
};
