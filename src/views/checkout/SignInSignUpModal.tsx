import { useSelector } from '@xstate/react';
import type { SignInPromptRef } from '@/effects/signInPrompt';
import { useSystem } from '@/SystemProvider';
import { SignInOptions } from '../account/SignInOptions';
import { InfoDialog } from '../menu/modals/InfoDialog';
import * as styles from '../account/LoginView.css';

/** signInSignUpModal over checkout: sign in (and come back to this checkout) or skip as a guest. */
export function SignInSignUpModal({ prompt, returnTo }: { prompt: SignInPromptRef; returnTo: string }) {
  const { modal } = useSystem();
  const open = useSelector(modal, (state) => state.matches('open') && state.context.name === 'signInSignUpModal');
  if (!open) return null;
  return (
    <InfoDialog title="Log in or sign up" onClose={() => modal.send({ type: 'modal.close' })}>
      <div className={styles.options}>
        <p className={styles.notice}>Sign in to use your saved details and addresses, and to find this order in your account.</p>
        <SignInOptions returnTo={returnTo} skip={{ onSkip: () => prompt.send({ type: 'prompt.skip' }) }} />
      </div>
    </InfoDialog>
  );
}
