import { Link } from '@tanstack/react-router';
import type { NearbyShop } from '../../api/shops';
import { shopRouteParams } from '../../format/shopPath';
import * as styles from './NearbyShops.css';

/** The menu page's footer band: other pizzerias on Crust nearby (acquired ones only). */
export function NearbyShops({ shops }: { shops: NearbyShop[] }) {
  const acquired = shops.filter((shop) => shop.isAcquired && shop.hasMenu).slice(0, 12);
  if (acquired.length === 0) return null;
  return (
    <nav className={styles.band} aria-labelledby="nearby-title">
      <h2 id="nearby-title" className={styles.title}>
        More pizzerias nearby
      </h2>
      <ul className={styles.list}>
        {acquired.map((shop) => (
          <li key={shop.shopId}>
            <Link className={styles.link} to="/restaurants/$state/$city/$zip/$slug/menu" params={shopRouteParams(shop.webSlug)}>
              {shop.shopName}
              <span className={styles.city}>{shop.city}</span>
            </Link>
          </li>
        ))}
      </ul>
    </nav>
  );
}
