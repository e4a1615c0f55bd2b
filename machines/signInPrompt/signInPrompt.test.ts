import { describe, expect, it } from 'vitest';
import { createActor, fromCallback } from 'xstate';
import { signInPromptMachine } from './signInPrompt.machine';
import type { SignInPromptEvent, SignInPromptInput } from './signInPrompt.types';

// The modal and the storage are stubbed at the machine's boundary (its provided actions and watcher).
function start(input: SignInPromptInput) {
  const calls: string[] = [];
  let reportClosed: (() => void) | null = null;
  const actor = createActor(
    signInPromptMachine.provide({
      actions: {
        openSignInModal: () => void calls.push('open'),
        closeSignInModal: () => void calls.push('close'),
        rememberSkipped: () => void calls.push('remember'),
      },
      actors: {
        watchModal: fromCallback<SignInPromptEvent>(({ sendBack }) => {
          reportClosed = () => sendBack({ type: 'prompt.closed' });
          return () => (reportClosed = null);
        }),
      },
    }),
    { input },
  ).start();
  return { actor, calls, closeModal: () => reportClosed?.() };
}

describe('signInPrompt', () => {
  it('offers sign-in to a guest who has not skipped it, opening the modal', () => {
    const { actor, calls } = start({ signedIn: false, shouldRender: true, cartEmpty: false });
    expect(actor.getSnapshot().value).toBe('offered');
    expect(calls).toEqual(['open']);
  });

  it('does not ask a guest whose cart is empty, and remembers nothing', () => {
    const emptyCart = start({ signedIn: false, shouldRender: true, cartEmpty: true });
    expect(emptyCart.actor.getSnapshot().value).toBe('nothingToOrder');
    expect(emptyCart.calls).toEqual([]);
  });

  it('does not ask a signed-in shopper, nor a guest who skipped before', () => {
    expect(start({ signedIn: true, shouldRender: true, cartEmpty: false }).actor.getSnapshot().value).toBe('signedIn');
    const skippedBefore = start({ signedIn: false, shouldRender: false, cartEmpty: false });
    expect(skippedBefore.actor.getSnapshot().value).toBe('notOffered');
    expect(skippedBefore.calls).toEqual([]);
  });

  it('Skip remembers the answer and closes the modal, without reporting a plain close', () => {
    const { actor, calls, closeModal } = start({ signedIn: false, shouldRender: true, cartEmpty: false });
    actor.send({ type: 'prompt.skip' });
    closeModal();
    expect(actor.getSnapshot().value).toBe('skipped');
    expect(calls).toEqual(['open', 'remember', 'close']);
  });

  it('a modal closed another way is dismissed, not remembered', () => {
    const { actor, calls, closeModal } = start({ signedIn: false, shouldRender: true, cartEmpty: false });
    closeModal();
    expect(actor.getSnapshot().value).toBe('dismissed');
    expect(calls).toEqual(['open']);
  });
});
