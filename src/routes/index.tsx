import { createFileRoute, useNavigate } from '@tanstack/react-router';
import { HomeView, type AddressSearch } from '../views/home/HomeView';

export const Route = createFileRoute('/')({
  component: HomePage,
});

function HomePage() {
  const navigate = useNavigate();
  const onSearch = ({ shippingType, address, placeId }: AddressSearch) =>
    navigate({
      to: '/shop/search',
      search: { search_shipping_type_filter: shippingType, address, ...(placeId ? { placeId } : {}) },
    });
  return <HomeView onSearch={onSearch} />;
}
