import { z } from 'zod';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { analyticsBatch, analyticsBatchResponse, storedAnalyticsEvents } from '../../contract/analytics';
import { ApiError } from '../api-error';
import type { RouteDeps } from '../route-deps';
import { browserIdFromCookie, isSameBrowser } from './browser-cookie';
import { collectAnalytics, storedAnalytics } from './service';

/** A full batch of 100 events with their data is larger than the API's usual body limit. */
const BATCH_BODY_LIMIT = 512 * 1024;

const notThisBrowser = () =>
  new ApiError(403, { code: 'not_this_browser', message: 'Only the browser these events belong to can read them' });

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

  // A browser reads back only its own events: the asked id must be the one in its crust_browser_id cookie.
  app.get(
    '/v1/events',
    {
      schema: { querystring: z.object({ browser_id: z.string().uuid() }), response: { 200: storedAnalyticsEvents } },
    },
    async (request) => {
      if (!isSameBrowser(browserIdFromCookie(request.headers.cookie), request.query.browser_id)) throw notThisBrowser();
      return storedAnalytics(db, request.query.browser_id);
    },
  );
};
