import { produce } from '../shared/produce';
import { and, assign, enqueueActions, sendParent, sendTo, setup } from 'xstate';
import type { CartProduct } from '../cart/cart.types';
import { cardVerificationMachine } from '../cardVerification/cardVerification.machine';
import type { CardVerificationReport } from '../cardVerification/cardVerification.types';
import { paymentGatewayMachine } from '../paymentGateway/paymentGateway.machine';
import { paypalMachine } from '../paypal/paypal.machine';
import type { PaypalReport } from '../paypal/paypal.types';
import { walletPaymentMachine } from '../walletPayment/walletPayment.machine';
import type { WalletReport } from '../walletPayment/walletPayment.types';
import { buildOrderPayload } from './checkout.payload';
import type { PaymentGatewayOutput } from '../paymentGateway/paymentGateway.types';
import { placeOrderMachine } from '../placeOrder/placeOrder.machine';
import type { PlaceOrderError, PlaceOrderOutput } from '../placeOrder/placeOrder.types';
import { savedCardsMachine } from '../savedCards/savedCards.machine';
import { signInPromptMachine } from '../signInPrompt/signInPrompt.machine';
import type { SavedCard } from '../savedCards/savedCards.types';
import type { OrderOptionType } from './checkout.options';
import { modeOf, offeredSlot, withOfferedSlot } from './checkout.later';
import { closeModalShowing } from '../shared/system-modal';
import { systemActor } from '../shared/system-actors';
import {
  clearCardFields,
  laterClock,
  forgetPlacedOrder,
  persistCheckout,
  focusError,
  showConfirmation,
  validateDeliveryAddress,
  watchCart,
  watchReceipt,
} from './checkout.actors';
import { createCheckoutContext, emptyCardEntry, toCheckoutDeals } from './checkout.context';
import { placeOrderInput } from './checkout.payment';
import { checkoutMemory, hasCurrentReceipt, meetsMinimum, pricedFulfilment } from './checkout.receipt';
import { refusedSubmitSummary } from './checkout.unsaved';
import { hasCompleteAddress, isOrderReady, noErrors, sameAdyenValidity, validateOrder } from './checkout.rules';
import type {
  AddressField,
  AddressValidation,
  AdyenValidity,
  CardElementField,
  CardElementState,
  CheckoutAddress,
  CheckoutContext,
  CheckoutDeals,
  CheckoutEvent,
  CheckoutInput,
  CheckoutOutput,
  CheckoutReceipt,
  CheckoutTender,
  ContactField,
  PricedFulfilment,
} from './checkout.types';
import { CHECKOUT_MESSAGES } from './contact.rules';

type On<T extends CheckoutEvent['type']> = { event: Extract<CheckoutEvent, { type: T }> };
type Ctx = { context: CheckoutContext };

/** The app's receipt prices the fulfilment this form makes; the form is stored for the next visit. */
const share = { type: 'shareFulfilment', params: ({ context }: Ctx) => ({ fulfilment: pricedFulfilment(context) }) } as const;
const persist = { type: 'persistCheckout', params: ({ context }: Ctx) => checkoutMemory(context) } as const;

/** Form edits, shared by `editing` and `failed` (where an edit returns to `editing`). */
const edits = (target: '#checkout.editing' | undefined) =>
  ({
    'contact.change': {
      target,
      actions: [{ type: 'assignContactField', params: ({ event }: On<'contact.change'>) => event }, 'assignErrors', persist],
    },
    'fulfilment.set': {
      target,
      actions: [
        { type: 'assignFulfilment', params: ({ event }: On<'fulfilment.set'>) => event },
        'assignLaterForMode',
        'assignErrors',
        share,
        persist,
      ],
    },
    'instructions.change': {
      target,
      actions: [{ type: 'assignInstructions', params: ({ event }: On<'instructions.change'>) => event }, persist],
    },
    'option.toggle': { target, actions: [{ type: 'assignOption', params: ({ event }: On<'option.toggle'>) => event }, persist] },
    'sms.toggle': { target, actions: { type: 'assignTextUpdates', params: ({ event }: On<'sms.toggle'>) => event } },
    'when.set': { target, actions: [{ type: 'assignForLater', params: ({ event }: On<'when.set'>) => event }, 'assignErrors'] },
    'when.pick': { target, actions: [{ type: 'assignLaterTime', params: ({ event }: On<'when.pick'>) => event }, 'assignErrors'] },
    // the chosen time is no longer offered: the next one is chosen and the shopper told
    'when.tick': {
      guard: { type: 'laterTimePassed', params: ({ event }: On<'when.tick'>) => event },
      target,
      actions: [{ type: 'rollLaterTime', params: ({ event }: On<'when.tick'>) => event }, 'assignErrors'],
    },
    'cart.sync': {
      target,
      actions: [{ type: 'assignCartProducts', params: ({ event }: On<'cart.sync'>) => event }, 'assignErrors', share],
    },
    'address.change': {
      target: '#checkout.editing.address.idle',
      actions: [
        { type: 'assignAddressField', params: ({ event }: On<'address.change'>) => event },
        'clearFormattedAddress',
        'clearRestoredCheck',
        'assignErrors',
        persist,
      ],
    },
    'address.pick': {
      target: '#checkout.editing.address.validating',
      actions: [
        { type: 'assignAddress', params: ({ event }: On<'address.pick'>) => event },
        'clearFormattedAddress',
        'clearRestoredCheck',
        'assignErrors',
        persist,
      ],
    },
    'tender.set': {
      target,
      actions: [
        { type: 'assignTender', params: ({ event }: On<'tender.set'>) => event },
        'tellWallet',
        'clearVerification',
        'assignErrors',
        share,
        persist,
      ],
    },
    'wallet.retry': { target, actions: 'retryWallet' },
    // an element reporting the state checkout already holds (e.g. emptied after a refused card) is no edit
    'card.change': {
      guard: { type: 'changesCard', params: ({ event }: On<'card.change'>) => event },
      target,
      actions: [{ type: 'assignCardElement', params: ({ event }: On<'card.change'>) => event }, 'assignErrors'],
    },
    'card.postalCode': {
      target,
      actions: [{ type: 'assignPostalCode', params: ({ event }: On<'card.postalCode'>) => event }, 'assignErrors'],
    },
    // Adyen's component reports on every keystroke: only a change in which fields are valid is an edit
    'card.adyenChange': {
      guard: { type: 'changesAdyenValidity', params: ({ event }: On<'card.adyenChange'>) => event },
      target,
      actions: [{ type: 'assignAdyenValidity', params: ({ event }: On<'card.adyenChange'>) => event }, 'assignErrors'],
    },
    'card.saveChange': { target, actions: { type: 'assignSaveCard', params: ({ event }: On<'card.saveChange'>) => event } },
    'tip.choose': {
      target,
      actions: [{ type: 'assignTipChoice', params: ({ event }: On<'tip.choose'>) => event }, 'assignErrors', share, persist],
    },
    'tip.customChange': {
      target,
      actions: [{ type: 'assignCustomTip', params: ({ event }: On<'tip.customChange'>) => event }, 'assignErrors', share, persist],
    },
    // another payment: verification is asked again by the server if it still needs it
    'card.pick': {
      target,
      actions: [
        { type: 'assignSavedCard', params: ({ event }: On<'card.pick'>) => event },
        'clearVerification',
        { type: 'assignSummaryErrors', params: { messages: [] } },
        'assignErrors',
      ],
    },
  }) as const;
type Failure = { event: { output: PlaceOrderOutput } };
type ListedCard = Extract<CheckoutEvent, { type: 'savedCards.listed' }>['cards'][number];
/** The last used of the listed cards (they come last used first) that the shop's gateway takes. */
const lastUsedOf = (cards: ListedCard[], gateway: string) => cards.find((card) => (card.gateway ?? 'stripe') === gateway);
const isCardEntryEmpty = (card: CheckoutContext['card']) =>
  card.cardNumber === 'empty' &&
  card.cardExpiry === 'empty' &&
  card.cardCvc === 'empty' &&
  card.postalCode === '' &&
  !card.adyen.encryptedCardNumber &&
  !card.adyen.encryptedExpiryDate &&
  !card.adyen.encryptedSecurityCode;
const failureOf = (output: PlaceOrderOutput): PlaceOrderError | null => (output.status === 'failed' ? output.error : null);
/** The card placeOrder saved before the order was refused: it is on the account now. */
const savedOnTheWay = (output: PlaceOrderOutput): SavedCard | null => (output.status === 'failed' ? output.savedCard : null);
const rememberSaved = { type: 'rememberSavedCard', params: ({ event }: Failure) => ({ card: savedOnTheWay(event.output) }) } as const;
/** Said with a refused card, whose fields checkout empties (checkout §8 is silent on it; the shopper should not find them blank without a word). */
export const CARD_DETAILS_AGAIN = 'Please enter your card details again.';
// a refused wallet order gives back its intent's authorisation and asks for a new one
const showFailure = [
  { type: 'assignSummaryErrors', params: ({ event }: Failure) => ({ messages: failureOf(event.output)?.messages ?? [] }) },
  'focusError',
  'renewWalletIntent',
] as const;

/** The PayPal child (the storefront's, with its effects) reports each change of the agreement to pay with. */
export const paypalChild = (machine: typeof paypalMachine = paypalMachine) =>
  machine.provide({ actions: { report: sendParent((_, report: PaypalReport) => ({ type: 'paypal.update' as const, report })) } });
const paypal = paypalChild();

/** The wallet child (the storefront's, with its effects) reports each change of the wallets and the intent. */
export const walletChild = (machine: typeof walletPaymentMachine = walletPaymentMachine) =>
  machine.provide({ actions: { report: sendParent((_, report: WalletReport) => ({ type: 'wallet.update' as const, report })) } });
const walletPayment = walletChild();

/** The child reports each change of what verification asks for. */
const cardVerification = cardVerificationMachine.provide({
  actions: { report: sendParent((_, report: CardVerificationReport) => ({ type: 'verification.update' as const, report })) },
});

const validateOn = { 'address.validate': { guard: 'hasCompleteAddress', target: '#checkout.editing.address.validating' } } as const;
/** Entry of each address sub-state: mirror it in context, refresh shown errors, and price the fulfilment it makes. */
const mirror = (status: AddressValidation) => [
  { type: 'assignAddressValidation', params: { status } } as const,
  'assignErrors' as const,
  share,
];
const restoreTo = (status: AddressValidation) => ({ guard: { type: 'hasAddressValidation', params: { status } }, target: status }) as const;

/*
 * The account's cards listed on this page (the savedCards child): one the server removed leaves it, one saved on the way
 * joins it. With nothing to tell (null) nothing is sent.
 */
const forgetSavedCard = enqueueActions<
  CheckoutContext,
  CheckoutEvent,
  { paymentMethodId: number | null },
  CheckoutEvent,
  never,
  never,
  never,
  never,
  never
>(({ enqueue }, p) => {
  if (p.paymentMethodId !== null) enqueue.sendTo('savedCards', { type: 'savedCards.forget', paymentMethodId: p.paymentMethodId });
});
const rememberSavedCard = enqueueActions<
  CheckoutContext,
  CheckoutEvent,
  { card: SavedCard | null },
  CheckoutEvent,
  never,
  never,
  never,
  never,
  never
>(({ enqueue }, p) => {
  if (p.card !== null) enqueue.sendTo('savedCards', { type: 'savedCards.added', card: p.card });
});

export const checkoutMachine = setup({
  types: {} as { context: CheckoutContext; events: CheckoutEvent; input: CheckoutInput; output: CheckoutOutput },
  actors: {
    validateDeliveryAddress,
    placeOrder: placeOrderMachine,
    paymentGateway: paymentGatewayMachine,
    savedCards: savedCardsMachine,
    signInPrompt: signInPromptMachine,
    paypal,
    walletPayment,
    cardVerification,
    watchReceipt,
    watchCart,
    laterClock,
  },
  actions: {
    assignContactField: assign(({ context }, p: { field: ContactField; value: string }) =>
      produce(context, (draft) => {
        draft.contact[p.field] = p.value;
      }),
    ),
    assignFulfilment: assign((_, p: { forDelivery: boolean }) => ({ forDelivery: p.forDelivery })),
    assignInstructions: assign((_, p: { value: string }) => ({ specialInstructions: p.value })),
    assignOption: assign(({ context }, p: { option: OrderOptionType; on: boolean }) => ({
      orderOptions: p.on ? [...new Set([...context.orderOptions, p.option])] : context.orderOptions.filter((option) => option !== p.option),
    })),
    assignTextUpdates: assign((_, p: { on: boolean }) => ({ textUpdates: p.on })),
    assignForLater: assign(({ context }, p: { later: boolean; now: number }) => {
      const later = { ...context.later, on: p.later, listedAt: p.now, moved: false };
      const mode = modeOf(context.forDelivery);
      return { later: p.later ? withOfferedSlot(later, context.shop, mode, p.now) : later };
    }),
    assignLaterTime: assign(({ context }, p: { at: number }) =>
      produce(context, (draft) => {
        draft.later.moved = false;
        draft.later.at[modeOf(context.forDelivery)] = p.at;
      }),
    ),
    rollLaterTime: assign(({ context }, p: { now: number }) => {
      const mode = modeOf(context.forDelivery);
      return { later: withOfferedSlot({ ...context.later, listedAt: p.now, moved: true }, context.shop, mode, p.now) };
    }),
    // another mode has its own hours: its time is the one chosen for it while offered, else its first
    assignLaterForMode: assign(({ context }) => {
      if (!context.later.on) return {};
      const mode = modeOf(context.forDelivery);
      return { later: withOfferedSlot(context.later, context.shop, mode, context.later.listedAt) };
    }),
    assignCartProducts: assign((_, p: { products: CartProduct[]; deals?: CheckoutDeals }) => ({
      cartProducts: p.products,
      ...(p.deals ? { deals: toCheckoutDeals(p.deals) } : {}),
    })),
    assignAddressField: assign(({ context }, p: { field: AddressField; value: string }) =>
      produce(context, (draft) => {
        draft.address[p.field] = p.value;
      }),
    ),
    assignAddress: assign((_, p: { address: CheckoutAddress }) => ({ address: { ...p.address } })),
    assignAddressValidation: assign((_, p: { status: AddressValidation }) => ({ addressValidation: p.status })),
    assignFormattedAddress: assign((_, p: { formattedAddress: string | null }) => ({ formattedAddress: p.formattedAddress })),
    clearFormattedAddress: assign({ formattedAddress: null }),
    assignSubmitted: assign({ formSubmitted: true }),
    // Errors show once the form was submitted and then follow every edit.
    assignErrors: assign(({ context }) => {
      if (!context.formSubmitted) return {};
      const ready = isOrderReady(context);
      return ready ? { errors: noErrors(), summaryErrors: [] } : { errors: validateOrder(context) };
    }),
    // the form's field errors only: what the summary says of a failed order stays until the shopper edits
    assignFieldErrors: assign(({ context }) =>
      context.formSubmitted ? { errors: isOrderReady(context) ? noErrors() : validateOrder(context) } : {},
    ),
    clearErrors: assign({ errors: noErrors(), summaryErrors: [] }),
    assignSummaryErrors: assign((_, p: { messages: readonly string[] }) => ({ summaryErrors: [...p.messages] })),
    assignCompletedOrder: assign((_, p: { orderUuid: string }) => ({ completedOrderUuid: p.orderUuid })),
    assignReceipt: assign((_, p: { receipt: CheckoutReceipt }) => ({ receipt: p.receipt })),
    assignWallet: assign(({ context }, p: { report: WalletReport }) => ({ wallet: { ...context.wallet, ...p.report } })),
    // checkout §4: the wallet's intent follows the order and its tender (the walletPayment child decides what that asks)
    tellWallet: sendTo('walletPayment', ({ context }) => ({
      type: 'wallet.order' as const,
      tender: context.tender,
      payload: buildOrderPayload(context),
    })),
    retryWallet: sendTo('walletPayment', ({ context }) => ({
      type: 'wallet.retry' as const,
      tender: context.tender,
      payload: buildOrderPayload(context),
    })),
    renewWalletIntent: sendTo('walletPayment', ({ context }) => ({
      type: 'wallet.renew' as const,
      reason: 'storefront_failed_order' as const,
      tender: context.tender,
      payload: buildOrderPayload(context),
    })),
    assignPaypalAgreement: assign(({ context }, p: { report: PaypalReport }) => ({
      paypal: { ...context.paypal, agreement: p.report.agreement },
    })),
    assignPaymentGateway: assign((_, p: { gateway: PaymentGatewayOutput }) => ({
      paymentGateway: { ...p.gateway, status: 'success' as const },
    })),
    clearRestoredCheck: assign({ checkRestoredAddress: false }),
    assignTender: assign((_, p: { tender: CheckoutTender }) => ({ tender: p.tender })),
    assignAdyenValidity: assign(({ context }, p: { valid: AdyenValidity }) =>
      produce(context, (draft) => {
        draft.card.adyen = { ...p.valid };
      }),
    ),
    assignCardElement: assign(({ context }, p: { field: CardElementField; state: CardElementState }) =>
      produce(context, (draft) => {
        draft.card[p.field] = p.state;
      }),
    ),
    assignPostalCode: assign(({ context }, p: { value: string }) =>
      produce(context, (draft) => {
        draft.card.postalCode = p.value;
      }),
    ),
    assignSaveCard: assign((_, p: { save: boolean }) => ({ saveCard: p.save })),
    assignTipChoice: assign(({ context }, p: { percentage: number }) =>
      produce(context, (draft) => {
        draft.tip.percentage = p.percentage;
      }),
    ),
    assignCustomTip: assign(({ context }, p: { value: string }) =>
      produce(context, (draft) => {
        draft.tip.custom = p.value;
      }),
    ),
    assignSavedCard: assign((_, p: { card: CheckoutContext['savedCard'] }) => ({ savedCard: p.card })),
    pickLastUsedCard: assign((_, p: { card: { id: number; lastFour: string } }) => ({
      savedCard: { id: p.card.id, lastFour: p.card.lastFour },
    })),
    markSavedCardsListed: assign({ savedCardsListed: true }),
    // the typed card became that saved card: the new card's fields hold none of their own (were it removed later, they are empty)
    pickSavedOnTheWay: assign(({ context }, p: { card: SavedCard | null }) =>
      p.card ? { savedCard: { id: p.card.id, lastFour: p.card.lastFour }, card: emptyCardEntry() } : { savedCard: context.savedCard },
    ),
    // a card the server removed is no longer the payment (checkout §8)
    assignVerification: assign(({ context }, p: { report: CardVerificationReport }) => ({
      verification: p.report,
      savedCard: p.report.deletedPaymentId !== null && p.report.deletedPaymentId === context.savedCard?.id ? null : context.savedCard,
    })),
    // payment_error: the card entry and the payment are cleared (checkout §8)
    clearCardEntry: assign({ card: emptyCardEntry(), savedCard: null }),
    reportVerification: sendTo('cardVerification', ({ context }, p: { error: PlaceOrderError }) => ({
      type: 'verification.fail' as const,
      code: p.error.verification?.code ?? '',
      message: p.error.verification?.message ?? '',
      paymentId: context.savedCard?.id ?? 0,
      lastFour: context.savedCard?.lastFour ?? '',
    })),
    clearVerification: sendTo('cardVerification', { type: 'verification.clear' }),
    // after an abandoned challenge the unpaid order keeps the old key: the next attempt is a new order
    renewIdempotencyKey: assign({ idempotencyKey: () => crypto.randomUUID() }),
    // the system's receipt prices with this fulfilment (it ignores what it already prices with)
    shareFulfilment: sendTo(systemActor('receipt'), (_, p: { fulfilment: PricedFulfilment }) => ({
      type: 'receipt.fulfilmentChanged' as const,
      fulfilment: p.fulfilment,
    })),
    // the order is placed: the app's fulfilment is pickup again and the system's cart is emptied
    resetAppFulfilment: sendTo(systemActor('receipt'), {
      type: 'receipt.fulfilmentChanged',
      fulfilment: { forDelivery: false, address: null },
    }),
    clearCart: sendTo(systemActor('cart'), { type: 'cart.clear' }),
    clearCardFields,
    forgetSavedCard,
    rememberSavedCard,
    // newCreditCardModal closes once its card is saved
    closeNewCardModal: closeModalShowing<CheckoutContext, CheckoutEvent>('newCreditCardModal'),
    focusError,
    persistCheckout,
    forgetPlacedOrder,
    showConfirmation,
  },
  guards: {
    isOrderReady: ({ context }) => isOrderReady(context),
    // issue 31: the last used card is picked for the shopper unless they already chose a card or typed one
    mayPickLastUsedCard: ({ context }, p: { card: { gateway?: 'stripe' | 'adyen' } | undefined }) =>
      p.card !== undefined &&
      !context.savedCardsListed &&
      context.savedCard === null &&
      isCardEntryEmpty(context.card) &&
      context.paymentGateway.status === 'success' &&
      (p.card.gateway ?? 'stripe') === context.paymentGateway.cardPaymentGateway,
    // a card is placed through the shop's gateway: card payment waits for the paymentGateway machine's answer
    knowsGateway: ({ context }) => context.tender !== 'credit' || context.paymentGateway.status === 'success',
    hasCompleteAddress: ({ context }) => hasCompleteAddress(context.address),
    hasAddressValidation: ({ context }, p: { status: AddressValidation }) => context.addressValidation === p.status,
    deliversTo: (_, p: { deliversTo: boolean }) => p.deliversTo,
    hasCurrentReceipt: ({ context }) => hasCurrentReceipt(context),
    laterTimePassed: ({ context }, p: { now: number }) => {
      const mode = modeOf(context.forDelivery);
      const chosen = context.later.at[mode];
      return context.later.on && chosen !== null && offeredSlot(context.later, context.shop, mode, p.now) !== chosen;
    },
    changesCard: ({ context }, p: { field: CardElementField; state: CardElementState }) => context.card[p.field] !== p.state,
    changesAdyenValidity: ({ context }, p: { valid: AdyenValidity }) => !sameAdyenValidity(context.card.adyen, p.valid),
    meetsMinimum: ({ context }) => meetsMinimum(context),
    checksRestoredAddress: ({ context }) => context.checkRestoredAddress && context.forDelivery && hasCompleteAddress(context.address),
    // placeOrder's answers
    orderPlaced: (_, p: { output: PlaceOrderOutput }) => p.output.status === 'placed',
    cardRefused: (_, p: { output: PlaceOrderOutput }) => failureOf(p.output)?.paymentError === true,
    // a card saved on the way and then refused is the saved card verification asks about
    asksVerification: ({ context }, p: { output: PlaceOrderOutput }) =>
      failureOf(p.output)?.verification != null && (context.savedCard !== null || savedOnTheWay(p.output) !== null),
    orderFailed: (_, p: { output: PlaceOrderOutput }) => p.output.status === 'failed',
  },
}).createMachine({
  id: 'checkout',
  description:
    "The checkout form (contact details, pickup or delivery to a validated address, cash, a card through the shop's gateway (paymentGateway child), PayPal (paypal child, flag paypal_web), or Apple Pay / Google Pay (walletPayment child, flag web_third_party_payments: its intent follows the priced order)) and placing the order. The app system's cart lines and deals follow it (watchCart) and the system's receipt prices the form's fulfilment (watchReceipt); the order is placed only with a total priced for it and at or above the minimum. Contact, fulfilment and tender are stored for the next visit. A failed attempt stays editable and retries with the same idempotency key. Once placed, the app's fulfilment is pickup again, the system's cart is emptied and the confirmation shown.",
  context: ({ input }) => createCheckoutContext(input),
  output: ({ context }) => ({ orderUuid: context.completedOrderUuid }),
  invoke: [
    { id: 'watchReceipt', src: 'watchReceipt' },
    { id: 'watchCart', src: 'watchCart', input: ({ context }) => ({ shopId: context.shop.id }) },
    { id: 'cardVerification', src: 'cardVerification' },
    // the account's saved cards: once listed, they are announced back to checkout (savedCards.listed), which picks the last used
    { id: 'savedCards', src: 'savedCards', input: ({ context }) => ({ signedIn: context.signedIn }) },
    // the offer to sign in over the form (signInSignUpModal): a guest with something to order, unless skipped before
    {
      id: 'signInPrompt',
      src: 'signInPrompt',
      input: ({ context }) => ({
        signedIn: context.signedIn,
        shouldRender: context.offerSignIn,
        cartEmpty: context.cartProducts.length === 0,
      }),
    },
    { id: 'laterClock', src: 'laterClock' },
    { id: 'paypal', src: 'paypal' },
    { id: 'walletPayment', src: 'walletPayment', input: ({ context }) => ({ enabled: context.wallet.offered }) },
    {
      id: 'paymentGateway',
      src: 'paymentGateway',
      input: ({ context }) => ({ shopUuid: context.shop.uuid, fetchFromServer: context.adyenPayments, signedIn: context.signedIn }),
      onDone: { actions: { type: 'assignPaymentGateway', params: ({ event }) => ({ gateway: event.output }) } },
    },
  ],
  on: {
    'receipt.update': { actions: [{ type: 'assignReceipt', params: ({ event }) => ({ receipt: event.receipt }) }, 'tellWallet'] },
    'savedCards.listed': [
      {
        description:
          "The account's cards arrived (last used first): the first of the shop's gateway is picked, unless the shopper already chose or typed a card.",
        guard: {
          type: 'mayPickLastUsedCard',
          params: ({ context, event }) => ({ card: lastUsedOf(event.cards ?? [], context.paymentGateway.cardPaymentGateway) }),
        },
        actions: [
          {
            type: 'pickLastUsedCard',
            params: ({ context, event }) => ({ card: lastUsedOf(event.cards, context.paymentGateway.cardPaymentGateway)! }),
          },
          'markSavedCardsListed',
          'assignErrors',
        ],
      },
      { actions: 'markSavedCardsListed' },
    ],
    // the wallet's own reports (a new intent after a failed payment) are no edit: a failure's message stays shown
    'wallet.update': { actions: [{ type: 'assignWallet', params: ({ event }) => ({ report: event.report }) }, 'assignFieldErrors'] },
    // a card saved in newCreditCardModal: listed, picked as a saved card is, and the modal closed
    'newCard.saved': {
      actions: [
        { type: 'rememberSavedCard', params: ({ event }) => ({ card: event.card }) },
        { type: 'assignSavedCard', params: ({ event }) => ({ card: { id: event.card.id, lastFour: event.card.lastFour } }) },
        'clearVerification',
        { type: 'assignSummaryErrors', params: { messages: [] } },
        'assignErrors',
        'closeNewCardModal',
      ],
    },
    'paypal.update': { actions: [{ type: 'assignPaypalAgreement', params: ({ event }) => ({ report: event.report }) }, 'assignErrors'] },
    'verification.update': {
      actions: [
        { type: 'assignVerification', params: ({ event }) => ({ report: event.report }) },
        { type: 'forgetSavedCard', params: ({ event }) => ({ paymentMethodId: event.report.deletedPaymentId }) },
        'assignErrors',
      ],
    },
  },
  initial: 'editing',
  states: {
    editing: {
      description: 'The shopper fills the form; errors appear after the first submit.',
      on: {
        ...edits(undefined),
        // Only with a total priced for this cart and fulfilment; below the minimum it says how much to add.
        'order.submit': [
          {
            guard: and(['knowsGateway', 'hasCurrentReceipt', 'isOrderReady', 'meetsMinimum']),
            target: '#checkout.submitting',
            actions: ['assignSubmitted', 'clearErrors'],
          },
          {
            guard: and(['knowsGateway', 'hasCurrentReceipt', 'isOrderReady']),
            actions: [
              'assignSubmitted',
              'clearErrors',
              { type: 'assignSummaryErrors', params: ({ context }) => ({ messages: [context.receipt.minimumMessage!] }) },
              'focusError',
            ],
          },
          {
            guard: and(['knowsGateway', 'hasCurrentReceipt']),
            actions: [
              'assignSubmitted',
              'assignErrors',
              { type: 'assignSummaryErrors', params: ({ context }) => ({ messages: refusedSubmitSummary(context) }) },
              'focusError',
            ],
          },
        ],
      },
      initial: 'address',
      states: {
        address: {
          description: 'Delivery-address validation; context.addressValidation mirrors the active state.',
          initial: 'restoring',
          states: {
            restoring: {
              description:
                'Returns to the validation result held in context (e.g. after a failed submit); a delivery address that arrived with checkout is checked at once.',
              always: [
                { guard: 'checksRestoredAddress', target: 'validating', actions: 'clearRestoredCheck' },
                restoreTo('deliverable'),
                restoreTo('undeliverable'),
                restoreTo('invalid'),
                { target: 'idle' },
              ],
            },
            idle: { description: 'Not validated since the last change.', entry: mirror('idle'), on: validateOn },
            validating: {
              entry: mirror('validating'),
              invoke: {
                id: 'validateDeliveryAddress',
                src: 'validateDeliveryAddress',
                input: ({ context }) => ({ shopId: context.shop.id, address: context.address }),
                onDone: [
                  {
                    guard: { type: 'deliversTo', params: ({ event }) => ({ deliversTo: event.output.deliversTo }) },
                    target: 'deliverable',
                    actions: {
                      type: 'assignFormattedAddress',
                      params: ({ event }) => ({ formattedAddress: event.output.formattedAddress }),
                    },
                  },
                  {
                    target: 'undeliverable',
                    actions: {
                      type: 'assignFormattedAddress',
                      params: ({ event }) => ({ formattedAddress: event.output.formattedAddress }),
                    },
                  },
                ],
                onError: { target: 'invalid' },
              },
            },
            deliverable: { entry: mirror('deliverable'), on: validateOn },
            undeliverable: { description: "The shop doesn't deliver there.", entry: mirror('undeliverable'), on: validateOn },
            invalid: { description: 'The address could not be resolved.', entry: mirror('invalid'), on: validateOn },
          },
        },
      },
    },
    submitting: {
      tags: ['busy'],
      description:
        'The placeOrder machine places the order (card save, 3-D Secure pause, lost connection) and answers placed, failed or aborted.',
      invoke: {
        id: 'placeOrder',
        src: 'placeOrder',
        input: ({ context }) => placeOrderInput(context),
        onDone: [
          {
            guard: { type: 'orderPlaced', params: ({ event }) => ({ output: event.output }) },
            target: 'placed',
            actions: {
              type: 'assignCompletedOrder',
              params: ({ event }) => ({ orderUuid: (event.output as { orderUuid: string }).orderUuid }),
            },
          },
          // a refused card (payment_error) is cleared; a saved card's verification answer goes to its machine (checkout §8)
          {
            guard: { type: 'cardRefused', params: ({ event }) => ({ output: event.output }) },
            target: 'failed',
            actions: [
              ...showFailure,
              {
                type: 'assignSummaryErrors',
                params: ({ event }: Failure) => ({ messages: [...(failureOf(event.output)?.messages ?? []), CARD_DETAILS_AGAIN] }),
              },
              rememberSaved,
              'clearCardEntry',
              'clearCardFields',
              'clearVerification',
            ],
          },
          {
            // a card saved on the way and then refused is the saved card verification asks about: it is picked
            guard: { type: 'asksVerification', params: ({ event }) => ({ output: event.output }) },
            target: 'failed',
            actions: [
              ...showFailure,
              rememberSaved,
              { type: 'pickSavedOnTheWay', params: ({ event }) => ({ card: savedOnTheWay(event.output) }) },
              { type: 'reportVerification', params: ({ event }) => ({ error: failureOf(event.output)! }) },
            ],
          },
          {
            guard: { type: 'orderFailed', params: ({ event }) => ({ output: event.output }) },
            target: 'failed',
            actions: [...showFailure, rememberSaved],
          },
          { target: 'editing', actions: 'renewIdempotencyKey' },
        ],
        onError: {
          target: 'failed',
          actions: [{ type: 'assignSummaryErrors', params: { messages: [CHECKOUT_MESSAGES.generic] } }, 'focusError'],
        },
      },
    },
    failed: {
      description: 'The server or network refused the order; summaryErrors say why. The form stays editable.',
      on: {
        ...edits('#checkout.editing'),
        // What failed is still a ready order, unless a refused card was cleared: then the form says what is missing.
        'order.submit': [
          {
            guard: and(['knowsGateway', 'hasCurrentReceipt', 'isOrderReady', 'meetsMinimum']),
            target: 'submitting',
            actions: 'clearErrors',
          },
          {
            guard: and(['knowsGateway', 'hasCurrentReceipt']),
            target: '#checkout.editing',
            actions: [
              'assignErrors',
              { type: 'assignSummaryErrors', params: ({ context }) => ({ messages: refusedSubmitSummary(context) }) },
              'focusError',
            ],
          },
        ],
        'address.validate': { guard: 'hasCompleteAddress', target: '#checkout.editing.address.validating' },
      },
    },
    placed: {
      type: 'final',
      description:
        'The order exists; output.orderUuid names it. The stored fulfilment and payment are cleared, the cart is emptied and the confirmation page shown.',
      entry: [
        'resetAppFulfilment',
        'forgetPlacedOrder',
        'clearCart',
        { type: 'showConfirmation', params: ({ context }) => ({ orderUuid: context.completedOrderUuid! }) },
      ],
    },
  },
});
