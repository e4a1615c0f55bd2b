import { normalizeAddress2 } from '@contract/contact';
import type { CartContext } from '@machines/cart/cart.types';
import { toOrderItemsAttributes } from '@machines/cart/cart.wire';
import type { ReceiptFulfilment } from '@machines/receipt/receipt.types';
import type { ActivityOrderInput } from '../api/activities';

/** The menu that reopens a saved cart (discovery §3: magicCartUuid loads a pre-built cart for the shop). */
export const sharedCartPath = (webSlug: string, uuid: string) => `/restaurants/${webSlug}/menu?magicCartUuid=${encodeURIComponent(uuid)}`;

/**
 * The activity's `payload.order` for the cart as it is now (checkout §3 "Order submitted" lines): its lines,
 * its deal and its fulfilment with the delivery address, so the shared cart reopens as the shopper sees it.
 */
export function sharedCartOrder(
  cart: Pick<CartContext, 'shopId' | 'products' | 'coupon'>,
  fulfilment: ReceiptFulfilment,
): ActivityOrderInput {
  if (cart.shopId === null) throw new Error('An empty cart has nothing to share.');
  const address = fulfilment.forDelivery ? fulfilment.address : null;
  return {
    shopId: cart.shopId,
    shippingType: fulfilment.forDelivery ? 'delivery' : 'pickup',
    orderItemsAttributes: toOrderItemsAttributes(cart.products),
    ...(cart.coupon ? { couponIds: [cart.coupon.id] } : {}),
    ...(address
      ? {
          deliveryAddress: address.address.trim(),
          deliveryFloor: normalizeAddress2(address.address2) || null,
          deliveryCity: address.city.trim(),
          deliveryState: address.state.trim(),
          deliveryPostcode: address.zipcode.trim(),
        }
      : {}),
  };
}
