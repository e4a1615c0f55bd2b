import type { CartProduct } from '../../machines/cart/cart.types';
import type { ReceiptAddress } from '../../machines/receipt/receipt.types';
import type { PricedOrderInput } from '../api';

/** What POST orders/shopping_cart prices: the cart lines, its deals, the fulfilment and, for delivery, the address. */
export function pricedOrder(input: {
  shopId: number;
  products: CartProduct[];
  forDelivery: boolean;
  address: ReceiptAddress | null;
  couponIds?: number[];
  promoCodeId?: number | null;
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
    ...(input.couponIds?.length ? { couponIds: input.couponIds } : {}),
    ...(input.promoCodeId ? { promoCodeId: input.promoCodeId } : {}),
  };
}
