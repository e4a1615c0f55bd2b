import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { addressParams, createAddressRequest, savedAddressesResponse, savedAddressResponse } from '../../contract/users';
import { requireUser } from '../../plugins/auth';
import { noStore, type AccountRouteDeps } from '../users/routes';
import { removeAddress, saveAddress, savedAddresses } from './service';

/** The signed-in account's saved addresses; prefix /services/core/api. */
export const addressRoutes: FastifyPluginAsyncZod<AccountRouteDeps> = async (app, { db, clock }) => {
  app.addHook('onSend', async (request, reply) => noStore(request, reply));

  // signed out: 401, which the storefront reads as no addresses (checkout §6, §8)
  app.get('/v1/addresses', { schema: { response: { 200: savedAddressesResponse } } }, async (request, reply) =>
    savedAddresses(db, requireUser(request, reply).id),
  );

  app.post(
    '/v1/addresses',
    {
      schema: { body: createAddressRequest, response: { 200: savedAddressResponse, 201: savedAddressResponse } },
    },
    async (request, reply) => {
      const user = requireUser(request, reply);
      const { created, address } = await saveAddress(db, user.id, request.body, clock());
      return reply.status(created ? 201 : 200).send({ address });
    },
  );

  app.delete('/v1/addresses/:id', { schema: { params: addressParams } }, async (request, reply) => {
    const user = requireUser(request, reply);
    await removeAddress(db, user.id, request.params.id);
    return reply.status(204).send();
  });
};
