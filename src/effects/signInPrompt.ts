import type { ActorRefFrom } from 'xstate';
import { signInPromptMachine } from '@machines/signInPrompt/signInPrompt.machine';
import { rememberSignInSkipped } from '@/storage/signInPrompt';

/** Checkout's sign-in offer with the browser's storage (the modal it opens is the app system's: machines/shared/sign-in-modal.ts). */
export function signInPromptForApp({ storage }: { storage: Pick<Storage, 'getItem' | 'setItem'> }) {
  return signInPromptMachine.provide({ actions: { rememberSkipped: () => rememberSignInSkipped(storage) } });
}

export type SignInPromptRef = ActorRefFrom<ReturnType<typeof signInPromptForApp>>;
