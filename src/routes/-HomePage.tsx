import { useNavigate } from '@tanstack/react-router';
import { shopNoticeFrom } from '../pageFlags';
import { HomeView, type AddressSearch } from '../views/home/HomeView';
import type { HomeSearch } from './-homeSearch';

/** Home at / and /shop/homepage: its query flags prefill the search, which sends the shopper to the results. */
export function HomePage({ search }: { search: HomeSearch }) {
  const navigate = useNavigate();
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
    />
  );
}
