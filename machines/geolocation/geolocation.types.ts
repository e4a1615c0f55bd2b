/** Why a location could not be found (spec §7): each is flagged to the shopper. */
export type GeolocationFailure = 'permissionDenied' | 'coordinatesMissing' | 'serviceMissing' | 'geocoderFailed';

export const GEOLOCATION_FAILURES: readonly GeolocationFailure[] = [
  'permissionDenied',
  'coordinatesMissing',
  'serviceMissing',
  'geocoderFailed',
];

export type Coordinates = { latitude: number; longitude: number };

export type GeolocationContext = {
  coordinates: Coordinates | null;
  /** the address found for the coordinates */
  address: string | null;
  failure: GeolocationFailure | null;
};

export type GeolocationEvent = { type: 'location.request' };

/** Reads a failure reason from an actor error ({ reason }); anything else is the geocoder's. */
export function toFailure(error: unknown, fallback: GeolocationFailure): GeolocationFailure {
  const reason = typeof error === 'object' && error !== null ? (error as { reason?: unknown }).reason : undefined;
  return GEOLOCATION_FAILURES.includes(reason as GeolocationFailure) ? (reason as GeolocationFailure) : fallback;
}

export const selectFailure = (state: { context: GeolocationContext }) => state.context.failure;
export const selectAddress = (state: { context: GeolocationContext }) => state.context.address;
