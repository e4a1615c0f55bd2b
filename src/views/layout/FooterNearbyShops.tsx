import { Link } from '@tanstack/react-router';
import { SEARCH_RADIUS, type NearbyShop } from '@/api/shops';
import { shopRouteParams } from '@/format/shopPath';
import { useLoaded, type LoaderRef } from '@/hooks/useLoader';
import * as styles from './Footer.css';

/** Nearby means a shop to order from instead: on Crust, taking orders, within the search's radius. */
const toOrderFrom = (shops: readonly NearbyShop[]) =>
  shops.filter(
    (shop) => shop.isAcquired && shop.hasMenu && !shop.suspended && shop.distanceMiles !== null && shop.distanceMiles <= SEARCH_RADIUS,
  );

/** The footer's nearby acquired shops on a shop page: loading, the shops, or an error with a retry. */
export function FooterNearbyShops({ nearby }: { nearby: LoaderRef<NearbyShop[]> }) {
  const { status, data } = useLoaded(nearby);
  return <NearbyShopsNav status={status} shops={data ?? []} onRetry={() => nearby.send({ type: 'load.retry' })} />;
}

/** The same, from the shops a server-rendered page was rendered with (in its HTML, and while it hydrates). */
export function FooterPreloadedNearbyShops({ shops }: { shops: readonly NearbyShop[] }) {
  return <NearbyShopsNav status="success" shops={shops} onRetry={() => {}} />;
}

type NearbyShopsNavProps = { status: 'initial' | 'loading' | 'success' | 'error'; shops: readonly NearbyShop[]; onRetry: () => void };

function NearbyShopsNav({ status, shops, onRetry }: NearbyShopsNavProps) {
  const acquired = toOrderFrom(shops);
  // 'initial': nothing asked yet (the shop has not answered, or is not there)
  if (status === 'initial' || (status === 'success' && acquired.length === 0)) return null;
  return (
    <nav className={styles.nearby} aria-labelledby="footer-nearby-title" aria-busy={status === 'loading'}>
      <h2 id="footer-nearby-title" className={styles.heading}>
        Pizzerias nearby
      </h2>
      {status === 'error' ? (
        <p className={styles.nearbyError} role="status">
          We couldn't load nearby pizzerias.{' '}
          <button type="button" className={styles.retry} onClick={onRetry}>
            Retry nearby pizzerias
          </button>
        </p>
      ) : status === 'success' ? (
        <ul className={styles.nearbyList}>
          {acquired.map((shop) => (
            <li key={shop.shopId}>
              <Link className={styles.link} to="/restaurants/$state/$city/$zip/$slug/menu" params={shopRouteParams(shop.webSlug)}>
                <span>
                  {shop.shopName}
                  <span className={styles.nearbyCity}>, {shop.city}</span>
                </span>
              </Link>
            </li>
          ))}
        </ul>
      ) : (
        <p className={styles.tagline} role="status">
          Loading nearby pizzerias…
        </p>
      )}
    </nav>
  );
}
