import { fromCallback, fromPromise } from 'xstate';
import type { PlaceOrderPayload } from '../checkout/checkout.payload';
import type { CardGateway } from '../paymentGateway/paymentGateway.types';
import type { CardSource, ConfirmedWallet, LookupOrderOutput, PlaceOrderEvent, SubmitOrderOutput } from './placeOrder.types';

/* Effects injected by the storefront (src/effects/placeOrder.ts); the defaults throw or do nothing. */

/**
 * The card fields' card: Stripe.js createPaymentMethod → the single-use payment method id; Adyen's card
 * component → its encrypted card and browser info. Throws the gateway's error (or the fields' when incomplete).
 */
export const tokenizeCard = fromPromise<CardSource, { gateway: CardGateway; email: string; name: string; postalCode: string }>(async () => {
  throw new Error('tokenizeCard not provided');
});

/** POST v1/paypal/orders {order, calculate_strict_total}: the PayPal payment made on the agreement for the order's strict total. */
export const payWithPaypal = fromPromise<{ paymentId: string }, { payload: PlaceOrderPayload }>(async () => {
  throw new Error('payWithPaypal not provided');
});

/**
 * Stripe.js confirmCardPayment(clientSecret, { payment_method }, { handleActions: false }) with the wallet
 * sheet's payment method; the sheet is completed ('success' or 'fail'). Throws the card's error.
 */
export const confirmWallet = fromPromise<ConfirmedWallet, { clientSecret: string; paymentMethodId: string }>(async () => {
  throw new Error('confirmWallet not provided');
});

/** Sends wallet.authorized when the wallet sheet gives a payment method, wallet.dismissed when it is closed. */
export const watchWalletSheet = fromCallback<PlaceOrderEvent>(() => {});

/** Opens the wallet sheet (Stripe's paymentRequest.show()), inside the shopper's click. */
export const openWalletSheet = (_: unknown) => {};

/** POST v2 orders with the Idempotency-Key header; the order, and its challenge page while it awaits 3-D Secure. */
export const submitOrder = fromPromise<SubmitOrderOutput, { payload: PlaceOrderPayload; idempotencyKey: string }>(async () => {
  throw new Error('submitOrder not provided');
});

/** PUT orders/{uuid}/complete after the challenge with what it returned (Stripe's intent id, Adyen's redirectResult). */
export const completeOrder = fromPromise<{ orderUuid: string }, { orderUuid: string; gateway: CardGateway; returned: string }>(async () => {
  throw new Error('completeOrder not provided');
});

/**
 * PUT orders/{uuid}/abandon when the shopper closed the challenge: the order if it was paid after all; otherwise
 * the server's 422 ('You closed the verification. Your card was not charged.') is thrown.
 */
export const abandonOrder = fromPromise<{ orderUuid: string }, { orderUuid: string }>(async () => {
  throw new Error('abandonOrder not provided');
});

/** GET v2 orders/idempotency/{key}: the order if it went through (with its challenge page if it awaits one), inProgress while its charge is settled (409), null if not. */
export const lookupOrder = fromPromise<LookupOrderOutput, { idempotencyKey: string }>(async () => {
  throw new Error('lookupOrder not provided');
});
