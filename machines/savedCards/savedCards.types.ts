/** A saved card as the account lists it (v2 payment_methods); `gateway` absent: stripe's. */
export type SavedCard = { id: number; brand: string; lastFour: string; expMonth: number; expYear: number; gateway?: 'stripe' | 'adyen' };

export type SavedCardsContext = {
  signedIn: boolean;
  cards: SavedCard[];
  /** The card being deleted: marked while the shopper confirms and the DELETE runs, then removed. */
  markedId: number | null;
  /** HTTP status of the last failed list or delete (null when none). */
  errorStatus: number | null;
};

export type SavedCardsInput = { signedIn: boolean };

export type SavedCardsEvent =
  | { type: 'savedCards.request' }
  /** Asks to delete a card: it is marked and the shopper must confirm. */
  | { type: 'savedCards.delete'; id: number }
  | { type: 'savedCards.confirm' }
  | { type: 'savedCards.cancel' }
  /** A card was saved elsewhere (checkout, the new-card page): it joins the list. */
  | { type: 'savedCards.added'; card: SavedCard }
  /** The server removed a card (card verification): it leaves the list without a call. */
  | { type: 'savedCards.forget'; paymentMethodId: number };
