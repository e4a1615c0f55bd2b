import { assign, sendTo, setup } from 'xstate';
import { systemActor } from '../shared/system-actors';
import { errorStatusOf } from '../savedAddresses/savedAddresses.rules';
import { deleteCard, fetchCards } from './savedCards.actors';
import type { SavedCard, SavedCardsContext, SavedCardsEvent, SavedCardsInput } from './savedCards.types';

const withCard = (cards: SavedCard[], card: SavedCard) => [card, ...cards.filter((c) => c.id !== card.id)];
const forget = {
  actions: {
    type: 'removeCard',
    params: ({ event }: { event: Extract<SavedCardsEvent, { type: 'savedCards.forget' }> }) => ({ id: event.paymentMethodId }),
  },
} as const;
const add = {
  actions: {
    type: 'addCard',
    params: ({ event }: { event: Extract<SavedCardsEvent, { type: 'savedCards.added' }> }) => ({ card: event.card }),
  },
} as const;

export const savedCardsMachine = setup({
  types: {} as { context: SavedCardsContext; events: SavedCardsEvent; input: SavedCardsInput; tags: 'busy' },
  actors: { fetchCards, deleteCard },
  actions: {
    assignCards: assign((_, p: { cards: SavedCard[] }) => ({ cards: p.cards, errorStatus: null })),
    assignErrorStatus: assign((_, p: { status: number }) => ({ errorStatus: p.status })),
    addCard: assign(({ context }, p: { card: SavedCard }) => ({ cards: withCard(context.cards, p.card) })),
    removeCard: assign(({ context }, p: { id: number }) => ({
      cards: context.cards.filter((card) => card.id !== p.id),
      errorStatus: null,
    })),
    assignMarked: assign((_, p: { id: number | null }) => ({ markedId: p.id })),
    /** Tells the system's checkout the cards have arrived (it picks the last used one); on the account page there is none. */
    announceCards: sendTo(systemActor('checkout'), (_, p: { cards: SavedCard[] }) => ({ type: 'savedCards.listed', cards: p.cards })),
  },
  guards: { isSignedIn: ({ context }) => context.signedIn },
}).createMachine({
  id: 'savedCards',
  description:
    "The signed-in account's saved cards for one page (v2 payment_methods): requested at once (loading, then ready or failed; the cards, last used first, are announced to the page); a delete marks the card and asks first (confirmingDelete: confirm or cancel), then removes it once the server did (a failure keeps it and sets the error status). A guest has none and nothing is asked. Cards saved elsewhere join the list; a card the server removed (card verification) leaves it.",
  context: ({ input }) => ({ signedIn: input.signedIn, cards: [], markedId: null, errorStatus: null }),
  initial: 'starting',
  states: {
    starting: {
      always: [{ guard: 'isSignedIn', target: 'loading' }, { target: 'guest' }],
    },
    guest: { description: 'A guest: cards are single-use, none are listed.' },
    loading: {
      tags: ['busy'],
      invoke: {
        id: 'fetchCards',
        src: 'fetchCards',
        onDone: {
          target: 'ready',
          actions: [
            { type: 'assignCards', params: ({ event }) => ({ cards: event.output }) },
            { type: 'announceCards', params: ({ event }) => ({ cards: event.output }) },
          ],
        },
        onError: {
          target: 'failed',
          actions: { type: 'assignErrorStatus', params: ({ event }) => ({ status: errorStatusOf(event.error) }) },
        },
      },
    },
    failed: { on: { 'savedCards.request': 'loading' } },
    ready: {
      on: {
        'savedCards.delete': { target: 'confirmingDelete', actions: { type: 'assignMarked', params: ({ event }) => ({ id: event.id }) } },
        'savedCards.added': add,
        'savedCards.forget': forget,
      },
    },
    confirmingDelete: {
      description: 'The shopper is asked whether to delete the marked card: nothing is sent until they confirm; cancel keeps it.',
      on: {
        'savedCards.confirm': 'deleting',
        'savedCards.cancel': { target: 'ready', actions: { type: 'assignMarked', params: { id: null } } },
      },
    },
    deleting: {
      tags: ['busy'],
      description: 'The card is marked (shown as being removed) while the server deletes it.',
      on: { 'savedCards.added': add, 'savedCards.forget': forget },
      invoke: {
        id: 'deleteCard',
        src: 'deleteCard',
        input: ({ context }) => ({ id: context.markedId ?? 0 }),
        onDone: {
          target: 'ready',
          actions: [
            { type: 'removeCard', params: ({ context }) => ({ id: context.markedId ?? 0 }) },
            { type: 'assignMarked', params: { id: null } },
          ],
        },
        onError: {
          target: 'ready',
          actions: [
            { type: 'assignErrorStatus', params: ({ event }) => ({ status: errorStatusOf(event.error) }) },
            { type: 'assignMarked', params: { id: null } },
          ],
        },
      },
    },
  },
});
