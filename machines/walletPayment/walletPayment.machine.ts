import { and, assign, setup } from 'xstate';
import { WALLET_MESSAGES } from '../../server/contract/wallet-messages';
import { GENERIC_ERROR_MESSAGE, toRequestError } from '../shared/request-error';
import { cancelIntent, checkWallets, report, requestIntent, showTotal } from './walletPayment.actors';
import { isWalletTender, pricingKey } from './walletPayment.rules';
import type { PlaceOrderPayload } from '../checkout/checkout.payload';
import type {
  CancellationReason,
  WalletAvailability,
  WalletIntent,
  WalletOrder,
  WalletPaymentContext,
  WalletPaymentEvent,
  WalletPaymentInput,
  WalletStatus,
} from './walletPayment.types';

type Ctx = { context: WalletPaymentContext };
/** Each state tells checkout where the wallet stands (the button is usable in `ready` only). */
const reportAs = (status: WalletStatus) =>
  ({
    type: 'report',
    params: ({ context }: Ctx) => ({
      available: context.available,
      intent: status === 'ready' ? context.intent : null,
      status,
      error: context.error,
    }),
  }) as const;
/** The order of a wallet.order event (its tender is a wallet's: the guards checked it). */
const walletOrder = (event: { tender: string; payload: PlaceOrderPayload }): { order: WalletOrder } => ({
  order: { tender: event.tender as WalletOrder['tender'], payload: event.payload },
});
const requestFailed = (error: unknown) => toRequestError(error).messages[0] ?? GENERIC_ERROR_MESSAGE;
/** Another tender chosen: the intent held is cancelled (storefront_payment_method_changed). */
const leaveWithIntent = {
  guard: and(['leavesWallet', 'holdsIntent']),
  target: '#walletPayment.cancelling',
  actions: { type: 'assignCancelReason', params: { reason: 'storefront_payment_method_changed' } },
} as const;
/** Another tender chosen and no intent held: nothing to cancel. */
const leaveWithout = { guard: 'leavesWallet', target: '#walletPayment.idle' } as const;
/** The cancel answered or failed: the intent is gone either way; a wallet order that came meanwhile is asked for next. */
const afterCancel = [
  {
    guard: 'hasPending',
    target: '#walletPayment.requesting',
    actions: ['clearIntent', { type: 'assignRequested', params: ({ context }: Ctx) => ({ order: context.pending }) }],
  },
  { guard: 'wasMismatch', target: '#walletPayment.failed', actions: 'clearIntent' },
  { target: '#walletPayment.idle', actions: 'clearIntent' },
] as const;

export const walletPaymentMachine = setup({
  types: {} as { context: WalletPaymentContext; events: WalletPaymentEvent; input: WalletPaymentInput; tags: 'busy' },
  actors: { checkWallets, requestIntent, cancelIntent },
  actions: {
    showTotal,
    report,
    assignAvailable: assign((_, p: { available: WalletAvailability }) => ({ available: p.available })),
    assignRequested: assign((_, p: { order: WalletOrder | null }) => ({ requested: p.order, pending: null, error: null })),
    assignPending: assign((_, p: { order: WalletOrder | null }) => ({ pending: p.order })),
    assignIntent: assign((_, p: { intent: WalletIntent }) => ({ intent: p.intent })),
    assignCancelReason: assign((_, p: { reason: CancellationReason }) => ({ cancelReason: p.reason })),
    assignError: assign((_, p: { error: string | null }) => ({ error: p.error })),
    // checkout §8: the intent is cleared when asking for it failed, and once cancelled (even when the cancel failed)
    clearIntent: assign({ intent: null, cancelReason: null }),
  },
  guards: {
    isEnabled: ({ context }) => context.enabled,
    hasWallet: (_, p: { available: WalletAvailability | null }) => Boolean(p.available?.applePay || p.available?.googlePay),
    holdsIntent: ({ context }) => context.intent !== null,
    totalsMatch: (_, p: { amount: number; strictTotal: number }) => p.amount === p.strictTotal,
    paysByWallet: (_, p: { tender: string }) => isWalletTender(p.tender),
    leavesWallet: ({ event }) => event.type === 'wallet.order' && !isWalletTender(event.tender),
    // a wallet order whose total may differ from the one the intent was asked for
    changesTotal: ({ context }, p: { tender: string; payload: PlaceOrderPayload }) =>
      isWalletTender(p.tender) &&
      (context.requested === null ||
        context.requested.tender !== p.tender ||
        pricingKey(context.requested.payload) !== pricingKey(p.payload)),
    hasPending: ({ context }) => context.pending !== null,
    wasMismatch: ({ context }) => context.cancelReason === 'storefront_totals_mismatch',
  },
}).createMachine({
  id: 'walletPayment',
  description:
    'Apple Pay and Google Pay (checkout §4 "Wallet payment intent", flag web_third_party_payments; the gateway is always stripe): the browser\'s wallets are checked once; on request a receipt with the strict total is recalculated and the held intent updated, or a new one created; the wallet button is usable once the intent is ready and not while a request or a cancel is under way (a newer request cancels the task in flight). An intent whose amount is not the strict total is cancelled (storefront_totals_mismatch); cancelling clears the intent even when the platform could not be told.',
  context: ({ input }) => ({ ...input, available: null, intent: null, requested: null, pending: null, cancelReason: null, error: null }),
  initial: 'deciding',
  states: {
    deciding: {
      description: 'The flag (where the shop takes cards) decides whether wallets are looked for.',
      always: [{ guard: 'isEnabled', target: 'checking' }, { target: 'unavailable' }],
    },
    checking: {
      description: "Does this browser have a wallet? (Stripe's paymentRequest().canMakePayment())",
      entry: reportAs('checking'),
      invoke: {
        id: 'checkWallets',
        src: 'checkWallets',
        onDone: [
          {
            guard: { type: 'hasWallet', params: ({ event }) => ({ available: event.output }) },
            target: 'idle',
            actions: { type: 'assignAvailable', params: ({ event }) => ({ available: event.output! }) },
          },
          { target: 'unavailable' },
        ],
        onError: 'unavailable',
      },
    },
    unavailable: {
      description: 'No wallet here (the flag is off, the shop takes no cards, or the browser has none): checkout offers none.',
      entry: reportAs('unavailable'),
    },
    idle: {
      description: 'No intent held.',
      entry: reportAs('idle'),
      on: {
        'wallet.order': {
          guard: { type: 'paysByWallet', params: ({ event }) => event },
          target: 'requesting',
          actions: { type: 'assignRequested', params: ({ event }) => walletOrder(event) },
        },
      },
    },
    requesting: {
      tags: ['busy'],
      description: 'The strict total is recalculated, then the intent updated (PUT) or created (POST). The wallet button waits.',
      entry: reportAs('requesting'),
      invoke: {
        id: 'requestIntent',
        src: 'requestIntent',
        input: ({ context }) => ({ order: context.requested!, intentId: context.intent?.id ?? null }),
        onDone: [
          {
            guard: {
              type: 'totalsMatch',
              params: ({ event }) => ({ amount: event.output.intent.amount, strictTotal: event.output.strictTotal }),
            },
            target: 'ready',
            actions: [
              { type: 'assignIntent', params: ({ event }) => event.output },
              { type: 'showTotal', params: ({ event }) => ({ amount: event.output.intent.amount }) },
            ],
          },
          {
            target: 'cancelling',
            actions: [
              { type: 'assignIntent', params: ({ event }) => event.output },
              { type: 'assignCancelReason', params: { reason: 'storefront_totals_mismatch' } },
              { type: 'assignError', params: { error: WALLET_MESSAGES.totalsMismatch } },
            ],
          },
        ],
        onError: {
          target: 'failed',
          actions: ['clearIntent', { type: 'assignError', params: ({ event }) => ({ error: requestFailed(event.error) }) }],
        },
      },
      on: {
        'wallet.order': [
          // the order's total may have changed: the task in flight is cancelled and asked again
          {
            guard: { type: 'changesTotal', params: ({ event }) => event },
            target: 'requesting',
            reenter: true,
            actions: { type: 'assignRequested', params: ({ event }) => walletOrder(event) },
          },
          // an update (PUT) under way holds the intent
          leaveWithIntent,
          leaveWithout,
        ],
      },
    },
    ready: {
      description: 'The intent is made for the strict total: the wallet button opens the wallet sheet.',
      entry: reportAs('ready'),
      on: {
        'wallet.order': [
          {
            guard: { type: 'changesTotal', params: ({ event }) => event },
            target: 'requesting',
            actions: { type: 'assignRequested', params: ({ event }) => walletOrder(event) },
          },
          leaveWithIntent,
        ],
        // a refused order gives the authorisation back, and the order is asked for anew
        'wallet.renew': {
          target: 'cancelling',
          actions: [
            { type: 'assignCancelReason', params: ({ event }) => event },
            { type: 'assignPending', params: ({ event }) => walletOrder(event) },
          ],
        },
      },
    },
    failed: {
      description: "Asking for the intent failed (the general handler's message): the shopper tries again, or the order changes.",
      entry: reportAs('failed'),
      on: {
        'wallet.retry': {
          guard: { type: 'paysByWallet', params: ({ event }) => event },
          target: 'requesting',
          actions: { type: 'assignRequested', params: ({ event }) => walletOrder(event) },
        },
        'wallet.order': [
          {
            guard: { type: 'changesTotal', params: ({ event }) => event },
            target: 'requesting',
            actions: { type: 'assignRequested', params: ({ event }) => walletOrder(event) },
          },
          leaveWithout,
        ],
      },
    },
    cancelling: {
      tags: ['busy'],
      description:
        'DELETE payment_intents/{id} with the reason; the intent is cleared whatever the answer. An order for a wallet meanwhile is asked for next.',
      entry: reportAs('cancelling'),
      invoke: {
        id: 'cancelIntent',
        src: 'cancelIntent',
        input: ({ context }) => ({ intentId: context.intent!.id, reason: context.cancelReason! }),
        onDone: afterCancel,
        onError: afterCancel,
      },
      on: {
        'wallet.order': [
          {
            guard: { type: 'paysByWallet', params: ({ event }) => event },
            actions: { type: 'assignPending', params: ({ event }) => walletOrder(event) },
          },
          { actions: { type: 'assignPending', params: { order: null } } },
        ],
      },
    },
  },
});
