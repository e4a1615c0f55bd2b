export type ExistingAccountInput = { signedIn: boolean };

export type ExistingAccountContext = {
  signedIn: boolean;
  /** The email last asked about (trimmed); leaving the field with it unchanged asks nothing. */
  email: string | null;
};

export type ExistingAccountEvent =
  /** The contact email field lost focus with this value. */
  { type: 'email.check'; email: string };

type Snap = { matches: (state: 'accountFound') => boolean; context: ExistingAccountContext };

/** The guest's email belongs to an account: offer to sign in. */
export const selectAccountFound = (state: Snap) => state.matches('accountFound');
