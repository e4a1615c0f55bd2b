import { useNavigate } from '@tanstack/react-router';
import { useLoader } from '../hooks/useLoader';
import { topShopsResource } from '../loaders';
import { shopNoticeFrom } from '../pageFlags';
import { useMarkPageHydrated } from '../ssr/useHydrated';
import { browseCities } from '../views/city/browseCities';
import { HomeView, type AddressSearch } from '../views/home/HomeView';
import type { HomeSearch } from './-homeSearch';
import { usePageHead } from '../head/pageHead';

/** The home page's discovery covers the browse cities (spec §2). */
const topShopCities = browseCities.map((city) => ({ city: city.name, state: city.state }));

/**
 * Home at / and /shop/homepage: its query flags prefill the search, which sends the shopper to the
 * results; below, the top pizzerias of the browse cities.
 */
export function HomePage({ search }: { search: HomeSearch }) {
  useMarkPageHydrated();
  usePageHead(null, '/');
  const navigate = useNavigate();
  const topShops = useLoader(topShopsResource, topShopCities);
  const onSearch = ({ shippingType, address, placeId }: AddressSearch) =>
    navigate({
      to: '/shop/search',
      search: { search_shipping_type_filter: shippingType, address, ...(placeId ? { placeId } : {}) },
    });
  return (
    <HomeView
      onSearch={onSearch}
      initialAddress={search.search_address}
      initialShippingType={search.search_shipping_type_filter}
      notice={shopNoticeFrom(search)}
      topShops={topShops}
    />
  );
}
