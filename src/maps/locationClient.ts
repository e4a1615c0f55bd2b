import { currentPosition, getMapsConfig } from '@/api/maps';
import { embeddedLocationClient } from './embeddedLocationClient';
import type { LocationClient } from './locationClient.types';

let chosen: Promise<LocationClient> | null = null;

async function choose(): Promise<LocationClient> {
  const config = await getMapsConfig();
  if (config.provider !== 'google' || !config.apiKey) return embeddedLocationClient;
  const apiKey = config.apiKey;
  const [{ createGoogleLocationClient }, { loadGoogleMaps }] = await Promise.all([
    import('./google/googleLocationClient'),
    import('./google/googleMapsLoader'),
  ]);
  let loaded: Promise<Awaited<ReturnType<typeof loadGoogleMaps>>> | null = null;
  const maps = () => {
    // a script that failed to load is tried again on the next question
    loaded ??= loadGoogleMaps(apiKey).catch((error: unknown) => {
      loaded = null;
      throw error;
    });
    return loaded;
  };
  return createGoogleLocationClient({ maps, position: () => currentPosition() });
}

/** The page's one location client, chosen once from the server's maps config (a failed ask is asked again). */
export function locationClient(): Promise<LocationClient> {
  chosen ??= choose().catch((error: unknown) => {
    chosen = null;
    throw error;
  });
  return chosen;
}
