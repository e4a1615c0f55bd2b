import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { shoppingCartRequest, shoppingCartResponse } from '../../contract/cart';
import type { RouteDeps } from '../route-deps';
import { priceCart } from './service';

/** Cart pricing; prefix /services/core/api. */
export const cartRoutes: FastifyPluginAsyncZod<RouteDeps> = async (app, { db, clock }) => {
  app.post(
    '/v1/orders/shopping_cart',
    {
      schema: { body: shoppingCartRequest, response: { 200: shoppingCartResponse } },
      // The storefront prices the cart on every change, so this is the hottest route. Its body is built by
      // priceCart, typed as ShoppingCartResponse, and the route tests parse it with the contract; encoding it
      // through zod again took about 40 % of the request, so it is written out directly.
      serializerCompiler: () => (data) => JSON.stringify(data),
    },
    async (request) => priceCart(db, request.body.order, clock()),
  );
};
