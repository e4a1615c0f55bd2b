import { describe, expect, it } from 'vitest';
import { createActor, setup, waitFor } from 'xstate';
import { modalMachine } from '../modal/modal.machine';
import { signInPromptMachine } from '../signInPrompt/signInPrompt.machine';

// The modal's URL changes and the skipped flag's storage are stubbed boundaries; the modal actor itself is the real machine.
const modal = modalMachine.provide({ actions: { pushUrl: () => {}, navigateBack: () => {} } });
const prompt = signInPromptMachine.provide({ actions: { rememberSkipped: () => {} } });

/** A system as the app's: the modal under its systemId, and a machine that asks for a sign-in beside it. */
function systemWith(logic: typeof prompt, input: unknown) {
  const root = setup({ actors: { modal, asker: logic } }).createMachine({
    invoke: [
      { id: 'modal', systemId: 'modal', src: 'modal' },
      { id: 'asker', src: 'asker', input: input as never },
    ],
  });
  const actor = createActor(root).start();
  return { actor, modal: actor.system.get('modal'), asker: actor.getSnapshot().children.asker! };
}

const showsSignIn = (snapshot: { value: unknown; context: { name: string | null } }) =>
  snapshot.value === 'open' && snapshot.context.name === 'signInSignUpModal';

describe("signInSignUpModal through the system's modal actor (machines/shared/sign-in-modal)", () => {
  it("checkout's offer opens it, hears it closed, and Skip closes it", async () => {
    const offered = systemWith(prompt, { signedIn: false, shouldRender: true, cartEmpty: false });
    await waitFor(offered.modal, showsSignIn);
    offered.modal.send({ type: 'modal.close' });
    await waitFor(offered.asker, (snapshot) => snapshot.value === 'dismissed');

    const skipping = systemWith(prompt, { signedIn: false, shouldRender: true, cartEmpty: false });
    await waitFor(skipping.modal, showsSignIn);
    skipping.asker.send({ type: 'prompt.skip' });
    await waitFor(skipping.modal, (snapshot) => snapshot.value !== 'open');
    expect(skipping.asker.getSnapshot().value).toBe('skipped');
  });
});
