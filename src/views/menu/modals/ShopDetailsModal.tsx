import { Suspense } from 'react';
import { lazyWithTimeout } from '@/chunks/lazyWithTimeout';
import type { Schedule, Shop } from '@/api';
import { fullAddress, orderOptionLabels, paymentAcceptedText, priceRangeOf, todayHours } from '@/format/shopDetails';
import { InfoDialog } from './InfoDialog';
import * as styles from './InfoDialog.css';

// the map and its data load when the details are opened, never with the menu page's first scripts
const ShopMap = lazyWithTimeout(() => import('@/views/maps/ShopMap'));

type ShopDetailsModalProps = { shop: Shop; schedule: Schedule | null; cuisines: string[] | null; onClose: () => void };

/**
 * debrandedShopDetailsModal: the pizzeria's own details (no Crust branding): where it is, how to reach
 * it, what it serves, how it takes orders and payment, and today's hours once the schedule is loaded.
 */
export function ShopDetailsModal({ shop, schedule, cuisines, onClose }: ShopDetailsModalProps) {
  const options = orderOptionLabels(shop.orderOptions);
  const payment = paymentAcceptedText(shop.payment);
  const hours = todayHours(shop, schedule);
  return (
    <InfoDialog title={shop.name} onClose={onClose}>
      <Suspense fallback={null}>
        <ShopMap shopId={shop.id} shop={{ label: shop.name, address: fullAddress(shop) }} />
      </Suspense>
      <dl className={styles.list}>
        <dt className={styles.today}>Address</dt>
        <dd>{fullAddress(shop)}</dd>
        <dt className={styles.today}>Phone</dt>
        <dd>
          <a href={`tel:${shop.phone.replace(/[^\d+]/g, '')}`}>{shop.phone}</a>
        </dd>
        {cuisines && cuisines.length > 0 ? (
          <>
            <dt className={styles.today}>Cuisines</dt>
            <dd>{cuisines.join(' · ')}</dd>
          </>
        ) : null}
        {hours.length > 0 ? (
          <>
            <dt className={styles.today}>Today's hours</dt>
            {hours.map(({ label, hours: text }) => (
              <dd key={label}>
                {label}: {text}
              </dd>
            ))}
          </>
        ) : null}
        {options.length > 0 ? (
          <>
            <dt className={styles.today}>Order options</dt>
            <dd>{options.join(' · ')}</dd>
          </>
        ) : null}
        {payment ? (
          <>
            <dt className={styles.today}>Payment accepted</dt>
            <dd>{payment}</dd>
          </>
        ) : null}
        <dt className={styles.today}>Price range</dt>
        <dd>{priceRangeOf(shop)}</dd>
      </dl>
    </InfoDialog>
  );
}
