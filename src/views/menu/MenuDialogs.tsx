import { useSelector } from '@xstate/react';
import { isModalShown } from '@machines/modal/modal.types';
import type { Menu, Schedule, Shop } from '@/api';
import { findProduct } from '@/product/options';
import type { CartRef, ModalRef } from '@/system';
import { lazyDialog, usePreloadWhenIdle } from '../common/lazyDialog';

const ProductModal = lazyDialog(() => import('../product/ProductModal').then(({ ProductModal }) => ProductModal));
const FeeModal = lazyDialog(() => import('./modals/FeeModal').then(({ FeeModal }) => FeeModal));
const ShopDetailsModal = lazyDialog(() => import('./modals/ShopDetailsModal').then(({ ShopDetailsModal }) => ShopDetailsModal));
const ShopHoursModal = lazyDialog(() => import('./modals/ShopHoursModal').then(({ ShopHoursModal }) => ShopHoursModal));
const ShopPhoneCtaModal = lazyDialog(() => import('./modals/ShopPhoneCtaModal').then(({ ShopPhoneCtaModal }) => ShopPhoneCtaModal));

type MenuDialogsProps = {
  shop: Shop;
  menu: Menu | null;
  schedule: Schedule | null;
  cuisines: string[] | null;
  cart: CartRef;
  modal: ModalRef;
};

const selectOpen = (state: ReturnType<ModalRef['getSnapshot']>) => (state.matches('open') ? state.context.name : null);
const selectProductId = (state: ReturnType<ModalRef['getSnapshot']>) =>
  isModalShown(state, 'productModal') ? Number(state.context.params.productId) : null;

/**
 * The menu page's dialogs, drawn as the modal machine says. They subscribe here, not in the menu: opening one
 * renders the dialog alone, and the tap that opened it does not render the whole menu again.
 */
export function MenuDialogs({ shop, menu, schedule, cuisines, cart, modal }: MenuDialogsProps) {
  usePreloadWhenIdle(ProductModal, FeeModal, ShopDetailsModal, ShopHoursModal, ShopPhoneCtaModal);
  const openModal = useSelector(modal, selectOpen);
  const openProductId = useSelector(modal, selectProductId);
  // An unknown or malformed view_product finds nothing: the menu stays, with no item modal.
  const product = openProductId !== null ? findProduct(menu, openProductId) : undefined;
  const close = () => modal.send({ type: 'modal.close' });

  if (product) {
    return (
      <ProductModal
        key={product.id}
        product={product}
        onAdd={(cartProduct) => {
          cart.send({ type: 'cart.add', product: cartProduct, shop: { id: shop.id, webSlug: shop.webSlug, name: shop.name } });
          close();
        }}
        onClose={close}
      />
    );
  }
  switch (openModal) {
    case 'debrandedShopDetailsModal':
      return <ShopDetailsModal shop={shop} schedule={schedule} cuisines={cuisines} onClose={close} />;
    case 'shopHoursModal':
      return <ShopHoursModal shop={shop} schedule={schedule} onClose={close} />;
    case 'feeModal':
      return <FeeModal shop={shop} onClose={close} />;
    case 'shopPhoneCtaModal':
      return <ShopPhoneCtaModal shop={shop} onClose={close} />;
    default:
      return null;
  }
}
