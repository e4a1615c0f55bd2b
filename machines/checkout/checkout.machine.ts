import { and, assign, setup } from 'xstate';
import type { CartProduct } from '../cart/cart.types';
import { toRequestError } from '../shared/request-error';
import { clearCart, forgetPlacedOrder, persistCheckout, shareFulfilment, showConfirmation, submitOrder, validateDeliveryAddress, watchCart, watchReceipt } from './checkout.actors';
import { createCheckoutContext, toCheckoutDeals } from './checkout.context';
import { buildOrderPayload } from './checkout.payload';
import { checkoutMemory, hasCurrentReceipt, meetsMinimum, pricedFulfilment } from './checkout.receipt';
import { hasCompleteAddress, isOrderReady, noErrors, validateOrder } from './checkout.rules';
import type { AddressField, AddressValidation, CheckoutAddress, CheckoutContext, CheckoutDeals, CheckoutEvent, CheckoutInput, CheckoutOutput, CheckoutReceipt, ContactField } from './checkout.types';
import { CHECKOUT_MESSAGES } from './contact.rules';

type On<T extends CheckoutEvent['type']> = { event: Extract<CheckoutEvent, { type: T }> };
type Ctx = { context: CheckoutContext };

/** The app's receipt prices the fulfilment this form makes; the form is stored for the next visit. */
const share = { type: 'shareFulfilment', params: ({ context }: Ctx) => ({ fulfilment: pricedFulfilment(context) }) } as const;
const persist = { type: 'persistCheckout', params: ({ context }: Ctx) => checkoutMemory(context) } as const;

/** Form edits, shared by `editing` and `failed` (where an edit returns to `editing`). */
const edits = (target: '#checkout.editing' | undefined) =>
  ({
    'contact.change': { target, actions: [{ type: 'assignContactField', params: ({ event }: On<'contact.change'>) => event }, 'assignErrors', persist] },
    'fulfilment.set': {
      target,
      actions: [{ type: 'assignFulfilment', params: ({ event }: On<'fulfilment.set'>) => event }, 'assignErrors', share, persist],
    },
    'instructions.change': { target, actions: { type: 'assignInstructions', params: ({ event }: On<'instructions.change'>) => event } },
    'cart.sync': { target, actions: [{ type: 'assignCartProducts', params: ({ event }: On<'cart.sync'>) => event }, 'assignErrors'] },
    'address.change': {
      target: '#checkout.editing.address.idle',
      actions: [{ type: 'assignAddressField', params: ({ event }: On<'address.change'>) => event }, 'clearFormattedAddress', 'clearRestoredCheck', 'assignErrors', persist],
    },
    'address.pick': {
      target: '#checkout.editing.address.validating',
      actions: [{ type: 'assignAddress', params: ({ event }: On<'address.pick'>) => event }, 'clearFormattedAddress', 'clearRestoredCheck', 'assignErrors', persist],
    },
  }) as const;

const validateOn = { 'address.validate': { guard: 'hasCompleteAddress', target: '#checkout.editing.address.validating' } } as const;
/** Entry of each address sub-state: mirror it in context, refresh shown errors, and price the fulfilment it makes. */
const mirror = (status: AddressValidation) => [{ type: 'assignAddressValidation', params: { status } } as const, 'assignErrors' as const, share];
const restoreTo = (status: AddressValidation) => ({ guard: { type: 'hasAddressValidation', params: { status } }, target: status }) as const;

export const checkoutMachine = setup({
  types: {} as { context: CheckoutContext; events: CheckoutEvent; input: CheckoutInput; output: CheckoutOutput },
  actors: { validateDeliveryAddress, submitOrder, watchReceipt, watchCart },
  actions: {
    assignContactField: assign(({ context }, p: { field: ContactField; value: string }) => ({ contact: { ...context.contact, [p.field]: p.value } })),
    assignFulfilment: assign((_, p: { forDelivery: boolean }) => ({ forDelivery: p.forDelivery })),
    assignInstructions: assign((_, p: { value: string }) => ({ specialInstructions: p.value })),
    assignCartProducts: assign((_, p: { products: CartProduct[]; deals?: CheckoutDeals }) => ({
      cartProducts: p.products,
      ...(p.deals ? { deals: toCheckoutDeals(p.deals) } : {}),
    })),
    assignAddressField: assign(({ context }, p: { field: AddressField; value: string }) => ({ address: { ...context.address, [p.field]: p.value } })),
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
    clearErrors: assign({ errors: noErrors(), summaryErrors: [] }),
    assignSummaryErrors: assign((_, p: { messages: readonly string[] }) => ({ summaryErrors: [...p.messages] })),
    assignCompletedOrder: assign((_, p: { orderUuid: string }) => ({ completedOrderUuid: p.orderUuid })),
    assignReceipt: assign((_, p: { receipt: CheckoutReceipt }) => ({ receipt: p.receipt })),
    clearRestoredCheck: assign({ checkRestoredAddress: false }),
    shareFulfilment,
    persistCheckout,
    forgetPlacedOrder,
    clearCart,
    showConfirmation,
  },
  guards: {
    isOrderReady: ({ context }) => isOrderReady(context),
    hasCompleteAddress: ({ context }) => hasCompleteAddress(context.address),
    hasAddressValidation: ({ context }, p: { status: AddressValidation }) => context.addressValidation === p.status,
    deliversTo: (_, p: { deliversTo: boolean }) => p.deliversTo,
    hasCurrentReceipt: ({ context }) => hasCurrentReceipt(context),
    meetsMinimum: ({ context }) => meetsMinimum(context),
    checksRestoredAddress: ({ context }) => context.checkRestoredAddress && context.forDelivery && hasCompleteAddress(context.address),
  },
}).createMachine({
  id: 'checkout',
  description:
    "The checkout form (contact details, pickup or delivery to a validated address, cash) and placing the order. The app's cart lines and deals follow it (watchCart) and the app's receipt prices the form's fulfilment (watchReceipt); the order is placed only with a total priced for it and at or above the minimum. Contact, fulfilment and tender are stored for the next visit. A failed attempt stays editable and retries with the same idempotency key. Once placed, the cart is emptied and the confirmation shown.",
  context: ({ input }) => createCheckoutContext(input),
  output: ({ context }) => ({ orderUuid: context.completedOrderUuid }),
  invoke: [
    { id: 'watchReceipt', src: 'watchReceipt' },
    { id: 'watchCart', src: 'watchCart' },
  ],
  on: { 'receipt.update': { actions: { type: 'assignReceipt', params: ({ event }) => ({ receipt: event.receipt }) } } },
  initial: 'editing',
  states: {
    editing: {
      description: 'The shopper fills the form; errors appear after the first submit.',
      on: {
        ...edits(undefined),
        // Only with a total priced for this cart and fulfilment; below the minimum it says how much to add.
        'order.submit': [
          { guard: and(['hasCurrentReceipt', 'isOrderReady', 'meetsMinimum']), target: '#checkout.submitting', actions: ['assignSubmitted', 'clearErrors'] },
          {
            guard: and(['hasCurrentReceipt', 'isOrderReady']),
            actions: ['assignSubmitted', 'clearErrors', { type: 'assignSummaryErrors', params: ({ context }) => ({ messages: [context.receipt.minimumMessage!] }) }],
          },
          {
            guard: 'hasCurrentReceipt',
            actions: ['assignSubmitted', 'assignErrors', { type: 'assignSummaryErrors', params: { messages: [CHECKOUT_MESSAGES.correctErrors] } }],
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
              description: 'Returns to the validation result held in context (e.g. after a failed submit); a delivery address that arrived with checkout is checked at once.',
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
                    actions: { type: 'assignFormattedAddress', params: ({ event }) => ({ formattedAddress: event.output.formattedAddress }) },
                  },
                  { target: 'undeliverable', actions: { type: 'assignFormattedAddress', params: ({ event }) => ({ formattedAddress: event.output.formattedAddress }) } },
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
      invoke: {
        id: 'submitOrder',
        src: 'submitOrder',
        input: ({ context }) => ({ payload: buildOrderPayload(context), idempotencyKey: context.idempotencyKey }),
        onDone: { target: 'placed', actions: { type: 'assignCompletedOrder', params: ({ event }) => ({ orderUuid: event.output.orderUuid }) } },
        onError: { target: 'failed', actions: { type: 'assignSummaryErrors', params: ({ event }) => ({ messages: toSubmitErrors(event.error) }) } },
      },
    },
    failed: {
      description: 'The server or network refused the order; summaryErrors say why. The form stays editable.',
      on: {
        ...edits('#checkout.editing'),
        // The form cannot change while submitting, so what failed is still a ready order.
        'order.submit': { guard: and(['hasCurrentReceipt', 'meetsMinimum']), target: 'submitting', actions: 'clearErrors' },
        'address.validate': { guard: 'hasCompleteAddress', target: '#checkout.editing.address.validating' },
      },
    },
    placed: {
      type: 'final',
      description: 'The order exists; output.orderUuid names it. The stored fulfilment and payment are cleared, the cart is emptied and the confirmation page shown.',
      entry: ['forgetPlacedOrder', 'clearCart', { type: 'showConfirmation', params: ({ context }) => ({ orderUuid: context.completedOrderUuid! }) }],
    },
  },
});

function toSubmitErrors(error: unknown): string[] {
  const { messages } = toRequestError(error);
  return messages.length ? messages : [CHECKOUT_MESSAGES.generic];
}
