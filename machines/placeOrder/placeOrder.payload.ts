import type { PaypalShipping } from '../../server/contract/paypal';
import type { PlaceOrderPayload } from '../checkout/checkout.payload';
import type { PlaceOrderContext } from './placeOrder.types';

/** The order as checkout built it, with the card fields of the payment chosen (api-routes: the order submitted). */
export function orderPayload({
  payload,
  payment,
  gateway,
  paymentToken,
  paymentMethodId,
  cardSecret,
  paypalPaymentId,
}: Pick<
  PlaceOrderContext,
  'payload' | 'payment' | 'gateway' | 'paymentToken' | 'paymentMethodId' | 'cardSecret' | 'paypalPaymentId'
>): PlaceOrderPayload {
  if (payment.kind === 'cash') return payload;
  // the wallets' gateway is always stripe (checkout §4)
  if (payment.kind === 'wallet')
    return { ...payload, order: { ...payload.order, paymentMethod: 'credit', gateway: 'stripe', paymentIntentId: payment.intentId } };
  if (payment.kind === 'paypal') {
    const { billingAgreementId, payerId, metadataId } = payment;
    const paypal = { billingAgreementId, payerId, metadataId, ...(paypalPaymentId ? { paymentId: paypalPaymentId } : {}) };
    return { ...payload, order: { ...payload.order, paymentMethod: 'credit', gateway: 'paypal', paypal } };
  }
  const card =
    paymentMethodId !== null
      ? {
          paymentMethodId,
          ...(cardSecret ? { clientSecret: cardSecret } : {}),
          ...(payment.kind === 'savedCard' && payment.expiry ? { exprMonth: payment.expiry.month, exprYear: payment.expiry.year } : {}),
        }
      : { paymentToken: paymentToken ?? undefined };
  return { ...payload, order: { ...payload.order, paymentMethod: 'credit', gateway, ...card } };
}

/**
 * checkout §3 "PayPal shipping" for a delivery: the order's own contact and address in PayPal's words
 * (admin_area_2 the city, admin_area_1 the state; the country always US); a pickup ships nowhere (undefined).
 */
export function paypalShipping(order: PlaceOrderPayload['order']): PaypalShipping | undefined {
  if (order.shippingType !== 'delivery') return undefined;
  return {
    name: `${order.deliveryFirstName} ${order.deliveryLastName}`.trim(),
    phone: order.deliveryTelephone,
    address_line_1: order.deliveryAddress ?? '',
    ...(order.deliveryFloor ? { address_line_2: order.deliveryFloor } : {}),
    admin_area_1: order.deliveryState ?? '',
    admin_area_2: order.deliveryCity ?? '',
    postal_code: order.deliveryPostcode ?? '',
    country_code: 'US',
  };
}
