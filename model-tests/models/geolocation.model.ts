import type { AnyMachineSnapshot } from 'xstate';
import { geolocationMachine, type GeolocationContext } from '../../machines';
import type { ModelDefinition } from '../support/model-paths';

/** Where the walk puts the browser: near Brooklyn Slice House (shops within 10 miles), or far from every shop. */
export const nearShops = { latitude: 40.6955, longitude: -73.9933 };
export const farFromShops = { latitude: 45.0, longitude: -100.0 };

const contextOf = (snapshot: AnyMachineSnapshot) => snapshot.context as GeolocationContext;

export const geolocationModel: ModelDefinition<typeof geolocationMachine> = {
  name: 'geolocation',
  machine: geolocationMachine,
  outcomes: {
    'xstate.done.actor.locate': [{ type: 'xstate.done.actor.locate', output: nearShops }],
    'xstate.error.actor.locate': [
      { type: 'xstate.error.actor.locate', error: { reason: 'permissionDenied' } },
      { type: 'xstate.error.actor.locate', error: { reason: 'coordinatesMissing' } },
      { type: 'xstate.error.actor.locate', error: { reason: 'serviceMissing' } },
    ],
    'xstate.done.actor.reverseGeocode': [{ type: 'xstate.done.actor.reverseGeocode', output: 'Brooklyn, NY 11201' }],
    'xstate.error.actor.reverseGeocode': [{ type: 'xstate.error.actor.reverseGeocode', error: { reason: 'geocoderFailed' } }],
  },
  contextKey: (snapshot) => ({ failure: contextOf(snapshot).failure, located: contextOf(snapshot).address !== null }),
  filterEvents: (_, event) =>
    // A browser without geolocation fails at once, so "locating" cannot be held on screen before it:
    // that case is covered by src/api/maps.test.ts (currentPosition without the service).
    !(event.type === 'xstate.error.actor.locate' && (event.error as { reason: string }).reason === 'serviceMissing'),
  eventLabel: (event) => {
    if (event.type === 'location.request') return 'Use my location';
    if (event.type === 'xstate.done.actor.locate') return 'position';
    if (event.type === 'xstate.error.actor.locate') return (event.error as { reason: string }).reason;
    if (event.type === 'xstate.done.actor.reverseGeocode') return 'address found';
    if (event.type === 'xstate.error.actor.reverseGeocode') return 'no address (geocoder not OK)';
    return event.type;
  },
};
