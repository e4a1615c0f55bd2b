import { GoogleMap, MarkerF, PolygonF, useJsApiLoader } from '@react-google-maps/api';
import type { Coordinates } from '@/api/types';
import { googleLoaderOptions } from '@/maps/google/googleMapsLoader';
import { MapLoading } from './MapLoading';
import { OwnMap, type MapDrawing } from './OwnMap';
import * as styles from './ShopMap.css';

const toLatLng = ({ latitude, longitude }: Coordinates) => ({ lat: latitude, lng: longitude });
/** the theme's tomato: Google draws with colour values, not the theme's CSS variables */
const ZONE_COLOUR = '#C8361E';
const MAP_OPTIONS = { disableDefaultUI: true, zoomControl: true, clickableIcons: false, keyboardShortcuts: false };

/** The same map on Google's tiles (a key is configured); our own drawing while it cannot load. */
export default function GoogleShopMap(drawing: MapDrawing) {
  const { data, shopLabel, destinationLabel, driver } = drawing;
  const { isLoaded, loadError } = useJsApiLoader(googleLoaderOptions(data.apiKey ?? ''));
  if (loadError) return <OwnMap {...drawing} />;
  if (!isLoaded) return <MapLoading />;

  const fit = (map: google.maps.Map) => {
    const bounds = new google.maps.LatLngBounds();
    [data.shop, ...data.zones.flat(), ...(data.destination ? [data.destination] : [])].forEach((p) => bounds.extend(toLatLng(p)));
    map.fitBounds(bounds, 24);
  };
  return (
    <GoogleMap mapContainerClassName={styles.frame} options={MAP_OPTIONS} onLoad={fit}>
      {data.zones.map((ring, index) => (
        <PolygonF
          key={index}
          paths={ring.map(toLatLng)}
          options={{ fillColor: ZONE_COLOUR, fillOpacity: 0.14, strokeColor: ZONE_COLOUR, strokeWeight: 2, clickable: false }}
        />
      ))}
      <MarkerF position={toLatLng(data.shop)} title={shopLabel} />
      {data.destination && destinationLabel ? <MarkerF position={toLatLng(data.destination)} title={destinationLabel} /> : null}
      {driver ? <MarkerF position={toLatLng(driver)} title="Driver" label="Driver" /> : null}
    </GoogleMap>
  );
}
