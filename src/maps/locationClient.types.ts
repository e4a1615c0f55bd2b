import type { Coordinates, PlacePrediction } from '@/api/types';

/**
 * The maps service as the storefront uses it (discovery §7, checkout §7): Google's Maps JavaScript API
 * when the server has a key, else the embedded stand-ins. Machines and views never learn which.
 * Failures keep the spec's shapes: non-OK predictions are an empty list; a place that cannot be found is
 * a 404 ApiError ('Unable to find location.'); geolocation rejects with { reason } (GeolocationFailure).
 */
export type LocationClient = {
  placePredictions(input: string, signal?: AbortSignal): Promise<PlacePrediction[]>;
  /** a picked prediction's coordinates (the place details) */
  placeLocation(placeId: string): Promise<Coordinates>;
  /** an address's coordinates; rejects { reason: 'geocoderFailed' } when the geocoder does not answer OK */
  geocode(address: string): Promise<Coordinates>;
  /** the device's position, once the maps service is there to geocode it */
  locate(): Promise<Coordinates>;
  /** 'City, ST 12345' near coordinates (the reverse geocode); rejects { reason: 'geocoderFailed' } */
  addressNear(at: Coordinates): Promise<string>;
};
