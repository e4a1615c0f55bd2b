import { describe, expect, it } from 'vitest';
import { createActor, setup, waitFor, type AnyActorRef } from 'xstate';
import { modalMachine } from '../modal/modal.machine';
import { closeChallengeModal, openChallengeModal, watchChallengeModal } from './challenge-modal';

// The modal's URL changes are a stubbed boundary; the modal actor itself is the real machine.
const modal = modalMachine.provide({ actions: { pushUrl: () => {}, navigateBack: () => {} } });

type Event = { type: 'challenge.return'; intentId: string } | { type: 'challenge.abort' } | { type: 'done' };

/** A machine pausing for a challenge as placeOrder and saveCard do: open on entry, watch, close on exit. */
const challenged = setup({
  types: {} as { context: Record<string, never>; events: Event },
  actors: { watchChallenge: watchChallengeModal<Event>() },
  actions: {
    openChallenge: openChallengeModal<Record<string, never>, Event>(),
    closeChallenge: closeChallengeModal<Record<string, never>, Event>(),
  },
}).createMachine({
  context: {},
  initial: 'awaitingChallenge',
  states: {
    awaitingChallenge: {
      entry: 'openChallenge',
      exit: 'closeChallenge',
      invoke: { src: 'watchChallenge' },
      on: { 'challenge.abort': 'aborted', 'challenge.return': 'returned', done: 'returned' },
    },
    aborted: {},
    returned: {},
  },
});

/** A system as the app's: the modal under its systemId, and the challenged machine beside it. */
function system() {
  const root = setup({ actors: { modal, challenged } }).createMachine({
    invoke: [
      { id: 'modal', systemId: 'modal', src: 'modal' },
      { id: 'challenged', src: 'challenged' },
    ],
  });
  const actor = createActor(root).start();
  return { modal: actor.system.get('modal') as AnyActorRef, challenged: actor.getSnapshot().children.challenged! as AnyActorRef };
}

const showsChallenge = (snapshot: { value: unknown; context: { name: string | null } }) =>
  snapshot.value === 'open' && snapshot.context.name === 'threeDSecureModal';

describe("threeDSecureModal through the system's modal actor (machines/shared/challenge-modal)", () => {
  it('opens on the challenge, and closing the modal aborts it', async () => {
    const { modal, challenged } = system();
    await waitFor(modal, showsChallenge);
    modal.send({ type: 'modal.close' });
    await waitFor(challenged, (snapshot) => snapshot.value === 'aborted');
  });

  it('leaving the challenge closes the modal; a dialog opened since is left open', async () => {
    const leaving = system();
    await waitFor(leaving.modal, showsChallenge);
    leaving.challenged.send({ type: 'done' });
    await waitFor(leaving.modal, (snapshot) => snapshot.value !== 'open');

    const other = system();
    await waitFor(other.modal, showsChallenge);
    other.modal.send({ type: 'modal.open', name: 'supportModal' });
    // the watcher hears threeDSecureModal gone: aborted, and the support dialog stays
    await waitFor(other.challenged, (snapshot) => snapshot.value === 'aborted');
    expect(other.modal.getSnapshot().context.name).toBe('supportModal');
  });
});
