import { useSelector } from '@xstate/react';
import type { Menu, Schedule, Shop } from '../../api';
import { useLoaded, type LoaderRef } from '../../hooks/useLoader';
import { findProduct } from '../../product/options';
import type { CartRef, ModalRef } from '../../system';
import { CartSummary } from '../cart/CartSummary';
import { ErrorPanel } from '../common/ErrorPanel';
import { NotFoundView } from '../common/NotFoundView';
import { ProductModal } from '../product/ProductModal';
import { MenuSections, MenuSkeleton } from './MenuSections';
import { ShopHeader, ShopHeaderSkeleton } from './ShopHeader';
import * as styles from './MenuView.css';

type MenuViewProps = {
  shop: LoaderRef<Shop>;
  menu: LoaderRef<Menu>;
  schedule: LoaderRef<Schedule>;
  cart: CartRef;
  modal: ModalRef;
};

export function MenuView({ shop, menu, schedule, cart, modal }: MenuViewProps) {
  const shopState = useLoaded(shop);
  const menuState = useLoaded(menu);
  const scheduleState = useLoaded(schedule);
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
  const product = openProductId !== null ? findProduct(menuState.data, openProductId) : undefined;

  return (
    <div className={styles.layout}>
      {shopData ? <ShopHeader shop={shopData} schedule={scheduleState.data} /> : <ShopHeaderSkeleton />}
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
      <CartSummary cart={cart} menu={menuState.data} />
      {product && shopData ? (
        <ProductModal
          key={product.id}
          product={product}
          onAdd={(cartProduct) => {
            cart.send({ type: 'cart.add', product: cartProduct, shop: { id: shopData.id, webSlug: shopData.webSlug } });
            modal.send({ type: 'modal.close' });
          }}
          onClose={() => modal.send({ type: 'modal.close' })}
        />
      ) : null}
    </div>
  );
}
