import type { CheckoutShop } from '@machines/checkout/checkout.types';
import type { Schedule, Shop } from '../api';

/** What the fulfilment rules need of a shop (checkout and the delivery preference modal). */
export function toCheckoutShop(shop: Shop, schedule: Schedule | null): CheckoutShop {
  return {
    id: shop.id,
    uuid: shop.uuid,
    acceptsCash: shop.payment.acceptsCash,
    acceptsCard: shop.payment.acceptsCard,
    phone: shop.phone,
    doesDelivery: shop.deliveryInfo.doesDelivery,
    doesPickup: shop.pickupInfo.doesPickup,
    isOpenForDelivery: shop.isOpenForDelivery,
    isOpenForPickup: shop.isOpenForPickup,
    nextDeliveryOpen: schedule?.delivery.nextOpen ?? null,
    nextPickupOpen: schedule?.pickup.nextOpen ?? null,
    orderOptions: shop.orderOptions.map((option) => option.name),
    tipsForDelivery: shop.tipsEnabledForDelivery,
    tipsForPickup: shop.tipsEnabledForPickup,
    // without its hours a shop's later times are unknown: it is then taken as not scheduling
    doesScheduledOrders: shop.doesScheduledOrders && schedule !== null,
    timezone: schedule?.timezone ?? shop.timezoneIdentifier,
    hours: { delivery: hoursOf(schedule?.delivery), pickup: hoursOf(schedule?.pickup) },
    leadMinutes: { delivery: shop.deliveryInfo.estimate.max, pickup: shop.pickupInfo.estimate.max },
    fullSlots: (schedule?.fullSlots ?? []).map((slot) => Date.parse(slot)),
  };
}

const hoursOf = (mode: Schedule['delivery'] | undefined): CheckoutShop['hours']['delivery'] => ({
  openings: (mode?.openings ?? []).map(({ dayOfWeek, open, close }) => ({ day_of_week: dayOfWeek, open, close })),
  pausings: (mode?.pausings ?? []).map(({ start, end }) => ({ start: new Date(start), end: new Date(end) })),
});
