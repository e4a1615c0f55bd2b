import { fromCallback, fromPromise } from 'xstate';
import { placeOrderMachine } from '@machines/placeOrder/placeOrder.machine';
import { saveCardMachine } from '@machines/saveCard/saveCard.machine';
import type { CardSource, LookupOrderOutput, PlaceOrderEvent } from '@machines/placeOrder/placeOrder.types';
import { ordersApi } from '@/api';
import { challengeDetails } from '@/api/challengeDetails';
import { confirmPaymentMethod } from '@/api/paymentMethods';
import { createPaypalPayment } from '@/api/paypal';
import { readAdyenCard } from '@/payments/adyen/adyenEntry';
import { clearCardEntry, tokenizeCardEntry } from '@/payments/cardEntry';
import { confirmWalletPayment, openWalletSheet, watchWalletSheet } from '@/payments/wallet';
import { toSavedCard } from './savedCards';
import { browserInfo, challengeReturnUrl, saveCardToAccount } from './threeDSecure';

/**
 * The placeOrder machine with its real effects: the gateway's card fields, the wallet sheet, the platform API. Its
 * challenges (the payment's, and its saveCard child's card setup) open threeDSecureModal on the system's modal
 * (machines/shared/challenge-modal): it runs as checkout's child in the app's system.
 */
export function placeOrderForApp() {
  return placeOrderMachine.provide({
    actors: {
      tokenizeCard: fromPromise(
        async ({ input }): Promise<CardSource> =>
          input.gateway === 'adyen' ? readAdyenCard() : { gateway: 'stripe', ...(await tokenizeCardEntry(input)) },
      ),
      saveCard: saveCardMachine.provide({
        actors: {
          storeCard: fromPromise(async ({ input }) => {
            const answer = await saveCardToAccount(input);
            return {
              card: toSavedCard(answer.paymentMethod),
              challengeUrl: answer.nextAction?.redirectToUrl.url ?? null,
              clientSecret: answer.clientSecret ?? null,
            };
          }),
          confirmCard: fromPromise(async ({ input }) => {
            const answer = await confirmPaymentMethod(
              input.paymentMethodId,
              challengeDetails(input.gateway, 'setup', input.returned),
              input.email,
              input.clientSecret,
            );
            return { card: toSavedCard(answer.paymentMethod) };
          }),
        },
      }),
      payWithPaypal: fromPromise(({ input }) => createPaypalPayment(input.payload)),
      confirmWallet: fromPromise(({ input }) => confirmWalletPayment(input.clientSecret, input.paymentMethodId, challengeReturnUrl())),
      watchWalletSheet: fromCallback<PlaceOrderEvent>(({ sendBack }) =>
        watchWalletSheet((event) =>
          sendBack(
            event.type === 'authorized'
              ? { type: 'wallet.authorized', paymentMethodId: event.paymentMethodId }
              : { type: 'wallet.dismissed' },
          ),
        ),
      ),
      submitOrder: fromPromise(async ({ input }) => {
        const request = { ...input.payload, origin: window.location.origin, returnUrl: challengeReturnUrl(), browserInfo: browserInfo() };
        const order = await ordersApi.placeOrder(request, input.idempotencyKey);
        return { orderUuid: order.uuid, challengeUrl: order.status === 'awaiting_payment' ? order.threeDSecureLink : null };
      }),
      completeOrder: fromPromise(async ({ input }) => {
        const order = await ordersApi.completeOrder(input.orderUuid, challengeDetails(input.gateway, 'payment', input.returned));
        return { orderUuid: order.uuid };
      }),
      abandonOrder: fromPromise(async ({ input }) => ({ orderUuid: (await ordersApi.abandonOrder(input.orderUuid)).uuid })),
      lookupOrder: fromPromise(async ({ input }): Promise<LookupOrderOutput> => {
        const order = await ordersApi.findOrderByIdempotencyKey(input.idempotencyKey);
        if (order === 'inProgress') return { inProgress: true };
        if (!order || order.status === 'payment_failed') return null;
        return { orderUuid: order.uuid, challengeUrl: order.status === 'awaiting_payment' ? order.threeDSecureLink : null };
      }),
    },
    actions: {
      openWalletSheet: () => openWalletSheet(),
    },
  });
}

export { clearCardEntry };
