import type { AnyMachineSnapshot } from 'xstate';
import { menuFocusMachine, type MenuFocusContext } from '../../machines';
import type { ModelDefinition } from '../support/model-paths';

/** Brooklyn Slice House's menu categories the walk uses (server/seed/menu.ts ids). */
export const categories = {
  pizza: { id: 100101, name: 'Pizza' },
  sides: { id: 100103, name: 'Sides' },
  salads: { id: 100104, name: 'Salads' },
  drinks: { id: 100105, name: 'Drinks' },
} as const;

export const categoryName = (id: number | null) =>
  Object.values(categories).find((category) => category.id === id)?.name ?? categories.pizza.name;

const contextOf = (snapshot: AnyMachineSnapshot) => snapshot.context as MenuFocusContext;

export const menuFocusModel: ModelDefinition<typeof menuFocusMachine> = {
  name: 'menuFocus',
  machine: menuFocusMachine,
  outcomes: {
    // The reader scrolls a section to the top of the viewport.
    'scroll.entered': [
      { type: 'scroll.entered', categoryId: categories.sides.id },
      { type: 'scroll.entered', categoryId: categories.drinks.id },
    ],
    'category.select': [
      { type: 'category.select', categoryId: categories.salads.id },
      { type: 'category.select', categoryId: categories.drinks.id },
    ],
  },
  // On the page the first section is reported at once (focused = Pizza); the machine starts at null.
  contextKey: (snapshot) => ({ focused: contextOf(snapshot).focused }),
  filterEvents: (snapshot, event) => {
    // Picking the category a jump is already going to changes nothing the page can show.
    if (event.type === 'category.select' && snapshot.matches('jumping')) return contextOf(snapshot).focused !== event.categoryId;
    return true;
  },
  eventLabel: (event) => {
    if (event.type === 'scroll.entered') return `scroll to ${categoryName(event.categoryId as number)}`;
    if (event.type === 'category.select') return `pick ${categoryName(event.categoryId as number)}`;
    if (event.type.startsWith('xstate.after.')) return 'jump settles';
    return event.type;
  },
};
