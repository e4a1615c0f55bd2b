import type { Coordinates } from '@/api/types';
import { milesBetween as distanceMiles } from '@contract/distance';

export { distanceMiles };
const radians = (degrees: number) => (degrees * Math.PI) / 180;

/** Whether a point lies inside a ring (ray casting; the ring's last point may repeat its first). */
export function ringContains(ring: Coordinates[], point: Coordinates): boolean {
  let inside = false;
  for (let i = 0, j = ring.length - 1; i < ring.length; j = i++) {
    const a = ring[i];
    const b = ring[j];
    const crosses =
      a.latitude > point.latitude !== b.latitude > point.latitude &&
      point.longitude < ((b.longitude - a.longitude) * (point.latitude - a.latitude)) / (b.latitude - a.latitude) + a.longitude;
    if (crosses) inside = !inside;
  }
  return inside;
}

/** The farthest a ring reaches from a centre, in miles (a zone's size in words). */
export function reachMiles(centre: Coordinates, ring: Coordinates[]): number {
  return ring.reduce((far, corner) => Math.max(far, distanceMiles(centre, corner)), 0);
}

export type Bounds = { south: number; west: number; north: number; east: number };

export function boundsOf(points: Coordinates[]): Bounds {
  return points.reduce<Bounds>(
    (b, p) => ({
      south: Math.min(b.south, p.latitude),
      west: Math.min(b.west, p.longitude),
      north: Math.max(b.north, p.latitude),
      east: Math.max(b.east, p.longitude),
    }),
    { south: Infinity, west: Infinity, north: -Infinity, east: -Infinity },
  );
}

/**
 * An equirectangular projection of bounds into a width × height box, same scale both ways (longitude
 * shrunk by the cosine of the middle latitude), centred, with a margin. Good enough across a few miles.
 */
export function projection(bounds: Bounds, width: number, height: number, margin: number) {
  const midLat = (bounds.south + bounds.north) / 2;
  const xScale = Math.cos(radians(midLat));
  const spanX = Math.max((bounds.east - bounds.west) * xScale, 1e-6);
  const spanY = Math.max(bounds.north - bounds.south, 1e-6);
  const scale = Math.min((width - 2 * margin) / spanX, (height - 2 * margin) / spanY);
  const offsetX = (width - spanX * scale) / 2;
  const offsetY = (height - spanY * scale) / 2;
  return {
    /** pixels per degree of latitude */
    scale,
    point: ({ latitude, longitude }: Coordinates) => ({
      x: offsetX + (longitude - bounds.west) * xScale * scale,
      y: offsetY + (bounds.north - latitude) * scale,
    }),
  };
}

/** Degrees of latitude in a mile. */
export const MILE_IN_LATITUDE = 1 / 69.05;
