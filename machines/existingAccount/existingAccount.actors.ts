import { fromPromise } from 'xstate';

/** POST email/validate's answer: whether an account already uses the address. Provided by the app. */
export const lookupEmail = fromPromise<{ hasAccount: boolean }, { email: string }>(async () => {
  throw new Error('lookupEmail not provided');
});
