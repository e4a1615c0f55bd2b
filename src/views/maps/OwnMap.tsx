import type { Coordinates } from '@/api/types';
import type { MapData } from '@/maps/mapData';
import { boundsOf, MILE_IN_LATITUDE, projection } from '@/maps/mapGeometry';
import * as styles from './ShopMap.css';

// small enough a box that its labels stay legible on a phone
const WIDTH = 480;
const HEIGHT = 270;
const MARGIN = 30;
/** a pickup-only shop's map shows the mile around it */
const AROUND_MILES = 1;

type Point = { x: number; y: number };

function Pin({ at, className, label, labelBelow = false }: { at: Point; className: string; label: string; labelBelow?: boolean }) {
  return (
    <g>
      <path className={className} d={`M${at.x} ${at.y} l-9 -15 a11 11 0 1 1 18 0 z`} />
      <circle className={styles.pinDot} cx={at.x} cy={at.y - 21} r={4} />
      <text className={styles.label} x={at.x} y={labelBelow ? at.y + 18 : at.y - 38} textAnchor="middle">
        {label}
      </text>
    </g>
  );
}

/**
 * Our own map, drawn from our own data (no tiles, works offline): a half-mile grid, the delivery zone,
 * the shop and the destination, and a scale. The drawing is for the eye; the figure's words carry it.
 */
export type MapDrawing = { data: MapData; shopLabel: string; destinationLabel: string | null; driver: Coordinates | null };

/** The driver: a round marker, smaller than the pins. */
function DriverMarker({ at }: { at: Point }) {
  return (
    <g>
      <circle className={styles.driverHalo} cx={at.x} cy={at.y} r={13} />
      <circle className={styles.driverDot} cx={at.x} cy={at.y} r={7} />
    </g>
  );
}

/** The driver's marker explained in a corner: a label beside the dot would cover the pins' labels near the door. */
function DriverKey() {
  return (
    <g transform="translate(20 22)">
      <circle className={styles.driverDot} cx={0} cy={0} r={7} />
      <text className={styles.label} x={14} y={5}>
        Driver
      </text>
    </g>
  );
}

export function OwnMap({ data, shopLabel, destinationLabel, driver }: MapDrawing) {
  const around = (p: Coordinates, miles: number) => [
    {
      latitude: p.latitude + miles * MILE_IN_LATITUDE,
      longitude: p.longitude + (miles * MILE_IN_LATITUDE) / Math.cos((p.latitude * Math.PI) / 180),
    },
    {
      latitude: p.latitude - miles * MILE_IN_LATITUDE,
      longitude: p.longitude - (miles * MILE_IN_LATITUDE) / Math.cos((p.latitude * Math.PI) / 180),
    },
  ];
  const points = [
    ...data.zones.flat(),
    ...(data.zones.length ? [data.shop] : around(data.shop, AROUND_MILES)),
    ...(data.destination ? [data.destination] : []),
    ...(driver ? [driver] : []),
  ];
  const bounds = boundsOf(points);
  const { point, scale } = projection(bounds, WIDTH, HEIGHT, MARGIN);
  const halfMile = 0.5 * MILE_IN_LATITUDE * scale;
  const shop = point(data.shop);
  const destination = data.destination ? point(data.destination) : null;
  // labels sit above their pins, unless the other pin is right above
  const destinationBelow = destination !== null && destination.y < shop.y && Math.abs(destination.x - shop.x) < 120;
  const scaleMiles = halfMile * 2 > WIDTH / 4 ? 0.5 : 1;

  return (
    <svg className={styles.frame} viewBox={`0 0 ${WIDTH} ${HEIGHT}`} aria-hidden="true" focusable="false">
      <rect className={styles.land} width={WIDTH} height={HEIGHT} />
      {halfMile > 12
        ? Array.from({ length: Math.ceil(WIDTH / halfMile) + 1 }, (_, i) => (
            <line
              key={`x${i}`}
              className={styles.gridLine}
              x1={(shop.x % halfMile) + i * halfMile}
              x2={(shop.x % halfMile) + i * halfMile}
              y1={0}
              y2={HEIGHT}
            />
          )).concat(
            Array.from({ length: Math.ceil(HEIGHT / halfMile) + 1 }, (_, i) => (
              <line
                key={`y${i}`}
                className={styles.gridLine}
                y1={(shop.y % halfMile) + i * halfMile}
                y2={(shop.y % halfMile) + i * halfMile}
                x1={0}
                x2={WIDTH}
              />
            )),
          )
        : null}
      {data.zones.map((ring, index) => (
        <polygon
          key={index}
          className={styles.zone}
          points={ring
            .map((corner) => {
              const p = point(corner);
              return `${p.x.toFixed(1)},${p.y.toFixed(1)}`;
            })
            .join(' ')}
        />
      ))}
      {destination && destinationLabel ? (
        <Pin at={destination} className={styles.destinationPin} label={destinationLabel} labelBelow={destinationBelow} />
      ) : null}
      <Pin at={shop} className={styles.shopPin} label={shopLabel} labelBelow={!destinationBelow && shop.y < 60} />
      {driver ? <DriverMarker at={point(driver)} /> : null}
      {driver ? <DriverKey /> : null}
      <g transform={`translate(16 ${HEIGHT - 18})`}>
        <path className={styles.scaleBar} d={`M0 -6 V0 H${halfMile * 2 * scaleMiles} V-6`} />
        <text className={styles.scaleText} x={halfMile * 2 * scaleMiles + 6} y={0}>
          {scaleMiles === 1 ? '1 mile' : '½ mile'}
        </text>
      </g>
    </svg>
  );
}
