import booleanPointInPolygon from '@turf/boolean-point-in-polygon';
import { EARTH_RADIUS_MILES, milesBetween } from '../../contract/distance';
import type { GeoJsonPolygon } from '../../db/schema';

export type LatLng = { lat: number; lng: number };

const toRadians = (degrees: number) => (degrees * Math.PI) / 180;

/** Great-circle distance in miles. */
export const distanceMiles = (a: LatLng, b: LatLng): number =>
  milesBetween({ latitude: a.lat, longitude: a.lng }, { latitude: b.lat, longitude: b.lng });

/** A point moved by the given miles north and east (good enough for a few miles). */
export function offsetMiles(point: LatLng, northMiles: number, eastMiles: number): LatLng {
  const milesPerDegreeLat = (Math.PI * EARTH_RADIUS_MILES) / 180;
  return {
    lat: point.lat + northMiles / milesPerDegreeLat,
    lng: point.lng + eastMiles / (milesPerDegreeLat * Math.cos(toRadians(point.lat))),
  };
}

/** A closed GeoJSON ring approximating a circle; coordinates are [lng, lat]. */
export function circlePolygon(center: LatLng, radiusMiles: number, corners = 32): GeoJsonPolygon {
  const ring: [number, number][] = [];
  for (let i = 0; i < corners; i += 1) {
    const angle = (2 * Math.PI * i) / corners;
    const corner = offsetMiles(center, radiusMiles * Math.cos(angle), radiusMiles * Math.sin(angle));
    ring.push([round6(corner.lng), round6(corner.lat)]);
  }
  ring.push(ring[0]);
  return { type: 'Polygon', coordinates: [ring] };
}

export function polygonContains(polygon: GeoJsonPolygon, point: LatLng): boolean {
  return booleanPointInPolygon([point.lng, point.lat], polygon);
}

function round6(value: number): number {
  return Math.round(value * 1e6) / 1e6;
}
