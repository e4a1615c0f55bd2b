import { Link } from '@tanstack/react-router';
import type { Order } from '@/api';
import { formatOrderDate } from '@/format/time';
import { useLoaded, type LoaderRef } from '@/hooks/useLoader';
import type { TrackingRef } from '@/effects/tracking';
import { button } from '@/styles/recipes.css';
import { ErrorPanel } from '../common/ErrorPanel';
import { Skeleton } from '../common/Skeleton';
import { OrderStatusCard } from './OrderStatusCard';
import { OrderSummary } from './OrderSummary';
import * as styles from './OrderConfirmationView.css';

export const ORDER_NOT_FOUND_MESSAGE = "We couldn't find that order.";

export function OrderConfirmationView({ order, tracking }: { order: LoaderRef<Order>; tracking: TrackingRef }) {
  const { status, data, error, notFound } = useLoaded(order);

  if (notFound) {
    return (
      <div className={styles.page}>
        <div className={styles.notFound}>
          <h1 className={styles.title}>{ORDER_NOT_FOUND_MESSAGE}</h1>
          <p className={styles.muted}>Check the link in your confirmation, or start a new order.</p>
          <Link to="/" className={button({ size: 'lg' })}>
            Back to home
          </Link>
        </div>
      </div>
    );
  }
  if (status === 'error') {
    return (
      <div className={styles.page}>
        <ErrorPanel
          title="We couldn't load your order"
          message={error?.message ?? 'Something went wrong, please try again.'}
          onRetry={() => order.send({ type: 'load.retry' })}
        />
      </div>
    );
  }
  if (!data) {
    return (
      <div className={styles.page} aria-busy="true" aria-label="Loading order">
        <Skeleton width="60%" height="40px" />
        <Skeleton height="220px" radius="16px" />
        <Skeleton height="320px" radius="16px" />
      </div>
    );
  }

  return (
    <div className={styles.page}>
      <header className={styles.header}>
        <svg className={styles.check} viewBox="0 0 48 48" aria-hidden="true" focusable="false">
          <circle cx="24" cy="24" r="24" fill="#2E7D4F" />
          <path d="M14 25l7 7 13-15" stroke="#fff" strokeWidth="4.5" fill="none" strokeLinecap="round" strokeLinejoin="round" />
        </svg>
        <div>
          <h1 className={styles.title}>Thanks, {data.contact.firstName}! Your order is in.</h1>
          <p className={styles.muted}>
            Order #{data.id} from {data.shop.name} · {formatOrderDate(data.datePurchased, data.shop.timezoneIdentifier)}
          </p>
        </div>
      </header>
      <div className={styles.columns}>
        <OrderStatusCard order={data} tracking={tracking} />
        <OrderSummary order={data} />
      </div>
    </div>
  );
}
