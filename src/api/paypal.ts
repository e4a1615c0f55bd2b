import type * as contract from '@contract';
import { PAYPAL_RETURN_PATH } from '@contract/paypal-paths';
import type { PlaceOrderPayload } from '@machines/checkout/checkout.payload';
import { paypalShipping } from '@machines/placeOrder/placeOrder.payload';
import { client, CORE } from './client';
import { pricingOf } from './orderPricing';
import type { Camel } from './types';

export type PaypalApproval = Camel<contract.AgreementTokenResponse>;
export type PaypalAgreement = Camel<contract.BillingAgreementResponse>['billingAgreement'];

/** POST v1/paypal/billing_agreement_tokens: PayPal's approval page for a new agreement, returning to /paypal-return. */
export async function startPaypalApproval(): Promise<PaypalApproval> {
  const { data } = await client.post<PaypalApproval>(`${CORE}/v1/paypal/billing_agreement_tokens`, {
    returnUrl: `${window.location.origin}${PAYPAL_RETURN_PATH}`,
  });
  return data;
}

/** POST v1/paypal/billing_agreements {token_id}: the approved agreement. */
export async function createBillingAgreement(tokenId: string): Promise<PaypalAgreement> {
  const { data } = await client.post<Camel<contract.BillingAgreementResponse>>(`${CORE}/v1/paypal/billing_agreements`, { tokenId });
  return data.billingAgreement;
}

/**
 * POST v1/paypal/orders {order, calculate_strict_total}: the payment of the order's strict total on its agreement;
 * a delivery's carries where it goes (checkout §3 "PayPal shipping").
 */
export async function createPaypalPayment({ order }: PlaceOrderPayload): Promise<{ paymentId: string }> {
  const shipping = paypalShipping(order);
  const pricing = {
    ...pricingOf(order, 'paypal'),
    paypal: { billingAgreementId: order.paypal?.billingAgreementId ?? '' },
    ...(shipping ? { shipping } : {}),
  };
  const { data } = await client.post<Camel<contract.PaypalOrderResponse>>(`${CORE}/v1/paypal/orders`, {
    order: pricing,
    calculateStrictTotal: true,
  });
  return { paymentId: data.paypalOrder.id };
}
