import { useSelector } from '@xstate/react';
import type { ModalName } from '@machines/modal/modal.types';
import type { Menu, Schedule, Shop } from '@/api';
import type { FaqQuestion, NearbyShop, Ratings } from '@/api/shops';
import { useLoaded, type LoaderRef } from '@/hooks/useLoader';
import { findProduct } from '@/product/options';
import type { CartRef, ModalRef } from '@/system';
import { AppPromo } from '../appPromo/AppPromo';
import { CartSummary } from '../cart/CartSummary';
import { DealsEntry } from '../deals/DealsEntry';
import { ErrorPanel } from '../common/ErrorPanel';
import { FulfilmentSummary } from './FulfilmentSummary';
import { LastOrder } from './LastOrder';
import { NotFoundView } from '../common/NotFoundView';
import { MenuSections, MenuSkeleton } from './MenuSections';
import { useNearbyShopsInFooter } from '../layout/footerNearby';
import { ShopHeader, ShopHeaderSkeleton } from './ShopHeader';
import { ShopFaq } from './ShopFaq';
import { SideLoadError } from './SideLoadError';
import { lazyDialog } from '../common/lazyDialog';
import * as styles from './MenuView.css';

const ProductModal = lazyDialog(() => import('../product/ProductModal').then(({ ProductModal }) => ProductModal));
const FeeModal = lazyDialog(() => import('./modals/FeeModal').then(({ FeeModal }) => FeeModal));
const ShopDetailsModal = lazyDialog(() => import('./modals/ShopDetailsModal').then(({ ShopDetailsModal }) => ShopDetailsModal));
const ShopHoursModal = lazyDialog(() => import('./modals/ShopHoursModal').then(({ ShopHoursModal }) => ShopHoursModal));
const ShopPhoneCtaModal = lazyDialog(() => import('./modals/ShopPhoneCtaModal').then(({ ShopPhoneCtaModal }) => ShopPhoneCtaModal));

type MenuViewProps = {
  shop: LoaderRef<Shop>;
  menu: LoaderRef<Menu>;
  schedule: LoaderRef<Schedule>;
  nearby: LoaderRef<NearbyShop[]>;
  ratings: LoaderRef<Ratings>;
  cuisines: LoaderRef<string[]>;
  faq: LoaderRef<FaqQuestion[]>;
  cart: CartRef;
  modal: ModalRef;
};

const selectOpen = (state: ReturnType<ModalRef['getSnapshot']>) => (state.matches('open') ? state.context.name : null);

export function MenuView({ shop, menu, schedule, nearby, ratings, cuisines, faq, cart, modal }: MenuViewProps) {
  const shopState = useLoaded(shop);
  const menuState = useLoaded(menu);
  const scheduleState = useLoaded(schedule);
  const ratingsState = useLoaded(ratings);
  const cuisinesState = useLoaded(cuisines);
  const openModal = useSelector(modal, selectOpen);
  useNearbyShopsInFooter(nearby);
  const openProductId = useSelector(modal, (state) =>
    state.matches('open') && state.context.name === 'productModal' ? Number(state.context.params.productId) : null,
  );

  if (shopState.notFound) return <NotFoundView />;
  if (shopState.status === 'error') {
    return (
      <div className={styles.page}>
        <ErrorPanel
          title="We couldn't load this pizzeria"
          message={shopState.error?.message ?? 'Something went wrong, please try again.'}
          onRetry={() => shop.send({ type: 'load.retry' })}
        />
      </div>
    );
  }

  const shopData = shopState.data;
  // An unknown or malformed view_product finds nothing: the menu stays, with no item modal.
  const product = openProductId !== null ? findProduct(menuState.data, openProductId) : undefined;
  const open = (name: ModalName) => modal.send({ type: 'modal.open', name });
  const close = () => modal.send({ type: 'modal.close' });

  return (
    <div className={styles.layout}>
      {shopData ? (
        <ShopHeader
          shop={shopData}
          schedule={scheduleState.data}
          ratings={ratingsState.data}
          cuisines={cuisinesState.data}
          onOpenModal={open}
        />
      ) : (
        <ShopHeaderSkeleton />
      )}
      {scheduleState.status === 'error' ? (
        <SideLoadError what="this pizzeria's hours" retryLabel="Retry hours" onRetry={() => schedule.send({ type: 'load.retry' })} />
      ) : null}
      {ratingsState.status === 'error' ? (
        <SideLoadError what="this pizzeria's ratings" retryLabel="Retry ratings" onRetry={() => ratings.send({ type: 'load.retry' })} />
      ) : null}
      {cuisinesState.status === 'error' ? (
        <SideLoadError what="this pizzeria's cuisines" retryLabel="Retry cuisines" onRetry={() => cuisines.send({ type: 'load.retry' })} />
      ) : null}
      {shopData ? <FulfilmentSummary shop={shopData} schedule={scheduleState.data} modal={modal} /> : null}
      {menuState.data ? <DealsEntry menu={menuState.data} cart={cart} modal={modal} /> : null}
      <AppPromo modal={modal} productsShown={menuState.data !== null} />
      <div className={styles.page}>
        {menuState.status === 'error' ? (
          <ErrorPanel
            title="We couldn't load the menu"
            message={menuState.error?.message ?? 'Something went wrong, please try again.'}
            onRetry={() => menu.send({ type: 'load.retry' })}
          />
        ) : menuState.data && shopData ? (
          <MenuSections
            menu={menuState.data}
            onOpenProduct={(productId) => modal.send({ type: 'modal.open', name: 'productModal', params: { productId: String(productId) } })}
          />
        ) : (
          <MenuSkeleton />
        )}
      </div>
      {menuState.data && shopData ? <LastOrder webSlug={shopData.webSlug} /> : null}
      <ShopFaq faq={faq} shopName={shopData?.name ?? null} modal={modal} />
      <CartSummary cart={cart} menu={menuState.data} />
      {product && shopData ? (
        <ProductModal
          key={product.id}
          product={product}
          onAdd={(cartProduct) => {
            cart.send({ type: 'cart.add', product: cartProduct, shop: { id: shopData.id, webSlug: shopData.webSlug } });
            close();
          }}
          onClose={close}
        />
      ) : null}
      {shopData && openModal === 'debrandedShopDetailsModal' ? (
        <ShopDetailsModal shop={shopData} schedule={scheduleState.data} cuisines={cuisinesState.data} onClose={close} />
      ) : null}
      {shopData && openModal === 'shopHoursModal' ? <ShopHoursModal shop={shopData} schedule={scheduleState.data} onClose={close} /> : null}
      {shopData && openModal === 'feeModal' ? <FeeModal shop={shopData} onClose={close} /> : null}
      {shopData && openModal === 'shopPhoneCtaModal' ? <ShopPhoneCtaModal shop={shopData} onClose={close} /> : null}
    </div>
  );
}
