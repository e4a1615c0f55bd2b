import { fromCallback, type ActorSystem, type ActorSystemInfo, type AnyActorRef, type EventObject } from 'xstate';
import { isModalShown, type ModalContext, type ModalName } from '../modal/modal.types';

/** The modal checkout's sign-in offer opens over its page, and the menu's review widget for a guest. */
export const SIGN_IN_MODAL = 'signInSignUpModal';

type ModalSnapshot = { matches: (state: 'open') => boolean; context: ModalContext };
const showsSignIn = (modal: AnyActorRef) => isModalShown(modal.getSnapshot() as ModalSnapshot, SIGN_IN_MODAL);

/** The system's modal actor while it shows the named modal (none otherwise, or outside the app's system). */
export function modalShowing(system: ActorSystem<ActorSystemInfo>, name: ModalName): AnyActorRef | undefined {
  const modal = system.get('modal') as AnyActorRef | undefined;
  return modal && isModalShown(modal.getSnapshot() as ModalSnapshot, name) ? modal : undefined;
}

/** The system's modal actor while it shows signInSignUpModal. */
export const modalShowingSignIn = (system: ActorSystem<ActorSystemInfo>) => modalShowing(system, SIGN_IN_MODAL);

/** Sends `closed` back once the system's modal no longer shows signInSignUpModal (close button, Escape, Back). */
export const watchSignInModal = <TEvent extends EventObject>(closed: TEvent) =>
  fromCallback<TEvent>(({ sendBack, system }) => {
    const modal = system.get('modal') as AnyActorRef | undefined;
    if (!modal) return;
    const subscription = modal.subscribe(() => {
      if (!showsSignIn(modal)) sendBack(closed);
    });
    return () => subscription.unsubscribe();
  });
