import type { Page } from '@playwright/test';
import { STRIPE_SANDBOX_PATH } from '../../server/contract/payments';
import type { SaveCardContext } from '../../machines/saveCard/saveCard.types';
import { CVC, EXPIRY, saveCardAtCheckout, TYPED_CARDS } from '../models/saveCard.model';
import { listedCards, PAYMENT_METHODS, saveCardForShopper } from '../support/cards';
import { HeldRequests, holdNextCall } from '../support/held-requests';
import { testModel, type EventAction, type StateCheck, type StepContext } from '../support/model-driver';
import { brooklynSliceHouse as shop } from '../support/seed';
import { deleteSavedCards, openCheckoutByPlatform } from '../support/platformSetup';
import { checkoutForm } from '../support/storefront';
import { expect, test } from '../support/test';

/*
 * The saveCard machine in checkout's newCreditCardModal, on the real server and its Stripe sandbox: this worker's
 * account (signed in through the identity provider's endpoints) with a Mastercard saved from another device opens
 * checkout, pays by card and chooses "Add a card to your account". Stripe's 4242 typed there is made a
 * payment method at the sandbox and saved to the account (both calls held until their step); the dialog
 * closes and checkout lists the card and picks it. A half-typed card is left with Cancel; the button
 * opens the dialog again from empty fields.
 */
test.describe.configure({ timeout: 150_000 });

// expected texts, written out: the dialog's and the card labels as checkout words them
const ADD_BUTTON = 'Add a card to your account';
const mastercard = { number: '5555555555554444', lastFour: '4444', expMonth: 1, expYear: 2031 };
const typed = TYPED_CARDS.visa;
const typedLabel = `Visa ending in ${typed.lastFour}`;
const mastercardLabel = 'Mastercard ending in 4444';

type Hold = 'tokenize' | 'store';
type Memo = { held: Record<Hold, HeldRequests>; holding: Set<Hold>; token: string };
const memoOf = (step: Pick<StepContext, 'memo'>) => step.memo as Memo;
const contextOf = (step: StepContext) => step.snapshot.context as SaveCardContext;
const MATCHERS: Record<Hold, (url: URL) => boolean> = {
  tokenize: (url) => url.pathname === `${STRIPE_SANDBOX_PATH}/v1/payment_methods`,
  store: (url) => url.pathname === PAYMENT_METHODS,
};

const dialog = (page: Page) => page.getByRole('dialog', { name: 'Add a card' });
const form = (page: Page) => dialog(page).getByRole('form', { name: 'New card' });
const saveButton = (page: Page) => form(page).getByRole('button', { name: /^(Save card|Saving…)$/ });
const numberInput = (page: Page) => form(page).getByRole('textbox', { name: 'Credit or debit card number' });
const expiryInput = (page: Page) => form(page).getByRole('textbox', { name: 'Credit or debit card expiration date' });
const cvcInput = (page: Page) => form(page).getByRole('textbox', { name: 'Credit or debit card CVC' });
const zipInput = (page: Page) => form(page).getByRole('textbox', { name: 'Billing ZIP code' });
const savedCardsGroup = (page: Page) =>
  checkoutForm(page).getByRole('region', { name: 'Payment' }).getByRole('group', { name: 'Saved cards' });
const addButton = (page: Page) => savedCardsGroup(page).getByRole('button', { name: ADD_BUTTON });

/*
 * The modal machine puts the dialog in the URL and takes it out by navigating (the router's navigate, history.back()),
 * which the browser finishes in a later task than the one that shows or hides the dialog: the URL is waited for, as
 * the dialog is (read once, it could still name the modal that had just closed).
 */
const namesModal = (name: string | null) => (url: URL) => url.searchParams.get('modal') === name;

const holdNext = (step: StepContext, name: Hold, act: () => Promise<void>) =>
  holdNextCall(memoOf(step).holding, name, memoOf(step).held[name], act);

async function openDialog(page: Page): Promise<void> {
  await addButton(page).click();
  await expect(dialog(page)).toBeVisible();
  // the gateway's fields are mounted once its client loaded
  await expect(numberInput(page)).toBeEditable();
}

const open: EventAction = async (step) => {
  const { page, request, baseURL } = step;
  const memo: Memo = { held: {} as Memo['held'], holding: new Set(), token: '' };
  Object.assign(step.memo, memo);
  for (const name of Object.keys(MATCHERS) as Hold[]) {
    // only a POST is held, and only while its step asks for it (checkout's own list goes straight on)
    memoOf(step).held[name] = new HeldRequests(
      page,
      MATCHERS[name],
      name,
      (sent) => memoOf(step).holding.has(name) && sent.method() === 'POST',
    );
    await memoOf(step).held[name].install();
  }
  // this worker's account signed in through the provider's endpoints, the Mastercard saved through the payment API,
  // and checkout opened on the cart the shopper filled before (support/platformSetup.ts)
  await openCheckoutByPlatform(page, {
    shop,
    baseURL,
    signedIn: true,
    draft: { contact: { firstName: '', lastName: '', email: '', phone: '' }, forDelivery: false, tender: 'credit' },
    beforeOpen: async (shopper) => {
      memoOf(step).token = shopper.accessToken;
      await saveCardForShopper(request, baseURL, shopper.accessToken, mastercard);
    },
  });
  await expect(savedCardsGroup(page).getByRole('radio', { name: mastercardLabel })).toBeVisible();
  await openDialog(page);
};

const states: Record<string, StateCheck> = {
  editing: async (step) => {
    const { page } = step;
    const { fields } = contextOf(step);
    await expect(dialog(page)).toBeVisible();
    await expect(page).toHaveURL(namesModal('newCreditCardModal'));
    await expect(saveButton(page)).toHaveAccessibleName('Save card');
    await expect(saveButton(page)).toBeEnabled();
    await expect(form(page).getByRole('alert')).toHaveCount(0);
    if (fields.cardNumber === 'empty') await expect(numberInput(page)).toHaveValue('');
    else await expect(numberInput(page)).not.toHaveValue('');
    await expect(zipInput(page)).toHaveValue(fields.postalCode);
  },
  'editing.idle': async ({ page }) => {
    await expect(form(page).getByRole('alert')).toHaveCount(0);
    await expect(form(page).getByRole('status')).toHaveCount(0);
  },
  tokenizing: async ({ page, memo }) => {
    expect((memo as Memo).held.tokenize.pending).toBeGreaterThan(0);
    await expect(saveButton(page)).toHaveAccessibleName('Saving…');
    await expect(saveButton(page)).toBeDisabled();
  },
  saving: async ({ page, memo }) => {
    expect((memo as Memo).held.store.pending).toBeGreaterThan(0);
    await expect(saveButton(page)).toHaveAccessibleName('Saving…');
    await expect(numberInput(page)).toBeDisabled();
  },
  // closed; checkout lists the new card first and pays with it; the account has both
  saved: async (step) => {
    const { page } = step;
    await expect(dialog(page)).toHaveCount(0);
    await expect(page).toHaveURL(namesModal(null));
    const radios = savedCardsGroup(page).getByRole('radio');
    await expect(radios).toHaveCount(3);
    await expect(radios.nth(0)).toHaveAccessibleName(typedLabel);
    await expect(radios.nth(0)).toBeChecked();
    await expect(savedCardsGroup(page).getByRole('radio', { name: mastercardLabel })).not.toBeChecked();
    await expect(checkoutForm(page).getByRole('textbox', { name: 'Credit or debit card number' })).toHaveCount(0);
    const listed = await listedCards(step.request, step.baseURL, memoOf(step).token);
    expect(listed.map((card) => card.last_four).sort()).toEqual(['4242', '4444']);
  },
};

const events: Record<string, EventAction> = {
  'xstate.init': open,
  'card.change': async ({ page, event }) => {
    if (event.field === 'cardNumber') await numberInput(page).fill(typed.number);
    else if (event.field === 'cardExpiry') await expiryInput(page).fill(EXPIRY.typed);
    else await cvcInput(page).fill(CVC);
  },
  'card.postalCode': ({ page, event }) => zipInput(page).fill(event.value as string),
  'card.submit': (step) => holdNext(step, 'tokenize', () => saveButton(step.page).click()),
  'xstate.done.actor.tokenizeCard': (step) => holdNext(step, 'store', () => memoOf(step).held.tokenize.release()),
  'xstate.done.actor.storeCard': (step) => memoOf(step).held.store.release(),
  // a half-typed card is left with Cancel; the button opens the dialog again
  'card.restart': async (step) => {
    const { page } = step;
    if (await dialog(page).count()) {
      await dialog(page).getByRole('button', { name: 'Cancel' }).click();
      await expect(dialog(page)).toHaveCount(0);
    }
    await openDialog(page);
  },
};

testModel({
  ...saveCardAtCheckout,
  title: "saveCard in checkout's newCreditCardModal",
  states,
  events,
  cleanup: async ({ memo, baseURL }) => {
    for (const held of Object.values((memo as Partial<Memo>).held ?? {})) await held.releaseAll();
    // the worker's account is left as it was found: the cards this path saved go
    const { token } = memo as Partial<Memo>;
    if (token) await deleteSavedCards(baseURL, token);
  },
});
