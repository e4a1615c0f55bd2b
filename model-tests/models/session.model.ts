import type { AnyMachineSnapshot } from 'xstate';
import { sessionMachine, type SessionContext } from '../../machines';
import type { ModelDefinition } from '../support/model-paths';

const contextOf = (snapshot: AnyMachineSnapshot) => snapshot.context as SessionContext;
const someone = { id: 1, email: 'ann@example.com', firstName: 'Ann', lastName: 'Lee', phone: null };

export const sessionModel: ModelDefinition<typeof sessionMachine> = {
  name: 'session',
  machine: sessionMachine,
  shortestPathsOnly:
    "signed in a second time in one walk, the page reuses the identity provider's configuration it fetched the first time: the suite holds that request for each sign-in",
  outcomes: {
    'xstate.done.actor.loadSession': [
      { type: 'xstate.done.actor.loadSession', output: someone, actorId: 'loadSession' },
      { type: 'xstate.done.actor.loadSession', output: null, actorId: 'loadSession' },
    ],
    // the profile saved at /user/edit with a new first name
    'session.userUpdated': [{ type: 'session.userUpdated', user: { ...someone, firstName: 'Bea', phone: '2125550100' } }],
    'xstate.error.actor.loadSession': [
      { type: 'xstate.error.actor.loadSession', error: { status: 401, message: 'Unauthorized', messages: [] }, actorId: 'loadSession' },
      { type: 'xstate.error.actor.loadSession', error: { status: null, message: 'Network Error', messages: [] }, actorId: 'loadSession' },
    ],
  },
  contextKey: (snapshot) => ({ user: contextOf(snapshot).user !== null }),
  // users/me answers 401 only to a token the provider stopped honouring while the browser still holds it as fresh: see unreachable
  filterEvents: (_, event) =>
    !(event.type === 'xstate.error.actor.loadSession' && (event.error as { status: number | null }).status === 401),
  eventLabel: (event) => {
    if (event.type === 'xstate.done.actor.loadSession') return event.output ? 'users/me answers the user' : 'no session in this browser';
    if (event.type === 'xstate.error.actor.loadSession')
      return (event.error as { status: number | null }).status === 401 ? 'users/me 401' : 'user query cut off';
    return event.type;
  },
  unreachable: {
    'session.loading --xstate.error.actor.loadSession#0--> session.guest':
      'users/me answers 401 only to an access token the provider no longer honours while auth0-spa-js still holds it as fresh (an account removed, signing keys replaced); the product offers neither, and a token past its time is renewed (or the session dropped) before users/me is asked. Unit-tested in machines/session/session.test.ts.',
  },
};
