import { z } from 'zod';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { activityResponse, createActivityRequest, createActivityResponse } from '../../contract/activities';
import type { RouteDeps } from '../route-deps';
import { getActivity, saveActivity } from './service';

/** Magic carts; prefix /services/core/api. */
export const activityRoutes: FastifyPluginAsyncZod<RouteDeps> = async (app, { db, clock }) => {
  app.post(
    '/v1/activities',
    {
      schema: { body: createActivityRequest, response: { 200: createActivityResponse, 201: createActivityResponse } },
    },
    async (request, reply) => {
      const { created, body } = await saveActivity(db, request.body, clock());
      return reply.status(created ? 201 : 200).send(body);
    },
  );

  app.get(
    '/v1/activities/:uuid',
    {
      schema: { params: z.object({ uuid: z.string().max(100) }), response: { 200: activityResponse } },
    },
    async (request) => getActivity(db, request.params.uuid),
  );
};
