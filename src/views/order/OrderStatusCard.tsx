import { useSelector } from '@xstate/react';
import {
  deliveredAt,
  displayedStatus,
  driverOnTheWay,
  isCanceled,
  progressTrail,
  trackingStatusLabel,
  type OrderAdjustment,
} from '@machines/tracking/tracking.display';
import { CUSTOMER_CANCEL_REASON } from '@contract/order-cancel';
import { UNANSWERED_DECLINE_REASON } from '@contract/unanswered-orders';
import type { CancelledOrder } from '@machines/orderCancel/orderCancel.types';
import type { ReactNode } from 'react';
import type { Order } from '@/api';
import type { TrackingRef } from '@/effects/tracking';
import { driverDistanceText } from '@/format/distance';
import { formatMoney } from '@/format/money';
import { formatClockTime } from '@/format/clock';
import { formatEtaWindow } from '@/format/time';
import { button } from '@/styles/recipes.css';
import * as styles from './OrderStatusCard.css';
import { refundText } from './refundText';

export function OrderStatusCard({
  order,
  tracking,
  adjustment,
  refunded,
  cancelled,
  children,
}: {
  order: Order;
  tracking: TrackingRef;
  adjustment: OrderAdjustment;
  refunded: number;
  /** the shopper's own cancel, as its answer said, before the next poll of tracking does */
  cancelled: CancelledOrder | null;
  /** what the shopper can do about the order now (cancel it) */
  children?: ReactNode;
}) {
  const context = useSelector(tracking, (state) => state.context);
  const failed = useSelector(tracking, (state) => state.matches('failed'));
  const status = cancelled ? 'voided' : (displayedStatus(context) ?? (order.status === 'voided' ? 'voided' : 'confirming_order'));
  const canceled = cancelled !== null || isCanceled(context, order.status);
  const steps = progressTrail(context, order.shippingType);
  const tz = order.shop.timezoneIdentifier;
  const minEta = context.tracking?.order.minEta ?? order.minEta;
  const maxEta = context.tracking?.order.maxEta ?? order.maxEta;
  const finishedAt = deliveredAt(context);
  const driver = context.tracking?.delivery.driver;
  const onTheWay = driverOnTheWay(context);
  const voidReason = cancelled ? CUSTOMER_CANCEL_REASON : (context.tracking?.order.voidReason ?? null);
  const lateBy = context.tracking?.order.delayMinutes ?? 0;
  const done = status === 'completed';
  const isDelivery = order.shippingType === 'delivery';

  return (
    <section className={styles.card} aria-labelledby="order-status-title">
      <h2 id="order-status-title" className="visually-hidden">
        Order status
      </h2>
      <p className={styles.kicker}>{isDelivery ? 'Delivery' : 'Pickup'}</p>
      <p className={canceled ? styles.statusCanceled : styles.status} role="status" aria-live="polite">
        {trackingStatusLabel(status)}
      </p>
      {canceled && voidReason === CUSTOMER_CANCEL_REASON ? <p className={styles.notice}>You canceled this order.</p> : null}
      {canceled && voidReason === UNANSWERED_DECLINE_REASON ? (
        <p className={styles.notice}>{`${order.shop.name} didn't answer in time, so your order was canceled.`}</p>
      ) : null}
      {canceled && voidReason && voidReason !== CUSTOMER_CANCEL_REASON && voidReason !== UNANSWERED_DECLINE_REASON ? (
        <p className={styles.notice}>{`${order.shop.name} canceled your order: ${voidReason}.`}</p>
      ) : null}
      {canceled && refundText(order.paymentMethodDetails, refunded) ? (
        <p className={styles.notice}>{`${refundText(order.paymentMethodDetails, refunded)}.`}</p>
      ) : null}
      {!canceled && adjustment.amount > 0 && adjustment.reason ? (
        <p className={styles.notice}>{adjustmentNotice(order, adjustment.reason, adjustment)}</p>
      ) : null}
      {!canceled && !done && lateBy > 0 ? (
        <p className={styles.notice}>{`${order.shop.name} is running late: your estimate moved back ${lateBy} minutes.`}</p>
      ) : null}
      {canceled ? null : done ? (
        <p className={styles.eta}>
          {isDelivery ? 'Delivered' : 'Picked up'}
          {finishedAt ? ` at ${formatClockTime(finishedAt, tz)}` : ''}
        </p>
      ) : (
        <p className={styles.eta}>
          {isDelivery ? 'Estimated delivery' : 'Estimated pickup'} <strong>{formatEtaWindow(minEta, maxEta, tz)}</strong>
        </p>
      )}
      {driver && !done ? (
        <p className={styles.driver}>
          Your driver: {driver.name}
          {driver.phone ? (
            <>
              {' · '}
              <a className={styles.driverPhone} href={`tel:${driver.phone}`}>
                Call {driver.phone}
              </a>
            </>
          ) : null}
        </p>
      ) : null}
      {onTheWay ? <p className={styles.driverDistance}>{driverDistanceText(onTheWay.milesAway)}</p> : null}

      {canceled ? null : (
        <ol className={styles.trail} aria-label="Order progress">
          {steps.map((step) => (
            <li key={step.key} className={styles.step[step.state]} aria-current={step.state === 'current' ? 'step' : undefined}>
              <span className={styles.dot} aria-hidden="true">
                {step.state === 'done' ? '✓' : ''}
              </span>
              <span className={styles.stepLabel}>{step.label}</span>
              <span className="visually-hidden">{step.state === 'done' ? ' (done)' : step.state === 'current' ? ' (current)' : ''}</span>
            </li>
          ))}
        </ol>
      )}

      {canceled ? null : children}

      {failed ? (
        <div className={styles.failed} role="alert">
          <p>We couldn't refresh your order status.</p>
          <button
            type="button"
            className={button({ tone: 'secondary', size: 'sm' })}
            onClick={() => tracking.send({ type: 'tracking.retry' })}
          >
            Try again
          </button>
        </div>
      ) : null}
    </section>
  );
}

/** The shop adjusted the order: why, and what it means for the shopper (a card refunded, or less to pay in cash). */
function adjustmentNotice(order: Order, reason: string, { amount, total }: OrderAdjustment): string {
  const { paymentType, lastFour } = order.paymentMethodDetails;
  const outcome =
    paymentType === 'credit'
      ? `${formatMoney(amount)} is refunded to your card${lastFour ? ` ending in ${lastFour}` : ''}.`
      : paymentType === 'paypal'
        ? `${formatMoney(amount)} is refunded to your PayPal account.`
        : `Your new total is ${formatMoney(total)}.`;
  return `${order.shop.name} adjusted your order: ${reason}. ${outcome}`;
}
