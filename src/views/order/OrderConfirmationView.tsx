import { Link } from '@tanstack/react-router';
import { useActorRef, useSelector } from '@xstate/react';
import { selectCancelled } from '@machines/orderCancel/orderCancel.types';
import { currentAdjustment, driverOnTheWay, isCanceled, sameAdjustment } from '@machines/tracking/tracking.display';
import { Suspense } from 'react';
import { lazyWithTimeout } from '@/chunks/lazyWithTimeout';
import type { Order } from '@/api';
import { formatOrderDate } from '@/format/time';
import { useLoaded, type LoaderRef } from '@/hooks/useLoader';
import { useHydrated } from '@/ssr/useHydrated';
import type { TrackingRef } from '@/effects/tracking';
import { orderCancelWithEffects } from '@/effects/orderCancel';
import { orderKeyOf } from '@/api/orderKeys';
import { button } from '@/styles/recipes.css';
import { ErrorPanel } from '../common/ErrorPanel';
import { MapLoading } from '../maps/MapLoading';
import { CancelOrder } from './CancelOrder';
import { OrderStatusCard } from './OrderStatusCard';
import { OrderSummary } from './OrderSummary';
import * as styles from './OrderConfirmationView.css';

// the map and its data load after the confirmation itself
const ShopMap = lazyWithTimeout(() => import('../maps/ShopMap'));

type Driver = ReturnType<typeof driverOnTheWay>;
const sameDriver = (a: Driver, b: Driver) =>
  a === b ||
  (a !== null &&
    b !== null &&
    a.milesAway === b.milesAway &&
    a.location.latitude === b.location.latitude &&
    a.location.longitude === b.location.longitude);

export const ORDER_NOT_FOUND_MESSAGE = "We couldn't find that order.";

export function OrderConfirmationView({ order, tracking }: { order: LoaderRef<Order>; tracking: TrackingRef }) {
  const { status, data, error, notFound } = useLoaded(order);
  const hydrated = useHydrated();
  const orderUuid = useSelector(tracking, (state) => state.context.orderUuid);
  const cancel = useActorRef(orderCancelWithEffects, { input: { orderUuid } });
  const cancelled = useSelector(cancel, selectCancelled);
  // a cancel under way or refused stays on the page even once the shop has accepted meanwhile (it says why)
  const cancelStarted = useSelector(cancel, (state) => !state.matches('idle'));
  // the shop has not accepted it yet: the latest tracking answer, else the order as loaded
  const isNew = useSelector(tracking, (state) => (state.context.tracking?.order.status ?? data?.status) === 'placed');
  const driver = useSelector(tracking, (state) => driverOnTheWay(state.context), sameDriver);
  // a declined order no longer says it is in: the heading follows the latest answer, the card gives the reason
  const canceled = useSelector(tracking, (state) => isCanceled(state.context, data?.status)) || cancelled !== null;
  // the shop may adjust the order after it was placed: the summary's total follows the latest answer
  const adjustment = useSelector(
    tracking,
    (state) => currentAdjustment(state.context, { adjustedAmount: data?.adjustedAmount ?? 0, total: data?.receipt.total ?? 0 }),
    sameAdjustment,
  );
  // what the shop gave back through the payment (a decline, an adjustment): the latest answer, else the order as loaded
  const tracked = useSelector(
    tracking,
    (state) => state.context.tracking?.order.refundedAmount ?? data?.paymentMethodDetails.refundedAmount ?? 0,
  );
  const refunded = Math.max(tracked, cancelled?.refundedAmount ?? 0);

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
        <div className={styles.header} aria-hidden="true">
          <div className={styles.placeholderCheck} />
          <div className={styles.placeholderHeading}>
            <div className={styles.placeholderTitle} />
            <div className={`${styles.placeholderTitle} ${styles.placeholderSecondLine}`} />
            <div className={styles.placeholderMuted} />
            <div className={`${styles.placeholderMuted} ${styles.placeholderSecondLine}`} />
          </div>
        </div>
        <div className={styles.columns} aria-hidden="true">
          <div className={styles.placeholderStatus} />
          <div className={styles.placeholderSummary} />
        </div>
      </div>
    );
  }

  // only the browser that placed it (its Order-Key) or the account that did (read in full) can cancel it
  const canCancel = hydrated && isNew && (orderKeyOf(data.uuid) !== null || data.contact.email !== null);
  const shopAddress = `${data.shop.address}, ${data.shop.city}, ${data.shop.state} ${data.shop.zipcode}`;
  const to = data.shippingType === 'delivery' ? data.deliveryAddress : null;
  const delivery = to ? { label: 'The delivery address', address: `${to.address}, ${to.city}, ${to.state} ${to.zipcode}` } : null;

  return (
    <div className={styles.page}>
      <header className={styles.header}>
        {/* a green check, or a red cross once canceled */}
        <svg className={styles.check} viewBox="0 0 48 48" aria-hidden="true" focusable="false">
          <circle cx="24" cy="24" r="24" fill={canceled ? '#B42318' : '#2E7D4F'} />
          <path
            d={canceled ? 'M16 16l16 16M32 16L16 32' : 'M14 25l7 7 13-15'}
            stroke="#fff"
            strokeWidth="4.5"
            fill="none"
            strokeLinecap="round"
            strokeLinejoin="round"
          />
        </svg>
        <div>
          <h1 className={styles.title}>
            {canceled
              ? `Sorry, ${data.contact.firstName}. Your order was canceled.`
              : `Thanks, ${data.contact.firstName}! Your order is in.`}
          </h1>
          <p className={styles.muted}>
            Order #{data.id} from {data.shop.name} · {formatOrderDate(data.datePurchased, data.shop.timezoneIdentifier)}
          </p>
        </div>
      </header>
      <div className={styles.columns}>
        <div className={styles.trackColumn}>
          <OrderStatusCard order={data} tracking={tracking} adjustment={adjustment} refunded={refunded} cancelled={cancelled}>
            {canCancel || cancelStarted ? <CancelOrder cancel={cancel} order={data} /> : null}
          </OrderStatusCard>
          {delivery ? (
            // the map's own box while its code loads, so the summary below it does not move. The server renders the box
            // only: a lazy map it cannot wait for left a client-rendered boundary (React #419 on hydration), and once its
            // code was loaded in the server its data load made the page fall back to the browser (issue 37 item 13)
            hydrated ? (
              <Suspense fallback={<MapLoading />}>
                <ShopMap
                  shopId={data.shop.id}
                  shop={{ label: data.shop.name, address: shopAddress }}
                  destination={delivery}
                  driver={driver}
                />
              </Suspense>
            ) : (
              <MapLoading />
            )
          ) : null}
        </div>
        <OrderSummary order={data} adjustment={adjustment} refunded={refunded} />
      </div>
    </div>
  );
}
