import { fromPromise, type ActorRefFrom } from 'xstate';
import { savedCardsMachine } from '@machines/savedCards/savedCards.machine';
import type { SavedCard } from '@machines/savedCards/savedCards.types';
import { deletePaymentMethod, listPaymentMethods, type SavedPaymentMethod } from '../api/paymentMethods';

export const toSavedCard = ({ id, brand, lastFour, expMonth, expYear, gateway }: SavedPaymentMethod): SavedCard => ({
  id,
  brand,
  lastFour,
  expMonth,
  expYear,
  gateway,
});

/** The saved-cards machine with its real calls (GET and DELETE v2 payment_methods). */
export const savedCardsWithEffects = savedCardsMachine.provide({
  actors: {
    // a shop takes the cards of its own gateway (stripe, or adyen with sf_adyen_payments): the account's cards at both
    fetchCards: fromPromise<SavedCard[]>(async () =>
      (await Promise.all([listPaymentMethods('stripe'), listPaymentMethods('adyen')])).flat().map(toSavedCard),
    ),
    deleteCard: fromPromise<void, { id: number }>(({ input }) => deletePaymentMethod(input.id)),
  },
});

export type SavedCardsRef = ActorRefFrom<typeof savedCardsWithEffects>;
