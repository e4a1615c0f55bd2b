import { sendTo, setup } from 'xstate';
import { closeSignInModal, SIGN_IN_MODAL, watchSignInModal } from '../shared/sign-in-modal';
import { systemActor } from '../shared/system-actors';
import { rememberSkipped } from './signInPrompt.actors';
import type { SignInPromptContext, SignInPromptEvent, SignInPromptInput } from './signInPrompt.types';

export const signInPromptMachine = setup({
  types: {} as { context: SignInPromptContext; events: SignInPromptEvent; input: SignInPromptInput },
  // the modal is the app system's (checkout, this machine's parent, runs in it)
  actors: { watchModal: watchSignInModal<SignInPromptEvent>({ type: 'prompt.closed' }) },
  actions: {
    openSignInModal: sendTo(systemActor('modal'), { type: 'modal.open', name: SIGN_IN_MODAL }),
    closeSignInModal: closeSignInModal<SignInPromptContext, SignInPromptEvent>(),
    rememberSkipped,
  },
  guards: {
    isSignedIn: ({ context }) => context.signedIn,
    isCartEmpty: ({ context }) => context.cartEmpty,
    shouldRender: ({ context }) => context.shouldRender,
  },
}).createMachine({
  id: 'signInPrompt',
  description:
    "Checkout's offer to sign in (signInSignUpModal). Once the session has settled: a signed-in shopper is not asked, nor a guest whose cart is empty (there is no order to sign in for); a guest is, unless this browser skipped it before (the modal's 'should render' flag, persisted, default true). 'Skip' remembers the answer; closing the modal otherwise asks again on the next checkout. Signing in from the modal is the login-redirect machine's.",
  context: ({ input }) => ({ ...input }),
  initial: 'deciding',
  states: {
    deciding: {
      always: [
        { guard: 'isSignedIn', target: 'signedIn' },
        { guard: 'isCartEmpty', target: 'nothingToOrder' },
        { guard: 'shouldRender', target: 'offered' },
        { target: 'notOffered' },
      ],
    },
    offered: {
      description: 'The modal is open over checkout: sign in or sign up (and come back here), or skip.',
      entry: 'openSignInModal',
      invoke: { id: 'watchModal', src: 'watchModal' },
      on: {
        'prompt.skip': { target: 'skipped', actions: ['rememberSkipped', 'closeSignInModal'] },
        'prompt.closed': { target: 'dismissed' },
      },
    },
    skipped: { description: 'Checking out as a guest; this browser is not asked again.' },
    dismissed: { description: 'Closed without an answer: the next checkout asks again.' },
    notOffered: { description: 'A guest who skipped before.' },
    nothingToOrder: { description: 'A guest at checkout with an empty cart: the way back to the menu, and no offer over it.' },
    signedIn: { description: 'Checking out signed in: contact details come from the profile.' },
  },
});
