import type { ActorRefFrom } from 'xstate';
import { signInPromptMachine } from '@machines/signInPrompt/signInPrompt.machine';
import type { SignInPromptEvent } from '@machines/signInPrompt/signInPrompt.types';
import { rememberSignInSkipped } from '@/storage/signInPrompt';
import type { ModalRef } from '@/system';
import { signInModal } from './signInModal';

/** Checkout's sign-in offer with its real effects: the app's modal actor and the browser's storage. */
export function signInPromptForApp({ modal, storage }: { modal: ModalRef; storage: Pick<Storage, 'getItem' | 'setItem'> }) {
  const signIn = signInModal(modal);
  return signInPromptMachine.provide({
    actions: {
      openSignInModal: signIn.open,
      closeSignInModal: signIn.closeIfShown,
      rememberSkipped: () => rememberSignInSkipped(storage),
    },
    actors: { watchModal: signIn.watchClosed<SignInPromptEvent>({ type: 'prompt.closed' }) },
  });
}

export type SignInPromptRef = ActorRefFrom<ReturnType<typeof signInPromptForApp>>;
