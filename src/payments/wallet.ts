import type { PaymentRequest, PaymentRequestCompleteStatus, PaymentRequestPaymentMethodEvent, Stripe } from '@stripe/stripe-js';
import type { WalletAvailability } from '@machines/walletPayment/walletPayment.types';
import { CARD_ERROR_MESSAGES } from '@contract/card-messages';
import { loadCardGateway } from './loadCardGateway';
import { noPaymentMethod, stripeFailure } from './paymentFailure';

/** What the wallet sheet tells the storefront: a payment method given (Pay), or the sheet closed. */
export type WalletSheetEvent = { type: 'authorized'; paymentMethodId: string } | { type: 'dismissed' };

/** Who the shopper pays, as the wallet sheet names it. */
const MERCHANT = 'Crust';

/**
 * The checkout's payment request (Stripe's, or the card sandbox's with its own sheet): made once per
 * checkout, kept at the order's total, shown inside the shopper's click, and the sheet's answer
 * (the `paymentmethod` event, to be completed once the intent is confirmed) handed to whoever listens.
 */
type Held = {
  stripe: Stripe;
  request: PaymentRequest;
  answer: PaymentRequestPaymentMethodEvent | null;
  listeners: Set<(event: WalletSheetEvent) => void>;
};
let held: Held | null = null;

/** Stripe's canMakePayment for a new payment request: the wallets this browser has, or null. */
export async function prepareWallet(): Promise<WalletAvailability | null> {
  const stripe = await loadCardGateway();
  const request = stripe.paymentRequest({ country: 'US', currency: 'usd', total: { label: MERCHANT, amount: 0, pending: true } });
  const current: Held = { stripe, request, answer: null, listeners: new Set() };
  request.on('paymentmethod', (event) => {
    current.answer = event;
    for (const listener of [...current.listeners]) listener({ type: 'authorized', paymentMethodId: event.paymentMethod.id });
  });
  request.on('cancel', () => {
    for (const listener of [...current.listeners]) listener({ type: 'dismissed' });
  });
  held = current;
  const result = await request.canMakePayment();
  return result ? { applePay: Boolean(result.applePay), googlePay: Boolean(result.googlePay) } : null;
}

/** The sheet shows the intent's amount. */
export function showWalletTotal(amount: number): void {
  held?.request.update({ total: { label: MERCHANT, amount } });
}

/** Must run inside the shopper's click (the browser refuses a sheet opened later). */
export function openWalletSheet(): void {
  held?.request.show();
}

export function watchWalletSheet(listener: (event: WalletSheetEvent) => void): () => void {
  const current = held;
  current?.listeners.add(listener);
  return () => current?.listeners.delete(listener);
}

/**
 * Confirms the intent with the sheet's payment method (Stripe.js confirmCardPayment, actions left to
 * the storefront; a 3-D Secure page returns to `returnUrl`) and completes the sheet. Answers the 3-D Secure page the intent waits on, if any;
 * throws the card's error as the other card steps do ({ messages, codes }).
 */
export async function confirmWalletPayment(
  clientSecret: string,
  paymentMethodId: string,
  returnUrl: string,
): Promise<{ challengeUrl: string | null }> {
  const current = held;
  if (!current) throw noPaymentMethod();
  const complete = (status: PaymentRequestCompleteStatus) => {
    current.answer?.complete(status);
    current.answer = null;
  };
  const result = await current.stripe.confirmCardPayment(
    clientSecret,
    { payment_method: paymentMethodId, return_url: returnUrl },
    { handleActions: false },
  );
  if (result.error) {
    complete('fail');
    throw stripeFailure(result.error);
  }
  complete('success');
  const { status, next_action: nextAction } = result.paymentIntent;
  if (status === 'requires_action' && nextAction?.type === 'redirect_to_url')
    return { challengeUrl: nextAction.redirect_to_url?.url ?? null };
  if (status === 'requires_action') {
    // Stripe.js's own 3-D Secure (a real wallet's card): it settles the intent in its modal
    const handled = await current.stripe.handleNextAction({ clientSecret });
    if (handled.error) throw stripeFailure(handled.error, CARD_ERROR_MESSAGES.verificationFailed);
  }
  return { challengeUrl: null };
}
