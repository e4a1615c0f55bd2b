import { fromCallback, fromPromise } from 'xstate';
import { paypalMachine } from '@machines/paypal/paypal.machine';
import type { PaypalEvent } from '@machines/paypal/paypal.types';
import { createBillingAgreement, startPaypalApproval } from '@/api/paypal';
import { isPaypalReturn, PAYPAL_CHANNEL, PAYPAL_WINDOW_NAME } from '@/payments/paypalReturn';

const WINDOW_FEATURES = 'popup=yes,width=480,height=720';

/**
 * The paypal machine with its real effects: PayPal's window (opened inside the shopper's click, sent to
 * the approval page once the platform has it), the platform's PayPal calls, and /paypal-return's report
 * over a BroadcastChannel.
 */
export function paypalForApp() {
  let approvalWindow: Window | null = null;
  return paypalMachine.provide({
    actors: {
      startApproval: fromPromise(() => startPaypalApproval()),
      createAgreement: fromPromise(({ input }) => createBillingAgreement(input.tokenId)),
      watchApproval: fromCallback<PaypalEvent>(({ sendBack }) => {
        const channel = new BroadcastChannel(PAYPAL_CHANNEL);
        channel.onmessage = ({ data }: MessageEvent) => {
          if (isPaypalReturn(data)) sendBack({ type: 'approval.return', outcome: data.outcome, tokenId: data.tokenId });
        };
        return () => channel.close();
      }),
    },
    actions: {
      openApprovalWindow: () => {
        approvalWindow = window.open('', PAYPAL_WINDOW_NAME, WINDOW_FEATURES);
      },
      showApproval: (_, { url }) => {
        const absolute = new URL(url, window.location.origin).href;
        if (approvalWindow && !approvalWindow.closed) approvalWindow.location.href = absolute;
        else approvalWindow = window.open(absolute, PAYPAL_WINDOW_NAME, WINDOW_FEATURES);
      },
      closeApprovalWindow: () => {
        approvalWindow?.close();
        approvalWindow = null;
      },
    },
  });
}
