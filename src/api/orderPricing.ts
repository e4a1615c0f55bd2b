import type { PlaceOrderPayload } from '@machines/checkout/checkout.payload';
import type { PricedOrderInput } from './types';

type Tender = NonNullable<PricedOrderInput['paymentMethod']>;

/** The fields of an order its total follows, for the calls that price it before it is placed (PayPal's payment, a wallet's intent). */
export function pricingOf(order: PlaceOrderPayload['order'], paymentMethod: Tender): PricedOrderInput {
  return {
    shopId: order.shopId,
    shippingType: order.shippingType,
    orderItemsAttributes: order.orderItemsAttributes,
    tipAmount: order.tipAmount,
    promoCodeId: order.promoCodeId,
    couponIds: order.couponIds,
    paymentMethod,
  };
}
