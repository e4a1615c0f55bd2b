import { z } from 'zod';

export const predictionsResponse = z.object({
  status: z.enum(['OK', 'ZERO_RESULTS', 'INVALID_REQUEST']),
  predictions: z.array(z.object({ place_id: z.string(), description: z.string(), main_text: z.string(), secondary_text: z.string() })),
});
export type PredictionsResponse = z.infer<typeof predictionsResponse>;

export const coordinatesResponse = z.object({ latitude: z.number(), longitude: z.number() });

export const addressComponent = z.object({ long_name: z.string(), short_name: z.string(), types: z.array(z.string()) });

export const geocodeResponse = z.object({
  status: z.enum(['OK', 'ZERO_RESULTS', 'INVALID_REQUEST']),
  latitude: z.number().nullable(),
  longitude: z.number().nullable(),
  formatted_address: z.string().nullable(),
  address_components: z.array(addressComponent),
});

export const deliveryZoneValidationResponse = z.object({
  delivery_address_info: z.object({
    delivers_to: z.boolean(),
    location: z.object({
      address_components: z.array(addressComponent),
      formatted_address: z.string().nullable(),
      latitude: z.number().nullable(),
      longitude: z.number().nullable(),
    }),
  }),
});
export type DeliveryZoneValidationResponse = z.infer<typeof deliveryZoneValidationResponse>;

/**
 * GET /services/location/config: who answers the maps questions in the browser. 'google' (with the
 * key GOOGLE_MAPS_API_KEY gave the server): the Maps JavaScript API; 'embedded': these stand-ins.
 */
export const mapsConfig = z.object({ provider: z.enum(['embedded', 'google']), api_key: z.string().nullable() });
export type MapsConfig = z.infer<typeof mapsConfig>;

/** A GeoJSON polygon: rings of [longitude, latitude], the first the outline. */
export const geoJsonPolygon = z.object({ type: z.literal('Polygon'), coordinates: z.array(z.array(z.tuple([z.number(), z.number()]))) });

/** GET /services/core/api/v1/shops/{shop_id}/delivery_zone: where a shop is and where it delivers (null: pickup only). */
export const deliveryZoneResponse = z.object({
  location: z.object({ latitude: z.number(), longitude: z.number() }),
  delivery_zone: geoJsonPolygon.nullable(),
});
export type DeliveryZoneResponse = z.infer<typeof deliveryZoneResponse>;
export type GeocodeResponse = z.infer<typeof geocodeResponse>;
