import type { Coordinates } from '@/api/types';
import { distanceMiles, reachMiles, ringContains } from './mapGeometry';
import { driverDistanceText, milesText } from '@/format/distance';
import type { DriverOnMap, MapData, MapPlace } from './mapData';

const insideAnyZone = (zones: Coordinates[][], point: Coordinates) => zones.some((ring) => ringContains(ring, point));

/** What a map shows, in words: for screen readers, and the same facts the drawing gives the eye. */
export function describeMap(data: MapData, shop: MapPlace, destination: MapPlace | null, driver: DriverOnMap | null = null): string {
  const sentences = [`Map of ${shop.label} at ${shop.address}.`];
  const reach = Math.max(0, ...data.zones.map((ring) => reachMiles(data.shop, ring)));
  sentences.push(
    data.zones.length > 0
      ? `The shaded area is where it delivers, up to about ${milesText(reach)} from the shop.`
      : 'It does not deliver; pickup only.',
  );
  if (destination && data.destination) {
    const where =
      data.zones.length === 0
        ? ''
        : insideAnyZone(data.zones, data.destination)
          ? ', inside the delivery area'
          : ', outside the delivery area';
    sentences.push(
      `${destination.label}, ${destination.address}, is ${milesText(distanceMiles(data.shop, data.destination))} from the shop${where}.`,
    );
  } else if (destination) {
    sentences.push(`${destination.label}, ${destination.address}, could not be placed on the map.`);
  }
  if (driver) sentences.push(`${driverDistanceText(driver.milesAway)}, marked on the map.`);
  return sentences.join(' ');
}
