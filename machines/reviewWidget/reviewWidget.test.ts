import { describe, expect, it } from 'vitest';
import { createActor, fromCallback, fromPromise, waitFor } from 'xstate';
import { reviewWidgetMachine } from './reviewWidget.machine';
import type { ReviewTokens, ReviewWidgetEvent } from './reviewWidget.types';

const TOKENS: ReviewTokens = { userData: 'user-data.jwt', loggedIn: 'logged-in.jwt', expiresAt: '2026-11-23T18:00:00.000Z' };

/** The effects are stubbed here (a unit test of the lifecycle); the model suite reviewWidget.spec drives the real ones. */
function widget(effects: { signedIn: boolean; loadTokens?: () => Promise<ReviewTokens>; openOnStart?: boolean }) {
  const opened: string[] = [];
  let closeModal = () => {};
  const actor = createActor(
    reviewWidgetMachine.provide({
      actors: {
        checkSession: fromPromise(async () => effects.signedIn),
        loadTokens: fromPromise(effects.loadTokens ?? (async () => TOKENS)),
        watchSignInModal: fromCallback<ReviewWidgetEvent>(({ sendBack }) => {
          closeModal = () => sendBack({ type: 'review.signInClosed' });
        }),
      },
      actions: { openSignInModal: () => void opened.push('signInSignUpModal') },
    }),
    { input: { openOnStart: effects.openOnStart ?? false } },
  ).start();
  return { actor, opened, closeModal: () => closeModal() };
}

describe('reviewWidget', () => {
  it('stays closed until asked; a signed-in shopper gets the tokens and the open widget, and closing forgets them', async () => {
    const { actor, opened } = widget({ signedIn: true });
    expect(actor.getSnapshot().value).toBe('closed');
    actor.send({ type: 'review.open' });
    expect(actor.getSnapshot().value).toBe('checkingSession');
    const open = await waitFor(actor, (s) => s.matches('open'));
    expect(open.context.tokens).toEqual(TOKENS);
    expect(opened).toEqual([]);
    actor.send({ type: 'review.close' });
    expect(actor.getSnapshot().value).toBe('closed');
    expect(actor.getSnapshot().context.tokens).toBeNull();
  });

  it('opens the sign-in modal for a guest, without asking for tokens; closing the modal closes the widget', async () => {
    let asked = 0;
    const { actor, opened, closeModal } = widget({
      signedIn: false,
      loadTokens: async () => {
        asked += 1;
        return TOKENS;
      },
    });
    actor.send({ type: 'review.open' });
    await waitFor(actor, (s) => s.matches('needsSignIn'));
    expect(opened).toEqual(['signInSignUpModal']);
    closeModal();
    expect(actor.getSnapshot().value).toBe('closed');
    expect(asked).toBe(0);
  });

  it('fails when the tokens cannot be had, and tries again', async () => {
    let calls = 0;
    const { actor } = widget({
      signedIn: true,
      loadTokens: async () => {
        calls += 1;
        if (calls === 1) throw new Error('Network Error');
        return TOKENS;
      },
    });
    actor.send({ type: 'review.open' });
    expect((await waitFor(actor, (s) => !s.hasTag('busy'))).value).toBe('failed');
    actor.send({ type: 'review.retry' });
    expect((await waitFor(actor, (s) => !s.hasTag('busy'))).value).toBe('open');
  });

  it('back from sign-in with the widget asked for, it opens at once', async () => {
    const { actor } = widget({ signedIn: true, openOnStart: true });
    expect(actor.getSnapshot().value).toBe('checkingSession');
    expect((await waitFor(actor, (s) => !s.hasTag('busy'))).value).toBe('open');
  });
});
