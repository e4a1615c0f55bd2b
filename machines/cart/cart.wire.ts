import type { CamelCaseKeys } from 'camelcase-keys';
import type { OrderItemAttributes } from '../../server/contract';
import type { CartProduct } from './cart.types';

/** One order line in camelCase; the API client snake_cases it into checkout §3's order_items_attributes. */
export type OrderItemAttributesPayload = CamelCaseKeys<OrderItemAttributes, true>;

/** The cart's lines as every order body carries them (pricing, promo validation, placing): the product follows from its type. */
export function toOrderItemsAttributes(products: CartProduct[]): OrderItemAttributesPayload[] {
  return products.map((line) => ({
    productsTypeId: line.productTypeId,
    productsQuantity: line.quantity,
    selectionIds: Object.values(line.selections).flat(),
    ...(line.specialRequest.trim() ? { productsInstruction: line.specialRequest.trim() } : {}),
    couponId: line.couponId,
  }));
}
