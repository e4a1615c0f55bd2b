import { assign, setup } from 'xstate';
import { copyLink, createLink } from './shareCart.actors';
import type { ShareCartContext, ShareCartEvent } from './shareCart.types';

export const shareCartMachine = setup({
  types: {} as { context: ShareCartContext; events: ShareCartEvent; tags: 'busy' },
  actors: { createLink, copyLink },
  actions: {
    assignLink: assign((_, params: { link: string }) => ({ link: params.link })),
    clearLink: assign({ link: null }),
  },
}).createMachine({
  id: 'shareCart',
  description:
    "The cart drawer's Share: saves the cart as an activity, gets a short link to it from the storefront host and copies it; where the clipboard is refused the link is shown to copy by hand.",
  context: { link: null },
  initial: 'idle',
  states: {
    idle: { on: { 'share.request': 'creating' } },
    creating: {
      description: 'Saving the cart (POST activities) and asking for its short link (PUT /url-shortening).',
      tags: ['busy'],
      entry: 'clearLink',
      invoke: {
        id: 'createLink',
        src: 'createLink',
        onDone: { target: 'copying', actions: { type: 'assignLink', params: ({ event }) => ({ link: event.output }) } },
        onError: 'failed',
      },
    },
    copying: {
      tags: ['busy'],
      invoke: {
        id: 'copyLink',
        src: 'copyLink',
        input: ({ context }) => ({ link: context.link! }),
        onDone: 'copied',
        onError: 'showingLink',
      },
    },
    copied: { description: "The link is on the clipboard: 'Link copied'.", on: { 'share.request': 'creating' } },
    showingLink: {
      description: 'The clipboard was refused: the link is shown to copy by hand.',
      on: { 'share.request': 'creating' },
    },
    failed: { description: 'The cart could not be saved or shortened: try again.', on: { 'share.request': 'creating' } },
  },
});
