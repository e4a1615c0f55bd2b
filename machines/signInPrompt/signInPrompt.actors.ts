import { fromCallback } from 'xstate';
import type { SignInPromptContext, SignInPromptEvent } from './signInPrompt.types';

const provideMe = (name: string) => () => {
  throw new Error(`signInPrompt: provide the ${name} action`);
};

/** Opens signInSignUpModal through the app's modal actor. */
export const openSignInModal = provideMe('openSignInModal') as (args: { context: SignInPromptContext }) => void;
/** Closes it again. */
export const closeSignInModal = provideMe('closeSignInModal') as (args: { context: SignInPromptContext }) => void;
/** Stores the 'should render' flag as false: a guest who skipped is not asked again in this browser. */
export const rememberSkipped = provideMe('rememberSkipped') as (args: { context: SignInPromptContext }) => void;

/** Reports 'prompt.closed' once the app's modal no longer shows signInSignUpModal (close button, Escape, Back). */
export const watchModal = fromCallback<SignInPromptEvent>(() => {
  throw new Error('signInPrompt: provide the watchModal actor');
});
