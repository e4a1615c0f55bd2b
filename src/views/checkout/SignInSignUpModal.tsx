import { useSelector } from '@xstate/react';
import { isModalShown } from '@machines/modal/modal.types';
import type { SignInPromptRef } from '@/effects/signInPrompt';
import { useSystem } from '@/SystemProvider';
import { SignInOptions } from '../account/SignInOptions';
import { InfoDialog, InfoDialogPlaceholder } from '../menu/modals/InfoDialog';
import * as styles from '../account/LoginView.css';

const TITLE = 'Log in or sign up';

/**
 * signInSignUpModal over checkout: sign in (and come back to this checkout) or skip as a guest. While the
 * offer is made but the modal not yet open (the prompt opens it as it starts), its placeholder holds the place.
 */
export function SignInSignUpModal({ prompt, returnTo }: { prompt: SignInPromptRef; returnTo: string }) {
  const { modal } = useSystem();
  const open = useSelector(modal, (state) => isModalShown(state, 'signInSignUpModal'));
  const offered = useSelector(prompt, (state) => state.matches('offered'));
  if (!open) return offered ? <SignInSignUpModalPlaceholder returnTo={returnTo} /> : null;
  return (
    // its placeholder was on screen: no entrance
    <InfoDialog title={TITLE} onClose={() => modal.send({ type: 'modal.close' })} still>
      <SignInOffer returnTo={returnTo} onSkip={() => prompt.send({ type: 'prompt.skip' })} />
    </InfoDialog>
  );
}

/**
 * The modal as painted before it can be used: with the server's HTML, when the stored-cart hint says the
 * offer will open (CheckoutBeforeCart), and the moment before the prompt opens it. It is the page's
 * largest text: painted with the page, it is not what the page waits on.
 */
export function SignInSignUpModalPlaceholder({ returnTo }: { returnTo: string }) {
  return (
    <InfoDialogPlaceholder title={TITLE}>
      <SignInOffer returnTo={returnTo} onSkip={() => {}} />
    </InfoDialogPlaceholder>
  );
}

function SignInOffer({ returnTo, onSkip }: { returnTo: string; onSkip: () => void }) {
  return (
    <div className={styles.options}>
      <p className={styles.notice}>Sign in to use your saved details and addresses, and to find this order in your account.</p>
      <SignInOptions returnTo={returnTo} skip={{ onSkip }} />
    </div>
  );
}
