import { fromPromise } from 'xstate';
import { walletPaymentMachine } from '@machines/walletPayment/walletPayment.machine';
import { cancelWalletIntent, requestWalletIntent } from '@/api/wallet';
import { prepareWallet, showWalletTotal } from '@/payments/wallet';

/** The walletPayment machine with its real effects: Stripe's payment request and the platform's payment intents. */
export const walletPaymentWithEffects = walletPaymentMachine.provide({
  actors: {
    checkWallets: fromPromise(() => prepareWallet()),
    requestIntent: fromPromise(({ input }) => requestWalletIntent(input.order.payload, input.order.tender, input.intentId)),
    cancelIntent: fromPromise(({ input }) => cancelWalletIntent(input.intentId, input.reason)),
  },
  actions: { showTotal: (_, { amount }) => showWalletTotal(amount) },
});
