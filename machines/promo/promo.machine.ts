import { assign, setup } from 'xstate';
import { GENERIC_ERROR_MESSAGE, toRequestError } from '../shared/request-error';
import { validatePromo } from './promo.actors';
import type { PromoCode, PromoContext, PromoEvent } from './promo.types';

/** The server's messages, or its one message, or the generic one. */
export function promoErrors(error: unknown): string[] {
  const { messages, message } = toRequestError(error);
  return messages.length ? messages : [message || GENERIC_ERROR_MESSAGE];
}

export const promoCodeMachine = setup({
  types: {} as { context: PromoContext; events: PromoEvent; tags: 'busy' },
  actors: { validatePromo },
  actions: {
    assignInput: assign((_, p: { value: string }) => ({ input: p.value })),
    assignPromo: assign((_, p: { promo: PromoCode }) => ({ promo: p.promo, errors: [] })),
    assignErrors: assign((_, p: { errors: string[] }) => ({ promo: null, errors: p.errors })),
    clearErrors: assign({ errors: [] }),
    reset: assign({ input: '', promo: null, errors: [] }),
  },
  guards: {
    hasInput: ({ context }) => context.input.trim() !== '',
  },
}).createMachine({
  id: 'promoCode',
  description:
    "Validates a promo code against the current order. Typing clears the error; a valid code is applied to the receipt with its amount; a refused one shows the server's messages; clear resets.",
  context: { input: '', promo: null, errors: [] },
  initial: 'editing',
  states: {
    editing: {
      on: {
        'promo.change': { actions: { type: 'assignInput', params: ({ event }) => ({ value: event.value }) } },
        'promo.submit': { guard: 'hasInput', target: 'validating' },
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
      on: { 'promo.clear': { target: 'editing', actions: 'reset' } },
    },
    invalid: {
      description: "isErrorPresent: the server's messages show until the input changes.",
      on: {
        'promo.change': { target: 'editing', actions: ['clearErrors', { type: 'assignInput', params: ({ event }) => ({ value: event.value }) }] },
        'promo.clear': { target: 'editing', actions: 'reset' },
      },
    },
  },
});
