import { fromPromise, type ActorRefFrom } from 'xstate';
import { announceSavedToCheckout } from '@machines/saveCard/saveCard.actors';
import { saveCardMachine } from '@machines/saveCard/saveCard.machine';
import { challengeDetails } from '@/api/challengeDetails';
import { confirmPaymentMethod } from '@/api/paymentMethods';
import { clearCardEntry, tokenizeCardEntry } from '@/payments/cardEntry';
import { toSavedCard } from './savedCards';
import { saveCardToAccount } from './threeDSecure';

/**
 * The saveCard machine with its real effects: the gateway's card fields (src/payments/cardEntry), v2 payment_methods.
 * It runs in the app's system (machines/app: saveCard.open), so its 3-D Secure challenge opens, closes and is watched
 * on the system's modal (machines/shared/challenge-modal), as placeOrder's saveCard child's.
 */
const saveCardWithEffects = saveCardMachine.provide({
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
  },
  actions: { clearCardFields: () => clearCardEntry() },
});

/** The account's new-card page: a saved card takes the shopper back to the account page (`onSaved`), which lists it. */
export const saveCardForAccount = (onSaved: () => void) => saveCardWithEffects.provide({ actions: { announceSaved: () => onSaved() } });

/** Checkout's newCreditCardModal: a saved card is the system's checkout's (newCard.saved: listed, picked, the modal closed). */
export const saveCardForCheckout = saveCardWithEffects.provide({ actions: { announceSaved: announceSavedToCheckout } });

export type SaveCardRef = ActorRefFrom<typeof saveCardMachine>;
