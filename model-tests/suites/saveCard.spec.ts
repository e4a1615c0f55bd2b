import { expect, test, type Page } from '@playwright/test';
import { STRIPE_SANDBOX_PATH } from '../../server/contract/payments';
import type { CardField, SaveCardContext } from '../../machines/saveCard/saveCard.types';
import {
  CVC,
  EXPIRY,
  GATEWAY_CONNECTION_MESSAGE,
  LIVE_CARD_MESSAGE,
  saveCardModel,
  TYPED_CARDS,
  type TypedCard,
} from '../models/saveCard.model';
import { newShopper, signUp, storedAccessToken } from '../support/accounts';
import { HeldRequests, holdNextCall } from '../support/held-requests';
import type { ModelEvent } from '../support/model-paths';
import { testModel, type EventAction, type StateCheck, type StepContext } from '../support/model-driver';

/*
 * The saveCard machine through /user/payment-methods/new, signed in with a new account from the
 * embedded identity provider, on the real server and its Stripe sandbox: one walk per test card
 * (4242 saved at once, 3184 through the hosted 3-D Secure page in threeDSecureModal's frame — Complete,
 * Fail, or the modal closed —, 0002 declined, 4111 a live card the sandbox refuses). The browser's call
 * to the gateway (createPaymentMethod), POST v2 payment_methods and its /confirm are held until the step
 * that answers them (or cuts them: a lost connection). A saved card sends the shopper back to /user,
 * whose "Saved cards" lists it.
 */
const PAYMENT_METHODS = '/services/core/api/v2/payment_methods';
// each path signs up a new account through the provider's pages first, then walks up to fourteen steps
test.describe.configure({ timeout: 150_000 });

// expected texts: checkout §5 and §8, written out, and the sandbox's own (Stripe's) for the gateway's refusals
const FIELD_MESSAGES: Record<CardField, string> = {
  cardNumber: 'Enter a valid Credit Card number',
  cardExpiry: 'Enter a valid expiration date',
  cardCvc: 'Enter a valid CVV',
  postalCode: 'Enter a valid Zip Code',
};
const DECLINED_TEXT = 'Sorry, your payment was declined. Please try again.';
const VERIFICATION_FAILED_TEXT = 'Your card verification failed, please try again';
const GENERIC_TEXT = 'Something went wrong, please try again.';
const ABORTED_TEXT = "You closed your bank's verification, so the card was not saved.";

type Hold = 'tokenize' | 'store' | 'confirm';
type Memo = { held: Record<Hold, HeldRequests>; holding: Set<Hold>; token: string };
const memoOf = (step: StepContext) => step.memo as Memo;
const contextOf = (step: StepContext) => step.snapshot.context as SaveCardContext;

const MATCHERS: Record<Hold, (url: URL) => boolean> = {
  // the storefront's Stripe.js-shaped client making the card a payment method at the sandbox
  tokenize: (url) => url.pathname === `${STRIPE_SANDBOX_PATH}/v1/payment_methods`,
  store: (url) => url.pathname === PAYMENT_METHODS,
  confirm: (url) => /^\/services\/core\/api\/v2\/payment_methods\/\d+\/confirm$/.test(url.pathname),
};

const form = (page: Page) => page.getByRole('form', { name: 'New card' });
const saveButton = (page: Page) => form(page).getByRole('button', { name: /^(Save card|Saving…)$/ });
const numberInput = (page: Page) => page.getByRole('textbox', { name: 'Credit or debit card number' });
const expiryInput = (page: Page) => page.getByRole('textbox', { name: 'Credit or debit card expiration date' });
const cvcInput = (page: Page) => page.getByRole('textbox', { name: 'Credit or debit card CVC' });
const zipInput = (page: Page) => page.getByRole('textbox', { name: 'Billing ZIP code' });
const challenge = (page: Page) => page.getByRole('dialog', { name: 'Verify your card' });
const challengePage = (page: Page) => challenge(page).frameLocator('iframe[title="Card verification by your bank"]');
/** Where each field's message is read: the gateway's fields sit in a labelled group; the ZIP is the form's own input. */
const fieldWithMessage = (page: Page, field: CardField) =>
  field === 'postalCode'
    ? zipInput(page)
    : form(page).getByRole('group', { name: { cardNumber: 'Card number', cardExpiry: 'Expiration date', cardCvc: 'CVV' }[field] });

/** The account's cards as the server lists them (only active ones). */
async function listedCards(step: StepContext): Promise<{ last_four: string }[]> {
  const answer = await step.request.get(`${step.baseURL}${PAYMENT_METHODS}`, {
    headers: { Authorization: `Bearer ${memoOf(step).token}` },
  });
  expect(answer.status()).toBe(200);
  return answer.json();
}

/** The walk's spec text for the failure that left the form failed: the last effect error on the path so far. */
function expectedFailure(step: StepContext): string {
  const error = [...step.path.steps.slice(0, step.index + 1)].reverse().find((s) => s.event.type.startsWith('xstate.error.actor.'))!.event;
  const { status, codes } = error.error as { status?: number | null; codes?: string[] };
  switch (error.type) {
    case 'xstate.error.actor.tokenizeCard':
      return codes?.length ? LIVE_CARD_MESSAGE : GATEWAY_CONNECTION_MESSAGE;
    case 'xstate.error.actor.storeCard':
      return status === null ? GENERIC_TEXT : DECLINED_TEXT;
    default:
      return status === null ? GENERIC_TEXT : VERIFICATION_FAILED_TEXT;
  }
}

/** Holds the named calls in `holding`; the others go straight to the server (or the sandbox). */
async function installHolds(step: StepContext): Promise<void> {
  const memo = memoOf(step);
  memo.held = {} as Memo['held'];
  for (const name of Object.keys(MATCHERS) as Hold[]) {
    // a POST is held only while the step asks for it
    memo.held[name] = new HeldRequests(step.page, MATCHERS[name], name, (request) => memo.holding.has(name) && request.method() === 'POST');
    await memo.held[name].install();
  }
}

const holdNext = (step: StepContext, name: Hold, act: () => Promise<void>) =>
  holdNextCall(memoOf(step).holding, name, memoOf(step).held[name], act);

/** The answer of a held call: the real server's (or the gateway's), or none at all. */
const answer = (name: Hold) => async (step: StepContext) => {
  if ((step.event.error as { status?: number | null } | undefined)?.status === null || isGatewayCut(step.event))
    await memoOf(step).held[name].cutConnection();
  else await memoOf(step).held[name].release();
};
const isGatewayCut = (event: ModelEvent) =>
  event.type === 'xstate.error.actor.tokenizeCard' && (event.error as { messages: string[] }).messages[0] === GATEWAY_CONNECTION_MESSAGE;

function walk(typed: TypedCard) {
  const card = TYPED_CARDS[typed];
  const label = `Visa ending in ${card.lastFour}`;

  const open: EventAction = async (step) => {
    const { page, request, baseURL, testInfo } = step;
    Object.assign(step.memo, { holding: new Set<Hold>() });
    // a cold server's first page render can outlast the 20 s navigation timeout on a busy machine: warm it first
    expect((await request.get(`${baseURL}/login`, { timeout: 90_000 })).ok()).toBe(true);
    await signUp(page, newShopper(testInfo), '/');
    memoOf(step).token = await storedAccessToken(page);
    await installHolds(step);
    await page.goto('/user/payment-methods/new');
    // the gateway's fields are mounted once its client loaded
    await expect(numberInput(page)).toBeEditable();
  };

  const states: Record<string, StateCheck> = {
    editing: async (step) => {
      const { page } = step;
      const { errors, fields } = contextOf(step);
      expect(new URL(page.url()).pathname).toBe('/user/payment-methods/new');
      await expect(challenge(page)).toHaveCount(0);
      await expect(saveButton(page)).toBeEnabled();
      await expect(saveButton(page)).toHaveAccessibleName('Save card');
      await expect(saveButton(page)).toHaveAttribute('aria-busy', 'false');
      for (const field of Object.keys(FIELD_MESSAGES) as CardField[]) {
        const shown = errors[field];
        if (shown) {
          expect(shown).toBe(FIELD_MESSAGES[field]);
          await expect(fieldWithMessage(page, field)).toHaveAccessibleDescription(FIELD_MESSAGES[field]);
        } else {
          await expect(fieldWithMessage(page, field)).toHaveAccessibleDescription('');
        }
      }
      // what the fields hold: a field the machine counts as empty is empty on the page too
      await expect(numberInput(page)).toBeEditable();
      if (fields.cardNumber === 'empty') await expect(numberInput(page)).toHaveValue('');
      else await expect(numberInput(page)).not.toHaveValue('');
      await expect(zipInput(page)).toHaveValue(fields.postalCode);
    },
    'editing.idle': async ({ page }) => {
      await expect(form(page).getByRole('alert')).toHaveCount(0);
      await expect(page.getByText(ABORTED_TEXT, { exact: false })).toHaveCount(0);
    },
    'editing.failed': async (step) => {
      const { page } = step;
      const alert = form(page).getByRole('alert');
      await expect(alert).toHaveCount(1);
      await expect(alert.getByRole('listitem')).toHaveText([expectedFailure(step)]);
      await expect(page.getByText(ABORTED_TEXT, { exact: false })).toHaveCount(0);
      // a refused card, a failed challenge or a cut call never leaves a card on the account
      expect(await listedCards(step)).toEqual([]);
    },
    'editing.aborted': async (step) => {
      const { page } = step;
      await expect(page.getByRole('status').filter({ hasText: ABORTED_TEXT })).toBeVisible();
      await expect(form(page).getByRole('alert')).toHaveCount(0);
      await expect(numberInput(page)).toHaveValue(card.number);
      // the card awaits its challenge at the server (requires_action): not on the account
      expect(await listedCards(step)).toEqual([]);
    },
    tokenizing: async ({ page, memo }) => {
      expect((memo as Memo).held.tokenize.pending).toBeGreaterThan(0);
      await expect(saveButton(page)).toHaveAccessibleName('Saving…');
      await expect(saveButton(page)).toBeDisabled();
      await expect(saveButton(page)).toHaveAttribute('aria-busy', 'true');
      await expect(numberInput(page)).toBeDisabled();
      await expect(form(page).getByRole('alert')).toHaveCount(0);
    },
    saving: async ({ page, memo }) => {
      expect((memo as Memo).held.store.pending).toBeGreaterThan(0);
      await expect(saveButton(page)).toHaveAccessibleName('Saving…');
      await expect(saveButton(page)).toBeDisabled();
      await expect(challenge(page)).toHaveCount(0);
    },
    awaitingChallenge: async ({ page }) => {
      await expect(challenge(page)).toBeVisible();
      await expect(challenge(page).getByText('Your bank asks you to confirm this card before it is saved.')).toBeVisible();
      await expect(challengePage(page).getByText(`saving the card ending in ${card.lastFour}`, { exact: false })).toBeVisible();
      await expect(challengePage(page).getByRole('button', { name: 'Complete authentication' })).toBeEnabled();
      expect(new URL(page.url()).searchParams.get('modal')).toBe('threeDSecureModal');
      await expect(saveButton(page)).toBeDisabled();
    },
    confirming: async ({ page, memo }) => {
      expect((memo as Memo).held.confirm.pending).toBeGreaterThan(0);
      await expect(challenge(page)).toHaveCount(0);
      await expect(saveButton(page)).toHaveAccessibleName('Saving…');
      await expect(saveButton(page)).toBeDisabled();
    },
    saved: async (step) => {
      const { page } = step;
      // the app's announceSaved: back to the account page, whose list asks the server again
      expect(new URL(page.url()).pathname).toBe('/user');
      const cards = page.getByRole('region', { name: 'Saved cards' }).getByRole('list', { name: 'Saved cards' }).getByRole('listitem');
      await expect(cards).toHaveCount(1);
      await expect(cards.getByText(label, { exact: true })).toBeVisible();
      await expect(page.getByRole('button', { name: `Delete Visa ending in ${card.lastFour}` })).toBeEnabled();
      expect(await listedCards(step)).toEqual([
        expect.objectContaining({ last_four: card.lastFour, exp_month: EXPIRY.month, exp_year: EXPIRY.year }),
      ]);
    },
  };

  const events: Record<string, EventAction> = {
    'xstate.init': open,
    'card.change': async ({ page, event }) => {
      const { field, state } = event as unknown as { field: string; state: string };
      if (field === 'cardNumber') await numberInput(page).fill(state === 'complete' ? card.number : card.number.slice(0, 9));
      else if (field === 'cardExpiry') await expiryInput(page).fill(EXPIRY.typed);
      else await cvcInput(page).fill(CVC);
    },
    'card.postalCode': async ({ page, event }) => {
      await zipInput(page).fill(event.value as string);
    },
    'card.submit': async (step) => {
      // the card is asked of the gateway only when every field is valid: that call is held
      if (step.snapshot.matches('tokenizing')) await holdNext(step, 'tokenize', () => saveButton(step.page).click());
      else await saveButton(step.page).click();
    },
    'xstate.done.actor.tokenizeCard': (step) => holdNext(step, 'store', () => memoOf(step).held.tokenize.release()),
    'xstate.error.actor.tokenizeCard': answer('tokenize'),
    'xstate.done.actor.storeCard': async (step) => {
      await memoOf(step).held.store.release();
      if (step.snapshot.matches('saved')) await step.page.waitForURL((url) => url.pathname === '/user');
    },
    'xstate.error.actor.storeCard': answer('store'),
    'challenge.return': async (step) => {
      // how the challenge ends is what the next step needs: Fail for a failed verification, else Complete
      const next = step.path.steps[step.index + 1]?.event;
      const fails = next?.type === 'xstate.error.actor.confirmCard' && (next.error as { status: number | null }).status !== null;
      await holdNext(step, 'confirm', () =>
        challengePage(step.page)
          .getByRole('button', { name: fails ? 'Fail authentication' : 'Complete authentication' })
          .click(),
      );
    },
    'challenge.abort': async ({ page }) => {
      await challenge(page).getByRole('button', { name: 'Close' }).click();
    },
    'xstate.done.actor.confirmCard': async (step) => {
      await memoOf(step).held.confirm.release();
      await step.page.waitForURL((url) => url.pathname === '/user');
    },
    'xstate.error.actor.confirmCard': answer('confirm'),
  };

  const titles: Record<TypedCard, string> = {
    visa: 'saveCard with 4242 (saved at once; the form checks)',
    threeDSecure: 'saveCard with 3184 (3-D Secure challenge)',
    declined: 'saveCard with 0002 (declined)',
    live: 'saveCard with 4111 (a live card the sandbox refuses)',
  };
  testModel({
    ...saveCardModel(typed),
    title: titles[typed],
    states,
    events,
    cleanup: async ({ memo }) => {
      for (const held of Object.values((memo as Partial<Memo>).held ?? {})) await held.releaseAll();
    },
  });
}

for (const typed of Object.keys(TYPED_CARDS) as TypedCard[]) walk(typed);
