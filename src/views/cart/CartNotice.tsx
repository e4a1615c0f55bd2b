import { useSelector } from '@xstate/react';
import { selectCartNotice } from '@machines/cart/cart.types';
import type { CartRef } from '@/system';
import { textButton } from '@/styles/recipes.css';
import * as styles from './CartNotice.css';

/** A change to the cart the shopper did not make (repaired from storage, items taken off the menu). */
export function CartNotice({ cart }: { cart: CartRef }) {
  const notice = useSelector(cart, selectCartNotice);
  return (
    // A live region without role="status": on checkout it sits inside the form, whose one status line is the address check.
    <div aria-live="polite" className={notice ? styles.notice : undefined}>
      {notice ? (
        <>
          <p className={styles.text}>{notice}</p>
          <button type="button" className={textButton({ tone: 'inherit' })} onClick={() => cart.send({ type: 'cart.notice.dismiss' })}>
            Dismiss
          </button>
        </>
      ) : null}
    </div>
  );
}
