import { z } from 'zod';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { coordinatesResponse, geocodeResponse, mapsConfig, predictionsResponse } from '../../contract/location';
import { notFound } from '../api-error';
import { geocodeAddress, locationFromPlaceId, placePredictions } from './service';

const text = z.string().max(500).default('');

/** Embedded stand-ins for the maps service, and which maps service the browser uses; prefix /services/location. */
export const locationRoutes: FastifyPluginAsyncZod<{ googleMapsApiKey?: string | null }> = async (app, { googleMapsApiKey = null }) => {
  app.get('/config', { schema: { response: { 200: mapsConfig } } }, async () =>
    googleMapsApiKey ? { provider: 'google' as const, api_key: googleMapsApiKey } : { provider: 'embedded' as const, api_key: null },
  );

  app.get(
    '/place-predictions',
    {
      schema: { querystring: z.object({ input: text }), response: { 200: predictionsResponse } },
    },
    async (request) => placePredictions(request.query.input),
  );

  app.get(
    '/location-from-place-id',
    {
      schema: { querystring: z.object({ place_id: z.string().max(2000) }), response: { 200: coordinatesResponse } },
    },
    async (request) => {
      const location = locationFromPlaceId(request.query.place_id);
      if (!location) throw notFound('place_not_found', 'Unable to find location.');
      return location;
    },
  );

  app.get(
    '/geocode',
    {
      schema: { querystring: z.object({ address: text }), response: { 200: geocodeResponse } },
    },
    async (request) => geocodeAddress(request.query.address),
  );
};
