import { shopsApi } from '@/api';
import { currentPosition, embeddedGeocode, embeddedPlaceLocation, embeddedPlacePredictions } from '@/api/maps';
import type { LocationClient } from './locationClient.types';

/** The embedded stand-ins under /services/location (and the nearest shop for a reverse geocode). */
export const embeddedLocationClient: LocationClient = {
  placePredictions: embeddedPlacePredictions,
  placeLocation: embeddedPlaceLocation,
  geocode: embeddedGeocode,
  locate: () => currentPosition(),
  addressNear: (at) => shopsApi.addressNear(at),
};
