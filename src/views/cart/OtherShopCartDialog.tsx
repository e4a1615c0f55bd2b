import { useSelector } from '@xstate/react';
import { selectCartShopName, selectPendingShopName } from '@machines/cart/cart.types';
import type { CartRef } from '@/system';
import { button } from '@/styles/recipes.css';
import { Dialog } from '../common/Dialog';
import * as styles from './OtherShopCartDialog.css';

/** otherShopCartModal: shown while the cart machine is confirming a switch to another shop. */
export function OtherShopCartDialog({ cart }: { cart: CartRef }) {
  const confirming = useSelector(cart, (state) => state.matches('confirmingShopSwitch'));
  const pendingName = useSelector(cart, (state) => state.context.pending?.product.name ?? null);
  const cartShop = useSelector(cart, selectCartShopName);
  const newShop = useSelector(cart, selectPendingShopName);
  if (!confirming) return null;

  const cancel = () => cart.send({ type: 'cart.switchShop.cancel' });
  return (
    <Dialog labelledBy="other-shop-title" describedBy="other-shop-text" onClose={cancel}>
      <div className={styles.body}>
        <h2 id="other-shop-title" className={styles.title}>
          Start a new cart?
        </h2>
        <p id="other-shop-text" className={styles.text}>
          Your cart has items from {cartShop ?? 'another pizzeria'}. Adding {pendingName ?? 'this item'}
          {newShop ? ` from ${newShop}` : ''} will clear your cart.
        </p>
        <div className={styles.actions}>
          <button type="button" className={button({ tone: 'secondary', block: true })} onClick={cancel}>
            Keep current cart
          </button>
          <button type="button" className={button({ block: true })} onClick={() => cart.send({ type: 'cart.switchShop.confirm' })}>
            Start new cart
          </button>
        </div>
      </div>
    </Dialog>
  );
}
