import type { Coordinates, PlacePrediction } from '@/api/types';
import type { LocationClient } from '../locationClient.types';
import type { GoogleAutocompletePrediction, GoogleGeocoderRequest, GoogleGeocoderResult, GoogleMapsApi, LatLngLike } from './GoogleMapsApi';

type GoogleLocationOptions = {
  /** the loaded `google.maps`; rejects when the script cannot load (the maps service is missing) */
  maps: () => Promise<GoogleMapsApi>;
  /** the device's position (currentPosition) */
  position: () => Promise<Coordinates>;
};

/** the embedded stand-in's 404 as a machine reads it (machines/shared/request-error) */
const placeNotFound = () => ({ status: 404, message: 'Unable to find location.', messages: ['Unable to find location.'] });
const geocoderFailed = { reason: 'geocoderFailed' } as const;
const coordinatesOf = (location: LatLngLike): Coordinates => ({ latitude: location.lat(), longitude: location.lng() });

function toPrediction({ place_id, description, structured_formatting }: GoogleAutocompletePrediction): PlacePrediction {
  return {
    placeId: place_id,
    description,
    mainText: structured_formatting?.main_text ?? description,
    secondaryText: structured_formatting?.secondary_text ?? '',
  };
}

/** 'City, ST 12345' from a geocoder result's parts (what the home page's address input takes), else its formatted address. */
function cityStateZip({ address_components: parts, formatted_address }: GoogleGeocoderResult): string {
  const part = (type: string, name: 'long_name' | 'short_name') => parts.find((p) => p.types.includes(type))?.[name];
  const city = part('locality', 'long_name') ?? part('sublocality', 'long_name') ?? part('administrative_area_level_2', 'long_name');
  const state = part('administrative_area_level_1', 'short_name');
  const zip = part('postal_code', 'long_name');
  return city && state ? `${city}, ${state}${zip ? ` ${zip}` : ''}` : formatted_address;
}

/** The geocoder's promise rejects on every status but OK; an OK answer may still hold no result. */
async function firstResult(maps: GoogleMapsApi, request: GoogleGeocoderRequest): Promise<GoogleGeocoderResult> {
  const answer = await new maps.Geocoder().geocode(request).catch(() => null);
  const result = answer?.results[0];
  if (!result) throw geocoderFailed;
  return result;
}

/**
 * The location client on Google's Maps JavaScript API: AutocompleteService for predictions (US addresses),
 * PlacesService details for a picked place's point, the Geocoder both ways.
 */
export function createGoogleLocationClient({ maps, position }: GoogleLocationOptions): LocationClient {
  return {
    async placePredictions(input) {
      const { places } = await maps();
      return new Promise((resolve) => {
        const answered = new places.AutocompleteService().getPlacePredictions(
          { input, types: ['geocode'], componentRestrictions: { country: 'us' } },
          (predictions, status) => resolve(status === places.PlacesServiceStatus.OK && predictions ? predictions.map(toPrediction) : []),
        );
        // newer versions also return a promise that rejects on the statuses the callback already reported
        if (answered instanceof Promise) answered.catch(() => undefined);
      });
    },

    async placeLocation(placeId) {
      const { places } = await maps();
      return new Promise((resolve, reject) => {
        new places.PlacesService(document.createElement('div')).getDetails({ placeId, fields: ['geometry'] }, (place, status) => {
          const location = status === places.PlacesServiceStatus.OK ? place?.geometry?.location : undefined;
          if (location) resolve(coordinatesOf(location));
          else reject(placeNotFound());
        });
      });
    },

    async geocode(address) {
      const result = await firstResult(await maps(), { address });
      return coordinatesOf(result.geometry.location);
    },

    async locate() {
      const at = await position();
      await maps().catch(() => {
        throw { reason: 'serviceMissing' };
      });
      return at;
    },

    async addressNear({ latitude, longitude }) {
      const loaded = await maps().catch(() => {
        throw geocoderFailed;
      });
      return cityStateZip(await firstResult(loaded, { location: { lat: latitude, lng: longitude } }));
    },
  };
}
