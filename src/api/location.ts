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
