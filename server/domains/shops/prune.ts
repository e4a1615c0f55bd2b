import { EARTH_RADIUS_MILES } from '../../contract/distance';
import type { LatLng } from '../location/geometry';
import type { GeoBox } from './repository';

const degrees = (radians: number) => (radians * 180) / Math.PI;
const radians = (deg: number) => (deg * Math.PI) / 180;
/** slack for rounding: the box may hold a little more than the circle, never less */
const slack = 1 + 1e-6;
const slackDegrees = 1e-7;

/**
 * A box of latitudes and longitudes holding every point within `miles` (great circle) of `center`, for the
 * database to prune by before the exact distance test. Latitude: a great circle is never shorter than its
 * change of latitude. Longitude: the widest change of longitude on the circle is asin(sin(d) / cos(lat))
 * (the tangent points); where that has no answer (a pole inside) or the box would cross the antimeridian,
 * every longitude.
 */
export function radiusBox(center: LatLng, miles: number): GeoBox {
  const angle = (miles / EARTH_RADIUS_MILES) * slack;
  const dLat = degrees(angle) + slackDegrees;
  const south = center.lat - dLat;
  const north = center.lat + dLat;
  const everyLongitude = { west: -180, east: 180 };
  if (south <= -90 || north >= 90 || angle >= Math.PI / 2)
    return { south: Math.max(south, -90), north: Math.min(north, 90), ...everyLongitude };
  const ratio = Math.sin(angle) / Math.cos(radians(center.lat));
  if (ratio >= 1) return { south, north, ...everyLongitude };
  const dLng = degrees(Math.asin(ratio)) * slack + slackDegrees;
  const west = center.lng - dLng;
  const east = center.lng + dLng;
  if (west < -180 || east > 180) return { south, north, ...everyLongitude };
  return { south, north, west, east };
}
