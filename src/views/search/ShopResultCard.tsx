import { Link } from '@tanstack/react-router';
import type { SearchResult, ShippingType } from '@/api';
import { searchedAddress } from '@machines/addressDraft/addressDraft.rules';
import { modalSearchParams } from '@machines/modal/modal.url';
import { shopRouteParams } from '@/format/shopPath';
import { SEARCH_ADDRESS_PARAM } from '@/hooks/useAddressDraft';
import { formatClockTime, formatMinutesRange } from '@/format/clock';
import { useShopAddRequest } from '@/hooks/useShopAddRequest';
import { badge, button, statusMessage } from '@/styles/recipes.css';
import { Skeleton } from '../common/Skeleton';
import * as styles from './ShopResultCard.css';

export const UNAVAILABLE_MESSAGE = 'Online ordering currently unavailable';
export const PAUSED_MESSAGE = 'Online ordering is temporarily paused';

const tileColors = ['#C8361E', '#2E7D4F', '#B86E00', '#7A3E1D', '#5B2A86', '#1F5F8B'];

function initials(name: string) {
  return name
    .replace(/[^A-Za-z0-9 ]/g, '')
    .split(' ')
    .filter(Boolean)
    .slice(0, 2)
    .map((word) => word[0]!.toUpperCase())
    .join('');
}

type Availability = { tone: 'open' | 'closed' | 'paused'; label: string; orderAhead?: boolean };

/** A listed shop closed now but opening within the week says when ("Opens 4:00 PM"), and "Order ahead" when it takes orders for later. */
function availability(shop: SearchResult, orderType: ShippingType): Availability {
  if (!shop.isAcquired) return { tone: 'closed', label: 'Not on Crust yet' };
  if (shop.isPaused) return { tone: 'paused', label: PAUSED_MESSAGE };
  const open = orderType === 'delivery' ? shop.isOpenForDelivery : shop.isOpenForPickup;
  if (open && !shop.suspended && shop.hasMenu) return { tone: 'open', label: 'Open now' };
  const nextOpen = shop.nextOpen[orderType];
  if (shop.suspended || !shop.hasMenu || !nextOpen) return { tone: 'closed', label: UNAVAILABLE_MESSAGE };
  return { tone: 'closed', label: `Opens ${formatClockTime(nextOpen, shop.timezoneIdentifier)}`, orderAhead: shop.doesScheduledOrders };
}

/**
 * A delivery search to a street address opens the menu with the delivery preference checking that
 * address against the shop's zone (saved at once when inside it); any other search opens the menu as is.
 */
function menuSearchFor(orderType: ShippingType, address: string) {
  return orderType === 'delivery' && searchedAddress(address)
    ? modalSearchParams('deliveryPreferenceModal', { [SEARCH_ADDRESS_PARAM]: address })
    : {};
}

export function ShopResultCard({ shop, orderType, address = '' }: { shop: SearchResult; orderType: ShippingType; address?: string }) {
  const status = availability(shop, orderType);
  const titleId = `shop-${shop.shopId}-name`;
  const estimate = orderType === 'delivery' ? shop.deliveryEstimate : shop.pickupEstimate;
  const linked = shop.isAcquired && shop.hasMenu;

  return (
    <article className={styles.card} aria-labelledby={titleId}>
      <div className={styles.tile} style={{ background: tileColors[shop.shopId % tileColors.length] }} aria-hidden="true">
        {initials(shop.shopName)}
      </div>
      <div className={styles.body}>
        <h3 id={titleId} className={styles.name}>
          {linked ? (
            <Link
              to="/restaurants/$state/$city/$zip/$slug/menu"
              params={shopRouteParams(shop.webSlug)}
              search={menuSearchFor(orderType, address) as never}
              className={styles.link}
            >
              {shop.shopName}
            </Link>
          ) : (
            shop.shopName
          )}
        </h3>
        <p className={styles.address}>
          {shop.address}, {shop.city}, {shop.state} {shop.zipcode}
        </p>
        <p className={styles.meta}>
          <span className={badge({ tone: status.tone })}>{status.label}</span>
          {status.orderAhead ? <span className={badge({ tone: 'brand' })}>Order ahead</span> : null}
          {shop.distanceMiles !== null ? <span>{shop.distanceMiles.toFixed(1)} mi</span> : null}
          {shop.isAcquired && estimate ? (
            <span>
              {orderType === 'delivery' ? 'Delivery' : 'Pickup'} {formatMinutesRange(estimate)}
            </span>
          ) : null}
        </p>
        {!shop.isAcquired ? <RequestToAdd shopId={shop.shopId} shopName={shop.shopName} /> : null}
      </div>
    </article>
  );
}

export const REQUEST_FAILED_MESSAGE = "We couldn't send your request. Please try again.";

/** "Request to add" for a shop not on Crust yet: sent to the server, and shown as requested from then on. */
function RequestToAdd({ shopId, shopName }: { shopId: number; shopName: string }) {
  const { requested, busy, failed, request } = useShopAddRequest(shopId);
  return (
    <div className={styles.request}>
      <button
        type="button"
        className={button({ tone: 'secondary', size: 'sm' })}
        disabled={requested || busy}
        aria-busy={busy}
        onClick={request}
      >
        {requested ? 'Requested' : 'Request to add'}
      </button>
      {requested ? (
        <p className={styles.thanks} role="status">
          Thanks! We'll let {shopName} know you want to order online.
        </p>
      ) : null}
      {failed ? (
        <p className={statusMessage({ tone: 'warning' })} role="alert">
          {REQUEST_FAILED_MESSAGE}
        </p>
      ) : null}
    </div>
  );
}

export function ShopResultSkeleton() {
  return (
    <div className={styles.card} aria-hidden="true">
      <Skeleton width="64px" height="64px" radius="16px" />
      <div className={styles.body}>
        <Skeleton width="60%" height="22px" />
        <Skeleton width="85%" height="16px" />
        <Skeleton width="40%" height="20px" />
      </div>
    </div>
  );
}
