import type { ModalName } from '@machines/modal/modal.types';
import type { Schedule, Shop } from '@/api';
import type { Ratings } from '@/api/shops';
import { deliveryFeeLabel } from '@/format/fee';
import { ratingLabel, reviewCountLabel } from '@/format/rating';
import { discountKind, discountText, modeNotices, MODE_NOTICE_TEXT, shopMode, shopModeText } from '@/format/shopMode';
import { formatMoney } from '@/format/money';
import { fullAddress, priceRangeOf } from '@/format/shopDetails';
import { formatClockTime, formatMinutesRange } from '@/format/clock';
import { badge, button } from '@/styles/recipes.css';
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

type ShopHeaderProps = {
  shop: Shop;
  schedule: Schedule | null;
  ratings: Ratings | null;
  cuisines: string[] | null;
  onOpenModal: (name: ModalName) => void;
  onWriteReview: () => void;
};

export function ShopHeader({ shop, schedule, ratings, cuisines, onOpenModal, onWriteReview }: ShopHeaderProps) {
  const status = openStatus(shop, schedule);
  const { deliveryInfo, pickupInfo } = shop;
  const fee = deliveryFeeLabel(deliveryInfo);
  const rating = ratings ? ratingLabel(ratings) : null;
  const reviews = ratings ? reviewCountLabel(ratings.ratingsCount) : null;
  const discount = discountText(discountKind(shop), shop.discountPercent);
  const notices = modeNotices(shop);
  // Only for a shop that offers both modes: the mode notices already cover single-mode shops.
  const modeText =
    deliveryInfo.doesDelivery && pickupInfo.doesPickup
      ? shopModeText(shopMode(shop, schedule), (iso) => formatClockTime(iso, shop.timezoneIdentifier))
      : null;

  return (
    <header className={styles.header}>
      <div className={styles.banner} aria-hidden="true">
        <FoodArt kind="pizza" seed={shop.id} className={styles.bannerArt} />
        <FoodArt kind="pizza" seed={shop.id + 1} className={styles.bannerArtSmall} />
      </div>
      <div className={styles.inner}>
        <div className={styles.identity}>
          <p className={styles.badges}>
            <span className={badge({ tone: status.tone })}>{status.label}</span>
            <span className={styles.priceRange}>
              <span className="visually-hidden">Price range </span>
              {priceRangeOf(shop)}
            </span>
          </p>
          <h1 className={styles.name}>{shop.name}</h1>
          {/* always rendered: the line is reserved while ratings and cuisines load (no layout shift) */}
          <p className={styles.meta}>
            {rating ? (
              <span className={styles.rating}>
                <span aria-hidden="true">★ </span>
                <span className="visually-hidden">Rated </span>
                {rating}
                <span className="visually-hidden"> out of 5</span>
                {reviews ? <span className={styles.factDetail}> ({reviews})</span> : null}
              </span>
            ) : null}
            {cuisines && cuisines.length > 0 ? <span>{cuisines.join(' · ')}</span> : null}
          </p>
          <p className={styles.address}>{fullAddress(shop)}</p>
          {discount ? <p className={badge({ tone: 'cheese' })}>{discount}</p> : null}
          {shop.bannerText ? <p className={styles.bannerText}>{shop.bannerText}</p> : null}
          {modeText ? <p className={styles.modeText}>{modeText}</p> : null}
          {notices.length > 0 ? (
            <ul className={styles.notices} aria-label="Ordering notes">
              {notices.map((notice) => (
                <li key={notice}>{MODE_NOTICE_TEXT[notice]}</li>
              ))}
            </ul>
          ) : null}
          <div className={styles.actions}>
            <button
              type="button"
              className={button({ tone: 'quiet', size: 'sm' })}
              onClick={() => onOpenModal('debrandedShopDetailsModal')}
              aria-haspopup="dialog"
            >
              Shop details
            </button>
            <button
              type="button"
              className={button({ tone: 'quiet', size: 'sm' })}
              onClick={() => onOpenModal('shopHoursModal')}
              aria-haspopup="dialog"
            >
              Hours
            </button>
            <button
              type="button"
              className={button({ tone: 'quiet', size: 'sm' })}
              onClick={() => onOpenModal('feeModal')}
              aria-haspopup="dialog"
            >
              Fees
            </button>
            <button
              type="button"
              className={button({ tone: 'quiet', size: 'sm' })}
              onClick={() => onOpenModal('shopPhoneCtaModal')}
              aria-haspopup="dialog"
              aria-label="Call the pizzeria"
            >
              Call
            </button>
            <button
              type="button"
              className={button({ tone: 'quiet', size: 'sm' })}
              onClick={() => onOpenModal('supportModal')}
              aria-haspopup="dialog"
            >
              Help
            </button>
            <button type="button" className={button({ tone: 'quiet', size: 'sm' })} onClick={onWriteReview} aria-haspopup="dialog">
              Write a review
            </button>
          </div>
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
          <div className={`${styles.fact} ${styles.phoneFact}`}>
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
          <Skeleton width="40%" height="20px" />
          <Skeleton width="60%" height="20px" />
          <Skeleton width="100%" height="44px" radius="10px" />
          <Skeleton width="90%" height="36px" radius="999px" />
        </div>
        <Skeleton height="106px" />
      </div>
    </header>
  );
}
