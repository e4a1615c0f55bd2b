/**
 * The part of `google.maps` the location client uses, written as its own boundary type: the real
 * namespace satisfies it, and the unit tests' stub is held to it.
 */
export type LatLngLike = { lat(): number; lng(): number };

export type GoogleAutocompletePrediction = {
  place_id: string;
  description: string;
  structured_formatting?: { main_text: string; secondary_text?: string };
};

export type GoogleGeocoderResult = {
  formatted_address: string;
  geometry: { location: LatLngLike };
  address_components: { long_name: string; short_name: string; types: string[] }[];
};

export type GoogleGeocoderRequest = { address: string } | { location: { lat: number; lng: number } };

export type GoogleMapsApi = {
  places: {
    AutocompleteService: new () => {
      getPlacePredictions(
        request: { input: string; types?: string[]; componentRestrictions?: { country: string } },
        callback: (predictions: GoogleAutocompletePrediction[] | null, status: string) => void,
      ): unknown;
    };
    PlacesService: new (attributions: HTMLDivElement) => {
      getDetails(
        request: { placeId: string; fields: string[] },
        callback: (place: { geometry?: { location?: LatLngLike } } | null, status: string) => void,
      ): void;
    };
    PlacesServiceStatus: { OK: string };
  };
  Geocoder: new () => { geocode(request: GoogleGeocoderRequest): Promise<{ results: GoogleGeocoderResult[] }> };
};
