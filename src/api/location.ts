import type { Coordinates, PlacePrediction } from './types';

/**
 * The chosen maps service (src/maps/locationClient.ts). Its module loads on the first question, so a
 * page that asks none pays nothing for it, and api/ keeps no static edge into maps/.
 */
const provider = () => import('@/maps/locationClient').then(({ locationClient }) => locationClient());

/** Chooses the maps service ahead of the first question (an address input on screen will ask soon). */
export const prepareLocationClient = (): Promise<void> => provider().then(() => undefined);

/** Predictions that are not OK clear the suggestions (spec). */
export const getPlacePredictions = async (input: string, signal?: AbortSignal): Promise<PlacePrediction[]> =>
  (await provider()).placePredictions(input, signal);
export const getLocationFromPlaceId = async (placeId: string): Promise<Coordinates> => (await provider()).placeLocation(placeId);
export const geocodeAddress = async (address: string): Promise<Coordinates> => (await provider()).geocode(address);
export const locateDevice = async (): Promise<Coordinates> => (await provider()).locate();
export const reverseGeocode = async (at: Coordinates): Promise<string> => (await provider()).addressNear(at);
