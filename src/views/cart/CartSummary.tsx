import { useSelector } from '@xstate/react';
import { useCallback, useEffect, useState } from 'react';
import {
  selectCartNotice,
  selectCartShopId,
  selectCartShopName,
  selectDisplaySubtotal,
  selectItemCount,
  selectProducts,
  type CartProduct,
} from '@machines/cart/cart.types';
import { isModalShown } from '@machines/modal/modal.types';
import type { Menu } from '@/api';
import { formatMoney } from '@/format/money';
import { useDeals, useOpenDeals } from '@/hooks/useDeals';
import { dealEditOf } from '@/product/deals';
import { findProduct } from '@/product/options';
import type { CartRef } from '@/system';
import { useAfterHydration } from '@/ssr/useHydrated';
import { useSystem } from '@/SystemProvider';
import { lazyDialog, usePreloadWhenIdle } from '../common/lazyDialog';
import { CartNotice } from './CartNotice';
import * as styles from './CartSummary.css';

const CartDrawer = lazyDialog(() => import('./CartDrawer').then(({ CartDrawer }) => CartDrawer));
const ProductModal = lazyDialog(() => import('../product/ProductModal').then(({ ProductModal }) => ProductModal));
const DealsModal = lazyDialog(() => import('../deals/DealsModal').then(({ DealsModal }) => DealsModal));

/**
 * The sticky 'View cart' button (with a notice over it), the cart drawer it opens, and the item modal (or, for a deal's
 * line, the deal) that edits a line. A deal's edit runs its machine in the app's system (deals.open with the cart's
 * lines); once saved, the machine goes back to the cart drawer and the app stops it.
 */
export function CartSummary({ cart, menu }: { cart: CartRef; menu: Menu | null }) {
  usePreloadWhenIdle(CartDrawer, ProductModal);
  const { app, receipt, modal } = useSystem();
  // The drawer is a modal of the modal machine, so `?show_cart=true` opens it and browser back closes it.
  const open = useSelector(modal, (state) => isModalShown(state, 'cartDrawer'));
  const closeModal = useCallback(() => modal.send({ type: 'modal.close' }), [modal]);
  const openDrawer = useCallback(() => modal.send({ type: 'modal.open', name: 'cartDrawer' }), [modal]);
  const [editing, setEditing] = useState<CartProduct | null>(null);
  const products = useSelector(cart, selectProducts);
  const openDeals = useOpenDeals();
  const editingDeal = useDeals('edit');
  // the close button or Escape: back to the cart drawer, the deal as it was
  const closeDealEdit = useCallback(() => {
    app.send({ type: 'deals.close' });
    openDrawer();
  }, [app, openDrawer]);
  // a deal's edit left open when the menu goes is stopped with it
  useEffect(() => () => app.send({ type: 'deals.close' }), [app]);
  // A server-rendered menu shows the empty cart the server knows; the saved one appears once hydrated.
  const count = useAfterHydration(useSelector(cart, selectItemCount), 0);
  const subtotal = useSelector(cart, selectDisplaySubtotal);
  const notice = useAfterHydration(useSelector(cart, selectCartNotice), null);
  // On another shop's menu the button says whose cart it opens.
  const cartShopId = useSelector(cart, selectCartShopId);
  const cartShopName = useSelector(cart, selectCartShopName);
  const otherShop = menu !== null && cartShopId !== null && cartShopId !== menu.shopId;
  const editedProduct = editing ? findProduct(menu, editing.id) : undefined;

  return (
    <>
      <div className={count > 0 || notice ? styles.bar : undefined}>
        {open || !notice ? null : (
          <div className={styles.notice}>
            <CartNotice cart={cart} />
          </div>
        )}
        {count > 0 ? (
          <button type="button" className={styles.button} onClick={openDrawer} aria-haspopup="dialog">
            <span className={styles.count} aria-hidden="true">
              {count}
            </span>
            <span className={styles.label}>
              View cart
              {otherShop ? <span className={styles.shop}>from {cartShopName ?? 'another pizzeria'}</span> : null}
            </span>
            <span className="visually-hidden">
              , {count} {count === 1 ? 'item' : 'items'},
            </span>
            <span className={styles.subtotal}>{formatMoney(subtotal)}</span>
          </button>
        ) : null}
      </div>
      {open ? (
        <CartDrawer
          cart={cart}
          receipt={receipt}
          menu={menu}
          onClose={closeModal}
          onEdit={(line) => {
            closeModal();
            if (line.couponId === null) setEditing(line);
            else if (menu) openDeals(menu, dealEditOf(line.couponId, products));
          }}
        />
      ) : null}
      {editing && editedProduct ? (
        <ProductModal
          product={editedProduct}
          initial={editing}
          submitLabel="Update item"
          onAdd={(product) => {
            cart.send({ type: 'cart.replace', uuid: editing.uuid, product });
            setEditing(null);
            openDrawer();
          }}
          onClose={() => {
            setEditing(null);
            openDrawer();
          }}
        />
      ) : null}
      {editingDeal && menu ? <DealsModal deals={editingDeal} menu={menu} onClose={closeDealEdit} /> : null}
    </>
  );
}
