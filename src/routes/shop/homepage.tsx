import { createFileRoute } from '@tanstack/react-router';
import { shopNoticeFrom } from '../../pageFlags';
import { HomePage } from '../-HomePage';
import { homeSearch } from '../-homeSearch';

export const Route = createFileRoute('/shop/homepage')({
  validateSearch: homeSearch,
  component: Home,
});

function Home() {
  const search = Route.useSearch();
  return (
    <HomePage
      initialAddress={search.search_address}
      initialShippingType={search.search_shipping_type_filter}
      notice={shopNoticeFrom(search)}
    />
  );
}
