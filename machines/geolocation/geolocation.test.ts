import { describe, expect, it } from 'vitest';
import { createActor, fromPromise, waitFor } from 'xstate';
import { geolocationMachine } from './geolocation.machine';

const here = { latitude: 40.69, longitude: -73.99 };

function start(locate: () => Promise<typeof here>, geocode: () => Promise<string>) {
  const actor = createActor(geolocationMachine.provide({ actors: { locate: fromPromise(locate), reverseGeocode: fromPromise(geocode) } }));
  actor.start();
  actor.send({ type: 'location.request' });
  return actor;
}

describe('geolocation machine', () => {
  it('locates, then geocodes to an address', async () => {
    const actor = start(
      async () => here,
      async () => 'Brooklyn, NY 11201',
    );
    const done = await waitFor(actor, (state) => state.matches('located'));
    expect(done.context).toEqual({ coordinates: here, address: 'Brooklyn, NY 11201', failure: null });
  });

  it.each(['permissionDenied', 'coordinatesMissing', 'serviceMissing'] as const)('flags %s from the browser', async (reason) => {
    const actor = start(
      async () => Promise.reject({ reason }),
      async () => 'x',
    );
    expect((await waitFor(actor, (state) => state.matches('failed'))).context.failure).toBe(reason);
  });

  it('flags geocoderFailed when the geocoder does not answer OK, and clears the flag on a new request', async () => {
    const actor = start(
      async () => here,
      async () => Promise.reject(new Error('ZERO_RESULTS')),
    );
    expect((await waitFor(actor, (state) => state.matches('failed'))).context.failure).toBe('geocoderFailed');
    actor.send({ type: 'location.request' });
    expect(actor.getSnapshot().context.failure).toBeNull();
  });
});
