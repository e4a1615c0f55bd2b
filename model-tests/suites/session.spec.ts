import { expect, type Page } from '@playwright/test';
import { sessionModel } from '../models/session.model';
import {
  accountLink,
  heldAuthConfig,
  loginLink,
  newShopper,
  revokeRefreshToken,
  revokeStoredRefreshToken,
  signedInHere,
  signedUpHere,
  signUpAtProvider,
  type Shopper,
} from '../support/accounts';
import { HeldRequests, holdAs, releaseEveryHeld, type HeldByName } from '../support/held-requests';
import { testModel, type EventAction, type StateCheck, type StepContext } from '../support/model-driver';
import { workerAccount } from '../support/test';
import type { SessionContext } from '../../machines';

/*
 * The session machine: who is shopping, in one page load. A first sign-in is made through the embedded
 * identity provider's real pages; a path that starts signed in has its session made through the same
 * provider's sign-in (or, when the path changes the profile, sign-up) form without a browser, kept in
 * the test's browser. users/me, the token endpoint and the identity configuration are held until the
 * step that answers them (or cut: a lost connection). The account page (/user) shows each state; the
 * navbar shows the signed-in shopper's name.
 */
type Memo = { shopper: Shopper; refreshToken: string; held: HeldByName };
const memoOf = (step: StepContext) => step.memo as Memo;
const core = '/services/core/api';
// discovery §4: the login page with a logged-out message (the words are the storefront's)
const LOGGED_OUT_TEXT = 'You have been logged out.';

const usersMe = (page: Page) => new HeldRequests(page, (url) => url.pathname === `${core}/v1/users/me`, 'users/me');
const tokenEndpoint = (page: Page) => new HeldRequests(page, (url) => url.pathname === '/oauth/token', 'the token endpoint');

const hold = (step: StepContext, name: string, made: HeldRequests) => holdAs(memoOf(step).held, name, made);

const isFirst = (step: StepContext, type: string, output?: 'user' | 'none') =>
  step.path.steps[1]?.event.type === type &&
  (output === undefined || (output === 'user') === Boolean((step.path.steps[1].event as { output?: unknown }).output));

/**
 * Signs this browser in before its first page load: this worker's account (a session of the test's
 * own), or a new account when the path saves a profile. Then the first page renews the stored session.
 */
async function signedIn(step: StepContext): Promise<void> {
  const changesProfile = step.path.steps.some((s) => s.event.type === 'session.userUpdated');
  const shopper = changesProfile ? await signedUpHere(step, newShopper(step.testInfo)) : await signedInHere(step, await workerAccount());
  Object.assign(step.memo, { shopper, refreshToken: shopper.refreshToken });
}

/** Opens the page the path starts on, with the browser in the state its first answer needs. */
const open: EventAction = async (step) => {
  const { page, request, baseURL, testInfo } = step;
  Object.assign(step.memo, { shopper: newShopper(testInfo), held: {} });
  if (step.path.steps.some((s) => s.event.type === 'session.signedIn') && isFirst(step, 'xstate.done.actor.loadSession', 'none')) {
    // a first sign-in: the callback page starts with no session; its sign-in waits on the identity configuration
    await page.goto('/login?redirect=/user');
    await signUpAtProvider(page, memoOf(step).shopper, async () => void (await hold(step, 'config', heldAuthConfig(page))));
    await page.waitForURL((url) => url.pathname === '/auth-callback');
    await memoOf(step).held.config.waitForHeld();
    return;
  }
  await signedIn(step);
  const { shopper } = memoOf(step);
  if (isFirst(step, 'session.signedIn')) {
    // signed in already (the page has renewed the stored session), and signing in again: the callback
    // page asks users/me for the old session, then for the new one
    await page.goto('/user');
    await expect(accountLink(page)).toHaveAccessibleName(`Your account, ${shopper.firstName}`);
    const me = await hold(step, 'me', usersMe(page));
    await page.goto('/login?redirect=/user');
    await page.getByRole('button', { name: 'Log in with email' }).click();
    await page.waitForURL((url) => url.pathname.startsWith('/interaction/') || url.pathname === '/auth-callback');
    if (page.url().includes('/interaction/')) {
      await page.getByLabel('Email').fill(shopper.email);
      await page.getByLabel('Password').fill(shopper.password);
      await page.getByRole('button', { name: 'Sign in' }).click();
    }
    await me.waitForHeld();
    return;
  }
  if (isFirst(step, 'xstate.done.actor.loadSession', 'none')) {
    // the shopper comes back 11 minutes later (the access token has run out) to a session revoked meanwhile
    await revokeRefreshToken(request, baseURL, memoOf(step).refreshToken);
    await page.clock.install({ time: Date.now() + 11 * 60_000 });
    await hold(step, 'token', tokenEndpoint(page));
    await page.goto('/user');
    await memoOf(step).held.token.waitForHeld();
    return;
  }
  if (step.path.steps.some((s) => s.event.type === 'session.expired')) await page.clock.install();
  const me = await hold(step, 'me', usersMe(page));
  await page.goto('/user');
  await me.waitForHeld();
};

const states: Record<string, StateCheck> = {
  loading: async ({ page, memo }) => {
    const held = Object.values((memo as Memo).held);
    if (held.length) expect(held.some((h) => h.pending > 0)).toBe(true);
    await expect(accountLink(page)).toHaveCount(0);
    if (new URL(page.url()).pathname === '/user')
      await expect(page.getByRole('heading', { level: 1, name: 'Loading your account…' })).toBeVisible();
  },
  guest: async ({ page }) => {
    await expect(loginLink(page)).toBeVisible();
    await expect(accountLink(page)).toHaveCount(0);
    if (new URL(page.url()).pathname === '/user')
      await expect(page.getByText('Log in to see your profile and your past orders.')).toBeVisible();
  },
  authenticated: async ({ page, memo, snapshot }) => {
    const { shopper } = memo as Memo;
    // the shopper's first name, or the one a saved profile gave (session.userUpdated)
    const firstName = (snapshot.context as SessionContext).user?.firstName ?? shopper.firstName;
    await expect(accountLink(page)).toHaveAccessibleName(`Your account, ${firstName}`);
    await expect(page.getByRole('heading', { level: 1, name: `Hi, ${firstName}` })).toBeVisible();
    await expect(page.getByRole('definition').filter({ hasText: shopper.email })).toBeVisible();
  },
  loggingOut: async ({ page }) => {
    await page.waitForURL((url) => url.pathname === '/login' && url.searchParams.has('loggedOut'));
    await expect(page.getByRole('status').filter({ hasText: LOGGED_OUT_TEXT })).toBeVisible();
    await expect(loginLink(page)).toBeVisible();
  },
};

const events: Record<string, EventAction> = {
  'xstate.init': open,
  'xstate.done.actor.loadSession': async (step) => {
    const { held } = memoOf(step);
    if (held.token) await held.token.release();
    else if (held.me) await held.me.release();
    // a first sign-in's callback page: nothing to answer, the browser had no session
  },
  'xstate.error.actor.loadSession': (step) => memoOf(step).held.me.cutConnection(),
  'session.signedIn': async (step) => {
    const { held } = memoOf(step);
    if (held.config) {
      // the callback's sign-in completes and is announced; the session asks users/me with the new tokens
      const me = await hold(step, 'me', usersMe(step.page));
      await held.config.release();
      await me.waitForHeld();
      return;
    }
    // the second sign-in completed while the old session was still being asked: users/me again
    await held.me.waitForCount(2);
  },
  'session.userUpdated': async (step) => {
    const { page, event, testInfo } = step;
    const { user } = event as unknown as { user: SessionContext['user'] & object };
    // the profile form saves the new first name (and the phone a new account lacks); the session takes the saved user
    await page.getByRole('link', { name: 'Edit profile' }).click();
    const form = page.getByRole('form', { name: 'Profile' });
    await form.getByRole('textbox', { name: 'First name', exact: true }).fill(user.firstName);
    await form
      .getByRole('textbox', { name: 'Phone (optional)', exact: true })
      .fill(`${300 + (testInfo.workerIndex % 600)}-${String(Date.now()).slice(-7, -4)}-${String(Date.now()).slice(-4)}`);
    await form.getByRole('button', { name: 'Save', exact: true }).click();
    await expect(page.getByRole('status').filter({ hasText: 'Your profile is saved' })).toBeVisible();
    await expect(accountLink(page)).toHaveAccessibleName(`Your account, ${user.firstName}`);
    await page.getByRole('link', { name: 'Back to your account' }).click();
    await page.waitForURL((url) => url.pathname === '/user');
  },
  'session.logout': (step) => step.page.getByRole('button', { name: 'Log out' }).click(),
  'session.expired': async (step) => {
    const { page, request, baseURL } = step;
    // revoked elsewhere, and 11 minutes on: the next API call cannot renew the token
    await revokeStoredRefreshToken(page, request, baseURL);
    await page.clock.fastForward(11 * 60_000);
    await page.getByRole('banner').getByRole('link', { name: 'Crust' }).click();
    await page.waitForURL((url) => url.pathname === '/');
  },
};

testModel({
  ...sessionModel,
  states,
  events,
  cleanup: ({ memo }) => releaseEveryHeld((memo as Partial<Memo>).held),
});
