import { fromCallback, type ActorRefFrom } from 'xstate';
import { signInPromptMachine } from '@machines/signInPrompt/signInPrompt.machine';
import type { SignInPromptEvent } from '@machines/signInPrompt/signInPrompt.types';
import { rememberSignInSkipped } from '@/storage/signInPrompt';
import type { ModalRef } from '@/system';

const MODAL = 'signInSignUpModal';

/** Checkout's sign-in offer with its real effects: the app's modal actor and the browser's storage. */
export function signInPromptForApp({ modal, storage }: { modal: ModalRef; storage: Pick<Storage, 'getItem' | 'setItem'> }) {
  const isShown = () => {
    const snapshot = modal.getSnapshot();
    return snapshot.matches('open') && snapshot.context.name === MODAL;
  };
  return signInPromptMachine.provide({
    actions: {
      openSignInModal: () => modal.send({ type: 'modal.open', name: MODAL }),
      closeSignInModal: () => {
        if (isShown()) modal.send({ type: 'modal.close' });
      },
      rememberSkipped: () => rememberSignInSkipped(storage),
    },
    actors: {
      watchModal: fromCallback<SignInPromptEvent>(({ sendBack }) => {
        const subscription = modal.subscribe(() => {
          if (!isShown()) sendBack({ type: 'prompt.closed' });
        });
        return () => subscription.unsubscribe();
      }),
    },
  });
}

export type SignInPromptRef = ActorRefFrom<ReturnType<typeof signInPromptForApp>>;
