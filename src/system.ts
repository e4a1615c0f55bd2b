import { createActor } from 'xstate';
import { cartMachine } from '../machines/cart/cart.machine';
import { modalMachine } from '../machines/modal/modal.machine';
import type { ModalNavigation } from './navigation';
import { readStoredCart, writeStoredCart } from './storage/cartStorage';

type SystemDeps = {
  storage: Pick<Storage, 'getItem' | 'setItem'>;
  navigation: ModalNavigation;
  now?: () => number;
};

/**
 * The app-wide actors, started once per page load, with their real effects: the cart persists to
 * storage (restored only within 180 minutes — the machine decides), the modal drives the URL.
 */
export function createSystem({ storage, navigation, now = Date.now }: SystemDeps) {
  const cart = createActor(
    cartMachine.provide({ actions: { persistCart: (_, stored) => writeStoredCart(storage, stored) } }),
    { input: { stored: readStoredCart(storage), now: now() } },
  );
  const modal = createActor(
    modalMachine.provide({
      actions: {
        pushUrl: (_, { name, params }) => navigation.openModal(name, params),
        navigateBack: () => navigation.closeModal(),
      },
    }),
  );
  cart.start();
  modal.start();
  return { cart, modal };
}

export type AppSystem = ReturnType<typeof createSystem>;
export type CartRef = AppSystem['cart'];
export type ModalRef = AppSystem['modal'];
