import type { CartProduct } from '../../../machines/cart/cart.types';
import type { ReceiptLine, ShoppingCart } from '../../api';
import { formatMoney } from '../../format/money';
import { useLoaded, type LoaderRef } from '../../hooks/useLoader';
import { PLACEMENT_LABELS, type ToppingArea } from '../../product/options';
import { Skeleton } from '../common/Skeleton';
import * as styles from './Checkout.css';

export const RECEIPT_FAILED_MESSAGE = 'Total will be updated at checkout.';

type CartReviewProps = {
  receipt: LoaderRef<ShoppingCart>;
  cartProducts: CartProduct[];
  forDelivery: boolean;
  cartError?: string;
};

function selectionText(line: ReceiptLine) {
  return line.selections
    .map((s) => (s.area && s.area !== 'whole' ? `${s.name} (${PLACEMENT_LABELS[s.area as ToppingArea] ?? s.area})` : s.name))
    .join(', ');
}

export function CartReviewSection({ receipt, cartProducts, forDelivery, cartError }: CartReviewProps) {
  const { status, data } = useLoaded(receipt);
  const priced = status === 'success' && data ? data : null;
  const displaySubtotal = cartProducts.reduce((sum, line) => sum + line.price * line.quantity, 0);
  const discount = priced
    ? priced.receipt.shopDiscountAmount + priced.receipt.promoCodeDiscount + priced.receipt.totalCouponDiscountAmount
    : 0;
  const minimum = priced?.orderValidations.orderMinimum;
  const minimumMessage =
    minimum && minimum.amountRemaining > 0 ? `Add ${formatMoney(minimum.amountRemaining)} to meet the minimum order.` : null;
  // The server states the minimum among its validation errors too; show each message once.
  const validationMessages = [...new Set([...(minimumMessage ? [minimumMessage] : []), ...(priced?.orderValidations.errors ?? [])])];

  return (
    <section className={styles.section} aria-labelledby="cart-review-title" aria-busy={status === 'loading'}>
      <div className={styles.sectionHead}>
        <span className={styles.step} aria-hidden="true">
          4
        </span>
        <h2 id="cart-review-title" className={styles.sectionTitle}>
          Cart review
        </h2>
      </div>

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

      {status === 'loading' || status === 'initial' ? (
        <div className={styles.totals} aria-label="Calculating total">
          <Skeleton height="18px" />
          <Skeleton height="18px" width="70%" />
          <Skeleton height="26px" />
        </div>
      ) : null}

      {status === 'error' ? (
        <div className={styles.totals}>
          <dl>
            <div className={styles.totalRow}>
              <dt>Subtotal</dt>
              <dd>{formatMoney(displaySubtotal)}</dd>
            </div>
          </dl>
          <p className={styles.info}>{RECEIPT_FAILED_MESSAGE}</p>
        </div>
      ) : null}

      {priced ? (
        <>
          <dl className={styles.totals} aria-label="Order total">
            <div className={styles.totalRow}>
              <dt>Subtotal</dt>
              <dd>{formatMoney(priced.receipt.subtotal)}</dd>
            </div>
            {discount > 0 ? (
              <div className={styles.totalRow}>
                <dt>Discount</dt>
                <dd>−{formatMoney(discount)}</dd>
              </div>
            ) : null}
            {forDelivery ? (
              <div className={styles.totalRow}>
                <dt>Delivery fee</dt>
                <dd>{priced.receipt.deliveryFee === 0 ? 'Free' : formatMoney(priced.receipt.deliveryFee)}</dd>
              </div>
            ) : null}
            {priced.receipt.serviceFeeAmount > 0 ? (
              <div className={styles.totalRow}>
                <dt>Service fee</dt>
                <dd>{formatMoney(priced.receipt.serviceFeeAmount)}</dd>
              </div>
            ) : null}
            <div className={styles.totalRow}>
              <dt>Tax</dt>
              <dd>{formatMoney(priced.receipt.tax)}</dd>
            </div>
            {priced.receipt.tipAmount > 0 ? (
              <div className={styles.totalRow}>
                <dt>Tip</dt>
                <dd>{formatMoney(priced.receipt.tipAmount)}</dd>
              </div>
            ) : null}
            <div className={styles.grandTotal}>
              <dt>Total</dt>
              <dd>{formatMoney(priced.receipt.total)}</dd>
            </div>
          </dl>
          {validationMessages.map((message) => (
            <p key={message} className={styles.warning}>
              {message}
            </p>
          ))}
        </>
      ) : null}
    </section>
  );
}
