import { fromPromise } from 'xstate';
import { existingAccountMachine } from '@machines/existingAccount/existingAccount.machine';
import { validateEmail } from '@/api/account';

/** Checkout's guest email check with the real POST email/validate (its has_account). */
export const existingAccountWithEffects = existingAccountMachine.provide({
  actors: {
    lookupEmail: fromPromise(async ({ input }: { input: { email: string } }) => ({
      hasAccount: (await validateEmail(input.email)).hasAccount,
    })),
  },
});
