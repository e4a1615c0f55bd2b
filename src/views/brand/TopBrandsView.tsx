import type { Brand } from '@/api/shops';
import { useLoaded, type LoaderRef } from '@/hooks/useLoader';
import { ErrorPanel } from '../common/ErrorPanel';
import { FoodArt } from '../common/FoodArt';
import { Skeleton } from '../common/Skeleton';
import * as styles from '../content/ContentPageView.css';
import { usePageHead } from '../../head/pageHead';

/** /pizza-delivery/top-brands: the brands on Crust, with how many locations each has. */
export function TopBrandsView({ brands }: { brands: LoaderRef<Brand[]> }) {
  usePageHead('Top pizza brands');
  const { status, data, error } = useLoaded(brands);
  return (
    <div className={styles.page}>
      <header className={styles.hero}>
        <p className={styles.kicker}>Pizza delivery</p>
        <h1 className={styles.title}>Top pizza brands</h1>
        <p className={styles.lead}>Local favorites with more than one location, all ordering direct on Crust.</p>
      </header>
      {status === 'error' ? (
        <ErrorPanel
          title="We couldn't load brands"
          message={error?.message ?? 'Something went wrong, please try again.'}
          onRetry={() => brands.send({ type: 'load.retry' })}
        />
      ) : data ? (
        data.length === 0 ? (
          <p>No brands yet.</p>
        ) : (
          <ul className={styles.list} aria-label="Brands">
            {data.map((brand, index) => (
              <li key={brand.slug}>
                <a className={styles.tile} href={`/brands/${encodeURIComponent(brand.slug)}`}>
                  <span aria-hidden="true">
                    <FoodArt kind="pizza" seed={index} className={styles.tileArt} />
                  </span>
                  <span>
                    {brand.name}
                    <span className="visually-hidden">, </span>
                    <br />
                    <small>
                      {brand.shopCount} {brand.shopCount === 1 ? 'location' : 'locations'}
                    </small>
                  </span>
                </a>
              </li>
            ))}
          </ul>
        )
      ) : (
        <div aria-busy="true" aria-label="Loading brands" className={styles.list}>
          {[0, 1, 2].map((index) => (
            <Skeleton key={index} height="72px" radius="16px" />
          ))}
        </div>
      )}
    </div>
  );
}
