import { z } from 'zod';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { analyticsBatch, analyticsBatchResponse, storedAnalyticsEvents } from '../../contract/analytics';
import type { RouteDeps } from '../route-deps';
import { collectAnalytics, storedAnalytics } from './service';

/** A full batch of 100 events with their data is larger than the API's usual body limit. */
const BATCH_BODY_LIMIT = 512 * 1024;

/** The first-party analytics collector; prefix /services/traits/api. */
export const analyticsRoutes: FastifyPluginAsyncZod<RouteDeps> = async (app, { db, clock }) => {
  app.post(
    '/v1/events',
    {
      bodyLimit: BATCH_BODY_LIMIT,
      schema: { body: analyticsBatch, response: { 202: analyticsBatchResponse } },
    },
    async (request, reply) => reply.status(202).send(await collectAnalytics(db, request.body, clock())),
  );

  // The anonymous browser id is the only key: a browser (or a test) reads back what it sent.
  app.get(
    '/v1/events',
    {
      schema: { querystring: z.object({ browser_id: z.string().uuid() }), response: { 200: storedAnalyticsEvents } },
    },
    async (request) => storedAnalytics(db, request.query.browser_id),
  );
};
