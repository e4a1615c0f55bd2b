import { fromPromise, type ActorRefFrom } from 'xstate';
import { savedCardsMachine } from '@machines/savedCards/savedCards.machine';
import type { SavedCard } from '@machines/savedCards/savedCards.types';
import { deletePaymentMethod, listPaymentMethods, type SavedPaymentMethod } from '../api/paymentMethods';

export const toSavedCard = ({ id, brand, lastFour, expMonth, expYear }: SavedPaymentMethod): SavedCard => ({ id, brand, lastFour, expMonth, expYear });

/** The saved-cards machine with its real calls (GET and DELETE v2 payment_methods). */
export const savedCardsWithEffects = savedCardsMachine.provide({
  actors: {
    fetchCards: fromPromise<SavedCard[]>(async () => (await listPaymentMethods('stripe')).map(toSavedCard)),
    deleteCard: fromPromise<void, { id: number }>(({ input }) => deletePaymentMethod(input.id)),
  },
});

export type SavedCardsRef = ActorRefFrom<typeof savedCardsWithEffects>;
