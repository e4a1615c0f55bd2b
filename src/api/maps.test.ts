import { describe, expect, it } from 'vitest';
import { currentPosition } from './maps';

const geolocationAnswering = (answer: (ok: PositionCallback, fail: PositionErrorCallback) => void) =>
  ({ getCurrentPosition: (ok: PositionCallback, fail: PositionErrorCallback) => answer(ok, fail) }) as unknown as Geolocation;

describe('currentPosition', () => {
  it('flags a missing location service', async () => {
    await expect(currentPosition(undefined)).rejects.toEqual({ reason: 'serviceMissing' });
  });

  it('flags a denied permission and missing coordinates', async () => {
    const denied = geolocationAnswering((_, fail) => fail({ code: 1, PERMISSION_DENIED: 1 } as GeolocationPositionError));
    await expect(currentPosition(denied)).rejects.toEqual({ reason: 'permissionDenied' });
    const empty = geolocationAnswering((ok) => ok({ coords: { latitude: NaN, longitude: 2 } } as unknown as GeolocationPosition));
    await expect(currentPosition(empty)).rejects.toEqual({ reason: 'coordinatesMissing' });
  });

  it('answers the coordinates', async () => {
    const here = geolocationAnswering((ok) => ok({ coords: { latitude: 40.7, longitude: -74 } } as unknown as GeolocationPosition));
    await expect(currentPosition(here)).resolves.toEqual({ latitude: 40.7, longitude: -74 });
  });
});
