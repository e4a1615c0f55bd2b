import { fromCallback, fromPromise } from 'xstate';
import { placeOrderMachine } from '@machines/placeOrder/placeOrder.machine';
import type { PlaceOrderEvent } from '@machines/placeOrder/placeOrder.types';
import { ordersApi } from '@/api';
import { confirmPaymentMethod, createPaymentMethod } from '@/api/paymentMethods';
import { clearCardEntry, tokenizeCardEntry } from '@/payments/cardEntry';
import { isChallengeReturn } from '@/payments/challengeReturn';
import type { ModalRef } from '@/system';

const MODAL = 'threeDSecureModal';

/** Where the challenge page returns to: this storefront's /3ds-redirect, which tells this page and goes no further. */
const returnUrl = () => `${window.location.origin}/3ds-redirect`;
/** What a 3-D Secure server may ask of the browser (checkout §7 browser_info). */
const browserInfo = () => ({
  userAgent: navigator.userAgent,
  language: navigator.language,
  colorDepth: window.screen.colorDepth,
  screenHeight: window.screen.height,
  screenWidth: window.screen.width,
  timeZoneOffset: new Date().getTimezoneOffset(),
  javaEnabled: false,
});

/** The placeOrder machine with its real effects: the gateway's card fields, the platform API, threeDSecureModal. */
export function placeOrderForApp({ modal }: { modal: ModalRef }) {
  const isShown = () => {
    const snapshot = modal.getSnapshot();
    return snapshot.matches('open') && snapshot.context.name === MODAL;
  };
  return placeOrderMachine.provide({
    actors: {
      tokenizeCard: fromPromise(({ input }) => tokenizeCardEntry(input)),
      saveCard: fromPromise(async ({ input }) => {
        const answer = await createPaymentMethod({
          gateway: 'stripe', token: input.token, channel: 'web', singleUse: false, email: input.email || undefined,
          origin: window.location.origin, returnUrl: returnUrl(), browserInfo: browserInfo(),
        });
        return { paymentMethodId: answer.paymentMethod.id, challengeUrl: answer.nextAction?.redirectToUrl.url ?? null };
      }),
      confirmCard: fromPromise(async ({ input }) => {
        const answer = await confirmPaymentMethod(input.paymentMethodId, input.setupIntent);
        return { paymentMethodId: answer.paymentMethod.id };
      }),
      submitOrder: fromPromise(async ({ input }) => {
        const request = { ...input.payload, origin: window.location.origin, returnUrl: returnUrl(), browserInfo: browserInfo() };
        const order = await ordersApi.placeOrder(request, input.idempotencyKey);
        return { orderUuid: order.uuid, challengeUrl: order.status === 'awaiting_payment' ? order.threeDSecureLink : null };
      }),
      completeOrder: fromPromise(async ({ input }) => {
        const order = await ordersApi.completeOrder(input.orderUuid, input.paymentIntent);
        return { orderUuid: order.uuid };
      }),
      lookupOrder: fromPromise(async ({ input }) => {
        const order = await ordersApi.findOrderByIdempotencyKey(input.idempotencyKey);
        if (!order || order.status === 'payment_failed') return null;
        return { orderUuid: order.uuid, challengeUrl: order.status === 'awaiting_payment' ? order.threeDSecureLink : null };
      }),
      watchChallenge: fromCallback<PlaceOrderEvent>(({ sendBack }) => {
        const onMessage = (message: MessageEvent) => {
          if (message.origin !== window.location.origin || !isChallengeReturn(message.data)) return;
          sendBack({ type: 'challenge.return', intentId: message.data.intentId });
        };
        window.addEventListener('message', onMessage);
        const subscription = modal.subscribe(() => {
          if (!isShown()) sendBack({ type: 'challenge.abort' });
        });
        return () => {
          window.removeEventListener('message', onMessage);
          subscription.unsubscribe();
        };
      }),
    },
    actions: {
      openChallenge: () => modal.send({ type: 'modal.open', name: MODAL }),
      closeChallenge: () => {
        if (isShown()) modal.send({ type: 'modal.close' });
      },
    },
  });
}

export { clearCardEntry };
