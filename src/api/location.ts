import { client } from './client';
import type { Coordinates, PlacePrediction } from './types';

type PredictionsAnswer = { status: 'OK' | 'ZERO_RESULTS' | 'INVALID_REQUEST'; predictions: PlacePrediction[] };

/** Predictions that are not OK clear the suggestions (spec). */
export async function getPlacePredictions(input: string, signal?: AbortSignal): Promise<PlacePrediction[]> {
  const { data } = await client.get<PredictionsAnswer>('/services/location/place-predictions', {
    params: { input },
    signal,
  });
  return data.status === 'OK' ? data.predictions : [];
}

export async function getLocationFromPlaceId(placeId: string): Promise<Coordinates> {
  const { data } = await client.get<Coordinates>('/services/location/location-from-place-id', {
    params: { place_id: placeId },
  });
  return data;
}

/** The browser's position, with the spec's failure reasons (§7) as { reason }. */
export function currentPosition(geolocation: Geolocation | undefined = globalThis.navigator?.geolocation): Promise<Coordinates> {
  return new Promise((resolve, reject) => {
    if (!geolocation) return reject({ reason: 'serviceMissing' });
    geolocation.getCurrentPosition(
      ({ coords }) => {
        if (!coords || !Number.isFinite(coords.latitude) || !Number.isFinite(coords.longitude)) return reject({ reason: 'coordinatesMissing' });
        resolve({ latitude: coords.latitude, longitude: coords.longitude });
      },
      (error) => reject({ reason: error.code === error.PERMISSION_DENIED ? 'permissionDenied' : 'coordinatesMissing' }),
      { timeout: 10_000, maximumAge: 300_000 },
    );
  });
}
