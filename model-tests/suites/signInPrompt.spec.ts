import { expect, type Page } from '@playwright/test';
import { signInPromptModel } from '../models/signInPrompt.model';
import { toCheckoutWithAnItem, signedInHere, type Shopper } from '../support/accounts';
import { testModel, type EventAction, type StateCheck } from '../support/model-driver';
import { brooklynSliceHouse as shop } from '../support/seed';
import { checkoutForm, contactLabels, menuReady, pageHydrated } from '../support/storefront';
import { test, workerAccount } from '../support/test';
import { SIGN_IN_PROMPT_STORAGE_KEY } from '../../machines/signInPrompt/signInPrompt.types';

/*
 * signInSignUpModal at checkout (discovery §2 "Sign-in panel", §4 "The sign-in modal's 'should render'
 * flag is persisted and defaults to true"). Each walk reaches checkout the way a shopper does: menu,
 * cart, Checkout; a signed-in shopper is this worker's account, signed in through the embedded
 * identity provider's sign-in form without a browser and kept in the test's browser (the walk only
 * reads its profile).
 */
test.use({ offerSignIn: true });

const signInModal = (page: Page) => page.getByRole('dialog', { name: 'Log in or sign up' });
const storedFlag = (page: Page) => page.evaluate((key) => window.localStorage.getItem(key), SIGN_IN_PROMPT_STORAGE_KEY);

/** The checkout form is there, with no sign-in offer over it (after a moment it could have appeared in). */
async function checkoutWithoutOffer(page: Page): Promise<void> {
  await expect(checkoutForm(page)).toBeVisible();
  await expect(page.getByRole('button', { name: 'Place order' })).toBeVisible();
  await expect(signInModal(page)).toHaveCount(0);
}

const states: Record<string, StateCheck> = {
  offered: async ({ page }) => {
    const modal = signInModal(page);
    await expect(modal).toBeVisible();
    await expect(modal.getByRole('button', { name: 'Log in with email' })).toBeVisible();
    await expect(modal.getByRole('button', { name: 'Sign up with email' })).toBeVisible();
    await expect(modal.getByRole('button', { name: 'Skip and continue as a guest' })).toBeVisible();
    await expect(modal.getByRole('link', { name: 'Terms of service' })).toBeVisible();
    // the page under it waits: focus is in the modal
    await expect(modal.locator(':focus')).toHaveCount(1);
  },
  skipped: async ({ page }) => {
    await checkoutWithoutOffer(page);
    expect(await storedFlag(page)).toBe('false');
    // persisted: the next checkout in this browser does not ask again
    await page.reload();
    await checkoutWithoutOffer(page);
  },
  dismissed: async ({ page }) => {
    await checkoutWithoutOffer(page);
    expect(await storedFlag(page)).toBeNull();
    await page.reload();
    await expect(signInModal(page)).toBeVisible();
  },
  notOffered: async ({ page }) => {
    await checkoutWithoutOffer(page);
    await expect(page.getByLabel(contactLabels.firstName)).toHaveValue('');
  },
  nothingToOrder: async ({ page }) => {
    // checkout §8 messages: the empty cart's message and the way back, with no offer over them
    await expect(page.getByText('Please add items to your cart to checkout', { exact: true })).toBeVisible();
    await pageHydrated(page);
    // the session of a guest settles from the browser alone: once the page is quiet the prompt has decided
    await page.waitForLoadState('networkidle');
    await expect(signInModal(page)).toHaveCount(0);
    expect(await storedFlag(page)).toBeNull();
    await page.getByRole('link', { name: 'Back to the menu' }).click();
    await menuReady(page, shop.name);
  },
  signedIn: async ({ page, memo }) => {
    await checkoutWithoutOffer(page);
    const { shopper } = memo as { shopper: Shopper };
    // checkout §1: signed-in checkout starts from the profile
    await expect(page.getByLabel(contactLabels.firstName)).toHaveValue(shopper.firstName);
    await expect(page.getByLabel(contactLabels.lastName)).toHaveValue(shopper.lastName);
    await expect(page.getByLabel(contactLabels.email)).toHaveValue(shopper.email);
  },
};

const events: Record<string, EventAction> = {
  'xstate.init': async ({ page }) => toCheckoutWithAnItem(page),
  'prompt.skip': async ({ page }) => signInModal(page).getByRole('button', { name: 'Skip and continue as a guest' }).click(),
  'prompt.closed': async ({ page }) => page.keyboard.press('Escape'),
};

testModel({ ...signInPromptModel, states, events });

testModel({
  ...signInPromptModel,
  title: 'signInPrompt for a guest who skipped it before',
  input: { signedIn: false, shouldRender: false, cartEmpty: false },
  states,
  events: {
    ...events,
    'xstate.init': async ({ page }) => {
      await page.addInitScript((key) => window.localStorage.setItem(key, 'false'), SIGN_IN_PROMPT_STORAGE_KEY);
      await toCheckoutWithAnItem(page);
    },
  },
});

testModel({
  ...signInPromptModel,
  title: 'signInPrompt for a signed-in shopper',
  input: { signedIn: true, shouldRender: true, cartEmpty: false },
  states,
  events: {
    ...events,
    'xstate.init': async (step) => {
      const { page, memo } = step;
      const shopper = await signedInHere(step, await workerAccount());
      Object.assign(memo, { shopper });
      await toCheckoutWithAnItem(page, shopper);
    },
  },
});

testModel({
  ...signInPromptModel,
  title: 'signInPrompt for a guest whose cart is empty',
  input: { signedIn: false, shouldRender: true, cartEmpty: true },
  states,
  events: {
    ...events,
    // a link to checkout opened with nothing in the cart: the page the server renders
    'xstate.init': async ({ page }) => void (await page.goto(shop.checkoutPath)),
  },
});
