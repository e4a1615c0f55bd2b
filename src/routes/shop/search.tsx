import { createFileRoute } from '@tanstack/react-router';
import { z } from 'zod';
import { useLoader } from '../../hooks/useLoader';
import { searchResource } from '../../loaders';
import { SearchView } from '../../views/search/SearchView';

const shippingType = z.enum(['delivery', 'pickup']);

const searchParams = z.object({
  search_shipping_type_filter: shippingType.optional().catch(undefined),
  /** the alternate form of the search URL */
  orderType: shippingType.optional().catch(undefined),
  address: z.string().optional().catch(undefined),
  placeId: z.string().optional().catch(undefined),
});

export const Route = createFileRoute('/shop/search')({
  validateSearch: searchParams,
  component: SearchPage,
});

function SearchPage() {
  const search = Route.useSearch();
  const orderType = search.search_shipping_type_filter ?? search.orderType ?? 'delivery';
  const address = search.address?.trim() ?? '';
  const results = useLoader(searchResource, address ? { orderType, address } : null);
  return <SearchView results={results} orderType={orderType} address={address} />;
}
