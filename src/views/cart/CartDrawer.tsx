import { Link } from '@tanstack/react-router';
import { useSelector } from '@xstate/react';
import { selectDisplaySubtotal, selectProducts } from '../../../machines/cart/cart.types';
import type { Menu } from '../../api';
import { formatMoney } from '../../format/money';
import { shopRouteParams } from '../../format/shopPath';
import type { CartRef } from '../../system';
import { button } from '../../styles/recipes.css';
import { Dialog } from '../common/Dialog';
import { CartLine } from './CartLine';
import * as styles from './CartDrawer.css';

export function CartDrawer({ cart, menu, onClose }: { cart: CartRef; menu: Menu | null; onClose: () => void }) {
  const products = useSelector(cart, selectProducts);
  const subtotal = useSelector(cart, selectDisplaySubtotal);
  const webSlug = useSelector(cart, (state) => state.context.shopWebSlug);
  const cartShopId = useSelector(cart, (state) => state.context.shopId);
  const menuOfCart = menu && menu.shopId === cartShopId ? menu : null;

  return (
    <Dialog labelledBy="cart-title" onClose={onClose} placement="sheet">
      <div className={styles.head}>
        <h2 id="cart-title" className={styles.title}>
          Your cart
        </h2>
        <button type="button" className={styles.close} onClick={onClose} aria-label="Close cart">
          <span aria-hidden="true">×</span>
        </button>
      </div>
      <div className={styles.body}>
        {products.length === 0 ? (
          <p className={styles.empty}>Your cart is empty.</p>
        ) : (
          <ul className={styles.lines} aria-label="Cart items">
            {products.map((line) => (
              <CartLine key={line.uuid} line={line} menu={menuOfCart} cart={cart} />
            ))}
          </ul>
        )}
      </div>
      {products.length > 0 && webSlug ? (
        <div className={styles.foot}>
          <p className={styles.subtotal}>
            <span>Subtotal</span>
            <span>{formatMoney(subtotal)}</span>
          </p>
          <p className={styles.note}>Taxes and fees are calculated at checkout.</p>
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
