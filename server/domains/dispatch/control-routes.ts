import { z } from 'zod';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { RouteDeps } from '../route-deps';
import type { PaypalClient } from '../paypal/paypal-client';
import type { CardGateway } from '../payments/stripe-client';
import type { RefundGateways } from '../orders/refund';
import { adjustOrderByHand, advanceOrderByHand, delayOrderByHand } from './control';

const advanceBody = z.object({
  status: z.enum(['preparing', 'ready_for_pickup', 'out_for_delivery', 'completed', 'voided']),
  /** a delivery's driver sub-step; 'none' takes it out with no driver */
  driver: z.enum(['en_route_to_shop', 'awaiting_order', 'nearby', 'arrived', 'none']).optional(),
  /** with status voided: the shop declined the order, for this reason (shown to the shopper) */
  reason: z.string().trim().min(1).max(200).optional(),
});

const delayBody = z.object({ minutes: z.number().int().min(1).max(120) });

/** the shop adjusted the order: cents off its total (refunded to a card), and why (shown to the shopper) */
const adjustBody = z.object({ amount: z.number().int().min(1).max(1_000_000), reason: z.string().trim().min(1).max(200) });

/** Dispatch control; prefix /services/dispatch/api. Registered only when DISPATCH_CONTROL=1. */
export const dispatchControlRoutes: FastifyPluginAsyncZod<RouteDeps & { cardGateway: CardGateway; paypal?: PaypalClient }> = async (
  app,
  { db, clock, cardGateway, paypal },
) => {
  // the gateways a paid order's money goes back through when the shop declines or adjusts it
  const gateways: RefundGateways = { stripe: cardGateway.stripe, adyen: cardGateway.adyen.client, paypal };

  app.post(
    '/v1/orders/:uuid/advance',
    {
      schema: { params: z.object({ uuid: z.string().max(100) }), body: advanceBody },
    },
    async (request) =>
      advanceOrderByHand(
        db,
        gateways,
        request.params.uuid,
        request.body.status,
        request.body.driver ?? null,
        clock(),
        request.body.reason ?? null,
      ),
  );

  // the shop is running late: the estimate moves back
  app.post(
    '/v1/orders/:uuid/delay',
    {
      schema: { params: z.object({ uuid: z.string().max(100) }), body: delayBody },
    },
    async (request) => delayOrderByHand(db, request.params.uuid, request.body.minutes),
  );

  // an Idempotency-Key makes a retry of the same adjustment answer it again (never a second refund)
  app.post(
    '/v1/orders/:uuid/adjust',
    {
      schema: {
        params: z.object({ uuid: z.string().max(100) }),
        body: adjustBody,
        headers: z.looseObject({ 'idempotency-key': z.string().trim().min(1).max(255).optional() }),
      },
    },
    async (request) =>
      adjustOrderByHand(
        db,
        gateways,
        request.params.uuid,
        request.body.amount,
        request.body.reason,
        clock(),
        request.headers['idempotency-key'] ?? null,
      ),
  );
};
