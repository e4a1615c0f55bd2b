import { Suspense } from 'react';
import { lazyWithTimeout } from '@/chunks/lazyWithTimeout';
import { useLoaded, useLoader } from '@/hooks/useLoader';
import { describeMap } from '@/maps/describeMap';
import { mapResource, type DriverOnMap, type MapPlace } from '@/maps/mapData';
import { button } from '@/styles/recipes.css';
import { MapLoading } from './MapLoading';
import { OwnMap } from './OwnMap';
import * as styles from './ShopMap.css';

const GoogleShopMap = lazyWithTimeout(() => import('./GoogleShopMap'));

export type ShopMapProps = {
  shopId: number;
  shop: MapPlace;
  /** the delivery address, on a delivery's map */
  destination?: MapPlace | null;
  /** a delivery's driver on the way */
  driver?: DriverOnMap | null;
};

/** A shop's map (its point, its delivery zone, a destination), with the same facts in words for screen readers. */
export default function ShopMap({ shopId, shop, destination = null, driver = null }: ShopMapProps) {
  const loader = useLoader(mapResource, { shopId, destinationAddress: destination?.address ?? null });
  const { data, status } = useLoaded(loader);

  if (status === 'error') {
    return (
      <div className={`${styles.frame} ${styles.failed}`}>
        <p>The map could not be loaded.</p>
        <button type="button" className={button({ tone: 'quiet', size: 'sm' })} onClick={() => loader.send({ type: 'load.retry' })}>
          Show the map again
        </button>
      </div>
    );
  }
  if (!data) return <MapLoading />;

  const drawing = {
    data,
    shopLabel: shop.label,
    destinationLabel: destination ? 'Delivery address' : null,
    driver: driver?.location ?? null,
  };
  return (
    <figure className={styles.figure}>
      {data.provider === 'google' ? (
        <Suspense fallback={<MapLoading />}>
          <GoogleShopMap {...drawing} />
        </Suspense>
      ) : (
        <OwnMap {...drawing} />
      )}
      <figcaption className="visually-hidden">{describeMap(data, shop, destination, driver)}</figcaption>
    </figure>
  );
}
