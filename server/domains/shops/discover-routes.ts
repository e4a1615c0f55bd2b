import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { browseCitiesResponse, discoverRequest, discoverResponse } from '../../contract/discover';
import type { RouteDeps } from '../route-deps';
import { browseCities } from './browse';
import { discoverBody } from './discover';
import { sendJsonText } from './routes';

/** Discovery search service; prefix /services/search. */
export const discoverRoutes: FastifyPluginAsyncZod<RouteDeps> = async (app, { db, clock }) => {
  app.post('/v1/discover/shops', { schema: { body: discoverRequest, response: { 200: discoverResponse } } }, async (request, reply) =>
    sendJsonText(request, reply, await discoverBody(db, request.body, clock())),
  );

  app.get('/v1/cities', { schema: { response: { 200: browseCitiesResponse } } }, async () => browseCities(db));
};
