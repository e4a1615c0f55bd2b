import { useNavigate } from '@tanstack/react-router';
import type { ShippingType } from '../api';
import type { ShopNotice } from '../pageFlags';
import { HomeView, type AddressSearch } from '../views/home/HomeView';

type HomePageProps = { initialAddress?: string; initialShippingType?: ShippingType; notice: ShopNotice | null };

/** Home at / and /shop/homepage: the address search sends the shopper to the search results. */
export function HomePage(props: HomePageProps) {
  const navigate = useNavigate();
  const onSearch = ({ shippingType, address, placeId }: AddressSearch) =>
    navigate({
      to: '/shop/search',
      search: { search_shipping_type_filter: shippingType, address, ...(placeId ? { placeId } : {}) },
    });
  return <HomeView onSearch={onSearch} {...props} />;
}
