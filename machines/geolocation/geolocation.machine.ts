import { assign, setup } from 'xstate';
import { locate, reverseGeocode } from './geolocation.actors';
import { toFailure, type Coordinates, type GeolocationContext, type GeolocationEvent, type GeolocationFailure } from './geolocation.types';

export const geolocationMachine = setup({
  types: {} as { context: GeolocationContext; events: GeolocationEvent; tags: 'busy' },
  actors: { locate, reverseGeocode },
  actions: {
    assignCoordinates: assign((_, params: { coordinates: Coordinates }) => ({ coordinates: params.coordinates })),
    assignAddress: assign((_, params: { address: string }) => ({ address: params.address })),
    assignFailure: assign((_, params: { failure: GeolocationFailure }) => ({ failure: params.failure, address: null })),
    clearFailure: assign({ failure: null }),
  },
}).createMachine({
  id: 'geolocation',
  description:
    "Finds the shopper's address from the device's location: the browser's position, then the geocoder. Each failure is kept and flagged: permission denied, coordinates missing, location service missing, geocoder not OK.",
  context: { coordinates: null, address: null, failure: null },
  initial: 'idle',
  states: {
    idle: { on: { 'location.request': { target: 'locating', actions: 'clearFailure' } } },
    locating: {
      tags: ['busy'],
      invoke: {
        id: 'locate',
        src: 'locate',
        onDone: { target: 'geocoding', actions: { type: 'assignCoordinates', params: ({ event }) => ({ coordinates: event.output }) } },
        onError: {
          target: 'failed',
          actions: { type: 'assignFailure', params: ({ event }) => ({ failure: toFailure(event.error, 'serviceMissing') }) },
        },
      },
    },
    geocoding: {
      tags: ['busy'],
      invoke: {
        id: 'reverseGeocode',
        src: 'reverseGeocode',
        input: ({ context }) => context.coordinates!,
        onDone: { target: 'located', actions: { type: 'assignAddress', params: ({ event }) => ({ address: event.output }) } },
        onError: { target: 'failed', actions: { type: 'assignFailure', params: () => ({ failure: 'geocoderFailed' as const }) } },
      },
    },
    located: {
      description: 'An address was found for the location.',
      on: { 'location.request': { target: 'locating' } },
    },
    failed: {
      description: 'The location could not be turned into an address; failure says why.',
      on: { 'location.request': { target: 'locating', actions: 'clearFailure' } },
    },
  },
});
