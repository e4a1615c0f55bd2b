import type { AnyMachineSnapshot } from 'xstate';
import { existingAccountMachine, type ExistingAccountContext } from '../../machines';
import type { ModelDefinition } from '../support/model-paths';

/**
 * A guest's contact email at checkout, checked against the accounts. The values are stand-ins: the
 * suite types this worker's account's email for `account` and a fresh address for `noAccount`.
 */
export const emails = { account: 'account@example.com', noAccount: 'no-account@example.com' } as const;

const contextOf = (snapshot: AnyMachineSnapshot) => snapshot.context as ExistingAccountContext;

export const existingAccountModel: ModelDefinition<typeof existingAccountMachine> = {
  name: 'existingAccount',
  machine: existingAccountMachine,
  input: { signedIn: false },
  outcomes: {
    'email.check': [
      { type: 'email.check', email: emails.account },
      { type: 'email.check', email: emails.noAccount },
    ],
    // the real server answers by the address typed
    'xstate.done.actor.lookupEmail': (snapshot) => [
      {
        type: 'xstate.done.actor.lookupEmail',
        actorId: 'lookupEmail',
        output: { hasAccount: contextOf(snapshot).email === emails.account },
      },
    ],
    'xstate.error.actor.lookupEmail': [
      { type: 'xstate.error.actor.lookupEmail', actorId: 'lookupEmail', error: { status: null, message: 'ERR_NETWORK', errors: [] } },
    ],
  },
  contextKey: (snapshot) => ({ email: contextOf(snapshot).email }),
  // while the lookup is held, the walk answers it before anything else
  filterEvents: (snapshot, event) => (snapshot.matches('checking') ? event.type.endsWith('.actor.lookupEmail') : true),
  unreachable: {
    'existingAccount.checking --email.check--> existingAccount.checking':
      'the walk answers a held lookup before the next step; another address typed and left while one is on its way asks again (the newer answer wins) — unit-tested in machines/existingAccount/existingAccount.test.ts',
  },
  eventLabel: (event) => {
    if (event.type === 'email.check') return `email ${event.email === emails.account ? 'of an account' : 'of no account'}, field left`;
    if (event.type === 'xstate.done.actor.lookupEmail')
      return (event.output as { hasAccount: boolean }).hasAccount ? 'server: has an account' : 'server: no account';
    if (event.type === 'xstate.error.actor.lookupEmail') return 'lookup cut';
    return event.type;
  },
};
