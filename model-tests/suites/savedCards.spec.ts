import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { SANDBOX_PUBLISHABLE_KEY, STRIPE_SANDBOX_PATH } from '../../server/contract/payments';
import type { SavedCard, SavedCardsContext } from '../../machines/savedCards/savedCards.types';
import { savedCardsModel, visa4242 } from '../models/savedCards.model';
import { newShopper, signUp, storedAccessToken } from '../support/accounts';
import { HeldRequests, holdNextCall } from '../support/held-requests';
import { testModel, type EventAction, type StateCheck, type StepContext } from '../support/model-driver';

/*
 * The savedCards machine through /user's "Saved cards" section (the list, Delete per card, "Add a card"),
 * signed in with a new account from the embedded identity provider, on the real server and its card
 * sandbox. A card listed from the start is saved through the API first (Stripe.js' createPaymentMethod at
 * the sandbox, then POST v2 payment_methods), as the shopper's checkout on another device would.
 * Calls to v2/payment_methods are held by method until the step that answers them (or cuts them: a lost
 * connection). Adding a card through the page is walked by saveCard.spec.
 */
const PAYMENT_METHODS = '/services/core/api/v2/payment_methods';
// each path signs up a new account through the provider's pages first
test.describe.configure({ timeout: 150_000 });
// expected texts, written out (the view's own; the labels as checkout's savedCardLabel words them)
const DELETE_FAILED_TEXT = "We couldn't delete that card. Please try again.";
const LOAD_FAILED_TEXT = "We couldn't load your cards";
const labelOf = (card: SavedCard) => `Visa ending in ${card.lastFour}`;
const deleteName = (card: SavedCard) => `Delete Visa ending in ${card.lastFour}`;

type Method = 'GET' | 'DELETE';
type Memo = { held: HeldRequests; holding: Set<Method>; token: string };
const memoOf = (step: StepContext) => step.memo as Memo;
const contextOf = (step: StepContext) => step.snapshot.context as SavedCardsContext;

const section = (page: Page) => page.getByRole('region', { name: 'Saved cards' });
const items = (page: Page) => section(page).getByRole('list', { name: 'Saved cards' }).getByRole('listitem');
// page-rooted, so it also works inside `filter({ has })` (where a locator is taken relative to the item)
const deleteButton = (page: Page, card: SavedCard) => page.getByRole('button', { name: deleteName(card) });
// the question that replaces a card's Delete button until the shopper answers it
const question = (page: Page, card: SavedCard) => section(page).getByRole('group', { name: `${deleteName(card)}?` });
const serverCardCount = async (step: StepContext) => {
  const headers = { Authorization: `Bearer ${memoOf(step).token}` };
  return ((await (await step.request.get(`${step.baseURL}${PAYMENT_METHODS}`, { headers })).json()) as unknown[]).length;
};

/** Saves Stripe's test card to the account as the storefront does: the sandbox makes the payment method, v2 payment_methods keeps it. */
async function saveCardThroughApi(
  request: APIRequestContext,
  baseURL: string,
  token: string,
  card: SavedCard,
  number: string,
): Promise<void> {
  const made = await request.post(`${baseURL}${STRIPE_SANDBOX_PATH}/v1/payment_methods`, {
    headers: { Authorization: `Bearer ${SANDBOX_PUBLISHABLE_KEY}` },
    form: {
      type: 'card',
      'card[number]': number,
      'card[exp_month]': String(card.expMonth),
      'card[exp_year]': String(card.expYear),
      'card[cvc]': '123',
    },
  });
  expect(made.status(), await made.text()).toBe(200);
  const saved = await request.post(`${baseURL}${PAYMENT_METHODS}`, {
    headers: { Authorization: `Bearer ${token}` },
    data: { gateway: 'stripe', token: (await made.json()).id, channel: 'web', single_use: false },
  });
  expect(saved.status(), await saved.text()).toBe(201);
}

/** Holds v2/payment_methods calls of the methods in `holding`; the others go straight to the server. */
async function installHolds(step: StepContext): Promise<void> {
  const memo = memoOf(step);
  const isPaymentMethods = (url: URL) => url.pathname === PAYMENT_METHODS || url.pathname.startsWith(`${PAYMENT_METHODS}/`);
  memo.held = new HeldRequests(step.page, isPaymentMethods, 'v2/payment_methods', (request) =>
    memo.holding.has(request.method() as Method),
  );
  await memo.held.install();
}

const holdNext = (step: StepContext, method: Method, act: () => Promise<void>) =>
  holdNextCall(memoOf(step).holding, method, memoOf(step).held, act);

const open: EventAction = async (step) => {
  const { page, request, baseURL, testInfo, path } = step;
  Object.assign(step.memo, { holding: new Set<Method>() });
  // a cold server's first page render can outlast the 20 s navigation timeout on a busy machine: warm it first
  expect((await request.get(`${baseURL}/login`, { timeout: 90_000 })).ok()).toBe(true);
  // signed up on the home page, so the account page's first list request is the one this path holds
  await signUp(page, newShopper(testInfo), '/');
  memoOf(step).token = await storedAccessToken(page);
  const first = path.steps.find((s) => s.event.type === 'xstate.done.actor.fetchCards')?.event;
  if (first && (first.output as SavedCard[]).length)
    await saveCardThroughApi(request, baseURL, memoOf(step).token, visa4242, '4242424242424242');
  await installHolds(step);
  await holdNext(step, 'GET', () => page.goto('/user').then(() => undefined));
};

const states: Record<string, StateCheck> = {
  loading: async ({ page, memo }) => {
    expect((memo as Memo).held.pending).toBeGreaterThan(0);
    await expect(section(page)).toHaveAttribute('aria-busy', 'true');
    await expect(section(page).getByText('Loading your cards…')).toBeVisible();
    await expect(items(page)).toHaveCount(0);
  },
  failed: async ({ page }) => {
    await expect(section(page).getByRole('alert').filter({ hasText: LOAD_FAILED_TEXT })).toBeVisible();
    await expect(section(page).getByRole('button', { name: 'Try again' })).toBeEnabled();
    await expect(items(page)).toHaveCount(0);
    await expect(section(page)).toHaveAttribute('aria-busy', 'false');
  },
  ready: async (step) => {
    const { page } = step;
    const { cards, errorStatus } = contextOf(step);
    await expect(section(page)).toHaveAttribute('aria-busy', 'false');
    await expect(section(page).getByRole('link', { name: 'Add a card' })).toHaveAttribute('href', '/user/payment-methods/new');
    if (cards.length === 0) {
      await expect(section(page).getByText('No saved cards yet.', { exact: false })).toBeVisible();
      await expect(items(page)).toHaveCount(0);
    } else {
      await expect(items(page)).toHaveCount(cards.length);
      for (const card of cards) {
        const item = items(page).filter({ has: deleteButton(page, card) });
        await expect(item.getByText(labelOf(card), { exact: true })).toBeVisible();
        await expect(deleteButton(page, card)).toBeEnabled();
        await expect(deleteButton(page, card)).toHaveText('Delete');
        await expect(question(page, card)).toHaveCount(0);
      }
    }
    await expect(section(page).getByRole('alert').filter({ hasText: DELETE_FAILED_TEXT })).toHaveCount(errorStatus === null ? 0 : 1);
  },
  confirmingDelete: async (step) => {
    const { page } = step;
    const { cards, markedId } = contextOf(step);
    const marked = cards.find((card) => card.id === markedId)!;
    // asked, not sent: the card is still listed, here and at the server
    await expect(items(page)).toHaveCount(cards.length);
    expect(await serverCardCount(step)).toBe(cards.length);
    await expect(question(page, marked)).toBeVisible();
    await expect(question(page, marked).getByRole('button', { name: 'Yes, delete' })).toBeEnabled();
    // the safe answer has the focus
    await expect(question(page, marked).getByRole('button', { name: 'Cancel' })).toBeFocused();
    await expect(deleteButton(page, marked)).toHaveCount(0);
    for (const other of cards.filter((card) => card.id !== markedId)) await expect(deleteButton(page, other)).toBeDisabled();
    await expect(section(page)).toHaveAttribute('aria-busy', 'false');
  },
  deleting: async (step) => {
    const { page, memo } = step;
    const { cards, markedId } = contextOf(step);
    const marked = cards.find((card) => card.id === markedId)!;
    expect((memo as Memo).held.pending).toBeGreaterThan(0);
    // the marked card is shown as being removed; it stays listed until the server answered
    await expect(items(page)).toHaveCount(cards.length);
    await expect(deleteButton(page, marked)).toBeDisabled();
    await expect(deleteButton(page, marked)).toHaveAttribute('aria-busy', 'true');
    await expect(deleteButton(page, marked)).toHaveText('Deleting…');
    await expect(items(page).filter({ has: deleteButton(page, marked) })).toHaveAttribute('aria-busy', 'true');
    await expect(section(page)).toHaveAttribute('aria-busy', 'true');
  },
};

const events: Record<string, EventAction> = {
  'xstate.init': open,
  'xstate.done.actor.fetchCards': (step) => memoOf(step).held.release(),
  'xstate.error.actor.fetchCards': (step) => memoOf(step).held.cutConnection(),
  'savedCards.request': (step) => holdNext(step, 'GET', () => section(step.page).getByRole('button', { name: 'Try again' }).click()),
  'savedCards.delete': async (step) => {
    const { page, path, index } = step;
    const card = contextOf({ ...step, snapshot: path.steps[index - 1].snapshot }).cards.find((c) => c.id === step.event.id)!;
    await expect(deleteButton(page, card)).toBeEnabled();
    await deleteButton(page, card).click();
  },
  'savedCards.cancel': async (step) => {
    const { page, path, index } = step;
    const { cards, markedId } = contextOf({ ...step, snapshot: path.steps[index - 1].snapshot });
    await question(page, cards.find((c) => c.id === markedId)!)
      .getByRole('button', { name: 'Cancel' })
      .click();
  },
  'savedCards.confirm': async (step) => {
    const { page, request, baseURL, path, index } = step;
    const { cards, markedId } = contextOf({ ...step, snapshot: path.steps[index - 1].snapshot });
    const card = cards.find((c) => c.id === markedId)!;
    const outcome = path.steps[index + 1]?.event;
    if (outcome?.type === 'xstate.error.actor.deleteCard' && (outcome.error as { status: number | null }).status === 404) {
      // deleted meanwhile on another device: this page's Delete answers 404
      const headers = { Authorization: `Bearer ${memoOf(step).token}` };
      const listed = (await (await request.get(`${baseURL}${PAYMENT_METHODS}`, { headers })).json()) as { id: number; last_four: string }[];
      const stored = listed.find((c) => c.last_four === card.lastFour)!;
      expect((await request.delete(`${baseURL}${PAYMENT_METHODS}/${stored.id}`, { headers })).status()).toBe(204);
    }
    await holdNext(step, 'DELETE', () => question(page, card).getByRole('button', { name: 'Yes, delete' }).click());
  },
  'xstate.done.actor.deleteCard': async (step) => {
    await memoOf(step).held.release();
    // removed at the server too: the account lists only what the page still shows
    await expect.poll(() => serverCardCount(step)).toBe(contextOf(step).cards.length);
  },
  'xstate.error.actor.deleteCard': async (step) => {
    const { status } = step.event.error as { status: number | null };
    if (status === null) await memoOf(step).held.cutConnection();
    else await memoOf(step).held.release();
  },
};

testModel({
  ...savedCardsModel,
  states,
  events,
  cleanup: async ({ memo }) => {
    await (memo as Partial<Memo>).held?.releaseAll();
  },
});
