import { randomUUID } from 'node:crypto';
import {
  PAYPAL_MESSAGES,
  PAYPAL_RETURN_PATH,
  type AgreementTokenResponse,
  type BillingAgreementResponse,
  type PaypalOrderResponse,
} from '../../contract/paypal';
import type { PricedOrderInput } from '../../contract/cart';
import type { OrderPaypal, PaypalShipping } from '../../contract/paypal';
import type { Database } from '../../db/database';
import { ApiError } from '../api-error';
import { checkOrderMinimum, priceForPlacement } from '../cart/service';
import { requireShopById } from '../shops/service';
import { paypalPaymentError, withPaypal } from './errors';
import type { PaypalClient, PaypalOrder } from './paypal-client';

/** PayPal's approval returns to the storefront's /paypal-return, approved or cancelled; nowhere else. */
export async function startApproval(paypal: PaypalClient, returnUrl: string): Promise<AgreementTokenResponse> {
  const approved = new URL(returnUrl);
  if (approved.pathname !== PAYPAL_RETURN_PATH) {
    throw new ApiError(422, { code: 'invalid_return_url', message: `PayPal returns to ${PAYPAL_RETURN_PATH} only.`, field: 'return_url' });
  }
  approved.search = '?outcome=approved';
  const cancelled = new URL(approved);
  cancelled.search = '?outcome=cancelled';
  const { tokenId, approvalUrl } = await withPaypal(() => paypal.createAgreementToken(approved.toString(), cancelled.toString()));
  return { token_id: tokenId, approval_url: approvalUrl };
}

export async function makeAgreement(paypal: PaypalClient, tokenId: string): Promise<BillingAgreementResponse> {
  const agreement = await withPaypal(() => paypal.createAgreement(tokenId));
  return { billing_agreement: { id: agreement.id, payer_id: agreement.payerId, email: agreement.email } };
}

type PaypalPricing = PricedOrderInput & { paypal?: OrderPaypal; shipping?: PaypalShipping };

/** The order's strict total as placing it prices it, paid with PayPal (promo codes need a card). */
async function strictTotal(db: Database, order: PaypalPricing, now: Date): Promise<number> {
  const shop = await requireShopById(db, order.shop_id);
  const priced = await priceForPlacement(
    db,
    shop,
    {
      shipping_type: order.shipping_type,
      items: order.order_items_attributes,
      tip_amount: order.tip_amount,
      coupon_ids: order.coupon_ids,
      promo_code_id: order.promo_code_id,
      payment_method: 'paypal',
    },
    now,
    'order_items_attributes',
  );
  checkOrderMinimum(priced);
  return priced.receipt.total;
}

/** POST v1/paypal/orders: a payment of the order's strict total, made on its billing agreement (captured when the order is placed). */
export async function makePaypalOrder(db: Database, paypal: PaypalClient, order: PaypalPricing, now: Date): Promise<PaypalOrderResponse> {
  const agreementId = order.paypal?.billing_agreement_id;
  if (!agreementId) throw paypalPaymentError(PAYPAL_MESSAGES.missing);
  // a delivery's payment carries where it goes (checkout §3 "PayPal shipping"); a pickup ships nowhere
  const delivery = order.shipping_type === 'delivery';
  if (delivery && !order.shipping) {
    throw new ApiError(422, { code: 'shipping_required', message: 'Please provide a valid delivery address.', field: 'shipping' });
  }
  const total = await strictTotal(db, order, now);
  // the order names no payment source (the agreement pays when it is captured): the agreement must be usable now
  const agreement = await withPaypal(() => paypal.getAgreement(agreementId));
  if (agreement.state.toUpperCase() !== 'ACTIVE') throw paypalPaymentError(PAYPAL_MESSAGES.notApproved);
  const made = await withPaypal(() =>
    paypal.createOrder(total, `crust-shop-${order.shop_id}`, randomUUID(), delivery ? order.shipping : undefined),
  );
  return { paypal_order: { id: made.id, total: made.amount } };
}

/** Where a delivery goes, as placing it checked it: the payment's shipping must name the same street line and ZIP. */
export type PaypalShipsTo = { line1: string; postalCode: string };

const sameText = (a: unknown, b: string) => typeof a === 'string' && a.trim().toLowerCase() === b.trim().toLowerCase();
const shipsThere = (payment: PaypalOrder, to: PaypalShipsTo) => {
  const address = payment.shipping?.address;
  return sameText(address?.addressLine1, to.line1) && sameText(address?.postalCode, to.postalCode);
};

/** A PayPal payment to capture: the v2 order, and the billing agreement that pays it (named at capture). */
export type PaypalPayment = { id: string; agreementId: string };

/**
 * Placing a PayPal order: its payment (a v2 order, created without a payment source) is for exactly the
 * order's total and not yet captured, and a delivery's was made for its address; anything else is the
 * PayPal payment error (a changed total or address says so). The agreement pays it when it is captured.
 */
export async function checkPaypalPayment(
  paypal: PaypalClient,
  block: OrderPaypal | undefined,
  total: number,
  shipsTo: PaypalShipsTo | null = null,
): Promise<PaypalPayment> {
  if (!block?.billing_agreement_id || !block.payment_id) throw paypalPaymentError(PAYPAL_MESSAGES.missing);
  const payment = await withPaypal(() => paypal.getOrder(block.payment_id!));
  // CREATED (or APPROVED, PayPal's word for an order a buyer approved) is not yet captured
  if (payment.status !== 'CREATED' && payment.status !== 'APPROVED') throw paypalPaymentError(PAYPAL_MESSAGES.notApproved);
  if (payment.amount !== total || payment.currency !== 'USD') throw paypalPaymentError(PAYPAL_MESSAGES.totalChanged);
  if (shipsTo && !shipsThere(payment, shipsTo)) throw paypalPaymentError(PAYPAL_MESSAGES.shippingChanged);
  return { id: payment.id, agreementId: block.billing_agreement_id };
}

/**
 * Captures the order's payment on its agreement; the order's uuid makes a retried capture the same capture.
 * Only a COMPLETED capture pays: a PENDING one (status_details.reason, e.g. PENDING_REVIEW) has not moved
 * the money and may never, so the order is not paid with it (the PayPal payment error).
 */
export async function capturePaypalPayment(paypal: PaypalClient, payment: PaypalPayment, orderUuid: string): Promise<PaypalOrder> {
  const captured = await withPaypal(() => paypal.captureOrder(payment.id, payment.agreementId, `crust-order-${orderUuid}`));
  if (captured.status !== 'COMPLETED' || captured.captureStatus !== 'COMPLETED') throw paypalPaymentError(PAYPAL_MESSAGES.notApproved);
  return captured;
}
