import { normalizeAddress2 } from '@contract/contact';
import type { CartProduct } from '@machines/cart/cart.types';
import { toOrderItemsAttributes } from '@machines/cart/cart.wire';
import type { ReceiptAddress } from '@machines/receipt/receipt.types';
import type { PricedOrderInput } from '../api';

export type Tender = NonNullable<PricedOrderInput['paymentMethod']>;

/**
 * The tender priced before checkout has chosen one: the spec's payment state defaults tenderType to
 * credit. Checkout sends its own choice into the receipt's fulfilment, and from then on that is priced
 * (so a promo code, valid on cards only, stops applying once cash is chosen). Always sent, so the
 * server never guesses.
 */
export const DEFAULT_TENDER: Tender = 'credit';

/**
 * What POST orders/shopping_cart prices (and POST promo_codes/validate checks): the cart lines, its deals,
 * the tender, the fulfilment and, for delivery, the address.
 */
export function pricedOrder(input: {
  shopId: number;
  products: CartProduct[];
  forDelivery: boolean;
  address: ReceiptAddress | null;
  couponIds?: number[];
  promoCodeId?: number | null;
  tender?: Tender;
  /** Cents; absent or 0: no tip. */
  tipAmount?: number;
}): PricedOrderInput {
  const { address } = input;
  return {
    shopId: input.shopId,
    shippingType: input.forDelivery ? 'delivery' : 'pickup',
    orderItemsAttributes: toOrderItemsAttributes(input.products),
    deliveryAddress:
      input.forDelivery && address
        ? {
            address: address.address.trim(),
            // with one leading '#', as the order sends it (checkout §3, §5)
            ...(normalizeAddress2(address.address2) ? { address2: normalizeAddress2(address.address2) } : {}),
            city: address.city.trim(),
            state: address.state.trim(),
            zipcode: address.zipcode.trim(),
          }
        : null,
    paymentMethod: input.tender ?? DEFAULT_TENDER,
    ...(input.couponIds?.length ? { couponIds: input.couponIds } : {}),
    ...(input.promoCodeId ? { promoCodeId: input.promoCodeId } : {}),
    ...(input.tipAmount ? { tipAmount: input.tipAmount } : {}),
  };
}
