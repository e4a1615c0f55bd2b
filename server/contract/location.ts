import { z } from 'zod';

export const predictionsResponse = z.object({
  status: z.enum(['OK', 'ZERO_RESULTS', 'INVALID_REQUEST']),
  predictions: z.array(
    z.object({ place_id: z.string(), description: z.string(), main_text: z.string(), secondary_text: z.string() }),
  ),
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
