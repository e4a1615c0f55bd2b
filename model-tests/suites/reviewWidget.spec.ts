import { expect, type Page } from '@playwright/test';
import { REVIEW_RETURN_FLAG, REVIEW_WIDGET_TEXT as TEXT } from '../oracles/reviewWidget';
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
 * a lost connection). The second walk comes back from a real sign-up started in the widget's sign-in modal.
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
const holdUsersMe = (step: StepContext) => hold(step, 'me', (url) => url.pathname === `${core}/v1/users/me`);

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
    const dialog = widget(step.page);
    await expect(dialog.getByText(TEXT.reviewingAs(memoOf(step).shopper.firstName))).toBeVisible();
    const rating = dialog.getByRole('group', { name: TEXT.rating });
    await expect(rating.getByRole('radio')).toHaveCount(TEXT.stars.length);
    for (const name of TEXT.stars) await expect(rating.getByRole('radio', { name, exact: true })).toBeVisible();
    await rating.getByRole('radio', { name: TEXT.stars[3], exact: true }).check();
    await expect(rating.getByRole('radio', { name: TEXT.stars[3], exact: true })).toBeChecked();
    await dialog.getByRole('textbox', { name: TEXT.text }).fill('Crisp crust, generous toppings.');
    await expect(dialog.getByRole('button', { name: TEXT.post })).toBeVisible();
  },
  failed: async ({ page }) => {
    await expect(widget(page).getByRole('alert')).toHaveText(TEXT.failed);
    await expect(widget(page).getByRole('button', { name: TEXT.retry })).toBeEnabled();
  },
};

const events: Record<string, EventAction> = {
  'review.open': ({ page }) => entry(page).click(),
  'review.close': ({ page }) => widget(page).getByRole('button', { name: 'Close' }).click(),
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
