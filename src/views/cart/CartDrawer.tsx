import { Link } from '@tanstack/react-router';
import { useSelector } from '@xstate/react';
import { selectCartShopName, selectCoupon, selectDisplaySubtotal, selectProducts, type CartProduct } from '@machines/cart/cart.types';
import type { Menu } from '@/api';
import { shopRouteParams } from '@/format/shopPath';
import type { CartRef, ReceiptRef } from '@/system';
import { button, textButton } from '@/styles/recipes.css';
import { Dialog } from '../common/Dialog';
import { Recommendations } from '../menu/Recommendations';
import { CartLine } from './CartLine';
import { CartNotice } from './CartNotice';
import { ClearCartControl } from './ClearCartControl';
import { useSystem } from '@/SystemProvider';
import { PromoCodeEntry } from './PromoCodeEntry';
import { ReceiptTotals } from './ReceiptTotals';
import { ShareCartControl } from './ShareCartControl';
import * as styles from './CartDrawer.css';
import * as dialogStyles from '../common/Dialog.css';

type CartDrawerProps = {
  cart: CartRef;
  receipt: ReceiptRef;
  menu: Menu | null;
  onClose: () => void;
  /** Re-opens a line's item modal with its choices (only on the cart shop's menu). */
  onEdit?: (line: CartProduct) => void;
};

export function CartDrawer({ cart, receipt, menu, onClose, onEdit }: CartDrawerProps) {
  const { promo } = useSystem();
  const products = useSelector(cart, selectProducts);
  const subtotal = useSelector(cart, selectDisplaySubtotal);
  const coupon = useSelector(cart, selectCoupon);
  const webSlug = useSelector(cart, (state) => state.context.shopWebSlug);
  const cartShopId = useSelector(cart, (state) => state.context.shopId);
  const shopName = useSelector(cart, selectCartShopName);
  const forDelivery = useSelector(receipt, (state) => state.context.fulfilment.forDelivery);
  const menuOfCart = menu && menu.shopId === cartShopId ? menu : null;

  return (
    <Dialog labelledBy="cart-title" onClose={onClose} placement="sheet">
      <div className={dialogStyles.sheetHead}>
        <h2 id="cart-title" className={styles.title}>
          Your cart
        </h2>
        <button type="button" className={dialogStyles.closeButton} onClick={onClose} aria-label="Close cart">
          <span aria-hidden="true">×</span>
        </button>
      </div>
      <div className={styles.body}>
        <CartNotice cart={cart} />
        {/* Whose cart this is, and clearing it, sit above the lines: at 375 px 'Clear cart' is no longer under Checkout. */}
        {products.length > 0 ? (
          <div className={styles.orderHead}>
            {shopName ? <p className={styles.shop}>Your order from {shopName}</p> : null}
            <ClearCartControl cart={cart} />
          </div>
        ) : null}
        {products.length > 0 && webSlug ? <ShareCartControl cart={cart} receipt={receipt} /> : null}
        {products.length === 0 ? (
          <p className={styles.empty}>Your cart is empty.</p>
        ) : (
          <ul className={styles.lines} aria-label="Cart items">
            {products.map((line) => (
              <CartLine key={line.uuid} line={line} menu={menuOfCart} cart={cart} onEdit={menuOfCart ? onEdit : undefined} />
            ))}
          </ul>
        )}
        {coupon ? (
          <div className={styles.deal} role="group" aria-label="Deal">
            <p>
              <span className={styles.dealLabel}>Deal</span> {coupon.name}
            </p>
            <button type="button" className={textButton()} onClick={() => cart.send({ type: 'cart.coupon.remove' })}>
              Remove deal
            </button>
          </div>
        ) : null}
        {menuOfCart && products.length > 0 ? <Recommendations cart={cart} shopId={menuOfCart.shopId} /> : null}
        {/* Promo and totals scroll with the lines, so a phone keeps room for the items; Checkout stays put. */}
        {products.length > 0 && webSlug ? (
          <div className={styles.summary}>
            <PromoCodeEntry promo={promo} receipt={receipt} />
            <ReceiptTotals receipt={receipt} forDelivery={forDelivery} displaySubtotal={subtotal} />
          </div>
        ) : null}
      </div>
      {products.length > 0 && webSlug ? (
        <div className={styles.foot}>
          <Link
            to="/restaurants/$state/$city/$zip/$slug/checkout"
            params={shopRouteParams(webSlug)}
            className={button({ size: 'lg', block: true })}
          >
            Checkout
          </Link>
        </div>
      ) : null}
    </Dialog>
  );
}
