import type { BrandResponse } from '@/api/shops';
import { useLoaded, type LoaderRef } from '@/hooks/useLoader';
import { ErrorPanel } from '../common/ErrorPanel';
import { NOT_FOUND_PAGE_NAME, NotFoundView } from '../common/NotFoundView';
import { ShopResultCard, ShopResultSkeleton } from '../search/ShopResultCard';
import * as styles from '../content/ContentPageView.css';
import * as listStyles from '../search/SearchView.css';
import { usePageHead } from '../../head/pageHead';

/** A brand (chain) page: its name and every listed location. */
export function BrandView({ brand }: { brand: LoaderRef<BrandResponse> }) {
  const { status, data, error, notFound } = useLoaded(brand);
  usePageHead(notFound ? NOT_FOUND_PAGE_NAME : data ? `${data.brand.name} pizzerias` : null, notFound ? null : undefined);
  if (notFound) return <NotFoundView />;
  if (status === 'error') {
    return (
      <div className={styles.page}>
        <ErrorPanel
          title="We couldn't load this brand"
          message={error?.message ?? 'Something went wrong, please try again.'}
          onRetry={() => brand.send({ type: 'load.retry' })}
        />
      </div>
    );
  }
  const count = data?.brand.shopCount ?? 0;
  return (
    <div className={styles.page}>
      <header className={styles.hero}>
        <p className={styles.kicker}>Brand</p>
        <h1 className={styles.title}>{data ? data.brand.name : 'Loading brand…'}</h1>
        {data ? (
          <p className={styles.lead}>
            {count} {count === 1 ? 'location' : 'locations'} on Crust. Pick the one nearest you.
          </p>
        ) : null}
      </header>
      <section aria-labelledby="brand-shops" aria-busy={!data}>
        <h2 id="brand-shops" className={styles.sectionTitle}>
          Locations
        </h2>
        {data ? (
          <ul className={listStyles.list} aria-label="Pizzerias">
            {data.shops.map((shop) => (
              <li key={shop.shopId}>
                <ShopResultCard shop={shop} orderType="pickup" />
              </li>
            ))}
          </ul>
        ) : (
          <ul className={listStyles.list} aria-label="Loading pizzerias">
            {[0, 1].map((index) => (
              <li key={index}>
                <ShopResultSkeleton />
              </li>
            ))}
          </ul>
        )}
      </section>
    </div>
  );
}
