import type { AnyMachineSnapshot } from 'xstate';
import { modalMachine, type ModalContext, type ModalName } from '../../machines';
import type { ModelDefinition, ModelEvent } from '../support/model-paths';

/**
 * The modal machine on Brooklyn Slice House's menu, plus the home page a redirect lands on.
 * - The item modal: one item is opened by clicking it (the modal pushes `?view_product=` onto history,
 *   so browser back closes it); another by a deep link (a page load with `?view_product=`, so there
 *   is no entry of the menu's own to go back to).
 * - The delivery method and shop details modals: opened from the menu's controls (`?modal=<name>`
 *   pushed), closed by their Close button, by browser back, and the delivery method one also by
 *   choosing Delivery (which closes it).
 * - The shop-not-found redirect modal: opened by landing from `/shop/no-longer-active` (its flag is
 *   in the URL, nothing pushed), closed by its Close button or by "Find pizzerias nearby".
 */
export const clickedItem = { productId: '1001014', name: 'Mozzarella Sticks' } as const;
export const deepLinkedItem = { productId: '1001001', name: 'Cheese Pizza' } as const;

/** The menu controls that open the two menu modals, by accessible name. */
export const menuModalOpeners = {
  deliveryMethodModal: 'Compare delivery and pickup',
  debrandedShopDetailsModal: 'Shop details',
} as const satisfies Partial<Record<ModalName, string>>;
export type MenuModal = keyof typeof menuModalOpeners;
export const isMenuModal = (name: ModalName | null): name is MenuModal => name !== null && name in menuModalOpeners;

/** How a modal.close is realised: which modal it closes and the control used. */
export type CloseWay = 'Close button' | 'choose Delivery' | 'Find pizzerias nearby';

const contextOf = (snapshot: AnyMachineSnapshot) => snapshot.context as ModalContext;

/** Modals a click pushed onto history: browser back closes them. */
function wasPushed({ name, params }: ModalContext) {
  return (name === 'productModal' && params.productId === clickedItem.productId) || isMenuModal(name);
}

function closeWays({ name }: ModalContext): CloseWay[] {
  if (name === 'deliveryMethodModal') return ['Close button', 'choose Delivery'];
  if (name === 'shopNotFoundRedirectModal') return ['Close button', 'Find pizzerias nearby'];
  return ['Close button'];
}

export const modalModel: ModelDefinition<typeof modalMachine> = {
  name: 'modal',
  unreachable: {
    'modal.open --modal.open--> modal.open':
      "No dialog in today's views holds a control that opens another dialog: each closes before the next opens.",
    'modal.open --modal.urlChanged#0--> modal.open':
      'Back/forward between two dialog URLs needs two dialog entries in a row in history; the app never pushes a dialog over another.',
  },
  machine: modalMachine,
  outcomes: {
    // Nothing inside these modals opens another modal (replacing), so `modal.open` is walked from `closed` only.
    'modal.open': (snapshot) =>
      snapshot.matches('closed')
        ? [
            { type: 'modal.open', name: 'productModal', params: { productId: clickedItem.productId } },
            ...(Object.keys(menuModalOpeners) as MenuModal[]).map((name) => ({ type: 'modal.open', name })),
          ]
        : [],
    'modal.urlChanged': (snapshot): ModelEvent[] => {
      if (snapshot.matches('closed')) {
        return [
          { type: 'modal.urlChanged', name: 'productModal', params: { productId: deepLinkedItem.productId } },
          { type: 'modal.urlChanged', name: 'shopNotFoundRedirectModal', params: {} },
        ];
      }
      // Back closes a modal that pushed its URL; a deep-linked one (or the redirect's, which replaced
      // the redirect route's entry) has no in-app entry to go back to. Nothing puts a second modal's
      // URL next to an open one's in history, so open → open by URL is not walked.
      return wasPushed(contextOf(snapshot)) ? [{ type: 'modal.urlChanged', name: null, params: {} }] : [];
    },
    // The payload names the modal and the control (the machine ignores both), so each way of closing
    // each modal is its own walk: they differ in history (back or replace) and in where focus goes.
    'modal.close': (snapshot) => {
      const context = contextOf(snapshot);
      const closes = context.name === 'productModal' ? context.params.productId : context.name;
      return closeWays(context).map((way) => ({ type: 'modal.close', closes, way }));
    },
  },
  contextKey: (snapshot) => ({ name: contextOf(snapshot).name, productId: contextOf(snapshot).params.productId ?? null }),
  eventLabel: (event) => {
    if (event.type === 'modal.open') {
      return event.name === 'productModal' ? `click ${clickedItem.name}` : `click ${menuModalOpeners[event.name as MenuModal]}`;
    }
    if (event.type === 'modal.close') {
      const names: Record<string, string> = { [clickedItem.productId]: clickedItem.name, [deepLinkedItem.productId]: deepLinkedItem.name };
      return `${event.way} (${names[event.closes as string] ?? event.closes})`;
    }
    if (event.type === 'modal.urlChanged') {
      if (event.name === null) return 'browser back';
      return event.name === 'productModal' ? `deep link to ${deepLinkedItem.name}` : 'land from /shop/no-longer-active';
    }
    return event.type;
  },
};
