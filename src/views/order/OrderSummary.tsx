import type { Order } from '@/api';
import { formatMoney } from '@/format/money';
import { formatLaterMoment } from '@/format/time';
import { ReceiptItem } from '../cart/ReceiptItem';
import * as styles from './OrderSummary.css';
import { refundText } from './refundText';
import type { OrderOptionType } from '@contract';
import { ORDER_OPTION_TEXTS } from '@/format/orderOptions';
import { formatPhone } from '@machines/accountUpdate/accountUpdate.rules';
import type { OrderAdjustment } from '@machines/tracking/tracking.display';
import { paymentLabel } from './paymentLabel';

export function OrderSummary({ order, adjustment, refunded }: { order: Order; adjustment: OrderAdjustment; refunded: number }) {
  const refund = refundText(order.paymentMethodDetails, refunded);
  const { receipt, shop } = order;
  const discount = receipt.shopDiscountAmount + receipt.promoCodeDiscount + receipt.totalCouponDiscountAmount;
  const address = order.deliveryAddress;

  return (
    <section className={styles.card} aria-labelledby="order-summary-title">
      <h2 id="order-summary-title" className={styles.title}>
        Order summary
      </h2>
      <ul className={styles.items} aria-label="Order items">
        {receipt.items.map((line) => (
          <ReceiptItem key={line.index} line={line} />
        ))}
      </ul>
      <dl className={styles.totals}>
        <div className={styles.row}>
          <dt>Subtotal</dt>
          <dd>{formatMoney(receipt.subtotal)}</dd>
        </div>
        {discount > 0 ? (
          <div className={styles.row}>
            <dt>Discount</dt>
            <dd>−{formatMoney(discount)}</dd>
          </div>
        ) : null}
        {order.shippingType === 'delivery' ? (
          <div className={styles.row}>
            <dt>Delivery fee</dt>
            <dd>{receipt.deliveryFee === 0 ? 'Free' : formatMoney(receipt.deliveryFee)}</dd>
          </div>
        ) : null}
        {receipt.serviceFeeAmount > 0 ? (
          <div className={styles.row}>
            <dt>Service fee</dt>
            <dd>{formatMoney(receipt.serviceFeeAmount)}</dd>
          </div>
        ) : null}
        <div className={styles.row}>
          <dt>Tax</dt>
          <dd>{formatMoney(receipt.tax)}</dd>
        </div>
        {receipt.tipAmount > 0 ? (
          <div className={styles.row}>
            <dt>Tip</dt>
            <dd>{formatMoney(receipt.tipAmount)}</dd>
          </div>
        ) : null}
        {adjustment.amount > 0 ? (
          <div className={styles.row}>
            <dt>Adjusted by {shop.name}</dt>
            <dd>−{formatMoney(adjustment.amount)}</dd>
          </div>
        ) : null}
        <div className={styles.total}>
          <dt>Total</dt>
          <dd>{formatMoney(adjustment.total)}</dd>
        </div>
      </dl>
      <dl className={styles.facts}>
        <div>
          <dt>{order.shippingType === 'delivery' ? 'Delivery address' : 'Pickup address'}</dt>
          <dd>
            {address && order.shippingType === 'delivery' ? (
              <>
                {address.address}
                {address.address2 ? ` ${address.address2}` : ''}, {address.city}, {address.state} {address.zipcode}
              </>
            ) : (
              <>
                {shop.name}, {shop.address}, {shop.city}, {shop.state} {shop.zipcode}
              </>
            )}
          </dd>
        </div>
        {order.scheduled && order.scheduledAt ? (
          <div>
            <dt>Scheduled for</dt>
            <dd>{formatLaterMoment(Date.parse(order.scheduledAt), shop.timezoneIdentifier)}</dd>
          </div>
        ) : null}
        {order.orderOptionTypes.length ? (
          <div>
            <dt>Order options</dt>
            <dd>{order.orderOptionTypes.map((option) => ORDER_OPTION_TEXTS[option as OrderOptionType]?.label ?? option).join(', ')}</dd>
          </div>
        ) : null}
        {order.transactionalSms ? (
          <div>
            <dt>Text updates</dt>
            {/* the full number for its owner; someone holding only the order's link reads its last four */}
            <dd>
              {order.contact.phone ? `To ${formatPhone(order.contact.phone)}` : `To the number ending in ${order.contact.phoneLastFour}`}
            </dd>
          </div>
        ) : null}
        <div>
          <dt>Payment</dt>
          <dd>
            {paymentLabel(order.paymentMethodDetails)}
            {refund ? <span className={styles.refund}>{refund}</span> : null}
          </dd>
        </div>
        <div>
          <dt>Questions?</dt>
          <dd>
            Call {shop.name} at <a href={`tel:${shop.phone}`}>{shop.phone}</a>
          </dd>
        </div>
      </dl>
    </section>
  );
}
