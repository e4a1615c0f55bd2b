import { assign, setup } from 'xstate';
import {
  abandonOrder,
  completeOrder,
  confirmWallet,
  lookupOrder,
  openWalletSheet,
  payWithPaypal,
  submitOrder,
  tokenizeCard,
  watchWalletSheet,
} from './placeOrder.actors';
import { CHALLENGE_CLOSED, connectionLostMessage, isConnectionLost, PAYPAL_UNREACHABLE, toPlaceOrderError } from './placeOrder.errors';
import { orderPayload } from './placeOrder.payload';
import { closeChallengeModal, openChallengeModal, watchChallengeModal } from '../shared/challenge-modal';
import { saveCardMachine } from '../saveCard/saveCard.machine';
import type { SaveCardOutput } from '../saveCard/saveCard.types';
import type { SavedCard } from '../savedCards/savedCards.types';
import type {
  CardSource,
  ChallengeOrigin,
  LookupOrderOutput,
  PlaceOrderContext,
  PlaceOrderError,
  PlaceOrderEvent,
  PlaceOrderInput,
  PlaceOrderOutput,
  SubmitOrderOutput,
} from './placeOrder.types';

/** How often a charge the server is still settling is asked about again, and how many times in all (about 3 minutes: the server's sweeper settles it within 2). */
export const SETTLEMENT_RECHECK = { everyMs: 5_000, lookups: 36 } as const;

const keepsCard = (context: PlaceOrderContext) => context.payment.kind === 'newCard' && context.payment.save;

const fail = {
  target: '#placeOrder.failed',
  actions: { type: 'assignError', params: ({ event }: { event: { error: unknown } }) => ({ error: toPlaceOrderError(event.error) }) },
} as const;

export const placeOrderMachine = setup({
  types: {} as { context: PlaceOrderContext; events: PlaceOrderEvent; input: PlaceOrderInput; output: PlaceOrderOutput },
  actors: {
    tokenizeCard,
    saveCard: saveCardMachine,
    payWithPaypal,
    confirmWallet,
    watchWalletSheet,
    submitOrder,
    completeOrder,
    abandonOrder,
    lookupOrder,
    // threeDSecureModal is the app system's modal (checkout, this machine's parent, runs in it)
    watchChallenge: watchChallengeModal<PlaceOrderEvent>(),
  },
  delays: { settlementRecheck: SETTLEMENT_RECHECK.everyMs },
  actions: {
    openChallenge: openChallengeModal<PlaceOrderContext, PlaceOrderEvent>(),
    closeChallenge: closeChallengeModal<PlaceOrderContext, PlaceOrderEvent>(),
    openWalletSheet,
    assignCardSource: assign((_, p: { source: CardSource }) => ({
      cardSource: p.source,
      paymentToken: p.source.gateway === 'stripe' ? p.source.token : null,
    })),
    // a card saved only for this order (single-use) is not one the account keeps
    assignSavedCard: assign(({ context }, p: { card: SavedCard; clientSecret?: string | null }) => ({
      paymentMethodId: p.card.id,
      cardSecret: p.clientSecret ?? context.cardSecret,
      savedCard: keepsCard(context) ? p.card : null,
    })),
    assignOrder: assign((_, p: { orderUuid: string }) => ({ orderUuid: p.orderUuid })),
    assignPaypalPayment: assign((_, p: { paymentId: string }) => ({ paypalPaymentId: p.paymentId })),
    // checkout §8: a PayPal network interruption asks the shopper to review the order and try again or pick another method
    assignPaypalUnreachable: assign({ error: { messages: [PAYPAL_UNREACHABLE], codes: [], paymentError: false, verification: null } }),
    assignChallenge: assign((_, p: { origin: ChallengeOrigin; url: string }) => ({ challenge: { origin: p.origin, url: p.url } })),
    clearChallenge: assign({ challenge: null }),
    assignOutcome: assign((_, p: { outcome: NonNullable<PlaceOrderContext['outcome']> }) => ({ outcome: p.outcome })),
    assignConnectionLost: assign({ connectionLost: true }),
    countLookup: assign(({ context }) => ({ lookups: context.lookups + 1 })),
    // issue 31: a challenge closed before any order was made (a card's setup, a wallet's payment) charged nothing
    assignChallengeClosed: assign({ error: { messages: [CHALLENGE_CLOSED], codes: [], paymentError: false, verification: null } }),
    assignError: assign((_, p: { error: PlaceOrderError }) => ({ error: p.error })),
    assignConnectionError: assign(({ context }) => ({
      error: { messages: [connectionLostMessage(context.shopPhone)], codes: [], paymentError: false, verification: null },
    })),
  },
  guards: {
    paysByNewCard: ({ context }) => context.payment.kind === 'newCard',
    paysByPaypal: ({ context }) => context.payment.kind === 'paypal',
    paysByWallet: ({ context }) => context.payment.kind === 'wallet',
    // checkout §4: saved first when the shopper keeps it, and every new card of the adyen gateway
    savesCard: ({ context }) => context.payment.kind === 'newCard' && (context.payment.save || context.gateway === 'adyen'),
    needsChallenge: (_, p: { challengeUrl: string | null }) => p.challengeUrl !== null,
    isCardSaved: (_, p: { output: SaveCardOutput }) => p.output.status === 'saved',
    isCardChallengeClosed: (_, p: { output: SaveCardOutput }) => p.output.status === 'aborted',
    isConnectionLost: (_, p: { error: unknown }) => isConnectionLost(p.error),
    wentThrough: (_, p: { output: LookupOrderOutput }) => p.output !== null,
    isStillSettling: (_, p: { output: LookupOrderOutput }) => p.output !== null && 'inProgress' in p.output,
    mayLookAgain: ({ context }) => context.lookups < SETTLEMENT_RECHECK.lookups,
    challengedPlacingOrder: ({ context }) => context.challenge?.origin === 'placeOrder' && context.orderUuid !== null,
    challengedWallet: ({ context }) => context.challenge?.origin === 'wallet',
  },
}).createMachine({
  id: 'placeOrder',
  description:
    "Placing one order (checkout §4): a new card is made single-use in the browser (Stripe) or encrypted by Adyen's card component, and saved first when a signed-in shopper chose to save it or the gateway is adyen (for this order only, unless kept); PayPal makes its payment on the approved agreement first; a wallet (Apple Pay, Google Pay) opens its sheet in the shopper's click and confirms the intent made for the order with the payment method it gives; then the order is placed. The card's save, with the 3-D Secure challenge its setup may need and the confirm after it, is the saveCard machine, invoked as a child. A 3-D Secure challenge of the payment pauses the flow in threeDSecureModal until the challenge page returns, and the flow resumes by completing the order; closing a challenge cancels the order it paused (nothing charged, and the shopper is told so), or fails with the same words when no order was made yet. A lost connection asks the server, by the idempotency key, whether the order went through, again while the server is still settling its charge. Ends placed, failed (with the errors checkout shows) or aborted (the wallet sheet closed).",
  context: ({ input }) => ({
    ...input,
    lookups: 0,
    paymentToken: null,
    cardSource: null,
    paypalPaymentId: null,
    paymentMethodId: input.payment.kind === 'savedCard' ? input.payment.paymentMethodId : null,
    cardSecret: null,
    savedCard: null,
    orderUuid: null,
    challenge: null,
    connectionLost: false,
    error: null,
    outcome: null,
  }),
  output: ({ context }): PlaceOrderOutput => {
    if (context.outcome === 'placed') return { status: 'placed', orderUuid: context.orderUuid! };
    return context.outcome === 'failed' && context.error
      ? { status: 'failed', error: context.error, savedCard: context.savedCard }
      : { status: 'aborted' };
  },
  initial: 'starting',
  states: {
    starting: {
      always: [
        { guard: 'paysByNewCard', target: 'tokenizing' },
        { guard: 'paysByPaypal', target: 'payingWithPaypal' },
        { guard: 'paysByWallet', target: 'awaitingWallet' },
        { target: 'placing' },
      ],
    },
    awaitingWallet: {
      description:
        "The wallet sheet is open (opened inside the shopper's click): Pay gives a payment method; closing it places nothing (ABORTED).",
      entry: 'openWalletSheet',
      invoke: { id: 'watchWalletSheet', src: 'watchWalletSheet' },
      on: {
        'wallet.authorized': 'confirmingWallet',
        'wallet.dismissed': 'aborted',
      },
    },
    confirmingWallet: {
      description:
        "The intent is confirmed with the wallet's payment method (authorised for the strict total, captured when the order is placed); the sheet closes.",
      invoke: {
        id: 'confirmWallet',
        src: 'confirmWallet',
        input: ({ context, event }) => ({
          clientSecret: context.payment.kind === 'wallet' ? context.payment.clientSecret : '',
          paymentMethodId: event.type === 'wallet.authorized' ? event.paymentMethodId : '',
        }),
        onDone: [
          {
            guard: { type: 'needsChallenge', params: ({ event }) => event.output },
            target: 'awaitingChallenge',
            actions: { type: 'assignChallenge', params: ({ event }) => ({ origin: 'wallet' as const, url: event.output.challengeUrl! }) },
          },
          { target: 'placing' },
        ],
        onError: fail,
      },
    },
    payingWithPaypal: {
      description:
        "PayPal: a payment of the order's strict total is made on the approved billing agreement (POST v1/paypal/orders); the order is then placed with it and the server captures it.",
      invoke: {
        id: 'payWithPaypal',
        src: 'payWithPaypal',
        input: ({ context }) => ({ payload: orderPayload(context) }),
        onDone: { target: 'placing', actions: { type: 'assignPaypalPayment', params: ({ event }) => event.output } },
        onError: [
          {
            guard: { type: 'isConnectionLost', params: ({ event }) => ({ error: event.error }) },
            target: 'failed',
            actions: 'assignPaypalUnreachable',
          },
          fail,
        ],
      },
    },
    tokenizing: {
      description:
        "The card fields give the card: a single-use payment method at Stripe (Stripe.js), or Adyen's encrypted card (its card component).",
      invoke: {
        id: 'tokenizeCard',
        src: 'tokenizeCard',
        input: ({ context }) => ({
          gateway: context.gateway,
          ...(context.payment.kind === 'newCard'
            ? { email: context.payment.email, name: context.payment.name, postalCode: context.payment.postalCode }
            : { email: '', name: '', postalCode: '' }),
        }),
        onDone: [
          {
            guard: 'savesCard',
            target: 'savingCard',
            actions: { type: 'assignCardSource', params: ({ event }) => ({ source: event.output }) },
          },
          { target: 'placing', actions: { type: 'assignCardSource', params: ({ event }) => ({ source: event.output }) } },
        ],
        onError: fail,
      },
    },
    savingCard: {
      description:
        'The saveCard machine (a child) saves the card before the order, to the account when a signed-in shopper keeps it, else (gateway adyen) for this order only; a setup that needs 3-D Secure pauses there in threeDSecureModal, and the card is confirmed after it. Its output: saved (the order is placed with it), refused, or its challenge closed.',
      invoke: {
        id: 'saveCard',
        src: 'saveCard',
        input: ({ context }) => ({
          email: context.payment.kind === 'newCard' ? context.payment.email : '',
          name: context.payment.kind === 'newCard' ? context.payment.name : '',
          forOrder: { source: context.cardSource!, singleUse: !keepsCard(context) },
        }),
        onDone: [
          {
            guard: { type: 'isCardSaved', params: ({ event }) => ({ output: event.output }) },
            target: 'placing',
            actions: {
              type: 'assignSavedCard',
              params: ({ event }) => event.output as Extract<SaveCardOutput, { status: 'saved' }>,
            },
          },
          {
            guard: { type: 'isCardChallengeClosed', params: ({ event }) => ({ output: event.output }) },
            target: 'failed',
            actions: 'assignChallengeClosed',
          },
          {
            target: 'failed',
            actions: {
              type: 'assignError',
              params: ({ event }) => ({ error: toPlaceOrderError((event.output as Extract<SaveCardOutput, { status: 'refused' }>).error) }),
            },
          },
        ],
        onError: fail,
      },
    },
    awaitingChallenge: {
      description:
        'threeDSecureModal shows the 3-D Secure challenge of the payment (origin placeOrder or wallet) until it returns or the shopper leaves it.',
      entry: 'openChallenge',
      exit: 'closeChallenge',
      invoke: { id: 'watchChallenge', src: 'watchChallenge' },
      on: {
        'challenge.return': [
          // the wallet's intent is authorised now: the order is placed with it
          { guard: 'challengedWallet', target: 'placing', actions: 'clearChallenge' },
          { target: 'completing' },
        ],
        'challenge.abort': [
          { guard: 'challengedPlacingOrder', target: 'abandoning' },
          { target: 'failed', actions: ['clearChallenge', 'assignChallengeClosed'] },
        ],
      },
    },
    abandoning: {
      description:
        "The shopper closed the order's challenge: the server cancels the order and its payment (422 'You closed the verification. Your card was not charged.'), or answers it placed when the challenge had been passed after all.",
      invoke: {
        id: 'abandonOrder',
        src: 'abandonOrder',
        input: ({ context }) => ({ orderUuid: context.orderUuid! }),
        onDone: { target: 'placed', actions: 'clearChallenge' },
        onError: { ...fail, actions: ['clearChallenge', fail.actions] },
      },
    },
    placing: {
      description: 'POST v2 orders with the idempotency key.',
      invoke: {
        id: 'submitOrder',
        src: 'submitOrder',
        input: ({ context }) => ({ payload: orderPayload(context), idempotencyKey: context.idempotencyKey }),
        onDone: [
          {
            guard: { type: 'needsChallenge', params: ({ event }) => event.output },
            target: 'awaitingChallenge',
            actions: [
              { type: 'assignOrder', params: ({ event }) => event.output },
              { type: 'assignChallenge', params: ({ event }) => ({ origin: 'placeOrder' as const, url: event.output.challengeUrl! }) },
            ],
          },
          { target: 'placed', actions: { type: 'assignOrder', params: ({ event }) => event.output } },
        ],
        onError: [
          {
            guard: { type: 'isConnectionLost', params: ({ event }) => ({ error: event.error }) },
            target: 'checkingOrder',
            actions: 'assignConnectionLost',
          },
          fail,
        ],
      },
    },
    checkingOrder: {
      description:
        "The connection cut out while placing: 'Looks like your Internet cut out…' is shown while the server is asked by the idempotency key.",
      invoke: {
        id: 'lookupOrder',
        src: 'lookupOrder',
        input: ({ context }) => ({ idempotencyKey: context.idempotencyKey }),
        onDone: [
          { guard: { type: 'isStillSettling', params: ({ event }) => ({ output: event.output }) }, target: 'awaitingSettlement' },
          {
            guard: {
              type: 'needsChallenge',
              params: ({ event }) => ({ challengeUrl: event.output && 'challengeUrl' in event.output ? event.output.challengeUrl : null }),
            },
            target: 'awaitingChallenge',
            actions: [
              { type: 'assignOrder', params: ({ event }) => event.output as SubmitOrderOutput },
              {
                type: 'assignChallenge',
                params: ({ event }) => ({ origin: 'placeOrder' as const, url: (event.output as SubmitOrderOutput).challengeUrl! }),
              },
            ],
          },
          {
            guard: { type: 'wentThrough', params: ({ event }) => ({ output: event.output }) },
            target: 'placed',
            actions: { type: 'assignOrder', params: ({ event }) => event.output as SubmitOrderOutput },
          },
          { target: 'failed', actions: 'assignConnectionError' },
        ],
        onError: { target: 'failed', actions: 'assignConnectionError' },
      },
    },
    awaitingSettlement: {
      description:
        "The server answered that the order's charge is still being settled (409 order_in_progress: its request died and the sweeper settles it against the gateway): asked again every 5 s, about 3 minutes in all, the connection message still shown.",
      entry: 'countLookup',
      after: {
        settlementRecheck: [
          { guard: 'mayLookAgain', target: 'checkingOrder' },
          { target: 'failed', actions: 'assignConnectionError' },
        ],
      },
    },
    completing: {
      description: 'PUT orders/{uuid}/complete after the challenge.',
      invoke: {
        id: 'completeOrder',
        src: 'completeOrder',
        input: ({ context, event }) => ({
          orderUuid: context.orderUuid!,
          gateway: context.gateway,
          returned: event.type === 'challenge.return' ? event.intentId : '',
        }),
        onDone: { target: 'placed', actions: 'clearChallenge' },
        onError: { ...fail, actions: ['clearChallenge', fail.actions] },
      },
    },
    placed: { type: 'final', entry: { type: 'assignOutcome', params: { outcome: 'placed' } } },
    failed: { type: 'final', entry: { type: 'assignOutcome', params: { outcome: 'failed' } } },
    aborted: {
      type: 'final',
      description: 'ABORTED: the shopper closed the wallet sheet; nothing was charged.',
      entry: ['clearChallenge', { type: 'assignOutcome', params: { outcome: 'aborted' } }],
    },
  },
});
