import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { cancelPaymentIntentQuery, paymentIntentRequest, paymentIntentResponse } from '../../contract/wallet';
import type { PaymentRouteDeps } from '../payments/routes';
import { noStore } from '../users/routes';
import { badCancellationReason } from './errors';
import { cancelWalletIntent, createWalletIntent, updateWalletIntent } from './service';

const intentParams = z.object({ id: z.string().max(255) });

/** Apple Pay and Google Pay: the Stripe PaymentIntent the wallet sheet confirms (checkout §4); prefix /services/core/api. */
export const walletRoutes: FastifyPluginAsyncZod<PaymentRouteDeps> = async (app, { db, clock, cardGateway }) => {
  const { stripe } = cardGateway;
  app.addHook('onSend', async (request, reply) => noStore(request, reply));

  app.post(
    '/v1/payment_intents',
    {
      schema: { body: paymentIntentRequest, response: { 201: paymentIntentResponse } },
    },
    async (request, reply) => reply.status(201).send(await createWalletIntent(db, stripe, request.body.order, clock())),
  );

  app.put(
    '/v1/payment_intents/:id',
    {
      schema: { params: intentParams, body: paymentIntentRequest, response: { 200: paymentIntentResponse } },
    },
    async (request) => updateWalletIntent(db, stripe, request.params.id, request.body.order, clock()),
  );

  app.delete(
    '/v1/payment_intents/:id',
    {
      schema: { params: intentParams, querystring: cancelPaymentIntentQuery },
      // a reason outside the list is answered in plain words, not as the schema's report
      attachValidation: true,
    },
    async (request, reply) => {
      const invalid = request.validationError;
      if (invalid) throw invalid.validationContext === 'querystring' ? badCancellationReason() : invalid;
      await cancelWalletIntent(stripe, request.params.id, request.query.cancellation_reason);
      return reply.status(204).send();
    },
  );
};
