import { expect, type Page } from '@playwright/test';
import { REVIEW_POSTED, REVIEW_RETURN_FLAG, REVIEW_WIDGET_TEXT as TEXT } from '../oracles/reviewWidget';
import { reviewWidgetAfterSignInModel, reviewWidgetModel } from '../models/reviewWidget.model';
import { fillSignUpForm, newShopper, revokeRefreshToken, signedInHere, type Shopper } from '../support/accounts';
import { HeldRequests, holdAs, releaseEveryHeld, type HeldByName } from '../support/held-requests';
import { testModel, type EventAction, type StateCheck, type StepContext } from '../support/model-driver';
import { brooklynSliceHouse as shop } from '../support/seed';
import { menuReady } from '../support/storefront';
import { workerAccount } from '../support/test';

/*
 * The menu's review widget (discovery §7: it needs authentication; a visitor who is not authenticated gets
 * the sign-in modal with the current path as redirect). Each walk opens Brooklyn Slice House's menu on the
 * real server. The session is held while it settles, so 'Write a review' rests in checkingSession: a
 * signed-in shopper's users/me, or the token endpoint of a shopper whose session was revoked meanwhile (a
 * guest once it answers). The review tokens (users/me/turn_to) are held until the step answers them (or cut:
 * a lost connection). 'Post review' goes to the review provider's embedded stand-in on the same server
 * (/sandbox/reviews), held until the step lets it through (the real server keeps it) or cuts it. The second walk
 * comes back from a real sign-up started in the widget's sign-in modal.
 */
type Memo = { shopper: Shopper; held: HeldByName };
const memoOf = (step: StepContext) => step.memo as Memo;
const core = '/services/core/api';

const widget = (page: Page) => page.getByRole('dialog', { name: TEXT.dialog(shop.name) });
const signInModal = (page: Page) => page.getByRole('dialog', { name: TEXT.signInModal });
const entry = (page: Page) => page.getByRole('main').getByRole('button', { name: TEXT.entry });

const hold = (step: StepContext, name: string, matches: (url: URL) => boolean) =>
  holdAs(memoOf(step).held, name, new HeldRequests(step.page, matches, name));
const holdTokens = (step: StepContext) => hold(step, 'turnTo', (url) => url.pathname.startsWith(`${core}/v1/users/me/turn_to/`));
const postPath = '/sandbox/reviews/v1/reviews';
const holdPosts = (step: StepContext) => hold(step, 'post', (url) => url.pathname === postPath);
const holdUsersMe = (step: StepContext) => hold(step, 'me', (url) => url.pathname === `${core}/v1/users/me`);

/** How often the path has posted up to this step. */
const postsMade = (step: StepContext) => step.path.steps.slice(0, step.index + 1).filter((s) => s.snapshot.matches('posting')).length;

const form = (page: Page) => {
  const dialog = widget(page);
  const rating = dialog.getByRole('group', { name: TEXT.rating });
  return {
    dialog,
    rating,
    chosen: rating.getByRole('radio', { name: REVIEW_POSTED.ratingLabel, exact: true }),
    text: dialog.getByRole('textbox', { name: TEXT.text }),
    post: dialog.getByRole('button', { name: TEXT.post }),
  };
};

/** How often the path has entered loadingTokens up to this step: each time asks for both tokens. */
const tokenAsks = (step: StepContext) => step.path.steps.slice(0, step.index + 1).filter((s) => s.snapshot.matches('loadingTokens')).length;

const endsAsGuest = (step: StepContext) =>
  step.path.steps.some((s) => s.event.type === 'xstate.done.actor.checkSession' && (s.event as { output?: unknown }).output === false);

/** The menu as the path needs it: signed in (users/me held), or a session revoked meanwhile (its renewal held). */
const openMenu: EventAction = async (step) => {
  const { page, request, baseURL } = step;
  Object.assign(step.memo, { held: {} });
  const shopper = await signedInHere(step, await workerAccount());
  memoOf(step).shopper = shopper;
  if (endsAsGuest(step)) {
    // the shopper comes back 11 minutes later (the access token has run out) to a session revoked meanwhile
    await revokeRefreshToken(request, baseURL, shopper.refreshToken);
    await page.clock.install({ time: Date.now() + 11 * 60_000 });
    await hold(step, 'token', (url) => url.pathname === '/oauth/token');
  } else await holdUsersMe(step);
  await holdTokens(step);
  await holdPosts(step);
  await page.goto(shop.menuPath);
  await menuReady(page, shop.name);
};

/** A guest asks for the widget, signs up in its sign-in modal and comes back to the same menu: the widget opens. */
const backFromSignIn: EventAction = async (step) => {
  const { page, testInfo } = step;
  const shopper = newShopper(testInfo);
  Object.assign(step.memo, { held: {}, shopper });
  await page.goto(shop.menuPath);
  await menuReady(page, shop.name);
  await entry(page).click();
  await expect(signInModal(page)).toBeVisible();
  await signInModal(page).getByRole('button', { name: 'Sign up with email' }).click();
  await fillSignUpForm(page, shopper, async () => {
    await holdUsersMe(step);
    await holdTokens(step);
  });
  // the current path is the redirect, with the widget asked for
  await page.waitForURL((url) => url.pathname === shop.menuPath && `?${url.searchParams}`.includes(REVIEW_RETURN_FLAG));
  await memoOf(step).held.me.waitForHeld();
  await menuReady(page, shop.name);
};

const states: Record<string, StateCheck> = {
  closed: async ({ page }) => {
    await expect(entry(page)).toBeEnabled();
    await expect(widget(page)).toHaveCount(0);
    await expect(signInModal(page)).toHaveCount(0);
  },
  checkingSession: async (step) => {
    const { held } = memoOf(step);
    // the session's request is made (the page may still be renewing its token) and held: it has not settled
    await (held.me ?? held.token).waitForHeld();
    await expect(widget(step.page).getByRole('status')).toHaveText(TEXT.checking);
  },
  needsSignIn: async ({ page }) => {
    const modal = signInModal(page);
    await expect(modal).toBeVisible();
    await expect(modal.getByText(TEXT.signInNotice)).toBeVisible();
    for (const name of TEXT.signInButtons) await expect(modal.getByRole('button', { name })).toBeEnabled();
    await expect(widget(page)).toHaveCount(0);
  },
  loadingTokens: async (step) => {
    await memoOf(step).held.turnTo.waitForCount(2 * tokenAsks(step));
    await expect(widget(step.page).getByRole('status')).toHaveText(TEXT.loading);
  },
  open: async (step) => {
    const { dialog, rating, post } = form(step.page);
    await expect(dialog.getByText(TEXT.reviewingAs(memoOf(step).shopper.firstName))).toBeVisible();
    await expect(rating.getByRole('radio')).toHaveCount(TEXT.stars.length);
    for (const name of TEXT.stars) await expect(rating.getByRole('radio', { name, exact: true })).not.toBeChecked();
    // 'Post review' waits for a rating
    await expect(post).toBeDisabled();
    await expect(post).toHaveAccessibleDescription(TEXT.ratingNeeded);
    await expect(dialog.getByRole('alert')).toHaveCount(0);
  },
  posting: async (step) => {
    const { dialog, post } = form(step.page);
    await memoOf(step).held.post.waitForCount(postsMade(step));
    await expect(dialog.getByRole('status')).toHaveText(TEXT.posting);
    await expect(post).toBeDisabled();
    await expect(dialog.getByRole('alert')).toHaveCount(0);
  },
  posted: async (step) => {
    const dialog = widget(step.page);
    await expect(dialog.getByRole('status')).toContainText(TEXT.posted);
    await expect(dialog.getByRole('status')).toContainText(TEXT.postedDetail(shop.name));
    await expect(dialog.getByRole('button', { name: TEXT.done })).toBeEnabled();
    await expect(dialog.getByRole('textbox')).toHaveCount(0);
  },
  postFailed: async (step) => {
    const { dialog, chosen, text, post } = form(step.page);
    await expect(dialog.getByRole('alert')).toHaveText(TEXT.postLost);
    // what was written is still there, to post again
    await expect(chosen).toBeChecked();
    await expect(text).toHaveValue(REVIEW_POSTED.text);
    await expect(post).toBeEnabled();
  },
  failed: async ({ page }) => {
    await expect(widget(page).getByRole('alert')).toHaveText(TEXT.failed);
    await expect(widget(page).getByRole('button', { name: TEXT.retry })).toBeEnabled();
  },
};

const events: Record<string, EventAction> = {
  'review.open': ({ page }) => entry(page).click(),
  'review.close': async (step) => {
    // from the thanks, the way out is its Done button; elsewhere the dialog's Close
    const fromPosted = step.path.steps[step.index - 1]?.snapshot.matches('posted');
    await widget(step.page)
      .getByRole('button', { name: fromPosted ? TEXT.done : 'Close' })
      .click();
  },
  'review.post': async ({ page }) => {
    const { chosen, text, post } = form(page);
    // a first post chooses the rating and writes; after a failure the form still holds them (postFailed checks it)
    if (!(await chosen.isChecked())) {
      await chosen.check();
      await text.fill(REVIEW_POSTED.text);
    }
    await expect(post).toBeEnabled();
    await post.click();
  },
  'xstate.done.actor.postReview': async (step) => {
    const answer = step.page.waitForResponse((response) => new URL(response.url()).pathname === postPath);
    await memoOf(step).held.post.release();
    // the real server kept it: first review of this shop by this account (201) or the replacement of it (200)
    const response = await answer;
    expect([200, 201]).toContain(response.status());
    expect((await response.json()).review).toMatchObject({
      shop_id: shop.id,
      rating: REVIEW_POSTED.rating,
      text: REVIEW_POSTED.text,
      reviewer_name: memoOf(step).shopper.firstName,
    });
  },
  'xstate.error.actor.postReview': (step) => memoOf(step).held.post.cutConnection(),
  'review.retry': ({ page }) => widget(page).getByRole('button', { name: TEXT.retry }).click(),
  'review.signInClosed': ({ page }) => signInModal(page).getByRole('button', { name: 'Close' }).click(),
  'xstate.done.actor.checkSession': async (step) => {
    const { held } = memoOf(step);
    await (held.token ?? held.me).release();
  },
  'xstate.done.actor.loadTokens': (step) => memoOf(step).held.turnTo.release(),
  'xstate.error.actor.loadTokens': (step) => memoOf(step).held.turnTo.cutConnection(),
};

const cleanup = ({ memo }: { memo: Record<string, unknown> }) => releaseEveryHeld((memo as Partial<Memo>).held);

testModel({ ...reviewWidgetModel, states, events: { ...events, 'xstate.init': openMenu }, cleanup });
testModel({
  ...reviewWidgetAfterSignInModel,
  title: 'reviewWidget (back from sign-in)',
  states,
  events: { ...events, 'xstate.init': backFromSignIn },
  cleanup,
});
