/** Who is at checkout when the prompt decides (the session has settled by then). */
export type SignInPromptInput = {
  signedIn: boolean;
  /** The sign-in modal's persisted 'should render' flag (discovery §4; default true). */
  shouldRender: boolean;
  /** Nothing in the cart for this shop when checkout opened: no order to sign in for. */
  cartEmpty: boolean;
};

export type SignInPromptContext = SignInPromptInput;

export type SignInPromptEvent =
  /** 'Skip and continue as a guest' in the sign-in modal */
  | { type: 'prompt.skip' }
  /** the modal was closed without skipping (its close button, Escape, Back) */
  | { type: 'prompt.closed' };

/** Where the flag is kept in the browser's storage. */
export const SIGN_IN_PROMPT_STORAGE_KEY = 'crust:signInModal:shouldRender';
