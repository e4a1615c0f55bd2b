import { assign, setup } from 'xstate';
import { toRequestError } from '../shared/request-error';
import { loadMagicCart, refillCart } from './magicCart.actors';
import type { LoadedMagicCart, MagicCartContext, MagicCartEvent, MagicCartInput } from './magicCart.types';

export const magicCartMachine = setup({
  types: {} as { context: MagicCartContext; events: MagicCartEvent; input: MagicCartInput; tags: 'busy' },
  actors: { loadMagicCart },
  actions: {
    assignLoaded: assign((_, p: { loaded: LoadedMagicCart }) => ({ loaded: p.loaded, error: null })),
    assignError: assign((_, p: { error: unknown }) => ({ error: toRequestError(p.error).message })),
    clearError: assign({ error: null }),
    refillCart,
  },
}).createMachine({
  id: 'magicCart',
  description:
    'Reopens a saved cart (an activity uuid, ?magicCartUuid= or a reorder): loads the activity, the menu and product types, then clears and refills the cart with the items still on the menu, its coupon, fulfilment and delivery address; ends in success or error.',
  context: ({ input }) => ({ uuid: input.uuid, loaded: null, error: null }),
  initial: 'loading',
  states: {
    loading: {
      tags: ['busy'],
      invoke: {
        id: 'loadMagicCart',
        src: 'loadMagicCart',
        input: ({ context }) => ({ uuid: context.uuid }),
        onDone: {
          target: 'success',
          actions: [
            { type: 'assignLoaded', params: ({ event }) => ({ loaded: event.output }) },
            { type: 'refillCart', params: ({ event }) => event.output },
          ],
        },
        onError: { target: 'error', actions: { type: 'assignError', params: ({ event }) => ({ error: event.error }) } },
      },
    },
    success: { type: 'final', description: 'The cart holds the saved order; dropped items are named with the spec message.' },
    error: { on: { 'magicCart.retry': { target: 'loading', actions: 'clearError' } } },
  },
});
