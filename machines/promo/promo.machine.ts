import { assign, sendTo, setup } from 'xstate';
import { systemActor } from '../shared/system-actors';
import { GENERIC_ERROR_MESSAGE, toRequestError } from '../shared/request-error';
import { validatePromo } from './promo.actors';
import { toStoredPromoCode, type PromoCode, type PromoContext, type PromoEvent, type StoredPromoCode } from './promo.types';

/** The server's messages, or its one message, or the generic one. */
export function promoErrors(error: unknown): string[] {
  const { messages, message } = toRequestError(error);
  return messages.length ? messages : [message || GENERIC_ERROR_MESSAGE];
}

const persistAnswer = { type: 'persistPromoCode', params: ({ context }: { context: PromoContext }) => toStoredPromoCode(context) } as const;
const persistNone = { type: 'persistPromoCode', params: null } as const;

export const promoCodeMachine = setup({
  types: {} as { context: PromoContext; events: PromoEvent; tags: 'busy' },
  actors: { validatePromo },
  actions: {
    assignInput: assign((_, p: { value: string }) => ({ input: p.value })),
    assignPromo: assign((_, p: { promo: PromoCode }) => ({ promo: p.promo, errors: [] })),
    assignErrors: assign((_, p: { errors: string[] }) => ({ promo: null, errors: p.errors })),
    clearErrors: assign({ errors: [] }),
    reset: assign({ input: '', promo: null, errors: [] }),
    // the system's cart stores it with its lines (machines/app)
    persistPromoCode: sendTo(systemActor('cart'), (_, promoCode: StoredPromoCode | null) => ({ type: 'cart.promoCode.set', promoCode })),
  },
  guards: {
    hasInput: ({ context }) => context.input.trim() !== '',
    // Only a code the server answered for was stored as applied or refused; it is asked again.
    wasSubmitted: (_, p: { promoCode: StoredPromoCode }) =>
      p.promoCode.input.trim() !== '' && (p.promoCode.isValid || p.promoCode.isErrorPresent),
  },
}).createMachine({
  id: 'promoCode',
  description:
    "Validates a promo code against the current order. Typing clears the error; a valid code is applied to the receipt with its amount; a refused one shows the server's messages; clear resets. The cart persists the answered code, and a code restored with the cart is validated again.",
  context: { input: '', promo: null, errors: [] },
  initial: 'editing',
  states: {
    editing: {
      on: {
        'promo.change': { actions: { type: 'assignInput', params: ({ event }) => ({ value: event.value }) } },
        'promo.submit': { guard: 'hasInput', target: 'validating' },
        'promo.restore': {
          description: 'The cart saved on an earlier visit carries a code: the server is asked again, it may have expired since.',
          guard: { type: 'wasSubmitted', params: ({ event }) => ({ promoCode: event.promoCode }) },
          target: 'validating',
          actions: { type: 'assignInput', params: ({ event }) => ({ value: event.promoCode.input }) },
        },
      },
    },
    validating: {
      tags: ['busy'],
      invoke: {
        id: 'validatePromo',
        src: 'validatePromo',
        input: ({ context }) => ({ code: context.input.trim() }),
        onDone: { target: 'valid', actions: { type: 'assignPromo', params: ({ event }) => ({ promo: event.output }) } },
        onError: { target: 'invalid', actions: { type: 'assignErrors', params: ({ event }) => ({ errors: promoErrors(event.error) }) } },
      },
    },
    valid: {
      description: 'Applied: the receipt prices the order with this promo code.',
      entry: persistAnswer,
      on: { 'promo.clear': { target: 'editing', actions: ['reset', persistNone] } },
    },
    invalid: {
      description: "isErrorPresent: the server's messages show until the input changes.",
      entry: persistAnswer,
      on: {
        'promo.change': {
          target: 'editing',
          actions: ['clearErrors', { type: 'assignInput', params: ({ event }) => ({ value: event.value }) }, persistNone],
        },
        'promo.clear': { target: 'editing', actions: ['reset', persistNone] },
      },
    },
  },
});
