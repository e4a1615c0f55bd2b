import { Link } from '@tanstack/react-router';
import type { OrderHistory as History } from '@/api/users';
import { formatMoney } from '@/format/money';
import { formatOrderDate } from '@/format/time';
import { useLoaded, useLoader } from '@/hooks/useLoader';
import { orderHistoryResource } from '@/loaders';
import { button } from '@/styles/recipes.css';
import { ErrorPanel } from '../common/ErrorPanel';
import { refundText } from '../order/refundText';
import { ReorderLink } from './ReorderLink';
import * as styles from './AccountView.css';
import * as own from './OrderHistory.css';

const itemCount = (order: History['orders'][number]) => order.receipt.items.reduce((sum, line) => sum + line.quantity, 0);

/** The account's past orders, 15 a page, newest first; each opens its confirmation and tracking, or reorders it at its shop. */
export function OrderHistory({ userId, page, onPage }: { userId: number; page: number; onPage: (page: number) => void }) {
  const loader = useLoader(orderHistoryResource, { userId, page });
  const { data, error, busy } = useLoaded(loader);
  const pagination = data?.meta.pagination;

  return (
    <section className={styles.section} aria-labelledby="history-title" aria-busy={busy}>
      <h2 id="history-title" className={styles.sectionTitle}>
        Your orders
      </h2>
      {error ? (
        <ErrorPanel title="We couldn't load your orders" message={error.message} onRetry={() => loader.send({ type: 'load.retry' })} />
      ) : null}
      {busy && !data ? <p className={styles.muted}>Loading your orders…</p> : null}
      {data && data.orders.length === 0 ? (
        <p className={styles.muted}>No orders yet. Your orders will show here once you place one signed in.</p>
      ) : null}
      {data && data.orders.length > 0 ? (
        <ul className={styles.orders} aria-label="Past orders">
          {data.orders.map((order) => (
            <li key={order.uuid} className={styles.order}>
              <div>
                <p className={styles.orderName}>{order.shop.name}</p>
                <p className={styles.muted}>
                  {formatOrderDate(order.datePurchased, order.shop.timezoneIdentifier)} ·{' '}
                  {order.shippingType === 'delivery' ? 'Delivery' : 'Pickup'} · {itemCount(order)}{' '}
                  {itemCount(order) === 1 ? 'item' : 'items'}
                </p>
                {refundText(order.paymentMethodDetails, order.paymentMethodDetails.refundedAmount) ? (
                  <p className={own.refund}>{refundText(order.paymentMethodDetails, order.paymentMethodDetails.refundedAmount)}</p>
                ) : null}
              </div>
              <div className={own.actions}>
                <p className={styles.orderName}>{formatMoney(order.receipt.total)}</p>
                <Link
                  to="/order-confirmation/$orderUuid"
                  params={{ orderUuid: order.uuid }}
                  aria-label={`View order from ${order.shop.name}`}
                >
                  View order
                </Link>
                <ReorderLink order={order} tone="secondary" />
              </div>
            </li>
          ))}
        </ul>
      ) : null}
      {pagination && pagination.totalPages > 1 ? (
        <nav className={styles.pager} aria-label="Order pages">
          <button type="button" className={button({ tone: 'secondary', size: 'sm' })} disabled={page <= 1} onClick={() => onPage(page - 1)}>
            Newer orders
          </button>
          <span className={styles.muted}>
            Page {pagination.page} of {pagination.totalPages}
          </span>
          <button
            type="button"
            className={button({ tone: 'secondary', size: 'sm' })}
            disabled={page >= pagination.totalPages}
            onClick={() => onPage(page + 1)}
          >
            Older orders
          </button>
        </nav>
      ) : null}
    </section>
  );
}
