import { locationApi, shopsApi } from '@/api';
import type { LocationClient } from './locationClient.types';

/** The embedded stand-ins under /services/location (and the nearest shop for a reverse geocode). */
export const embeddedLocationClient: LocationClient = {
  placePredictions: (input, signal) => locationApi.embeddedPlacePredictions(input, signal),
  placeLocation: (placeId) => locationApi.embeddedPlaceLocation(placeId),
  geocode: (address) => locationApi.embeddedGeocode(address),
  locate: () => locationApi.currentPosition(),
  addressNear: (at) => shopsApi.addressNear(at),
};
