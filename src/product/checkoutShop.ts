import type { CheckoutShop } from '@machines/checkout/checkout.types';
import type { Schedule, Shop } from '../api';

/** What the fulfilment rules need of a shop (checkout and the delivery preference modal). */
export function toCheckoutShop(shop: Shop, schedule: Schedule | null): CheckoutShop {
  return {
    id: shop.id,
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
  };
}
