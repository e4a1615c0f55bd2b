import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { pricedOrderInput } from '../../contract/cart';
import {
  agreementTokenRequest,
  agreementTokenResponse,
  billingAgreementRequest,
  billingAgreementResponse,
  orderPaypal,
  PAYPAL_RETURN_PATH,
  paypalOrderResponse,
  paypalShipping,
} from '../../contract/paypal';
import { returnUrlFor } from '../payments/return-url';
import type { RouteDeps } from '../route-deps';
import { noStore } from '../users/routes';
import type { PaypalClient } from './paypal-client';
import { makeAgreement, makePaypalOrder, startApproval } from './service';

export type PaypalRouteDeps = RouteDeps & { paypal: PaypalClient };

const paypalOrderRequest = z.object({
  order: pricedOrderInput.extend({ paypal: orderPaypal, shipping: paypalShipping.optional() }),
  calculate_strict_total: z.boolean().optional(),
});

/** PayPal's billing agreement and the payment made on it for an order (checkout §4); prefix /services/core/api. */
export const paypalRoutes: FastifyPluginAsyncZod<PaypalRouteDeps> = async (app, { db, clock, paypal }) => {
  app.addHook('onSend', async (request, reply) => noStore(request, reply));

  app.post(
    '/v1/paypal/billing_agreement_tokens',
    {
      schema: { body: agreementTokenRequest, response: { 201: agreementTokenResponse } },
    },
    async (request, reply) =>
      reply.status(201).send(await startApproval(paypal, returnUrlFor(request, request.body.return_url, PAYPAL_RETURN_PATH))),
  );

  app.post(
    '/v1/paypal/billing_agreements',
    {
      schema: { body: billingAgreementRequest, response: { 201: billingAgreementResponse } },
    },
    async (request, reply) => reply.status(201).send(await makeAgreement(paypal, request.body.token_id)),
  );

  app.post(
    '/v1/paypal/orders',
    {
      schema: { body: paypalOrderRequest, response: { 201: paypalOrderResponse } },
    },
    async (request, reply) => reply.status(201).send(await makePaypalOrder(db, paypal, request.body.order, clock())),
  );
};
