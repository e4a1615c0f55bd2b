import { useSelector } from '@xstate/react';
import type { CartProduct } from '@machines/cart/cart.types';
import { selectCurrentShoppingCart } from '@machines/receipt/receipt.types';
import type { ReceiptLine, ShoppingCart } from '@/api';
import { formatMoney } from '@/format/money';
import { PLACEMENT_LABELS, type ToppingArea } from '@/product/options';
import type { CartRef, ReceiptRef } from '@/system';
import { CartNotice } from '../cart/CartNotice';
import { PromoCodeEntry } from '../cart/PromoCodeEntry';
import { ReceiptTotals } from '../cart/ReceiptTotals';
import { useSystem } from '@/SystemProvider';
import * as styles from './Checkout.css';

type CartReviewProps = {
  receipt: ReceiptRef;
  cart: CartRef;
  cartProducts: CartProduct[];
  forDelivery: boolean;
  cartError?: string;
};

function selectionText(line: ReceiptLine) {
  return line.selections
    .map((s) => (s.area && s.area !== 'whole' ? `${s.name} (${PLACEMENT_LABELS[s.area as ToppingArea] ?? s.area})` : s.name))
    .join(', ');
}

export function CartReviewSection({ receipt, cart, cartProducts, forDelivery, cartError }: CartReviewProps) {
  const { promo } = useSystem();
  const priced = useSelector(receipt, selectCurrentShoppingCart<ShoppingCart>);
  const stale = useSelector(receipt, (state) => state.hasTag('stale'));
  const displaySubtotal = cartProducts.reduce((sum, line) => sum + line.price * line.quantity, 0);

  return (
    <section className={styles.section} aria-labelledby="cart-review-title" aria-busy={stale}>
      <div className={styles.sectionHead}>
        <span className={styles.step} aria-hidden="true">
          4
        </span>
        <h2 id="cart-review-title" className={styles.sectionTitle}>
          Cart review
        </h2>
      </div>
      <CartNotice cart={cart} />

      <ul className={styles.lines} aria-label="Order items">
        {priced
          ? priced.receipt.items.map((line) => (
              <li key={line.index} className={styles.line}>
                <div>
                  <p className={styles.lineName}>
                    {line.quantity} × {line.name}
                  </p>
                  <p className={styles.lineDetail}>{line.productTypeName}</p>
                  {line.selections.length ? <p className={styles.lineDetail}>{selectionText(line)}</p> : null}
                  {line.specialRequest ? <p className={styles.lineDetail}>“{line.specialRequest}”</p> : null}
                </div>
                <span>{formatMoney(line.totalPrice)}</span>
              </li>
            ))
          : cartProducts.map((line) => (
              <li key={line.uuid} className={styles.line}>
                <div>
                  <p className={styles.lineName}>
                    {line.quantity} × {line.name}
                  </p>
                  <p className={styles.lineDetail}>{line.productTypeName}</p>
                </div>
                <span>{formatMoney(line.price * line.quantity)}</span>
              </li>
            ))}
      </ul>

      {cartError ? <p className={styles.sectionError}>{cartError}</p> : null}
      <PromoCodeEntry promo={promo} receipt={receipt} />
      <ReceiptTotals receipt={receipt} forDelivery={forDelivery} displaySubtotal={displaySubtotal} />
    </section>
  );
}
