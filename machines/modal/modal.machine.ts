import { assign, setup } from 'xstate';
import { navigateBack, pushUrl } from './modal.actors';
import type { ModalContext, ModalEvent, ModalName, ModalParams } from './modal.types';

export const modalMachine = setup({
  types: {} as { context: ModalContext; events: ModalEvent },
  actions: {
    assignModal: assign((_, params: { name: ModalName; params: ModalParams }) => ({ name: params.name, params: params.params })),
    assignClosed: assign({ name: null, params: {} }),
    pushUrl,
    navigateBack,
  },
  guards: {
    isModalUrl: (_, params: { name: ModalName | null }) => params.name !== null,
  },
}).createMachine({
  id: 'modal',
  description:
    'One modal at a time. Opening pushes its query param into the URL, closing goes back; URL changes made by the browser (back/forward, deep links) open or close the modal without touching history again.',
  context: { name: null, params: {} },
  initial: 'closed',
  states: {
    closed: {
      on: {
        'modal.open': {
          target: 'open',
          actions: [
            { type: 'assignModal', params: ({ event }) => ({ name: event.name, params: event.params ?? {} }) },
            { type: 'pushUrl', params: ({ event }) => ({ name: event.name, params: event.params ?? {} }) },
          ],
        },
        'modal.urlChanged': {
          guard: { type: 'isModalUrl', params: ({ event }) => ({ name: event.name }) },
          target: 'open',
          description: 'Back/forward or a deep link put a modal in the URL: open it without pushing.',
          actions: { type: 'assignModal', params: ({ event }) => ({ name: event.name!, params: event.params }) },
        },
      },
    },
    open: {
      description: 'context.name is the open modal; context.params its URL params.',
      on: {
        'modal.open': {
          target: 'open',
          description: 'Another modal replaces this one (one modal at a time).',
          actions: [
            { type: 'assignModal', params: ({ event }) => ({ name: event.name, params: event.params ?? {} }) },
            { type: 'pushUrl', params: ({ event }) => ({ name: event.name, params: event.params ?? {} }) },
          ],
        },
        'modal.close': { target: 'closed', actions: ['assignClosed', 'navigateBack'] },
        'modal.urlChanged': [
          {
            guard: { type: 'isModalUrl', params: ({ event }) => ({ name: event.name }) },
            target: 'open',
            actions: { type: 'assignModal', params: ({ event }) => ({ name: event.name!, params: event.params }) },
          },
          { target: 'closed', description: 'The URL no longer names a modal: close without navigating.', actions: 'assignClosed' },
        ],
      },
    },
  },
});
