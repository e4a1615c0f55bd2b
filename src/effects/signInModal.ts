import { fromCallback, type EventObject } from 'xstate';
import { isModalShown } from '@machines/modal/modal.types';
import { SIGN_IN_MODAL as MODAL } from '@machines/shared/sign-in-modal';
import type { ModalRef } from '@/system';

/**
 * signInSignUpModal on the app's modal actor, as the menu's review widget needs it (it runs outside the app's actor
 * system; checkout's sign-in offer reaches the modal through the system: machines/shared/sign-in-modal.ts): open it,
 * close it if it is still shown, and `watchClosed`, which sends the given event once the modal no longer shows it.
 */
export function signInModal(modal: ModalRef) {
  const isShown = () => isModalShown(modal.getSnapshot(), MODAL);
  return {
    open: () => modal.send({ type: 'modal.open', name: MODAL }),
    closeIfShown: () => {
      if (isShown()) modal.send({ type: 'modal.close' });
    },
    watchClosed: <TEvent extends EventObject>(closed: TEvent) =>
      fromCallback<TEvent>(({ sendBack }) => {
        const subscription = modal.subscribe(() => {
          if (!isShown()) sendBack(closed);
        });
        return () => subscription.unsubscribe();
      }),
  };
}
