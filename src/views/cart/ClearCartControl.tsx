import { useSelector } from '@xstate/react';
import { useEffect, useRef } from 'react';
import type { CartRef } from '@/system';
import { button, textButton } from '@/styles/recipes.css';
import * as styles from './ClearCartControl.css';

/** The drawer's 'Clear cart': it asks first (the cart machine's confirmingClear), and only 'Yes, clear cart' empties the cart. */
export function ClearCartControl({ cart }: { cart: CartRef }) {
  const asking = useSelector(cart, (state) => state.matches({ filled: 'confirmingClear' }));
  const keep = useRef<HTMLButtonElement>(null);
  // The question replaces the button the shopper pressed: focus goes to its safe answer.
  useEffect(() => {
    if (asking) keep.current?.focus();
  }, [asking]);

  if (!asking) {
    return (
      <button type="button" className={textButton()} onClick={() => cart.send({ type: 'cart.clear.request' })}>
        Clear cart
      </button>
    );
  }
  return (
    <div role="group" aria-labelledby="clear-cart-question" className={styles.question}>
      <p id="clear-cart-question" className={styles.text}>
        Remove every item from your cart?
      </p>
      <div className={styles.answers}>
        <button
          ref={keep}
          type="button"
          className={button({ tone: 'secondary', size: 'sm' })}
          onClick={() => cart.send({ type: 'cart.clear.cancel' })}
        >
          Keep items
        </button>
        <button type="button" className={button({ size: 'sm' })} onClick={() => cart.send({ type: 'cart.clear.confirm' })}>
          Yes, clear cart
        </button>
      </div>
    </div>
  );
}
