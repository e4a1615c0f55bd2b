/**
 * The maps' own calls: which service answers, a shop's zone, and the embedded stand-ins. Only the lazily
 * loaded maps modules import this file, so a page's first scripts do not carry it.
 */
import type * as contract from '@contract';
import { client, clientWithoutToken, CORE } from './client';
import type { Camel, Coordinates, PlacePrediction } from './types';

type PredictionsAnswer = { status: 'OK' | 'ZERO_RESULTS' | 'INVALID_REQUEST'; predictions: PlacePrediction[] };
type GeocodeAnswer = Camel<contract.GeocodeResponse>;

/** { provider: 'embedded' | 'google', apiKey } */
export type MapsConfig = Camel<contract.MapsConfig>;

let mapsConfig: Promise<MapsConfig> | null = null;

/** GET /services/location/config, once a page: which maps service the browser talks to (Google when the server has a key). */
export function getMapsConfig(): Promise<MapsConfig> {
  mapsConfig ??= clientWithoutToken.get<MapsConfig>('/services/location/config').then(
    ({ data }) => data,
    (error: unknown) => {
      mapsConfig = null;
      throw error;
    },
  );
  return mapsConfig;
}

/** { location: {latitude, longitude}, deliveryZone: GeoJSON polygon | null } */
export type DeliveryZone = Camel<contract.DeliveryZoneResponse>;

/** GET v1/shops/{id}/delivery_zone: where a shop is and the zone it delivers to, for its map. */
export async function getDeliveryZone(shopId: number): Promise<DeliveryZone> {
  const { data } = await client.get<DeliveryZone>(`${CORE}/v1/shops/${shopId}/delivery_zone`);
  return data;
}

export async function embeddedPlacePredictions(input: string, signal?: AbortSignal): Promise<PlacePrediction[]> {
  const { data } = await client.get<PredictionsAnswer>('/services/location/place-predictions', {
    params: { input },
    signal,
  });
  return data.status === 'OK' ? data.predictions : [];
}

export async function embeddedPlaceLocation(placeId: string): Promise<Coordinates> {
  const { data } = await client.get<Coordinates>('/services/location/location-from-place-id', {
    params: { place_id: placeId },
  });
  return data;
}

export async function embeddedGeocode(address: string): Promise<Coordinates> {
  const { data } = await client.get<GeocodeAnswer>('/services/location/geocode', { params: { address } });
  if (data.status !== 'OK' || data.latitude === null || data.longitude === null) throw { reason: 'geocoderFailed' };
  return { latitude: data.latitude, longitude: data.longitude };
}

/** The browser's position, with the spec's failure reasons (§7) as { reason }. */
export function currentPosition(geolocation: Geolocation | undefined = globalThis.navigator?.geolocation): Promise<Coordinates> {
  return new Promise((resolve, reject) => {
    if (!geolocation) return reject({ reason: 'serviceMissing' });
    geolocation.getCurrentPosition(
      ({ coords }) => {
        if (!coords || !Number.isFinite(coords.latitude) || !Number.isFinite(coords.longitude))
          return reject({ reason: 'coordinatesMissing' });
        resolve({ latitude: coords.latitude, longitude: coords.longitude });
      },
      (error) => reject({ reason: error.code === error.PERMISSION_DENIED ? 'permissionDenied' : 'coordinatesMissing' }),
      { timeout: 10_000, maximumAge: 300_000 },
    );
  });
}
