import { fromCallback, fromPromise } from 'xstate';
import type { PaypalAgreement, PaypalEvent, PaypalReport } from './paypal.types';

/* Effects injected by the storefront (src/effects/paypal.ts); the defaults throw or do nothing. */

/** POST v1/paypal/billing_agreement_tokens: PayPal's approval page for a new agreement. */
export const startApproval = fromPromise<{ tokenId: string; approvalUrl: string }>(async () => {
  throw new Error('startApproval not provided');
});

/** POST v1/paypal/billing_agreements {token_id}: the approved agreement. */
export const createAgreement = fromPromise<PaypalAgreement, { tokenId: string }>(async () => {
  throw new Error('createAgreement not provided');
});

/** Sends approval.return when PayPal's window reaches /paypal-return. */
export const watchApproval = fromCallback<PaypalEvent>(() => {});

/** Opens PayPal's window at once, inside the shopper's click (a window opened later is blocked). */
export const openApprovalWindow = (_: unknown) => {};
/** Sends PayPal's window to the approval page. */
export const showApproval = (_: unknown, _params: { url: string }) => {};
export const closeApprovalWindow = (_: unknown) => {};
/** Checkout hears of each change of the agreement. */
export const report = (_: unknown, _params: PaypalReport) => {};
