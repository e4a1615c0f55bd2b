import type { AnyMachineSnapshot } from 'xstate';
import { modalMachine, type ModalContext } from '../../machines';
import type { ModelDefinition, ModelEvent } from '../support/model-paths';

/**
 * The item modal of Brooklyn Slice House's menu. One item is opened by clicking it (the modal pushes
 * `?view_product=` onto history, so browser back closes it); another is opened by a deep link (a page
 * load with `?view_product=` in the URL, so there is no entry of the menu's own to go back to).
 */
export const clickedItem = { productId: '1001014', name: 'Mozzarella Sticks' } as const;
export const deepLinkedItem = { productId: '1001001', name: 'Cheese Pizza' } as const;

const contextOf = (snapshot: AnyMachineSnapshot) => snapshot.context as ModalContext;

export const modalModel: ModelDefinition<typeof modalMachine> = {
  name: 'modal',
  machine: modalMachine,
  outcomes: {
    // Clicking an item opens it. Nothing in an open item modal opens another modal (replacing), so
    // `modal.open` is walked from `closed` only.
    'modal.open': (snapshot) =>
      snapshot.matches('closed') ? [{ type: 'modal.open', name: 'productModal', params: { productId: clickedItem.productId } }] : [],
    'modal.urlChanged': (snapshot): ModelEvent[] => {
      if (snapshot.matches('closed')) return [{ type: 'modal.urlChanged', name: 'productModal', params: { productId: deepLinkedItem.productId } }];
      // Back closes a modal that pushed its URL; a deep-linked one has no in-app entry to go back to.
      // Nothing puts a second modal's URL next to an open one's in history, so open → open by URL is not walked.
      return contextOf(snapshot).params.productId === clickedItem.productId ? [{ type: 'modal.urlChanged', name: null, params: {} }] : [];
    },
    // The payload only names the item (the machine ignores it), so closing a clicked and a
    // deep-linked item stay two walks: the first goes back in history, the second replaces the URL.
    'modal.close': (snapshot) => [{ type: 'modal.close', item: contextOf(snapshot).params.productId }],
  },
  contextKey: (snapshot) => ({ name: contextOf(snapshot).name, productId: contextOf(snapshot).params.productId ?? null }),
  eventLabel: (event) => {
    if (event.type === 'modal.open') return `click ${clickedItem.name}`;
    if (event.type === 'modal.close') return `Close button (${event.item === clickedItem.productId ? clickedItem.name : deepLinkedItem.name})`;
    if (event.type === 'modal.urlChanged') return event.name === null ? 'browser back' : `deep link to ${deepLinkedItem.name}`;
    return event.type;
  },
};
