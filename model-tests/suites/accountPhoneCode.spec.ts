import { expect, type Page, type Route } from '@playwright/test';
import type { AccountUpdateContext } from '../../machines';
import { accountPhoneCodeModel, phoneStand } from '../models/accountUpdate.model';
import { PHONE_CODE_TEXTS } from '../oracles/phoneCode';
import { accountLink, newShopper, signedUpHere } from '../support/accounts';
import { HeldRequests, holdAs, releaseEveryHeld, type HeldByName } from '../support/held-requests';
import { testModel, type EventAction, type StateCheck, type StepContext } from '../support/model-driver';

/*
 * The account update machine behind /user's Preferences for a shopper whose phone is not verified (issue 37 item 7):
 * a new account per path, given a phone of its own through PUT users/{id}. Ticking "Deals and news by text" asks for
 * a texted code. POST phone_verifications is held until the step that answers it (released to the real server,
 * which texts the code through its SMS stand-in, or cut). POST phone_verifications/confirm is held too: a wrong
 * code goes on to the real server (its 422); the code the stand-in texted is not readable from a browser (nothing
 * on HTTP reads it, by design), so the right code's answer is the server's 200 for a verified number, given by the
 * test (phone-verification.test checks the real code against the real server).
 */

const core = '/services/core/api';
type Memo = { held: HeldByName; phone: string; confirms: Route[] };
const memoOf = (step: StepContext) => step.memo as Memo;
const contextOf = (step: StepContext) => step.snapshot.context as AccountUpdateContext;
const form = (page: Page) => page.getByRole('form', { name: 'Preferences' });
const panel = (page: Page) => form(page).getByRole('group', { name: 'Verify your number' });
const codeBox = (page: Page) => panel(page).getByRole('textbox', { name: 'Code from the text' });
const dashed = (digits: string) => `${digits.slice(0, 3)}-${digits.slice(3, 6)}-${digits.slice(6)}`;
const uniquePhone = (step: StepContext) =>
  `${300 + (step.testInfo.workerIndex % 600)}${String(Math.floor(Math.random() * 1e7)).padStart(7, '0')}`;

const open: EventAction = async (step) => {
  const { page, testInfo } = step;
  const memo: Memo = { held: {}, phone: uniquePhone(step), confirms: [] };
  Object.assign(step.memo, memo);
  const shopper = await signedUpHere(step, newShopper(testInfo));
  const headers = { Authorization: `Bearer ${shopper.accessToken}` };
  const me = (await (await page.request.get(`${step.baseURL}${core}/v1/users/me`, { headers })).json()) as { user: { id: number } };
  const saved = await page.request.put(`${step.baseURL}${core}/v1/users/${me.user.id}`, {
    headers,
    data: { first_name: shopper.firstName, last_name: shopper.lastName, email: shopper.email, phone: memo.phone },
  });
  expect(saved.status()).toBe(200);
  await holdAs(
    memo.held,
    'send',
    new HeldRequests(
      page,
      (url) => url.pathname === `${core}/v1/phone_verifications`,
      'POST phone_verifications',
      (request) => request.method() === 'POST',
    ),
  );
  await page.route(
    (url) => url.pathname === `${core}/v1/phone_verifications/confirm`,
    (route) => void memo.confirms.push(route),
  );
  await page.goto('/user');
  await expect(accountLink(page)).toHaveAccessibleName(`Your account, ${shopper.firstName}`);
  await expect(form(page).getByRole('group', { name: `Text messages to ${dashed(memo.phone)}` })).toBeVisible();
};

const waitForConfirm = async (step: StepContext) => expect.poll(() => memoOf(step).confirms.length).toBeGreaterThan(0);

const states: Record<string, StateCheck> = {
  'save.idle': async ({ page }) => {
    await expect(form(page).getByRole('button', { name: 'Save preferences' })).toBeEnabled();
  },
  'emailCheck.idle': async () => {
    // the section has no email field: nothing to check
  },
  'phone.unverified': async (step) => {
    const { page } = step;
    const { values, codeError } = contextOf(step);
    await expect(form(page).getByRole('checkbox', { name: 'Deals and news by text' })).toBeChecked({ checked: values.smsDeals === true });
    if (values.smsDeals !== true) return void (await expect(panel(page)).toHaveCount(0));
    await expect(panel(page).getByRole('button', { name: 'Text me a code' })).toBeEnabled();
    await expect(codeBox(page)).toHaveCount(0);
    if (codeError) await expect(panel(page).getByRole('alert')).toHaveText(PHONE_CODE_TEXTS.generic);
    else await expect(panel(page).getByRole('alert')).toHaveCount(0);
  },
  'phone.sending': async (step) => {
    expect(memoOf(step).held.send.pending).toBeGreaterThan(0);
    const sending = panel(step.page).getByRole('button', { name: 'Texting a code…' });
    await expect(sending).toBeDisabled();
    await expect(sending).toHaveAttribute('aria-busy', 'true');
  },
  'phone.awaitingCode': async (step) => {
    const { page } = step;
    const { code, codeError } = contextOf(step);
    await expect(panel(page).getByRole('status')).toHaveText(PHONE_CODE_TEXTS.asked(dashed(memoOf(step).phone)));
    await expect(codeBox(page)).toHaveValue(code);
    await expect(panel(page).getByRole('button', { name: 'Verify' })).toBeEnabled();
    await expect(panel(page).getByRole('button', { name: 'Send a new code' })).toBeEnabled();
    if (codeError) await expect(panel(page).getByRole('alert')).toHaveText(PHONE_CODE_TEXTS.wrongCode);
    else await expect(panel(page).getByRole('alert')).toHaveCount(0);
  },
  'phone.confirming': async (step) => {
    await waitForConfirm(step);
    const verifying = panel(step.page).getByRole('button', { name: 'Verifying…' });
    await expect(verifying).toBeDisabled();
    await expect(verifying).toHaveAttribute('aria-busy', 'true');
  },
  'phone.verified': async (step) => {
    await expect(panel(step.page)).toHaveCount(0);
    await expect(
      form(step.page)
        .getByRole('status')
        .filter({ hasText: PHONE_CODE_TEXTS.verified(dashed(memoOf(step).phone)) }),
    ).toBeVisible();
  },
};

const events: Record<string, EventAction> = {
  'xstate.init': open,
  'field.change': (step) => form(step.page).getByRole('checkbox', { name: 'Deals and news by text' }).click(),
  'code.send': async (step) => {
    // from the code's box "Send a new code", else "Text me a code" (the step's snapshot is the one after it: sending)
    const again = panel(step.page).getByRole('button', { name: 'Send a new code' });
    await ((await again.count()) ? again : panel(step.page).getByRole('button', { name: 'Text me a code' })).click();
    await memoOf(step).held.send.waitForHeld();
  },
  'code.change': (step) => codeBox(step.page).fill(String(step.event.value)),
  'code.submit': async (step) => {
    await panel(step.page).getByRole('button', { name: 'Verify' }).click();
    await waitForConfirm(step);
  },
  'xstate.done.actor.sendPhoneCode': async (step) => {
    // the real server texts a code through its SMS stand-in
    const answered = step.page.waitForResponse((response) => new URL(response.url()).pathname === `${core}/v1/phone_verifications`);
    await memoOf(step).held.send.release();
    expect((await answered).status()).toBe(201);
  },
  'xstate.error.actor.sendPhoneCode': (step) => memoOf(step).held.send.cutConnection(),
  'xstate.done.actor.confirmPhoneCode': async (step) => {
    // the right code (the model types it before this answer): the server's answer for a verified number (see above)
    await expect(codeBox(step.page)).toHaveValue(phoneStand.rightCode);
    await memoOf(step)
      .confirms.shift()!
      .fulfill({
        status: 200,
        json: { phone_verification: { phone_number: memoOf(step).phone, verified: true, code_expires_at: null } },
      });
  },
  'xstate.error.actor.confirmPhoneCode': async (step) => {
    // a wrong code goes on to the real server, which refuses it
    const answered = step.page.waitForResponse((response) => new URL(response.url()).pathname === `${core}/v1/phone_verifications/confirm`);
    await memoOf(step).confirms.shift()!.continue();
    expect((await answered).status()).toBe(422);
  },
};

testModel({
  ...accountPhoneCodeModel,
  title: 'accountUpdate (phone code)',
  states,
  events,
  cleanup: async ({ memo }) => {
    const { held, confirms } = memo as Partial<Memo>;
    await Promise.all((confirms ?? []).splice(0).map((route) => route.continue().catch(() => undefined)));
    await releaseEveryHeld(held);
  },
});
