import type { Receipt } from '../../contract/cart';
import { ORDER_OPTION_TYPES, type OrderOptionType } from '../../contract/order-options';
import type { OrderRow } from '../orders/repository';
import type { ActivityRow } from './repository';

/**
 * A past order re-opened as a magic cart (checkout spec §1, "re-opened from a past order"): its stored
 * lines, the coupons that applied, its fulfilment and delivery address. The time is not kept: a past
 * order's slot has gone, so the reorder is for as soon as possible. The answer is described from
 * today's menu like any saved cart.
 */
export function pastOrderActivity(order: OrderRow): ActivityRow {
  const applied = (order.receipt as Partial<Receipt>).applied_coupons ?? [];
  return {
    uuid: order.uuid,
    type: 'magic_cart',
    shopId: order.shopId,
    createdAt: order.placedAt,
    updatedAt: order.placedAt,
    payload: {
      order: {
        shop_id: order.shopId,
        shipping_type: order.shippingType,
        order_items_attributes: order.items.map((line) => ({
          products_type_id: line.product_type_id,
          products_quantity: line.quantity,
          selection_ids: line.selection_ids,
          products_instruction: line.special_request,
          coupon_id: line.coupon_id ?? null,
        })),
        coupon_ids: applied.map((coupon) => coupon.id),
        deliver_at: null,
        delivery_address: order.deliveryAddress,
        delivery_floor: order.deliveryAddress2,
        delivery_city: order.deliveryCity,
        delivery_state: order.deliveryState,
        delivery_postcode: order.deliveryZipcode,
        // issue 31 item 6: a reorder restores the options and instructions too
        order_option_types: order.orderOptionTypes.filter((type): type is OrderOptionType =>
          (Object.values(ORDER_OPTION_TYPES) as string[]).includes(type),
        ),
        delivery_instruction: order.deliveryInstruction,
      },
    },
  };
}
