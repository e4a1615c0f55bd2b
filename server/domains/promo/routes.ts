import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { promoCodeValidateQuery, promoCodeValidateRequest, promoCodeValidateResponse } from '../../contract/deals';
import { promoCodeLookupParams, promoCodeLookupResponse } from '../../contract/restaurant-promo';
import type { RouteDeps } from '../route-deps';
import { lookUpPromoCode } from './lookup';
import { validatePromoCode } from './service';

/** Promo codes; prefix /services/core/api. */
export const promoRoutes: FastifyPluginAsyncZod<RouteDeps> = async (app, { db, clock }) => {
  app.post(
    '/v1/promo_codes/validate',
    {
      schema: { querystring: promoCodeValidateQuery, body: promoCodeValidateRequest, response: { 200: promoCodeValidateResponse } },
    },
    async (request) => validatePromoCode(db, request.query.tag, request.body, clock()),
  );

  // the restaurant promo-code page: what a code is worth and where
  app.get(
    '/v1/promo_codes/:tag',
    {
      schema: { params: promoCodeLookupParams, response: { 200: promoCodeLookupResponse } },
    },
    async (request) => lookUpPromoCode(db, request.params.tag, clock()),
  );
};
