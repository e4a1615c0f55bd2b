import { z } from 'zod';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { urlId } from '../../contract/common';
import {
  confirmPaymentMethodRequest,
  createPaymentMethodRequest,
  paymentMethodResponse,
  paymentMethodsQuery,
  paymentMethodsResponse,
  paymentsConfig,
  shopGatewayResponse,
} from '../../contract/payments';
import type { Database } from '../../db/database';
import { requireUser, signedInUser } from '../../plugins/auth';
import { notFound } from '../api-error';
import type { RouteDeps } from '../route-deps';
import { noStore } from '../users/routes';
import { findShopGateways } from './repository';
import { challengeReturnUrl } from './return-url';
import { confirmCard, listCards, removeCard, saveCard } from './service';
import type { CardGateway } from './stripe-client';

export type PaymentRouteDeps = RouteDeps & { cardGateway: CardGateway };

const paymentMethodParams = z.object({ id: urlId });

/** The card gateway's browser config and the account's saved cards; prefix /services/core/api. */
export const paymentRoutes: FastifyPluginAsyncZod<PaymentRouteDeps> = async (app, { db, clock, cardGateway }) => {
  app.addHook('onSend', async (request, reply) => noStore(request, reply));

  app.get('/v1/payments/config', { schema: { response: { 200: paymentsConfig } } }, async () => cardGateway.browserConfig);

  app.get(
    '/v2/payment_methods',
    {
      schema: { querystring: paymentMethodsQuery, response: { 200: paymentMethodsResponse } },
    },
    async (request, reply) => listCards(db, requireUser(request, reply).id, request.query.gateway),
  );

  app.post(
    '/v2/payment_methods',
    {
      schema: { body: createPaymentMethodRequest, response: { 201: paymentMethodResponse } },
    },
    async (request, reply) => {
      // a token that is no longer valid is refused, never taken for a guest's
      const user = request.identification?.kind === 'invalid' ? requireUser(request, reply) : signedInUser(request);
      if (!user && !request.body.single_use) void reply.header('www-authenticate', 'Bearer realm="crust"');
      const saved = await saveCard(db, cardGateway, user, request.body, challengeReturnUrl(request, request.body.return_url), clock());
      return reply.status(201).send(saved);
    },
  );

  app.post(
    '/v2/payment_methods/:id/confirm',
    {
      schema: { params: paymentMethodParams, body: confirmPaymentMethodRequest, response: { 200: paymentMethodResponse } },
    },
    async (request, reply) => {
      // a guest confirms the single-use Adyen card they saved (by its email); everything else needs the account
      const guest =
        request.identification?.kind !== 'invalid' && !signedInUser(request) && request.body.details.redirectResult !== undefined;
      const user = guest ? null : requireUser(request, reply);
      return confirmCard(db, cardGateway, user, request.params.id, request.body, clock());
    },
  );

  app.delete('/v2/payment_methods/:id', { schema: { params: paymentMethodParams } }, async (request, reply) => {
    const user = requireUser(request, reply);
    await removeCard(db, cardGateway, user, request.params.id, clock());
    return reply.status(204).send();
  });
};

/** The payment service: which card gateway a shop uses; prefix /services/payment. */
export const paymentGatewayRoutes: FastifyPluginAsyncZod<{ db: Database }> = async (app, { db }) => {
  app.get(
    '/public/shops/:shop_uuid/gateway',
    {
      schema: { params: z.object({ shop_uuid: z.string().max(100) }), response: { 200: shopGatewayResponse } },
    },
    async (request) => {
      const shop = await findShopGateways(db, request.params.shop_uuid);
      if (!shop) throw notFound('shop_not_found', "We couldn't find that pizzeria.");
      return { gateway: shop.cardGateway, interim_gateway: shop.interimCardGateway };
    },
  );
};
