import { useActorRef, useSelector } from '@xstate/react';
import { fromPromise } from 'xstate';
import { geolocationMachine } from '@machines/geolocation/geolocation.machine';
import { selectAddress, selectFailure } from '@machines/geolocation/geolocation.types';
import { locationApi } from '../api';

const geolocationWithEffects = geolocationMachine.provide({
  actors: {
    locate: fromPromise(() => locationApi.locateDevice()),
    reverseGeocode: fromPromise(({ input }) => locationApi.reverseGeocode(input)),
  },
});

/** The geolocation machine for the home page's "Use my location". */
export function useGeolocation() {
  const geolocation = useActorRef(geolocationWithEffects);
  const busy = useSelector(geolocation, (state) => state.hasTag('busy'));
  const failure = useSelector(geolocation, selectFailure);
  const address = useSelector(geolocation, selectAddress);
  return { busy, failure, address, request: () => geolocation.send({ type: 'location.request' }) };
}
