import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { shoppingCartRequest, shoppingCartResponse } from '../../contract/cart';
import type { RouteDeps } from '../route-deps';
import { priceCart } from './service';

/** Cart pricing; prefix /services/core/api. */
export const cartRoutes: FastifyPluginAsyncZod<RouteDeps> = async (app, { db, clock }) => {
  app.post('/v1/orders/shopping_cart', {
    schema: { body: shoppingCartRequest, response: { 200: shoppingCartResponse } },
  }, async (request) => priceCart(db, request.body.order, clock()));
};
