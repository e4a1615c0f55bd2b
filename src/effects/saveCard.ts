import { fromPromise, type ActorRefFrom } from 'xstate';
import { saveCardMachine } from '@machines/saveCard/saveCard.machine';
import type { SaveCardEvent, SavedCard } from '@machines/saveCard/saveCard.types';
import { challengeDetails } from '@/api/challengeDetails';
import { confirmPaymentMethod } from '@/api/paymentMethods';
import { clearCardEntry, tokenizeCardEntry } from '@/payments/cardEntry';
import type { ModalRef } from '@/system';
import { toSavedCard } from './savedCards';
import { saveCardToAccount, threeDSecureModal } from './threeDSecure';

/**
 * The saveCard machine with its real effects: the gateway's card fields (src/payments/cardEntry), v2
 * payment_methods, threeDSecureModal on the app's modal actor. `onSaved` is what follows a saved card
 * (the new-card page goes back to /user). These actors are roots outside the app's system (useActorRef), so the
 * challenge's modal is handed in (threeDSecureModal's fallback); placeOrder's saveCard child reaches it through the system.
 */
export function saveCardForApp({ modal, onSaved }: { modal: ModalRef; onSaved: (card: SavedCard) => void }) {
  const challenge = threeDSecureModal<SaveCardEvent>(modal);
  return saveCardMachine.provide({
    actors: {
      tokenizeCard: fromPromise(({ input }) => tokenizeCardEntry(input)),
      storeCard: fromPromise(async ({ input }) => {
        const answer = await saveCardToAccount(input);
        return { card: toSavedCard(answer.paymentMethod), challengeUrl: answer.nextAction?.redirectToUrl.url ?? null };
      }),
      // the account's card is confirmed by its signed-in shopper: no email nor client_secret
      confirmCard: fromPromise(async ({ input }) => {
        const answer = await confirmPaymentMethod(input.paymentMethodId, challengeDetails(input.gateway, 'setup', input.returned));
        return { card: toSavedCard(answer.paymentMethod) };
      }),
      watchChallenge: challenge.watchChallenge,
    },
    actions: {
      openChallenge: challenge.openChallenge,
      closeChallenge: challenge.closeChallenge,
      clearCardFields: () => clearCardEntry(),
      announceSaved: (_, { card }) => onSaved(card),
    },
  });
}

export type SaveCardRef = ActorRefFrom<ReturnType<typeof saveCardForApp>>;
