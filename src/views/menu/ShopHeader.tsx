import type { Schedule, Shop } from '../../api';
import { deliveryFeeLabel } from '../../format/fee';
import { formatMoney } from '../../format/money';
import { formatClockTime, formatMinutesRange } from '../../format/time';
import { badge } from '../../styles/recipes.css';
import { FoodArt } from '../common/FoodArt';
import { Skeleton } from '../common/Skeleton';
import { PAUSED_MESSAGE } from '../search/ShopResultCard';
import * as styles from './ShopHeader.css';

function openStatus(shop: Shop, schedule: Schedule | null) {
  if (schedule?.isPaused) return { tone: 'paused' as const, label: PAUSED_MESSAGE };
  if (shop.isOpen) return { tone: 'open' as const, label: 'Open now' };
  const next = schedule?.delivery.nextOpen ?? schedule?.pickup.nextOpen ?? null;
  return { tone: 'closed' as const, label: next ? `Closed · Opens ${formatClockTime(next, shop.timezoneIdentifier)}` : 'Closed' };
}

export function ShopHeader({ shop, schedule }: { shop: Shop; schedule: Schedule | null }) {
  const status = openStatus(shop, schedule);
  const { deliveryInfo, pickupInfo, location } = shop;
  const fee = deliveryFeeLabel(deliveryInfo);

  return (
    <header className={styles.header}>
      <div className={styles.banner} aria-hidden="true">
        <FoodArt kind="pizza" seed={shop.id} className={styles.bannerArt} />
        <FoodArt kind="pizza" seed={shop.id + 1} className={styles.bannerArtSmall} />
      </div>
      <div className={styles.inner}>
        <div className={styles.identity}>
          <p className={styles.badges}>
            <span className={badge({ tone: status.tone })}>
              {status.label}
            </span>
            <span className={styles.priceRange} aria-label={`Price range ${shop.seo.priceRange}`}>
              {shop.seo.priceRange}
            </span>
          </p>
          <h1 className={styles.name}>{shop.name}</h1>
          <p className={styles.address}>
            {location.address}, {location.city}, {location.shopState} {location.zipcode}
          </p>
          {shop.bannerText ? <p className={styles.bannerText}>{shop.bannerText}</p> : null}
        </div>
        <dl className={styles.facts}>
          {deliveryInfo.doesDelivery ? (
            <div className={styles.fact}>
              <dt>Delivery</dt>
              <dd>
                {formatMinutesRange(deliveryInfo.estimate)}
                <span className={styles.factDetail}>{fee === 'Free' ? 'Free delivery' : `${fee} delivery fee`}</span>
                {deliveryInfo.minSubtotalFloor > 0 ? (
                  <span className={styles.factDetail}>{formatMoney(deliveryInfo.minSubtotalFloor)} minimum</span>
                ) : null}
              </dd>
            </div>
          ) : (
            <div className={styles.fact}>
              <dt>Delivery</dt>
              <dd>Pickup only</dd>
            </div>
          )}
          {pickupInfo.doesPickup ? (
            <div className={styles.fact}>
              <dt>Pickup</dt>
              <dd>
                {formatMinutesRange(pickupInfo.estimate)}
                <span className={styles.factDetail}>
                  {pickupInfo.minSubtotal > 0 ? `${formatMoney(pickupInfo.minSubtotal)} minimum` : 'No minimum'}
                </span>
              </dd>
            </div>
          ) : (
            <div className={styles.fact}>
              <dt>Pickup</dt>
              <dd>Delivery only</dd>
            </div>
          )}
          <div className={styles.fact}>
            <dt>Phone</dt>
            <dd>
              <a href={`tel:${shop.phone}`} className={styles.phone}>
                {shop.phone}
              </a>
            </dd>
          </div>
        </dl>
      </div>
    </header>
  );
}

export function ShopHeaderSkeleton() {
  return (
    <header className={styles.header} aria-busy="true" aria-label="Loading pizzeria">
      <div className={styles.banner} />
      <div className={styles.inner}>
        <div className={styles.identity}>
          <Skeleton width="120px" height="24px" radius="999px" />
          <Skeleton width="70%" height="36px" />
          <Skeleton width="50%" height="18px" />
        </div>
        <Skeleton height="88px" />
      </div>
    </header>
  );
}
