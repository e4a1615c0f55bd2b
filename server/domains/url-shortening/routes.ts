import { z } from 'zod';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { SHORT_LINK_PATH, shortenRequest, shortenResponse } from '../../contract/url-shortening';
import type { RouteDeps } from '../route-deps';
import { locationOf, shortenLocation } from './service';

/** Short links to shared carts, on the storefront host (no prefix). */
export const urlShorteningRoutes: FastifyPluginAsyncZod<RouteDeps> = async (app, { db, clock }) => {
  app.put('/url-shortening', { schema: { body: shortenRequest, response: { 200: shortenResponse } } }, async (request) =>
    shortenLocation(db, request.body.location, `${request.protocol}://${request.host}`, clock()),
  );

  app.get(`${SHORT_LINK_PATH}/:code`, { schema: { params: z.object({ code: z.string().max(100) }) } }, async (request, reply) => {
    const location = await locationOf(db, request.params.code);
    // an unknown code is the storefront's not-found page, as any unknown URL
    if (!location) return reply.code(404).callNotFound();
    return reply.redirect(location, 302);
  });
};
