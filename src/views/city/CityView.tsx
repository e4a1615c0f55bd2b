import { Link } from '@tanstack/react-router';
import type { SearchResult } from '@/api';
import { useLoaded, type LoaderRef } from '@/hooks/useLoader';
import { ErrorPanel } from '../common/ErrorPanel';
import { ShopResultCard, ShopResultSkeleton } from '../search/ShopResultCard';
import { NO_RESULTS_MESSAGE } from '../search/SearchView';
import { cityAddress, type BrowseCity } from './browseCities';
import { CityLinks } from './CityLinks';
import * as styles from '../content/ContentPageView.css';
import * as listStyles from '../search/SearchView.css';
import { usePageHead } from '../../head/pageHead';

/** A city browse page: the pizzerias in a city, nearest the centre first, and links to the other cities. */
export function CityView({ city, results }: { city: BrowseCity; results: LoaderRef<{ data: SearchResult[] }> }) {
  usePageHead(`Pizza delivery in ${cityAddress(city)}`);
  const { status, data, error } = useLoaded(results);
  const shops = data?.data ?? [];
  return (
    <div className={styles.page}>
      <header className={styles.hero}>
        <p className={styles.kicker}>Pizza delivery</p>
        <h1 className={styles.title}>Pizza in {cityAddress(city)}</h1>
        <p className={styles.lead}>
          Order delivery or pickup from local pizzerias in {city.name}. <Link to="/">Enter your address</Link> to see who delivers to you.
        </p>
      </header>
      <section aria-labelledby="city-shops" aria-busy={status === 'loading'}>
        <h2 id="city-shops" className={styles.sectionTitle}>
          Pizzerias in {city.name}
        </h2>
        {status === 'loading' || status === 'initial' ? (
          <ul className={listStyles.list} aria-label="Loading pizzerias">
            {[0, 1, 2].map((index) => (
              <li key={index}>
                <ShopResultSkeleton />
              </li>
            ))}
          </ul>
        ) : null}
        {status === 'error' ? (
          <ErrorPanel
            title="We couldn't load pizzerias"
            message={error?.message ?? 'Something went wrong, please try again.'}
            onRetry={() => results.send({ type: 'load.retry' })}
          />
        ) : null}
        {status === 'success' && shops.length === 0 ? <p>{NO_RESULTS_MESSAGE}</p> : null}
        {status === 'success' && shops.length > 0 ? (
          <ul className={listStyles.list} aria-label="Pizzerias">
            {shops.map((shop) => (
              <li key={shop.shopId}>
                <ShopResultCard shop={shop} orderType="pickup" />
              </li>
            ))}
          </ul>
        ) : null}
      </section>
      <CityLinks current={city.key} />
    </div>
  );
}
