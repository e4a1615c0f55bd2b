import type { CartProduct } from '../../machines/cart/cart.types';
import type { ReceiptAddress } from '../../machines/receipt/receipt.types';
import type { PricedOrderInput } from '../api';

export type Tender = NonNullable<PricedOrderInput['paymentMethod']>;

/**
 * The tender the receipt and the promo code are priced with. Checkout offers cash only (its machine's
 * context holds `tender: 'cash'`), and the app-wide receipt and promo actors never see that machine, so
 * this is the one place the storefront's tender is decided until checkout offers cards. The server
 * defaults a missing tender to credit, which is why it is always sent.
 */
export const STOREFRONT_TENDER: Tender = 'cash';

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
}): PricedOrderInput {
  const { address } = input;
  return {
    shopId: input.shopId,
    shippingType: input.forDelivery ? 'delivery' : 'pickup',
    orderItems: input.products.map((line) => ({
      productId: line.id,
      productTypeId: line.productTypeId,
      quantity: line.quantity,
      selectionIds: Object.values(line.selections).flat(),
      ...(line.specialRequest ? { specialRequest: line.specialRequest } : {}),
      couponId: line.couponId,
    })),
    deliveryAddress:
      input.forDelivery && address
        ? {
            address: address.address.trim(),
            ...(address.address2.trim() ? { address2: address.address2.trim() } : {}),
            city: address.city.trim(),
            state: address.state.trim(),
            zipcode: address.zipcode.trim(),
          }
        : null,
    paymentMethod: input.tender ?? STOREFRONT_TENDER,
    ...(input.couponIds?.length ? { couponIds: input.couponIds } : {}),
    ...(input.promoCodeId ? { promoCodeId: input.promoCodeId } : {}),
  };
}
