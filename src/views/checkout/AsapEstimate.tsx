import { useSelector } from '@xstate/react';
import type { Shop } from '@/api';
import { asapFor, LATER_MESSAGES, modeOf } from '@machines/checkout/checkout.later';
import { KITCHEN_MESSAGES } from '@contract/kitchen-slots';
import type { CheckoutRef } from '@/effects/checkout';
import { formatMinutesRange } from '@/format/clock';
import { fullAddress, pickupReadyText } from '@/format/shopDetails';
import { formatLaterMoment } from '@/format/time';
import * as styles from './Checkout.css';

const sameDue = (a: ReturnType<typeof asapFor> | undefined, b: ReturnType<typeof asapFor> | undefined) =>
  a === b || (a != null && b != null && a.at === b.at && a.busy === b.busy);

/**
 * The estimate for as soon as possible (issue 36, kitchen capacity): the kitchen's usual one, or, while the slot it
 * falls in is fully booked, the first time with room; when none is left before closing, a word to schedule for later.
 */
export function AsapEstimate({ checkout, shop }: { checkout: CheckoutRef; shop: Shop }) {
  const forDelivery = useSelector(checkout, (state) => state.context.forDelivery);
  const mode = modeOf(forDelivery);
  const estimate = forDelivery ? shop.deliveryInfo.estimate : shop.pickupInfo.estimate;
  const listedAt = useSelector(checkout, (state) => state.context.later.listedAt);
  const due = useSelector(
    checkout,
    (state) => (state.context.later.on ? undefined : asapFor(state.context.shop, mode, estimate.min, state.context.later.listedAt)),
    sameDue,
  );
  const timezone = useSelector(checkout, (state) => state.context.shop.timezone);

  if (due === null) return <p className={styles.info}>{KITCHEN_MESSAGES.fullUntilClose}</p>;
  if (due?.busy) {
    const busy = LATER_MESSAGES.kitchenBusy(mode, formatLaterMoment(due.at, timezone, listedAt));
    return <p className={styles.info}>{forDelivery ? busy : `Pick up at ${fullAddress(shop)}. ${busy}`}</p>;
  }
  return forDelivery ? (
    <p className={styles.lineDetail}>Estimated delivery {formatMinutesRange(shop.deliveryInfo.estimate)}.</p>
  ) : (
    <p className={styles.info}>{pickupReadyText(shop)}</p>
  );
}
