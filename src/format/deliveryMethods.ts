import { supportsDelivery, supportsPickup } from '@machines/checkout/checkout.rules';
import { CHECKOUT_MESSAGES } from '@machines/checkout/contact.rules';
import type { Schedule, Shop } from '../api';
import { toCheckoutShop } from '../product/checkoutShop';
import { deliveryFeeLabel } from './fee';
import { formatMoney } from './money';
import { MODE_NOTICE_TEXT } from './shopMode';
import { formatMinutesRange } from './clock';

export type DeliveryMethod = 'delivery' | 'pickup';

/**
 * Where a mode stands right now: open; closed but orderable for its next opening; closed with no
 * opening to order for; or not offered by this shop at all.
 */
export type MethodStatus = 'open' | 'opensLater' | 'unavailable' | 'notOffered';

export type DeliveryMethodOption = {
  method: DeliveryMethod;
  label: 'Delivery' | 'Pickup';
  status: MethodStatus;
  /** 'Open now', 'Closed · Opens 5:00 PM', 'Closed' or 'Not offered'. */
  statusText: string;
  /** The facts shown under the label; empty for a mode the shop does not offer. */
  details: string[];
  /** Whether choosing it can become the fulfilment (the same rule checkout and the preference modal use). */
  selectable: boolean;
  /** Why it cannot be chosen, when it cannot. */
  reason: string | null;
};

const minimumText = (cents: number) => (cents > 0 ? `${formatMoney(cents)} minimum` : 'No minimum');

function statusOf(offered: boolean, open: boolean, nextOpen: string | null, formatTime: (iso: string) => string) {
  if (!offered) return { status: 'notOffered' as const, statusText: 'Not offered' };
  if (open) return { status: 'open' as const, statusText: 'Open now' };
  if (nextOpen) return { status: 'opensLater' as const, statusText: `Closed · Opens ${formatTime(nextOpen)}` };
  return { status: 'unavailable' as const, statusText: 'Closed' };
}

/** The deliveryMethodModal's two options for a shop, Delivery first. */
export function deliveryMethodOptions(shop: Shop, schedule: Schedule | null, formatTime: (iso: string) => string): DeliveryMethodOption[] {
  const rules = toCheckoutShop(shop, schedule);
  const { deliveryInfo, pickupInfo } = shop;
  const fee = deliveryFeeLabel(deliveryInfo);

  const delivery = statusOf(deliveryInfo.doesDelivery, shop.isOpenForDelivery, rules.nextDeliveryOpen, formatTime);
  const deliverySelectable = supportsDelivery(rules);
  const pickup = statusOf(pickupInfo.doesPickup, shop.isOpenForPickup, rules.nextPickupOpen, formatTime);
  const pickupSelectable = supportsPickup(rules);

  return [
    {
      method: 'delivery',
      label: 'Delivery',
      ...delivery,
      details: deliveryInfo.doesDelivery
        ? [
            formatMinutesRange(deliveryInfo.estimate),
            fee === 'Free' ? 'Free delivery' : `${fee} delivery fee`,
            minimumText(deliveryInfo.minSubtotalFloor),
          ]
        : [],
      selectable: deliverySelectable,
      reason: deliverySelectable ? null : deliveryInfo.doesDelivery ? CHECKOUT_MESSAGES.deliveryUnavailable : MODE_NOTICE_TEXT.pickupOnly,
    },
    {
      method: 'pickup',
      label: 'Pickup',
      ...pickup,
      details: pickupInfo.doesPickup
        ? [formatMinutesRange(pickupInfo.estimate), 'No delivery fee', minimumText(pickupInfo.minSubtotal)]
        : [],
      selectable: pickupSelectable,
      reason: pickupSelectable ? null : pickupInfo.doesPickup ? CHECKOUT_MESSAGES.pickupUnavailable : MODE_NOTICE_TEXT.deliveryOnly,
    },
  ];
}
