import type { AnyMachineSnapshot } from 'xstate';
import { savedCardsMachine } from '../../machines/savedCards/savedCards.machine';
import type { SavedCard, SavedCardsContext } from '../../machines/savedCards/savedCards.types';
import type { ModelDefinition, ModelEvent } from '../support/model-paths';

const contextOf = (snapshot: AnyMachineSnapshot) => snapshot.context as SavedCardsContext;

/** Saved before the page opens (through the API, as the shopper's checkout on another device would): Stripe's 4242 test card. */
export const visa4242: SavedCard = { id: 1, brand: 'visa', lastFour: '4242', expMonth: 12, expYear: 2034 };

const statusOf = (event: ModelEvent) => (event.error as { status: number | null }).status;
const cut = (id: 'fetchCards' | 'deleteCard') => ({
  type: `xstate.error.actor.${id}`,
  actorId: id,
  error: { status: null, message: 'ERR_NETWORK', errors: [] },
});

export const savedCardsModel: ModelDefinition<typeof savedCardsMachine> = {
  name: 'savedCards',
  machine: savedCardsMachine,
  // /user mounts the list for a signed-in shopper only (AccountGate)
  input: { signedIn: true },
  outcomes: {
    'xstate.done.actor.fetchCards': [
      { type: 'xstate.done.actor.fetchCards', actorId: 'fetchCards', output: [] },
      { type: 'xstate.done.actor.fetchCards', actorId: 'fetchCards', output: [visa4242] },
    ],
    'xstate.error.actor.fetchCards': [cut('fetchCards')],
    'savedCards.delete': (snapshot) => contextOf(snapshot).cards.map((card) => ({ type: 'savedCards.delete', id: card.id })),
    'xstate.done.actor.deleteCard': [{ type: 'xstate.done.actor.deleteCard', actorId: 'deleteCard', output: undefined }],
    'xstate.error.actor.deleteCard': [
      cut('deleteCard'),
      // deleted meanwhile (another device, or card verification at checkout): DELETE answers 404
      {
        type: 'xstate.error.actor.deleteCard',
        actorId: 'deleteCard',
        error: {
          status: 404,
          message: "We couldn't find that card.",
          errors: [{ code: 'payment_method_not_found', message: "We couldn't find that card." }],
        },
      },
    ],
  },
  contextKey: (snapshot) => {
    const { cards, markedId, errorStatus } = contextOf(snapshot);
    return { ids: cards.map((card) => card.id), markedId, errorStatus };
  },
  filterEvents: (snapshot, event) => {
    // /user never hears of a card saved or removed elsewhere: see `unreachable`
    if (event.type === 'savedCards.added' || event.type === 'savedCards.forget') return false;
    // after a 404 the card is gone at the server: another Delete answers 404 again (the same transition), never a deletion
    if (event.type === 'savedCards.delete') return contextOf(snapshot).errorStatus !== 404;
    return true;
  },
  unreachable: {
    'savedCards.guest':
      '/user mounts the list only for a signed-in shopper (AccountGate shows a guest the log-in prompt instead), so its actor never starts as a guest; checkout starts one for a guest (unit-tested in machines/savedCards/savedCards.test.ts: nothing is asked)',
    'savedCards.starting --always#1--> savedCards.guest': 'the same: /user starts the list only for a signed-in shopper',
    'savedCards.ready --savedCards.added--> (self)':
      "/user saves no card in place: the new-card page is its own route (/user's list actor stops), and a saved card sends the shopper back to /user, whose new actor lists it from the server (walked in saveCard.spec: saved → listed). Checkout's newCreditCardModal sends it to checkout's list (walked in saveCardAtCheckout.spec: the card is listed and picked). Unit-tested in savedCards.test.ts",
    'savedCards.deleting --savedCards.added--> (self)': 'the same: nothing on /user saves a card while a delete is under way',
    'savedCards.ready --savedCards.forget--> (self)':
      "sent only by checkout's card verification when the server removed a card (orders/verify-expr/card-deleted); /user places no orders. Unit-tested in savedCards.test.ts",
    'savedCards.deleting --savedCards.forget--> (self)': 'the same: only checkout sends savedCards.forget',
  },
  eventLabel: (event) => {
    switch (event.type) {
      case 'xstate.done.actor.fetchCards':
        return (event.output as SavedCard[]).length ? 'the list answers one card' : 'the list answers none';
      case 'xstate.error.actor.fetchCards':
        return 'the list request is cut';
      case 'savedCards.request':
        return 'Try again';
      case 'savedCards.delete':
        return `Delete #${event.id}`;
      case 'savedCards.confirm':
        return 'Yes, delete';
      case 'savedCards.cancel':
        return 'Cancel the delete';
      case 'xstate.done.actor.deleteCard':
        return 'deleted';
      case 'xstate.error.actor.deleteCard':
        return statusOf(event) === null ? 'the delete is cut' : 'delete answers 404';
      default:
        return event.type;
    }
  },
};
