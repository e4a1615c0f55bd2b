import { assign, setup } from 'xstate';
import { JUMP_SETTLE_MS, scrollToCategory } from './menuFocus.actors';
import type { MenuFocusContext, MenuFocusEvent } from './menuFocus.types';

export const menuFocusMachine = setup({
  types: {} as { context: MenuFocusContext; events: MenuFocusEvent },
  actions: {
    assignFocused: assign((_, params: { categoryId: number }) => ({ focused: params.categoryId })),
    scrollToCategory,
  },
  guards: {
    isAnotherCategory: ({ context }, params: { categoryId: number }) => context.focused !== params.categoryId,
  },
  delays: { jumpSettle: JUMP_SETTLE_MS },
}).createMachine({
  id: 'menuFocus',
  description:
    "The menu's category navigation: the focused category follows the reader's scroll, and a picked category is focused at once and kept while the page scrolls to it.",
  context: { focused: null },
  initial: 'following',
  states: {
    following: {
      description: 'The focused category is the one whose section is at the top of the viewport.',
      on: {
        'scroll.entered': {
          guard: { type: 'isAnotherCategory', params: ({ event }) => ({ categoryId: event.categoryId }) },
          actions: { type: 'assignFocused', params: ({ event }) => ({ categoryId: event.categoryId }) },
        },
        'category.select': {
          target: 'jumping',
          actions: [
            { type: 'assignFocused', params: ({ event }) => ({ categoryId: event.categoryId }) },
            { type: 'scrollToCategory', params: ({ event }) => ({ categoryId: event.categoryId }) },
          ],
        },
      },
    },
    jumping: {
      description: 'Scrolling to the picked category: the sections passed on the way are not focused, so the navigation does not flicker.',
      after: { jumpSettle: 'following' },
      on: {
        'category.select': {
          target: 'jumping',
          reenter: true,
          actions: [
            { type: 'assignFocused', params: ({ event }) => ({ categoryId: event.categoryId }) },
            { type: 'scrollToCategory', params: ({ event }) => ({ categoryId: event.categoryId }) },
          ],
        },
      },
    },
  },
});
