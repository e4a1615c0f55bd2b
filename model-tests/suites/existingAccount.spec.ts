import { expect, type Page } from '@playwright/test';
import { emails, existingAccountModel } from '../models/existingAccount.model';
import { accountLink, toCheckoutWithAnItem, newShopper, signedInHere, type Shopper } from '../support/accounts';
import { HeldRequests } from '../support/held-requests';
import { testModel, type EventAction, type StateCheck, type StepContext } from '../support/model-driver';
import { brooklynSliceHouse as shop } from '../support/seed';
import { checkoutForm, contactLabels } from '../support/storefront';
import { test, workerAccount } from '../support/test';

/*
 * A guest at checkout types the email of an existing account (this worker's account, made through the
 * embedded identity provider) and leaves the field: sign-in is offered so the order lands in that
 * account's history (issue 31 item 9), without blocking guest checkout. POST email/validate is held
 * until the step that answers it (released to the real server, or cut).
 */
const OFFER_TEXT = 'You have an account with this email. Sign in to keep this order in your history.';
const VALIDATE = '/services/core/api/v1/email/validate';

type Memo = { held: HeldRequests; account: Shopper; freshEmail: string; shopper?: Shopper };
const memoOf = (step: StepContext) => step.memo as Memo;
const offer = (page: Page) => checkoutForm(page).getByRole('status').filter({ hasText: OFFER_TEXT });
const emailField = (page: Page) => checkoutForm(page).getByLabel(contactLabels.email);

const open: EventAction = async (step) => {
  const { page, testInfo } = step;
  const memo = memoOf(step);
  memo.account = await workerAccount();
  memo.freshEmail = newShopper(testInfo).email;
  memo.held = new HeldRequests(page, (url) => url.pathname === VALIDATE, 'email/validate');
  await memo.held.install();
  await toCheckoutWithAnItem(page);
};

const states: Record<string, StateCheck> = {
  idle: async ({ page }) => {
    await expect(checkoutForm(page).getByText(OFFER_TEXT)).toHaveCount(0);
  },
  checking: async (step) => {
    expect(memoOf(step).held.pending).toBeGreaterThan(0);
    await expect(checkoutForm(step.page).getByText(OFFER_TEXT)).toHaveCount(0);
  },
  accountFound: async ({ page }) => {
    await expect(offer(page)).toBeVisible();
    await expect(offer(page).getByRole('button', { name: 'Sign in' })).toBeEnabled();
    // guest checkout is not blocked
    await expect(page.getByRole('button', { name: 'Place order' })).toBeVisible();
  },
  signedIn: async (step) => {
    const { page } = step;
    await expect(emailField(page)).toHaveValue(memoOf(step).shopper!.email);
    await emailField(page).focus();
    await emailField(page).press('Tab');
    // a signed-in shopper's own address is never asked about
    expect(memoOf(step).held.count).toBe(0);
    await expect(checkoutForm(page).getByText(OFFER_TEXT)).toHaveCount(0);
  },
};

const events: Record<string, EventAction> = {
  'xstate.init': open,
  'email.check': async (step) => {
    const { page, event } = step;
    const memo = memoOf(step);
    const before = memo.held.count;
    await emailField(page).fill(event.email === emails.account ? memo.account.email : memo.freshEmail);
    await emailField(page).press('Tab');
    await memo.held.waitForCount(before + 1);
  },
  'xstate.done.actor.lookupEmail': (step) => memoOf(step).held.release(),
  'xstate.error.actor.lookupEmail': (step) => memoOf(step).held.cutConnection(),
};

testModel({ ...existingAccountModel, states, events, cleanup: async ({ memo }) => (memo as Partial<Memo>).held?.releaseAll() });

testModel({
  ...existingAccountModel,
  title: 'existingAccount for a signed-in shopper',
  input: { signedIn: true },
  states,
  events: {
    ...events,
    'xstate.init': async (step) => {
      const { page } = step;
      const memo = memoOf(step);
      memo.held = new HeldRequests(page, (url) => url.pathname === VALIDATE, 'email/validate');
      await memo.held.install();
      memo.shopper = await signedInHere(step, await workerAccount());
      await toCheckoutWithAnItem(page, memo.shopper);
    },
  },
  cleanup: async ({ memo }) => (memo as Partial<Memo>).held?.releaseAll(),
});

test.describe('the offer, plainly', () => {
  test.use({ baseURL: process.env.CRUST_BASE_URL });

  test('Sign in from the offer comes back to checkout signed in, the cart kept', async ({ page }) => {
    const account = await workerAccount();
    await toCheckoutWithAnItem(page);
    await emailField(page).fill(account.email);
    await emailField(page).press('Tab');
    await offer(page).getByRole('button', { name: 'Sign in' }).click();
    await page.waitForURL((url) => url.pathname.startsWith('/interaction/'));
    await page.getByLabel('Email').fill(account.email);
    await page.getByLabel('Password').fill(account.password);
    await page.getByRole('button', { name: 'Sign in' }).click();
    await page.waitForURL((url) => url.pathname === new URL(shop.checkoutPath, 'http://x').pathname);
    await expect(accountLink(page)).toHaveAccessibleName(`Your account, ${account.firstName}`);
    await expect(emailField(page)).toHaveValue(account.email);
    await expect(checkoutForm(page).getByText('Mozzarella Sticks').first()).toBeVisible();
  });
});
