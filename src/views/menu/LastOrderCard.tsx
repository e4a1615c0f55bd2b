import { getLastOrderAt } from '@/api/users';
import { formatMoney } from '@/format/money';
import { formatOrderDate } from '@/format/time';
import { useLoaded, useLoader } from '@/hooks/useLoader';
import { resource } from '@/loaders';
import { ReorderLink } from '../account/ReorderLink';
import * as styles from './LastOrderCard.css';

/** The signed-in account's last order at one shop (GET orders?per_page=1&web_slug=); the user id reloads it for another account. */
export const lastOrderResource = resource('lastOrder', ({ webSlug }: { userId: number; webSlug: string }) => getLastOrderAt(webSlug));

/**
 * "Your last order here": loaded lazily once the shopper is known to be signed in (see LastOrder). It
 * shows nothing until the order has loaded, nor when there is none or the history cannot be read:
 * it is an offer, not part of the menu.
 */
export default function LastOrderCard({ userId, webSlug }: { userId: number; webSlug: string }) {
  const { data: order } = useLoaded(useLoader(lastOrderResource, { userId, webSlug }));
  if (!order) return null;
  return (
    <div className={styles.wrap}>
      <section className={styles.card} aria-labelledby="last-order-title">
        <div className={styles.head}>
          <h2 id="last-order-title" className={styles.title}>
            Your last order here
          </h2>
          <p className={styles.muted}>
            {formatOrderDate(order.datePurchased, order.shop.timezoneIdentifier)} ·{' '}
            {order.shippingType === 'delivery' ? 'Delivery' : 'Pickup'} · {formatMoney(order.receipt.total)}
          </p>
        </div>
        <ul className={styles.items} aria-label="Items in your last order">
          {order.receipt.items.map((line) => (
            <li key={line.index}>
              {line.quantity} × {line.name} <span className={styles.muted}>{line.productTypeName}</span>
            </li>
          ))}
        </ul>
        <ReorderLink order={order} />
      </section>
    </div>
  );
}
