import { enqueueActions, type ActorSystem, type ActorSystemInfo, type AnyActorRef, type EventObject, type MachineContext } from 'xstate';
import { isModalShown, type ModalContext, type ModalName } from '../modal/modal.types';

type ModalSnapshot = { matches: (state: 'open') => boolean; context: ModalContext };

/** The system's modal actor while it shows the named modal (none otherwise, or outside the app's system). */
export function modalShowing(system: ActorSystem<ActorSystemInfo>, name: ModalName): AnyActorRef | undefined {
  const modal = system.get('modal') as AnyActorRef | undefined;
  return modal && isModalShown(modal.getSnapshot() as ModalSnapshot, name) ? modal : undefined;
}

/** Closes the system's modal if it still shows the named modal (not a dialog the shopper opened since). */
export const closeModalShowing = <TContext extends MachineContext, TEvent extends EventObject>(name: ModalName) =>
  enqueueActions<TContext, TEvent, undefined, TEvent, never, never, never, never, never>(({ system, enqueue }) => {
    const modal = modalShowing(system, name);
    if (modal) enqueue.sendTo(modal, { type: 'modal.close' });
  });

/** Calls `hidden` each time the modal actor changes while it no longer shows the named modal; returns the unsubscribe. */
export function onModalHidden(modal: AnyActorRef, name: ModalName, hidden: () => void): () => void {
  const subscription = modal.subscribe(() => {
    if (!isModalShown(modal.getSnapshot() as ModalSnapshot, name)) hidden();
  });
  return () => subscription.unsubscribe();
}
