import { createFileRoute, useElementScrollRestoration, useNavigate } from '@tanstack/react-router';
import { useSelector } from '@xstate/react';
import { useEffect, useRef, useState } from 'react';
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
  useScrollRestoredOnceLoaded(useSelector(results, (state) => state.matches('success')));
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

const theWindow = () => (typeof window === 'undefined' ? undefined : window);

/**
 * Back from a menu to the results (issue 32 item 14): the router restores the page's scroll position as it
 * renders it, while the results are still loading and the page is too short to scroll that far (it stops at
 * the footer, and the browser's scroll anchoring then keeps the footer in view as the results come in above
 * it: at 375 px the page ended at its bottom). Once they have loaded, the position the shopper left is
 * restored, once.
 */
function useScrollRestoredOnceLoaded(loaded: boolean) {
  const saved = useElementScrollRestoration({ getElement: theWindow });
  const [left] = useState(() => saved?.scrollY ?? null);
  const restored = useRef(false);
  useEffect(() => {
    if (!loaded || restored.current) return;
    restored.current = true;
    if (left !== null && Math.abs(left - window.scrollY) > 1) window.scrollTo({ top: left, left: saved?.scrollX ?? 0 });
    // once per visit of the page, when its results have first loaded (the saved position is read at mount)
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [loaded]);
}
