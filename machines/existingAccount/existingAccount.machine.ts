import { assign, setup } from 'xstate';
import { lookupEmail } from './existingAccount.actors';
import type { ExistingAccountContext, ExistingAccountEvent, ExistingAccountInput } from './existingAccount.types';

const check = {
  target: 'checking',
  guard: 'isNewEmail',
  reenter: true,
  actions: { type: 'assignEmail', params: ({ event }: { event: ExistingAccountEvent }) => ({ email: event.email.trim() }) },
} as const;

export const existingAccountMachine = setup({
  types: {} as { context: ExistingAccountContext; events: ExistingAccountEvent; input: ExistingAccountInput },
  actors: { lookupEmail },
  actions: { assignEmail: assign((_, p: { email: string }) => ({ email: p.email })) },
  guards: {
    isSignedIn: ({ context }) => context.signedIn,
    isNewEmail: ({ context, event }) => event.email.trim() !== '' && event.email.trim() !== context.email,
    hasAccount: (_, p: { hasAccount: boolean }) => p.hasAccount,
  },
}).createMachine({
  id: 'existingAccount',
  description:
    "Checkout's guest email, checked against the accounts (issue 31 item 9): when the contact email loses focus with a new address, the server is asked (email/validate has_account); an address an account already uses offers sign-in (the order would otherwise be left off that account's history), without blocking guest checkout. A signed-in shopper is not asked.",
  context: ({ input }) => ({ signedIn: input.signedIn, email: null }),
  initial: 'deciding',
  states: {
    deciding: {
      always: [{ guard: 'isSignedIn', target: 'signedIn' }, { target: 'idle' }],
    },
    idle: { description: 'No account known for the email typed (or none typed yet).', on: { 'email.check': check } },
    checking: {
      invoke: {
        id: 'lookupEmail',
        src: 'lookupEmail',
        input: ({ context }) => ({ email: context.email ?? '' }),
        onDone: [{ guard: { type: 'hasAccount', params: ({ event }) => event.output }, target: 'accountFound' }, { target: 'idle' }],
        // no answer: guest checkout goes on as if there were no account
        onError: 'idle',
      },
      on: { 'email.check': check },
    },
    accountFound: {
      description:
        "'You have an account with this email. Sign in to keep this order in your history.' with Sign in (back to checkout, the cart kept); the guest may go on.",
      on: { 'email.check': check },
    },
    signedIn: { description: 'Checking out signed in: nothing to offer.' },
  },
});
