import { describe, expect, it } from 'vitest';
import { createActor, fromCallback, fromPromise, waitFor } from 'xstate';
import { reviewWidgetMachine } from './reviewWidget.machine';
import { POST_FAILED_MESSAGE } from './reviewWidget.rules';
import type { PostedReview, ReviewTokens, ReviewWidgetEvent } from './reviewWidget.types';

const TOKENS: ReviewTokens = { userData: 'user-data.jwt', loggedIn: 'logged-in.jwt', expiresAt: '2026-11-23T18:00:00.000Z' };

/** The effects are stubbed here (a unit test of the lifecycle); the model suite reviewWidget.spec drives the real ones. */
function widget(effects: {
  signedIn: boolean;
  loadTokens?: () => Promise<ReviewTokens>;
  postReview?: (input: { tokens: ReviewTokens; review: PostedReview }) => Promise<unknown>;
  openOnStart?: boolean;
}) {
  const opened: string[] = [];
  let closeModal = () => {};
  const actor = createActor(
    reviewWidgetMachine.provide({
      actors: {
        checkSession: fromPromise(async () => effects.signedIn),
        loadTokens: fromPromise(effects.loadTokens ?? (async () => TOKENS)),
        postReview: fromPromise(async ({ input }) => (effects.postReview ?? (async () => ({})))(input)),
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

  it("posts only with a rating, with the shopper's token, and thanks them; closing forgets the review", async () => {
    const posted: { tokens: ReviewTokens; review: PostedReview }[] = [];
    const { actor } = widget({ signedIn: true, postReview: async (input) => void posted.push(input) });
    actor.send({ type: 'review.open' });
    await waitFor(actor, (s) => s.matches('open'));
    expect(actor.getSnapshot().can({ type: 'review.post', shopId: 1001, rating: null, text: 'No stars' })).toBe(false);
    actor.send({ type: 'review.post', shopId: 1001, rating: null, text: 'No stars' });
    expect(actor.getSnapshot().value).toBe('open');
    actor.send({ type: 'review.post', shopId: 1001, rating: 4, text: 'Crisp crust.' });
    expect(actor.getSnapshot().hasTag('busy')).toBe(true);
    expect((await waitFor(actor, (s) => !s.hasTag('busy'))).value).toBe('posted');
    expect(posted).toEqual([{ tokens: TOKENS, review: { shopId: 1001, rating: 4, text: 'Crisp crust.' } }]);
    actor.send({ type: 'review.close' });
    expect(actor.getSnapshot().context).toMatchObject({ tokens: null, review: null, postError: null });
  });

  it("tells the shopper why a post failed (the provider's words for a refusal, else try again) and posts again", async () => {
    const failures: unknown[] = [
      { status: 401, message: 'Sign in again to post your review.', messages: ['Sign in again to post your review.'] },
      new Error('Network Error'),
      { status: 503, message: 'Service Unavailable', messages: ['Service Unavailable'] },
    ];
    const { actor } = widget({
      signedIn: true,
      postReview: async () => {
        const failure = failures.shift();
        if (failure) throw failure;
        return {};
      },
    });
    actor.send({ type: 'review.open' });
    await waitFor(actor, (s) => s.matches('open'));
    actor.send({ type: 'review.post', shopId: 1001, rating: 2, text: '' });
    expect((await waitFor(actor, (s) => !s.hasTag('busy'))).context.postError).toBe('Sign in again to post your review.');
    for (const expected of [POST_FAILED_MESSAGE, POST_FAILED_MESSAGE]) {
      actor.send({ type: 'review.post', shopId: 1001, rating: 3, text: 'Better' });
      const failed = await waitFor(actor, (s) => !s.hasTag('busy'));
      expect(failed.value).toBe('postFailed');
      expect(failed.context.postError).toBe(expected);
      expect(failed.context.review).toEqual({ shopId: 1001, rating: 3, text: 'Better' });
    }
    actor.send({ type: 'review.post', shopId: 1001, rating: 3, text: 'Better' });
    const posted = await waitFor(actor, (s) => !s.hasTag('busy'));
    expect(posted.value).toBe('posted');
    expect(posted.context.postError).toBeNull();
  });
});
