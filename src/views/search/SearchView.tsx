import { Link } from '@tanstack/react-router';
import type { SearchResponse, ShippingType } from '@/api';
import type { ShopNotice } from '@/pageFlags';
import { ShopNoticeBanner } from '../common/ShopNoticeBanner';
import { ShopNotFoundRedirectModal } from '../common/ShopNotFoundRedirectModal';
import { SortControl, type SortType } from './SortControl';
import { useLoaded, type LoaderRef } from '@/hooks/useLoader';
import { button } from '@/styles/recipes.css';
import { ErrorPanel } from '../common/ErrorPanel';
import { ShopResultCard, ShopResultSkeleton } from './ShopResultCard';
import { AddZipCode } from './AddZipCode';
import { lacksZip } from './zipAsk';
import * as styles from './SearchView.css';

export const NO_RESULTS_MESSAGE = "We didn't find any pizzerias near this address.";
export const LOCATION_FAILED_MESSAGE = 'Unable to find location.';

type SearchViewProps = {
  results: LoaderRef<SearchResponse>;
  orderType: ShippingType;
  address: string;
  /** the picked place the address came from: the order-type tabs search it again */
  placeId: string | null;
  sort: SortType | null;
  onSort: (sort: SortType) => void;
  /** searches again with the ZIP the shopper added to a street the maps could not place without it */
  onAddZip: (zip: string) => void;
  notice: ShopNotice | null;
};

export function SearchView({ results, orderType, address, placeId, sort, onSort, onAddZip, notice }: SearchViewProps) {
  const { status, data, error } = useLoaded(results);
  const shops = data?.data ?? [];
  const locationFailed = status === 'error' && (error?.status === 422 || error?.status === 404);

  return (
    <div className={styles.page}>
      {notice ? <ShopNoticeBanner notice={notice} /> : null}
      {/* The results below are the pizzerias nearby: here the modal only has to close. */}
      <ShopNotFoundRedirectModal notice={notice} />
      <header className={styles.header}>
        <div className={styles.headingBlock}>
          <p className={styles.kicker}>{orderType === 'delivery' ? 'Delivering to' : 'Pickup near'}</p>
          <h1 className={styles.title}>{address || 'Find pizzerias near you'}</h1>
        </div>
        <nav className={styles.tabs} aria-label="Order type">
          {(['delivery', 'pickup'] as const).map((type) => (
            <Link
              key={type}
              to="/shop/search"
              search={{ search_shipping_type_filter: type, address, ...(placeId ? { placeId } : {}) }}
              className={styles.tab}
              aria-current={type === orderType ? 'page' : undefined}
            >
              {type === 'delivery' ? 'Delivery' : 'Pickup'}
            </Link>
          ))}
          <Link to="/" className={styles.change}>
            Change address
          </Link>
        </nav>
      </header>

      <section aria-labelledby="results-title" aria-busy={status === 'loading'} className={styles.results}>
        <h2 id="results-title" className="visually-hidden">
          Search results
        </h2>
        {!address ? (
          <div className={styles.empty}>
            <p>Enter an address to see the pizzerias near you.</p>
            <Link to="/" className={button()}>
              Enter an address
            </Link>
          </div>
        ) : null}

        {status === 'loading' ? (
          <ul className={styles.list} aria-label="Loading pizzerias">
            {[0, 1, 2, 3].map((index) => (
              <li key={index}>
                <ShopResultSkeleton />
              </li>
            ))}
          </ul>
        ) : null}

        {locationFailed && lacksZip(address) ? (
          <AddZipCode onAddZip={onAddZip} />
        ) : locationFailed ? (
          <div className={styles.empty} role="alert">
            <p className={styles.emptyTitle}>{LOCATION_FAILED_MESSAGE}</p>
            <p>Check the address and try again.</p>
            <Link to="/" className={button({ tone: 'secondary' })}>
              Try another address
            </Link>
          </div>
        ) : status === 'error' ? (
          <ErrorPanel
            title="We couldn't load pizzerias"
            message={error?.message ?? 'Something went wrong, please try again.'}
            onRetry={() => results.send({ type: 'load.retry' })}
          />
        ) : null}

        {status === 'success' && shops.length === 0 ? (
          <div className={styles.empty}>
            <p className={styles.emptyTitle}>{NO_RESULTS_MESSAGE}</p>
            <p>Try a nearby address, or switch between delivery and pickup.</p>
          </div>
        ) : null}

        {status === 'success' && shops.length > 0 ? (
          <>
            <div className={styles.toolbar}>
              <p className={styles.count} aria-live="polite">
                {shops.length} {shops.length === 1 ? 'pizzeria' : 'pizzerias'}
              </p>
              {data && data.meta.sortTypes.length > 1 ? (
                <SortControl options={data.meta.sortTypes} value={sort ?? data.meta.sortTypes[0]!} onChange={onSort} />
              ) : null}
            </div>
            <ul className={styles.list} aria-label="Pizzerias">
              {shops.map((shop) => (
                <li key={shop.shopId}>
                  <ShopResultCard shop={shop} orderType={orderType} address={address} />
                </li>
              ))}
            </ul>
          </>
        ) : null}
      </section>
    </div>
  );
}
