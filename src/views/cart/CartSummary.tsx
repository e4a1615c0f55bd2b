import { useSelector } from '@xstate/react';
import { useState } from 'react';
import { selectDisplaySubtotal, selectItemCount } from '../../../machines/cart/cart.types';
import type { Menu } from '../../api';
import { formatMoney } from '../../format/money';
import type { CartRef } from '../../system';
import { CartDrawer } from './CartDrawer';
import * as styles from './CartSummary.css';

/** The sticky 'View cart' button and the cart drawer it opens. */
export function CartSummary({ cart, menu }: { cart: CartRef; menu: Menu | null }) {
  const [open, setOpen] = useState(false);
  const count = useSelector(cart, selectItemCount);
  const subtotal = useSelector(cart, selectDisplaySubtotal);

  return (
    <>
      {count > 0 ? (
        <div className={styles.bar}>
          <button type="button" className={styles.button} onClick={() => setOpen(true)} aria-haspopup="dialog">
            <span className={styles.count} aria-hidden="true">
              {count}
            </span>
            <span className={styles.label}>View cart</span>
            <span className="visually-hidden">
              , {count} {count === 1 ? 'item' : 'items'},
            </span>
            <span className={styles.subtotal}>{formatMoney(subtotal)}</span>
          </button>
        </div>
      ) : null}
      {open ? <CartDrawer cart={cart} menu={menu} onClose={() => setOpen(false)} /> : null}
    </>
  );
}
