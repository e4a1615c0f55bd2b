import { Link } from '@tanstack/react-router';
import type { DiscoverResponse } from '@/api/shops';
import { ratingLabel, reviewCountLabel } from '@/format/rating';
import { shopRouteParams } from '@/format/shopPath';
import { useLoaded, type LoaderRef } from '@/hooks/useLoader';
import { skeleton, textButton } from '@/styles/recipes.css';
import * as styles from './TopPizzerias.css';

/** The home page's top pizzerias (discover by overall rating): loading, the shops, or an error with a retry. */
export function TopPizzerias({ shops }: { shops: LoaderRef<DiscoverResponse> }) {
  const { status, data } = useLoaded(shops);
  if (status === 'success' && !data?.data.length) return null;
  return (
    <section className={styles.section} aria-labelledby="top-title" aria-busy={status === 'loading'}>
      <h2 id="top-title" className={styles.title}>
        Top pizzerias on Crust
      </h2>
      {status === 'error' ? (
        <p className={styles.error} role="status">
          We couldn't load the top pizzerias.{' '}
          <button type="button" className={textButton({ size: 'inline' })} onClick={() => shops.send({ type: 'load.retry' })}>
            Retry top pizzerias
          </button>
        </p>
      ) : status === 'success' && data ? (
        <ol className={styles.list} aria-label="Top pizzerias">
          {data.data.map((shop) => {
            const rating = ratingLabel(shop);
            const reviews = reviewCountLabel(shop.ratingsCount);
            return (
              <li key={shop.shopId}>
                <Link className={styles.shop} to="/restaurants/$state/$city/$zip/$slug/menu" params={shopRouteParams(shop.webSlug)}>
                  <span className={styles.name}>{shop.shopName}</span>
                  <span className={styles.meta}>
                    {shop.city}, {shop.state}
                    {rating ? (
                      <>
                        {' · '}
                        <span className={styles.rating}>★ {rating}</span>
                        {reviews ? ` (${reviews})` : null}
                      </>
                    ) : null}
                  </span>
                </Link>
              </li>
            );
          })}
        </ol>
      ) : (
        <ul className={styles.list} aria-label="Loading top pizzerias">
          {[0, 1, 2].map((index) => (
            <li key={index} className={`${skeleton} ${styles.placeholder}`} />
          ))}
        </ul>
      )}
    </section>
  );
}
