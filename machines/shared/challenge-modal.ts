import { fromCallback, sendTo, type AnyActorRef, type EventObject, type MachineContext } from 'xstate';
import type { ModalEvent } from '../modal/modal.types';
import { systemActor } from './system-actors';
import { closeModalShowing, onModalHidden } from './system-modal';

/** The modal a 3-D Secure challenge page shows in (placeOrder's payment, saveCard's card setup). */
export const CHALLENGE_MODAL = 'threeDSecureModal';

/**
 * What /3ds-redirect tells the page that holds threeDSecureModal when the challenge page returns to it
 * inside the modal's frame (same origin only): the intent that was challenged and how it ended.
 */
export type ChallengeReturn = { type: 'crust:3ds-return'; intentId: string; redirectStatus: string };

export const isChallengeReturn = (data: unknown): data is ChallengeReturn =>
  typeof data === 'object' &&
  data !== null &&
  (data as ChallengeReturn).type === 'crust:3ds-return' &&
  typeof (data as ChallengeReturn).intentId === 'string';

/** Opens threeDSecureModal on the system's modal (the page reads the challenge's URL from the machine that opened it). */
export const openChallengeModal = <TContext extends MachineContext, TEvent extends EventObject>() =>
  sendTo<TContext, TEvent, undefined, AnyActorRef, TEvent>(systemActor('modal'), {
    type: 'modal.open',
    name: CHALLENGE_MODAL,
  } satisfies ModalEvent);

/** Closes the system's modal if it still shows threeDSecureModal (not a dialog the shopper opened since). */
export const closeChallengeModal = <TContext extends MachineContext, TEvent extends EventObject>() =>
  closeModalShowing<TContext, TEvent>(CHALLENGE_MODAL);

type ChallengeEvent = { type: 'challenge.return'; intentId: string } | { type: 'challenge.abort' };

/**
 * While a challenge is open: challenge.return when /3ds-redirect in the modal's frame posts back (same origin),
 * challenge.abort once the system's modal no longer shows threeDSecureModal (close button, Escape, Back).
 * Outside a browser no message can come; outside the app's system there is no modal to watch.
 */
export const watchChallengeModal = <TEvent extends EventObject>() =>
  fromCallback<TEvent>(({ sendBack, system }) => {
    const send = (event: ChallengeEvent) => sendBack(event as unknown as TEvent);
    const win = typeof window === 'undefined' ? null : window;
    const onMessage = (message: MessageEvent) => {
      if (message.origin !== win?.location.origin || !isChallengeReturn(message.data)) return;
      send({ type: 'challenge.return', intentId: message.data.intentId });
    };
    win?.addEventListener('message', onMessage);
    const modal = system.get('modal') as AnyActorRef | undefined;
    const stopWatching = modal ? onModalHidden(modal, CHALLENGE_MODAL, () => send({ type: 'challenge.abort' })) : undefined;
    return () => {
      win?.removeEventListener('message', onMessage);
      stopWatching?.();
    };
  });
