import { Loader } from '@googlemaps/js-api-loader';
import type { Libraries } from '@react-google-maps/api';
import type { GoogleMapsApi } from './GoogleMapsApi';

const LIBRARIES: Libraries = ['places'];
const NO_MAP_IDS: string[] = [];

/**
 * The options of @react-google-maps/api's useJsApiLoader, written out in full: its Loader (from
 * @googlemaps/js-api-loader) is one per page and refuses other options, so the location client and the
 * GoogleMap components load the one script with exactly these.
 */
export function googleLoaderOptions(apiKey: string) {
  return {
    id: 'script-loader',
    googleMapsApiKey: apiKey,
    version: 'weekly',
    libraries: LIBRARIES,
    language: 'en',
    region: 'US',
    mapIds: NO_MAP_IDS,
    nonce: '',
    authReferrerPolicy: 'origin' as const,
  };
}

/** Loads the Maps JavaScript API (once) outside React, as useJsApiLoader does inside it. */
export async function loadGoogleMaps(apiKey: string): Promise<GoogleMapsApi> {
  const { googleMapsApiKey, ...options } = googleLoaderOptions(apiKey);
  const google = await new Loader({ apiKey: googleMapsApiKey, ...options }).load();
  if (!google?.maps?.places || !google.maps.Geocoder) throw new Error('The Maps JavaScript API did not load');
  return google.maps;
}
