import { fromCallback, type AnyActorRef, type EventObject, type MachineContext } from 'xstate';
import { closeModalShowing, onModalHidden } from './system-modal';

/** The modal checkout's sign-in offer opens over its page, and the menu's review widget for a guest. */
export const SIGN_IN_MODAL = 'signInSignUpModal';

/** Closes the system's modal if it still shows signInSignUpModal. */
export const closeSignInModal = <TContext extends MachineContext, TEvent extends EventObject>() =>
  closeModalShowing<TContext, TEvent>(SIGN_IN_MODAL);

/** Sends `closed` back once the system's modal no longer shows signInSignUpModal (close button, Escape, Back). */
export const watchSignInModal = <TEvent extends EventObject>(closed: TEvent) =>
  fromCallback<TEvent>(({ sendBack, system }) => {
    const modal = system.get('modal') as AnyActorRef | undefined;
    if (!modal) return;
    return onModalHidden(modal, SIGN_IN_MODAL, () => sendBack(closed));
  });
