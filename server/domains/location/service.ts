import type { z } from 'zod';
import type { addressComponent, geocodeResponse, predictionsResponse } from '../../contract/location';
import { stateName } from './gazetteer';
import { decodePlaceId, encodePlaceId, geocode, placeText, predictPlaces, type Place } from './geocoder';

type AddressComponent = z.infer<typeof addressComponent>;
type GeocodeResponse = z.infer<typeof geocodeResponse>;
type PredictionsResponse = z.infer<typeof predictionsResponse>;

/** New York City boroughs that Google reports as a sublocality rather than a locality. */
const boroughs = new Set(['Brooklyn', 'Bronx', 'Staten Island']);

export function formattedAddress(place: Place): string {
  return `${placeText(place)}, USA`;
}

export function addressComponents(place: Place): AddressComponent[] {
  const components: AddressComponent[] = [];
  if (place.street) {
    const match = place.street.match(/^(\d+[A-Za-z]?(?:-\d+)?)\s+(.+)$/);
    if (match) {
      components.push({ long_name: match[1], short_name: match[1], types: ['street_number'] });
      components.push({ long_name: match[2], short_name: match[2], types: ['route'] });
    } else {
      components.push({ long_name: place.street, short_name: place.street, types: ['route'] });
    }
  }
  const cityTypes =
    place.state === 'NY' && boroughs.has(place.city) ? ['political', 'sublocality', 'sublocality_level_1'] : ['locality', 'political'];
  components.push({ long_name: place.city, short_name: place.city, types: cityTypes });
  components.push({ long_name: stateName(place.state), short_name: place.state, types: ['administrative_area_level_1', 'political'] });
  components.push({ long_name: 'United States', short_name: 'US', types: ['country', 'political'] });
  if (place.zip) components.push({ long_name: place.zip, short_name: place.zip, types: ['postal_code'] });
  return components;
}

export function placePredictions(input: string): PredictionsResponse {
  if (input.trim() === '') return { status: 'INVALID_REQUEST', predictions: [] };
  const places = predictPlaces(input);
  if (places.length === 0) return { status: 'ZERO_RESULTS', predictions: [] };
  return {
    status: 'OK',
    predictions: places.map((place) => {
      const locality = `${place.city}, ${place.state}`;
      const mainText = place.street ?? place.zip ?? place.city;
      const secondaryText = place.street ? `${locality}${place.zip ? ` ${place.zip}` : ''}` : place.zip ? locality : place.state;
      return { place_id: encodePlaceId(place), description: formattedAddress(place), main_text: mainText, secondary_text: secondaryText };
    }),
  };
}

export function locationFromPlaceId(placeId: string): { latitude: number; longitude: number } | null {
  const place = decodePlaceId(placeId);
  return place ? { latitude: place.lat, longitude: place.lng } : null;
}

export function geocodeAddress(address: string): GeocodeResponse {
  if (address.trim() === '') {
    return { status: 'INVALID_REQUEST', latitude: null, longitude: null, formatted_address: null, address_components: [] };
  }
  const place = geocode(address);
  if (!place) return { status: 'ZERO_RESULTS', latitude: null, longitude: null, formatted_address: null, address_components: [] };
  return {
    status: 'OK',
    latitude: place.lat,
    longitude: place.lng,
    formatted_address: formattedAddress(place),
    address_components: addressComponents(place),
  };
}
