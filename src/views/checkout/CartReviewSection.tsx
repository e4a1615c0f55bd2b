import { useSelector } from '@xstate/react';
import type { CartProduct } from '@machines/cart/cart.types';
import { selectCurrentShoppingCart } from '@machines/receipt/receipt.types';
import type { ShoppingCart } from '@/api';
import { formatMoney } from '@/format/money';
import type { CartRef, ReceiptRef } from '@/system';
import { CartNotice } from '../cart/CartNotice';
import { PromoCodeEntry } from '../cart/PromoCodeEntry';
import { ReceiptItem } from '../cart/ReceiptItem';
import { ReceiptTotals } from '../cart/ReceiptTotals';
import { useSystem } from '@/SystemProvider';
import * as styles from './Checkout.css';
import { CheckoutSection } from './CheckoutSection';

type CartReviewProps = {
  receipt: ReceiptRef;
  cart: CartRef;
  cartProducts: CartProduct[];
  forDelivery: boolean;
  cartError?: string;
};

export function CartReviewSection({ receipt, cart, cartProducts, forDelivery, cartError }: CartReviewProps) {
  const { promo } = useSystem();
  const priced = useSelector(receipt, selectCurrentShoppingCart<ShoppingCart>);
  const stale = useSelector(receipt, (state) => state.hasTag('stale'));
  const displaySubtotal = cartProducts.reduce((sum, line) => sum + line.price * line.quantity, 0);

  return (
    <CheckoutSection step={4} title="Cart review" titleId="cart-review-title" busy={stale}>
      <CartNotice cart={cart} />

      <ul className={styles.lines} aria-label="Order items">
        {priced
          ? priced.receipt.items.map((line) => <ReceiptItem key={line.index} line={line} />)
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
    </CheckoutSection>
  );
}
