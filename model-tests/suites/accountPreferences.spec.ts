import { expect, type Page } from '@playwright/test';
import type { AccountUpdateContext } from '../../machines';
import { accountPreferencesModel } from '../models/accountUpdate.model';
import { accountLink, newShopper, signedUpHere } from '../support/accounts';
import { HeldRequests, holdAs, releaseEveryHeld, type HeldByName } from '../support/held-requests';
import { testModel, type EventAction, type StateCheck, type StepContext } from '../support/model-driver';

/*
 * The account update machine behind /user's Preferences section (the same lifecycle as /user/edit), for
 * a shopper who has just signed up (a new account per path, since saves change its preferences: signed
 * up through the provider's sign-up form without a browser, the session kept in the test's browser):
 * PUT user_preferences/{id} is held until the step that answers it (released to the real server, or
 * cut); the page clock is paused, so the saved notice's 2000 ms pass only when a step says so.
 */

const SAVED = 'Your preferences are saved';
const GENERIC = 'Something went wrong, please try again.';
const LABELS: Record<string, string> = { emailDeals: 'Send me deals and news by email', noPlasticCutlery: 'No plastic cutlery' };

type Memo = { held: HeldByName };
const memoOf = (step: StepContext) => step.memo as Memo;
const contextOf = (step: StepContext) => step.snapshot.context as AccountUpdateContext;
const form = (page: Page) => page.getByRole('form', { name: 'Preferences' });
const saveButton = (page: Page) => form(page).getByRole('button', { name: 'Save preferences' });

const open: EventAction = async (step) => {
  const { page, testInfo } = step;
  Object.assign(step.memo, { held: {} } satisfies Memo);
  const shopper = await signedUpHere(step, newShopper(testInfo));
  await holdAs(
    memoOf(step).held,
    'save',
    new HeldRequests(page, (url) => /\/services\/core\/api\/v1\/user_preferences\/\d+$/.test(url.pathname), 'PUT user_preferences/{id}'),
  );
  await page.clock.install();
  await page.clock.pauseAt(Date.now() + 1_000);
  await page.goto('/user');
  await expect(accountLink(page)).toHaveAccessibleName(`Your account, ${shopper.firstName}`);
  await expect(saveButton(page)).toBeVisible();
};

const states: Record<string, StateCheck> = {
  save: async (step) => {
    for (const [field, label] of Object.entries(LABELS)) {
      await expect(form(step.page).getByRole('checkbox', { name: label })).toBeChecked({ checked: contextOf(step).values[field] === true });
    }
    // no phone on a new account: no SMS toggles, a way to add one
    await expect(form(step.page).getByRole('group', { name: /^Text messages/ })).toHaveCount(0);
  },
  'save.idle': async ({ page }) => {
    await expect(page.getByRole('status').filter({ hasText: SAVED })).toHaveCount(0);
    await expect(form(page).getByRole('alert')).toHaveCount(0);
    await expect(saveButton(page)).toBeEnabled();
  },
  'save.saving': async (step) => {
    expect(memoOf(step).held.save.pending).toBeGreaterThan(0);
    await expect(saveButton(step.page)).toBeDisabled();
    await expect(saveButton(step.page)).toHaveAttribute('aria-busy', 'true');
  },
  'save.saved': async ({ page }) => {
    await expect(page.getByRole('status').filter({ hasText: SAVED })).toBeVisible();
    await expect(saveButton(page)).toBeDisabled();
  },
  'save.failed': async ({ page }) => {
    await expect(form(page).getByRole('alert')).toHaveText(GENERIC);
    await expect(saveButton(page)).toBeEnabled();
  },
  'emailCheck.idle': async () => {
    // the section has no email field: nothing to check
  },
  'phone.verified': async ({ page }) => {
    // no phone: no texts, no code asked for (a number to verify: accountPhoneCode.spec)
    await expect(form(page).getByRole('group', { name: 'Verify your number' })).toHaveCount(0);
  },
};

const events: Record<string, EventAction> = {
  'xstate.init': open,
  'field.change': (step) =>
    form(step.page)
      .getByRole('checkbox', { name: LABELS[String(step.event.field)] })
      .click(),
  'form.save': async (step) => {
    await saveButton(step.page).click();
    if (step.snapshot.matches({ save: 'saving' })) await memoOf(step).held.save.waitForHeld();
  },
  'xstate.done.actor.saveAccount': async (step) => {
    // the real server answers the held PUT
    const answered = step.page.waitForResponse((response) => /\/v1\/user_preferences\/\d+$/.test(new URL(response.url()).pathname));
    await memoOf(step).held.save.release();
    expect((await answered).status()).toBe(200);
  },
  'xstate.error.actor.saveAccount': (step) => memoOf(step).held.save.cutConnection(),
  'xstate.after.noticeReset.accountUpdate.save.saved': async ({ page }) => {
    await page.clock.runFor(1_999);
    await expect(page.getByRole('status').filter({ hasText: SAVED })).toBeVisible();
    await page.clock.runFor(1);
  },
};

testModel({
  ...accountPreferencesModel,
  title: 'accountUpdate (preferences)',
  states,
  events,
  cleanup: ({ memo }) => releaseEveryHeld((memo as Partial<Memo>).held),
});
