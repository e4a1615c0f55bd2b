import { assign, setup } from 'xstate';
import { announceSaved, clearCardFields, confirmCard, storeCard, tokenizeCard } from './saveCard.actors';
import { closeChallengeModal, openChallengeModal, watchChallengeModal } from '../shared/challenge-modal';
import { cardFieldErrors, emptyFields, isCardComplete, toSaveCardFailure } from './saveCard.rules';
import type {
  CardElementField,
  CardElementState,
  CardSavedParams,
  SaveCardContext,
  SaveCardEvent,
  SaveCardFailure,
  SaveCardInput,
  SaveCardOutput,
  SavedCard,
} from './saveCard.types';

type ErrorEvent = { event: { error: unknown } };
const failure = ({ event }: ErrorEvent) => ({ failure: toSaveCardFailure(event.error) });
const failed = { target: '#saveCard.editing.failed', actions: { type: 'assignFailure', params: failure } } as const;
/** A refused card (payment_error) is failed with its fields emptied (checkout §8); anything else keeps them. */
const refusedOrFailed = [
  {
    guard: { type: 'isRefusal', params: ({ event }: ErrorEvent) => ({ error: event.error }) },
    target: '#saveCard.editing.failed',
    actions: [{ type: 'assignFailure', params: failure }, 'emptyFields', 'clearCardFields'],
  },
  failed,
] as const;
/** placeOrder's child ends refused, with the API client's error (placeOrder words it as checkout §8 does). */
const refusedForOrder = {
  guard: 'isForOrder',
  target: '#saveCard.refused',
  actions: { type: 'assignRefusal', params: ({ event }: ErrorEvent) => ({ error: event.error }) },
} as const;

export const saveCardMachine = setup({
  types: {} as { context: SaveCardContext; events: SaveCardEvent; input: SaveCardInput; output: SaveCardOutput; tags: 'busy' },
  // threeDSecureModal is the app system's modal: saveCard runs in the system as placeOrder's child, and as the app's
  // child (machines/app: saveCard.open) for the account's new-card page and checkout's newCreditCardModal
  actors: { tokenizeCard, storeCard, confirmCard, watchChallenge: watchChallengeModal<SaveCardEvent>() },
  actions: {
    openChallenge: openChallengeModal<SaveCardContext, SaveCardEvent>(),
    closeChallenge: closeChallengeModal<SaveCardContext, SaveCardEvent>(),
    clearCardFields,
    announceSaved,
    assignElement: assign(({ context }, p: { field: CardElementField; state: CardElementState }) => ({
      fields: { ...context.fields, [p.field]: p.state },
    })),
    assignPostalCode: assign(({ context }, p: { value: string }) => ({ fields: { ...context.fields, postalCode: p.value } })),
    assignSubmitted: assign({ submitted: true }),
    // checkout §4: the submitted flag resets in every case (the fields' messages wait for the next "Save card")
    resetSubmitted: assign({ submitted: false, errors: {} }),
    // the fields' messages show once "Save card" was pressed, then follow every edit
    assignErrors: assign(({ context }) => ({ errors: context.submitted ? cardFieldErrors(context.fields) : {} })),
    assignToken: assign((_, p: { token: string }) => ({ token: p.token })),
    assignSavedCard: assign((_, p: { card: SavedCard }) => ({ savedCard: p.card })),
    assignClientSecret: assign((_, p: { clientSecret?: string | null }) => ({ clientSecret: p.clientSecret ?? null })),
    assignRefusal: assign((_, p: { error: unknown }) => ({ refusal: p.error })),
    assignEnded: assign((_, p: { ended: SaveCardOutput['status'] }) => ({ ended: p.ended })),
    assignChallenge: assign((_, p: { url: string | null }) => ({ challengeUrl: p.url })),
    assignFailure: assign((_, p: { failure: SaveCardFailure | null }) => ({ failure: p.failure })),
    // a refused card's fields are emptied (checkout §8: payment_error clears the card entry)
    emptyFields: assign({ fields: emptyFields() }),
    restart: assign({
      fields: () => emptyFields(),
      submitted: false,
      errors: {},
      token: null,
      savedCard: null,
      challengeUrl: null,
      failure: null,
    }),
  },
  guards: {
    isForOrder: ({ context }) => context.forOrder !== null,
    isCardComplete: ({ context }) => isCardComplete(context.fields),
    needsChallenge: (_, p: { challengeUrl: string | null }) => p.challengeUrl !== null,
    isRefusal: (_, p: { error: unknown }) => toSaveCardFailure(p.error).paymentError,
  },
}).createMachine({
  id: 'saveCard',
  description:
    "The one flow that stores a card, save → 3-D Secure challenge → confirm. The account's \"add a card\" (/user/payment-methods/new): the card fields are checked (checkout §5), made a payment method by the gateway (Stripe.js), then saved to the account (POST v2 payment_methods, single_use false). A setup that needs 3-D Secure pauses in threeDSecureModal (origin saveCard) until the challenge page returns, then the card is confirmed; closing the modal aborts (ABORTED). A saved card is announced (the account's page goes back to /user; in checkout's newCreditCardModal it is the system's checkout's: newCard.saved); checkout's newCreditCardModal hosts the same form (card.restart: empty fields each time it opens). A refused card, a failed challenge or a lost connection keeps the form with checkout §8's message, and a failed 3-D Secure never saves the card. placeOrder invokes it as a child with the card checkout read (forOrder): it starts saving at once and ends saved, refused or aborted, its output telling placeOrder how to go on.",
  context: ({ input }) => ({
    ...input,
    forOrder: input.forOrder ?? null,
    clientSecret: null,
    refusal: null,
    ended: null,
    fields: emptyFields(),
    submitted: false,
    errors: {},
    token: null,
    savedCard: null,
    challengeUrl: null,
    failure: null,
  }),
  output: ({ context }): SaveCardOutput =>
    context.ended === 'saved'
      ? { status: 'saved', card: context.savedCard!, clientSecret: context.clientSecret }
      : context.ended === 'refused'
        ? { status: 'refused', error: context.refusal }
        : { status: 'aborted' },
  initial: 'starting',
  states: {
    starting: {
      description: "placeOrder's card (forOrder) is saved at once; the account's and checkout's dialog start with the card fields.",
      always: [{ guard: 'isForOrder', target: 'saving' }, { target: 'editing' }],
    },
    editing: {
      description: 'The card fields on the page; "Save card" goes on only when every field is valid, else their messages show.',
      initial: 'idle',
      on: {
        'card.restart': { target: '.idle', actions: 'restart' },
        'card.change': { actions: [{ type: 'assignElement', params: ({ event }) => event }, 'assignErrors'] },
        'card.postalCode': { actions: [{ type: 'assignPostalCode', params: ({ event }) => event }, 'assignErrors'] },
        'card.submit': [
          { guard: 'isCardComplete', target: 'tokenizing', actions: ['assignSubmitted', 'assignErrors'] },
          { target: '.idle', actions: ['assignSubmitted', 'assignErrors', { type: 'assignFailure', params: { failure: null } }] },
        ],
      },
      states: {
        idle: {},
        failed: { description: "The card was not saved: checkout §8's message shows until the next try.", entry: 'resetSubmitted' },
        aborted: {
          description: 'ABORTED: the shopper closed the 3-D Secure challenge; the card is not saved and can be tried again.',
          entry: 'resetSubmitted',
        },
      },
    },
    tokenizing: {
      tags: ['busy'],
      description: 'The card fields become a payment method at the gateway (Stripe.js createPaymentMethod).',
      entry: { type: 'assignFailure', params: { failure: null } },
      invoke: {
        id: 'tokenizeCard',
        src: 'tokenizeCard',
        input: ({ context }) => ({ email: context.email, name: context.name, postalCode: context.fields.postalCode.trim() }),
        onDone: { target: 'saving', actions: { type: 'assignToken', params: ({ event }) => event.output } },
        onError: failed,
      },
    },
    saving: {
      tags: ['busy'],
      description: 'POST v2 payment_methods: saved at once, or stored awaiting its 3-D Secure challenge.',
      invoke: {
        id: 'storeCard',
        src: 'storeCard',
        input: ({ context }) => ({
          ...(context.forOrder ?? { source: { gateway: 'stripe' as const, token: context.token ?? '' }, singleUse: false }),
          email: context.email,
        }),
        onDone: [
          {
            guard: { type: 'needsChallenge', params: ({ event }) => event.output },
            target: 'awaitingChallenge',
            actions: [
              { type: 'assignSavedCard', params: ({ event }) => event.output },
              { type: 'assignClientSecret', params: ({ event }) => event.output },
              { type: 'assignChallenge', params: ({ event }) => ({ url: event.output.challengeUrl }) },
            ],
          },
          {
            guard: 'isForOrder',
            target: 'stored',
            actions: [
              { type: 'assignSavedCard', params: ({ event }) => event.output },
              { type: 'assignClientSecret', params: ({ event }) => event.output },
            ],
          },
          { target: 'saved', actions: { type: 'assignSavedCard', params: ({ event }) => event.output } },
        ],
        onError: [refusedForOrder, ...refusedOrFailed],
      },
    },
    awaitingChallenge: {
      tags: ['busy'],
      description:
        "threeDSecureModal shows the card's 3-D Secure challenge page (origin saveCard) until it returns to /3ds-redirect or the shopper closes it.",
      entry: 'openChallenge',
      exit: ['closeChallenge', { type: 'assignChallenge', params: { url: null } }],
      invoke: { id: 'watchChallenge', src: 'watchChallenge' },
      on: {
        'challenge.return': 'confirming',
        'challenge.abort': [{ guard: 'isForOrder', target: 'abandoned' }, { target: '#saveCard.editing.aborted' }],
      },
    },
    confirming: {
      tags: ['busy'],
      description:
        "POST v2 payment_methods/{id}/confirm with what the challenge returned (Stripe's setup intent, Adyen's redirectResult): a failed challenge is refused and the card deleted.",
      invoke: {
        id: 'confirmCard',
        src: 'confirmCard',
        input: ({ context, event }) => ({
          paymentMethodId: context.savedCard?.id ?? 0,
          gateway: context.forOrder?.source.gateway ?? 'stripe',
          returned: event.type === 'challenge.return' ? event.intentId : '',
          email: context.email,
          ...(context.clientSecret ? { clientSecret: context.clientSecret } : {}),
        }),
        onDone: [
          { guard: 'isForOrder', target: 'stored', actions: { type: 'assignSavedCard', params: ({ event }) => event.output } },
          { target: 'saved', actions: { type: 'assignSavedCard', params: ({ event }) => event.output } },
        ],
        onError: [refusedForOrder, ...refusedOrFailed],
      },
    },
    saved: {
      description:
        "The card is on the account: announced (the account's page goes back to /user, which lists it; checkout's newCreditCardModal closes, and the card is listed and picked). At checkout the modal may open again for another card.",
      entry: { type: 'announceSaved', params: ({ context }): CardSavedParams => ({ card: context.savedCard! }) },
      on: { 'card.restart': { target: 'editing.idle', actions: 'restart' } },
    },
    stored: {
      type: 'final',
      entry: { type: 'assignEnded', params: { ended: 'saved' } },
      description: "placeOrder's card is saved (confirmed after its challenge): placeOrder places the order with it.",
    },
    refused: {
      type: 'final',
      entry: { type: 'assignEnded', params: { ended: 'refused' } },
      description: "placeOrder's card was refused, or failed its challenge (checkout §8's message): placeOrder fails with it.",
    },
    abandoned: {
      type: 'final',
      entry: { type: 'assignEnded', params: { ended: 'aborted' } },
      description:
        "The shopper closed placeOrder's card challenge: nothing is saved, and placeOrder fails saying the card was not charged.",
    },
  },
});
