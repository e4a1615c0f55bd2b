import { geocodeAddress } from '@/api/location';
import { getDeliveryZone, getMapsConfig } from '@/api/maps';
import type { Coordinates } from '@/api/types';
import { resource } from '@/loaders';

export type MapPlace = { label: string; address: string };
/** A delivery's driver while on the way: where, and how far from the door. */
export type DriverOnMap = { location: Coordinates; milesAway: number };

/** What a map shows: the shop, its delivery zone (rings of points; none for pickup only) and the shopper's address. */
export type MapData = {
  provider: 'embedded' | 'google';
  apiKey: string | null;
  shop: Coordinates;
  zones: Coordinates[][];
  destination: Coordinates | null;
};

export type MapParams = { shopId: number; destinationAddress: string | null };

async function loadMapData({ shopId, destinationAddress }: MapParams): Promise<MapData> {
  const [config, zone, destination] = await Promise.all([
    getMapsConfig(),
    getDeliveryZone(shopId),
    // a destination the geocoder cannot place leaves the map without it, and the words say so
    destinationAddress ? geocodeAddress(destinationAddress).catch(() => null) : null,
  ]);
  const zones = (zone.deliveryZone?.coordinates.slice(0, 1) ?? []).map((ring) =>
    ring.map(([longitude, latitude]) => ({ latitude, longitude })),
  );
  return { provider: config.provider, apiKey: config.apiKey, shop: zone.location, zones, destination };
}

/** A map's data, loaded where a map is shown (the loader machine: loading, success, error, retry). */
export const mapResource = resource('map', loadMapData);
