import { fromPromise } from 'xstate';
import type { Coordinates } from './geolocation.types';

/** The browser's position; rejects with { reason: 'permissionDenied' | 'coordinatesMissing' | 'serviceMissing' }. */
export const locate = fromPromise<Coordinates, void>(async () => {
  throw { reason: 'serviceMissing' };
});

/** An address for coordinates; rejects (geocoderFailed) when the geocoder does not answer OK. */
export const reverseGeocode = fromPromise<string, Coordinates>(async () => {
  throw { reason: 'geocoderFailed' };
});
