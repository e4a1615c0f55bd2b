import { fromPromise } from 'xstate';
import type { CancellationReason, RequestedIntent, WalletAvailability, WalletOrder, WalletReport } from './walletPayment.types';

/* Effects injected by the storefront (src/effects/walletPayment.ts); the defaults throw or do nothing. */

/** Stripe's paymentRequest().canMakePayment(): the wallets of this browser, or null for none. */
export const checkWallets = fromPromise<WalletAvailability | null>(async () => {
  throw new Error('checkWallets not provided');
});

/**
 * A receipt with the strict total (POST orders/shopping_cart, calculate_strict_total), then the intent:
 * PUT payment_intents/{intentId} when one is held, else POST payment_intents.
 */
export const requestIntent = fromPromise<RequestedIntent, { order: WalletOrder; intentId: string | null }>(async () => {
  throw new Error('requestIntent not provided');
});

/** DELETE payment_intents/{id}?cancellation_reason=. */
export const cancelIntent = fromPromise<void, { intentId: string; reason: CancellationReason }>(async () => {
  throw new Error('cancelIntent not provided');
});

/** The wallet sheet will show this amount (Stripe's paymentRequest.update({ total })). */
export const showTotal = (_: unknown, _params: { amount: number }) => {};
/** Checkout hears of every change. */
export const report = (_: unknown, _params: WalletReport) => {};
