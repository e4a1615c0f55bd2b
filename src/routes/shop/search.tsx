import { createFileRoute, useNavigate } from '@tanstack/react-router';
import { useLoader } from '@/hooks/useLoader';
import { searchResource } from '@/loaders';
import { commonFlags, optionalOneOf, optionalString, searchSchema, shippingTypeFlag, shopNoticeFlags, shopNoticeFrom } from '@/pageFlags';
import { useMarkPageHydrated } from '@/ssr/useHydrated';
import { SearchView } from '@/views/search/SearchView';
import { withZip } from '@/views/search/zipAsk';
import { usePageHead } from '@/head/pageHead';

const searchParams = searchSchema({
  search_shipping_type_filter: shippingTypeFlag,
  /** the alternate form of the search URL */
  orderType: shippingTypeFlag,
  address: optionalString(300),
  placeId: optionalString(300),
  /** a sort type the server listed in meta.sort_types; anything else is dropped (server default) */
  sort: optionalOneOf(['recommended', 'acquired', 'is_open', 'nearby']),
  ...shopNoticeFlags,
  ...commonFlags,
});

export const Route = createFileRoute('/shop/search')({
  validateSearch: searchParams,
  component: SearchPage,
});

function SearchPage() {
  useMarkPageHydrated();
  const search = Route.useSearch();
  const navigate = useNavigate({ from: '/shop/search' });
  const orderType = search.search_shipping_type_filter ?? search.orderType ?? 'delivery';
  const address = search.address?.trim() ?? '';
  const placeId = address ? search.placeId?.trim() || undefined : undefined;
  // results depend on the address asked: the page names it, and no one results page is canonical
  usePageHead(address ? `Pizzerias near ${address}` : 'Find pizzerias near you', null);
  const results = useLoader(
    searchResource,
    address ? { orderType, address, ...(placeId ? { placeId } : {}), ...(search.sort ? { sortType: search.sort } : {}) } : null,
  );
  return (
    <SearchView
      results={results}
      orderType={orderType}
      address={address}
      placeId={placeId ?? null}
      sort={search.sort ?? null}
      onSort={(sort) => navigate({ search: (previous) => ({ ...previous, sort }), replace: true })}
      // the street with its ZIP is a new search (the picked place could not be placed without it)
      onAddZip={(zip) => navigate({ search: (previous) => ({ ...previous, address: withZip(address, zip), placeId: undefined }) })}
      notice={shopNoticeFrom(search)}
    />
  );
}
