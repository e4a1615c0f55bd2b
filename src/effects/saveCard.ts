import { fromCallback, fromPromise, type ActorRefFrom } from 'xstate';
import { saveCardMachine } from '@machines/saveCard/saveCard.machine';
import type { SaveCardEvent, SavedCard } from '@machines/saveCard/saveCard.types';
import { confirmPaymentMethod, createPaymentMethod } from '@/api/paymentMethods';
import { clearCardEntry, tokenizeCardEntry } from '@/payments/cardEntry';
import { isChallengeReturn } from '@/payments/challengeReturn';
import type { ModalRef } from '@/system';
import { toSavedCard } from './savedCards';

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

/**
 * The saveCard machine with its real effects: the gateway's card fields (src/payments/cardEntry), v2
 * payment_methods, threeDSecureModal on the app's modal actor. `onSaved` is what follows a saved card
 * (the new-card page goes back to /user).
 */
export function saveCardForApp({ modal, onSaved }: { modal: ModalRef; onSaved: (card: SavedCard) => void }) {
  const isShown = () => {
    const snapshot = modal.getSnapshot();
    return snapshot.matches('open') && snapshot.context.name === MODAL;
  };
  return saveCardMachine.provide({
    actors: {
      tokenizeCard: fromPromise(({ input }) => tokenizeCardEntry(input)),
      storeCard: fromPromise(async ({ input }) => {
        const answer = await createPaymentMethod({
          gateway: 'stripe', token: input.token, channel: 'web', singleUse: false, email: input.email || undefined,
          origin: window.location.origin, returnUrl: returnUrl(), browserInfo: browserInfo(),
        });
        return { card: toSavedCard(answer.paymentMethod), challengeUrl: answer.nextAction?.redirectToUrl.url ?? null };
      }),
      confirmCard: fromPromise(async ({ input }) => {
        const answer = await confirmPaymentMethod(input.paymentMethodId, input.setupIntent);
        return { card: toSavedCard(answer.paymentMethod) };
      }),
      watchChallenge: fromCallback<SaveCardEvent>(({ sendBack }) => {
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
      clearCardFields: () => clearCardEntry(),
      announceSaved: (_, { card }) => onSaved(card),
    },
  });
}

export type SaveCardRef = ActorRefFrom<ReturnType<typeof saveCardForApp>>;
