import { expect, type Locator, type Page } from '@playwright/test';
import type { AccountUpdateContext } from '../../machines';
import { accountUpdateModel, stand } from '../models/accountUpdate.model';
import { accountLink, newShopper, signedUpHere, signUpWithoutBrowser, type Shopper } from '../support/accounts';
import { HeldRequests, holdAs, releaseEveryHeld, type HeldByName } from '../support/held-requests';
import { testModel, type EventAction, type StateCheck, type StepContext } from '../support/model-driver';

/*
 * The account update machine, walked through the profile form at /user/edit for a shopper who has just
 * signed up (no phone yet; a new account per path, since saves change it: signed up through the
 * provider's sign-up form without a browser, the session kept in the test's browser). PUT users/{id}
 * and email/validate are held until the step that answers them (released to the real server, or cut).
 * The conflict is real: a second shopper signed up first holds the email typed. The page clock is
 * paused, so the saved notice's 2000 ms pass only when a step says so.
 * Expected texts are the spec's (discovery §5, §8), typed here.
 */
const SPEC = {
  firstName: 'First name is required',
  phone: 'Phone is required',
  emailTaken: 'Email address is associated with an existing account. Sign in to continue.',
  generic: 'Something went wrong, please try again.',
  saved: 'Your profile is saved',
};
const LABELS: Record<string, string> = { firstName: 'First name', lastName: 'Last name', email: 'Email', phone: 'Phone' };
const core = '/services/core/api';

type Memo = { shopper: Shopper; other: Shopper | null; phone: string; held: HeldByName };
const memoOf = (step: StepContext) => step.memo as Memo;
const contextOf = (step: StepContext) => step.snapshot.context as AccountUpdateContext;
const form = (page: Page) => page.getByRole('form', { name: 'Profile' });
// the phone reads 'Phone (optional)' until the account has one (issue 31 item 8)
const field = (page: Page, name: string): Locator =>
  form(page).getByRole('textbox', name === 'phone' ? { name: /^Phone( \(optional\))?$/ } : { name: LABELS[name], exact: true });
const saveButton = (page: Page) => form(page).getByRole('button', { name: 'Save', exact: true });
const suggestionButton = (page: Page) => form(page).getByRole('button', { name: /^Use / });

/** The stand-ins of the model, as this path types them: the shopper's own email and phone, a typo of it, the other shopper's. */
function concrete(step: StepContext, value: string): string {
  const { shopper, other, phone } = memoOf(step);
  const local = shopper.email.slice(0, shopper.email.indexOf('@'));
  const byStand: Record<string, string> = {
    [stand.ownEmail]: shopper.email,
    [stand.typo]: `${local}@gmial.com`,
    [stand.suggested]: `${local}@gmail.com`,
    [stand.taken]: other?.email ?? 'no second shopper',
    [stand.phone]: phone,
  };
  return byStand[value] ?? value;
}

const uniquePhone = (step: StepContext) =>
  `${200 + (step.testInfo.workerIndex % 700)}-${String(Math.floor(Math.random() * 1e7))
    .padStart(7, '0')
    .replace(/^(\d{3})(\d{4})$/, '$1-$2')}`;

const open: EventAction = async (step) => {
  const { page, baseURL, testInfo, path } = step;
  const usesTaken = path.steps.some((s) => s.event.type === 'field.change' && s.event.value === stand.taken);
  Object.assign(step.memo, { shopper: newShopper(testInfo), other: null, phone: uniquePhone(step), held: {} } satisfies Memo);
  // the conflict is real: a second shopper holds the email first
  if (usesTaken) memoOf(step).other = await signUpWithoutBrowser(baseURL, { ...newShopper(testInfo), firstName: 'Bea' });
  await signedUpHere(step, memoOf(step).shopper);
  await holdAs(
    memoOf(step).held,
    'save',
    new HeldRequests(page, (url) => /\/v1\/users\/\d+$/.test(url.pathname) && url.pathname.startsWith(core), 'PUT users/{id}'),
  );
  await holdAs(memoOf(step).held, 'check', new HeldRequests(page, (url) => url.pathname === `${core}/v1/email/validate`, 'email/validate'));
  await page.clock.install();
  await page.clock.pauseAt(Date.now() + 1_000);
  await page.goto('/user/edit');
  await expect(page.getByRole('heading', { level: 1, name: 'Edit profile' })).toBeVisible();
  await expect(accountLink(page)).toHaveAccessibleName(`Your account, ${memoOf(step).shopper.firstName}`);
};

const states: Record<string, StateCheck> = {
  // every state: the fields hold what the machine holds, each message under its own field
  save: async (step) => {
    const { values, errors, stored } = contextOf(step);
    await expect(field(step.page, 'phone')).toHaveAccessibleName(String(stored.phone ?? '').trim() ? 'Phone' : 'Phone (optional)');
    for (const name of Object.keys(LABELS)) {
      await expect(field(step.page, name)).toHaveValue(concrete(step, String(values[name])));
      if (!errors[name]) await expect(field(step.page, name)).not.toHaveAttribute('aria-invalid', 'true');
    }
  },
  'save.idle': async ({ page }) => {
    await expect(page.getByRole('status').filter({ hasText: SPEC.saved })).toHaveCount(0);
    await expect(page.getByRole('alert')).toHaveCount(0);
    await expect(saveButton(page)).toBeEnabled();
  },
  'save.saving': async (step) => {
    expect(memoOf(step).held.save.pending).toBeGreaterThan(0);
    await expect(saveButton(step.page)).toBeDisabled();
    await expect(saveButton(step.page)).toHaveAttribute('aria-busy', 'true');
    await expect(field(step.page, 'firstName')).toHaveAttribute('readonly', '');
  },
  'save.saved': async (step) => {
    await expect(step.page.getByRole('status').filter({ hasText: SPEC.saved })).toBeVisible();
    await expect(saveButton(step.page)).toBeDisabled();
    // the session took the saved user: the navbar greets the new first name
    await expect(accountLink(step.page)).toHaveAccessibleName(`Your account, ${String(contextOf(step).values.firstName)}`);
  },
  'save.failed': async (step) => {
    const { values, errors, stored } = contextOf(step);
    const expected: Record<string, string> = {};
    if (!String(values.firstName).trim()) expected.firstName = SPEC.firstName;
    // issue 31 item 8: the phone is required once the account has one; this shopper signed up without one
    if (!String(values.phone).trim() && String(stored.phone ?? '').trim()) expected.phone = SPEC.phone;
    if (
      step.event.type === 'xstate.error.actor.saveAccount' &&
      values.email === stand.taken &&
      (step.event.error as { status: number }).status === 422
    )
      expected.email = SPEC.emailTaken;
    const cut = step.event.type === 'xstate.error.actor.saveAccount' && (step.event.error as { status: number | null }).status === null;
    expect(Object.keys(errors).sort()).toEqual(Object.keys(expected).sort());
    for (const [name, message] of Object.entries(expected)) {
      await expect(field(step.page, name)).toHaveAttribute('aria-invalid', 'true');
      await expect(field(step.page, name)).toHaveAccessibleDescription(name === 'phone' ? `Format XXX-XXX-XXXX ${message}` : message);
    }
    if (cut) await expect(step.page.getByRole('alert')).toHaveText(SPEC.generic);
    else await expect(step.page.getByRole('alert')).toHaveCount(0);
    await expect(saveButton(step.page)).toBeEnabled();
  },
  'emailCheck.idle': async ({ page }) => {
    await expect(suggestionButton(page)).toHaveCount(0);
  },
  'phone.verified': async ({ page }) => {
    // the profile has no texts to verify a number for (the preferences do: accountPhoneCode.spec)
    await expect(page.getByRole('group', { name: 'Verify your number' })).toHaveCount(0);
  },
  'emailCheck.checking': async (step) => {
    expect(memoOf(step).held.check.pending).toBeGreaterThan(0);
    await expect(suggestionButton(step.page)).toHaveCount(0);
  },
  'emailCheck.suggested': async (step) => {
    const suggestion = concrete(step, stand.suggested);
    await expect(form(step.page).getByText(`Did you mean ${suggestion}?`)).toBeVisible();
    await expect(suggestionButton(step.page)).toHaveAccessibleName(`Use ${suggestion}`);
  },
};

const events: Record<string, EventAction> = {
  'xstate.init': open,
  'field.change': async (step) => {
    const value = String(step.event.value);
    if (value === stand.suggested) await suggestionButton(step.page).click();
    else await field(step.page, String(step.event.field)).fill(concrete(step, value));
  },
  // leaving the email field (it has the focus: the model checks an email right after typing it)
  'email.check': async (step) => {
    await field(step.page, 'email').press('Tab');
    await memoOf(step).held.check.waitForHeld();
  },
  'xstate.done.actor.checkEmail': (step) => memoOf(step).held.check.release(),
  'xstate.error.actor.checkEmail': (step) => memoOf(step).held.check.cutConnection(),
  'form.save': async (step) => {
    await saveButton(step.page).click();
    if (step.snapshot.matches({ save: 'saving' })) await memoOf(step).held.save.waitForHeld();
  },
  'xstate.done.actor.saveAccount': (step) => memoOf(step).held.save.release(),
  // 422: the real server refuses the other shopper's email
  'xstate.error.actor.saveAccount': async (step) =>
    (step.event.error as { status: number | null }).status === 422
      ? memoOf(step).held.save.release()
      : memoOf(step).held.save.cutConnection(),
  'xstate.after.noticeReset.accountUpdate.save.saved': async ({ page }) => {
    await page.clock.runFor(1_999);
    await expect(page.getByRole('status').filter({ hasText: SPEC.saved })).toBeVisible();
    await page.clock.runFor(1);
  },
};

testModel({
  ...accountUpdateModel,
  states,
  events,
  cleanup: ({ memo }) => releaseEveryHeld((memo as Partial<Memo>).held),
});
