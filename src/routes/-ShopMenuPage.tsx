import { Navigate, notFound } from '@tanstack/react-router';
import { useSelector } from '@xstate/react';
import { useEffect } from 'react';
import type { Shop } from '../api';
import type { ShopRef } from '../api/shops';
import { pushDataLayer } from '../dataLayer';
import { useMenuLoaders } from '../hooks/useMenuLoaders';
import { inactiveShopRedirect } from '../shopRedirects';
import { parseShopId } from '../shopRef';
import { useMarkPageHydrated } from '../ssr/useHydrated';
import { useSystem } from '../SystemProvider';
import { MagicCartStatus } from '../views/cart/MagicCartStatus';
import { NOT_FOUND_PAGE_NAME, NotFoundView } from '../views/common/NotFoundView';
import { usePageHead } from '../head/pageHead';
import { MenuView } from '../views/menu/MenuView';

/**
 * Every menu route renders this: the six loaders for the shop it names, and the menu. A shop that
 * cannot take orders (suspended, disabled, not on Crust) goes to its redirect route instead.
 */
export function ShopMenuPage({ shopRef, magicCartUuid }: { shopRef: ShopRef; magicCartUuid?: string }) {
  const { cart, modal } = useSystem();
  const loaders = useMenuLoaders(shopRef);
  const shop = useSelector(loaders.shop, (state) => (state.matches('success') ? (state.context.data as Shop) : null));
  const redirect = shop ? inactiveShopRedirect(shop) : null;
  const shopMissing = useSelector(loaders.shop, (state) => state.matches('error') && state.context.error?.status === 404);
  // every route shape of a shop's menu names the one canonical URL, its storefront path
  usePageHead(shopMissing ? NOT_FOUND_PAGE_NAME : shop ? `${shop.name} menu` : null, shopMissing ? null : (shop?.storefrontPath ?? null));
  const pickupOnly = shop ? !shop.deliveryInfo.doesDelivery : null;

  useMarkPageHydrated();

  // Page head (spec §2): a shop that does not deliver is flagged pickup-only in the data layer.
  useEffect(() => {
    if (pickupOnly) pushDataLayer({ event: 'shop_view', pickupOnly: true });
  }, [pickupOnly]);

  if (shop && redirect) return <Navigate to={redirect} search={{ shopName: shop.name }} replace />;
  return (
    <>
      {magicCartUuid ? <MagicCartStatus key={magicCartUuid} uuid={magicCartUuid} /> : null}
      <MenuView {...loaders} cart={cart} modal={modal} />
    </>
  );
}

/** The menu routes that name the shop by id (/shop/show/{id}, /restaurant/menu/{id}, /restaurants/{id}/menu). */
export function ShopMenuByIdPage({ shopId: raw, magicCartUuid }: { shopId: string; magicCartUuid?: string }) {
  const shopId = parseShopId(raw);
  if (shopId === null) return <NotFoundView />;
  return <ShopMenuPage key={shopId} shopRef={{ shopId }} magicCartUuid={magicCartUuid} />;
}

/**
 * What a menu route reads of its search: the item modal and the other dialogs change the URL's search, and a
 * route that read all of it would render the whole menu again on each tap that opens one.
 */
export const selectMagicCartUuid = (search: { magicCartUuid?: string }) => search.magicCartUuid;

/** beforeLoad of the by-id menu routes: a segment that is no shop id is not found (the server answers 404). */
export function requireShopId({ params }: { params: { shopId: string } }): void {
  if (parseShopId(params.shopId) === null) throw notFound();
}
