import { Link } from '@tanstack/react-router';
import { SEARCH_RADIUS, type NearbyShop } from '@/api/shops';
import { shopRouteParams } from '@/format/shopPath';
import { useLoaded, type LoaderRef } from '@/hooks/useLoader';
import * as styles from './Footer.css';

/** The footer's nearby acquired shops on a shop page: loading, the shops, or an error with a retry. */
export function FooterNearbyShops({ nearby }: { nearby: LoaderRef<NearbyShop[]> }) {
  const { status, data } = useLoaded(nearby);
  // nearby means a shop to order from instead: on Crust, taking orders, within the search's radius
  const acquired = (data ?? []).filter(
    (shop) => shop.isAcquired && shop.hasMenu && !shop.suspended && shop.distanceMiles !== null && shop.distanceMiles <= SEARCH_RADIUS,
  );
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
          <button type="button" className={styles.retry} onClick={() => nearby.send({ type: 'load.retry' })}>
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
