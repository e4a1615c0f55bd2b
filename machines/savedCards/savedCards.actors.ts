import { fromPromise } from 'xstate';
import type { SavedCard } from './savedCards.types';

/** GET v2 payment_methods (injected). */
export const fetchCards = fromPromise<SavedCard[]>(async () => {
  throw new Error('fetchCards not provided');
});
/** DELETE v2 payment_methods/{id} (injected). */
export const deleteCard = fromPromise<void, { id: number }>(async () => {
  throw new Error('deleteCard not provided');
});
