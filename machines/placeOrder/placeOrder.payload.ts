import type { PlaceOrderPayload } from '../checkout/checkout.payload';
import type { PlaceOrderContext } from './placeOrder.types';

/** The order as checkout built it, with the card fields of the payment chosen (api-routes: the order submitted). */
export function orderPayload({ payload, payment, gateway, paymentToken, paymentMethodId, paypalPaymentId }: Pick<PlaceOrderContext, 'payload' | 'payment' | 'gateway' | 'paymentToken' | 'paymentMethodId' | 'paypalPaymentId'>): PlaceOrderPayload {
  if (payment.kind === 'cash') return payload;
  // the wallets' gateway is always stripe (checkout §4)
  if (payment.kind === 'wallet') return { ...payload, order: { ...payload.order, paymentMethod: 'credit', gateway: 'stripe', paymentIntentId: payment.intentId } };
  if (payment.kind === 'paypal') {
    const { billingAgreementId, payerId, metadataId } = payment;
    const paypal = { billingAgreementId, payerId, metadataId, ...(paypalPaymentId ? { paymentId: paypalPaymentId } : {}) };
    return { ...payload, order: { ...payload.order, paymentMethod: 'credit', gateway: 'paypal', paypal } };
  }
  const card =
    paymentMethodId !== null
      ? { paymentMethodId, ...(payment.kind === 'savedCard' && payment.expiry ? { exprMonth: payment.expiry.month, exprYear: payment.expiry.year } : {}) }
      : { paymentToken: paymentToken ?? undefined };
  return { ...payload, order: { ...payload.order, paymentMethod: 'credit', gateway, ...card } };
}
