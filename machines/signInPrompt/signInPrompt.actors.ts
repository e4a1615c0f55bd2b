import type { SignInPromptContext } from './signInPrompt.types';

/** Stores the 'should render' flag as false: a guest who skipped is not asked again in this browser (the storefront's storage). */
export const rememberSkipped = (_: { context: SignInPromptContext }) => {
  throw new Error('signInPrompt: provide the rememberSkipped action');
};
