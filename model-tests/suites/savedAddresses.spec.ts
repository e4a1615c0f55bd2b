import { expect, type Page, type Request, type Route } from '@playwright/test';
import type { NewAddress, SavedAddress, SavedAddressesContext } from '../../machines';
import { caseOf, courtStreet, savedAddressesModel, typed } from '../models/savedAddresses.model';
import { accountLink, newShopper, signedUpHere } from '../support/accounts';
import { HeldRequests } from '../support/held-requests';
import { testModel, type EventAction, type StateCheck, type StepContext } from '../support/model-driver';

/*
 * The savedAddresses machine through /user (the "Saved addresses" section: list, Delete) and
 * /user/addresses/new (the form), signed in with a new account from the embedded identity provider
 * (one per path: each starts from an empty or a one-address list; signed up through the provider's
 * sign-up form without a browser, the session kept in the test's browser), on the real server. One
 * actor serves each page: a save goes back to /user (the app's announceCreated), whose actor lists the
 * addresses again; a create or delete realised from the other page first follows the page's own link
 * there. Calls to v1/addresses are held by method until the step that answers them (or cuts them: a
 * lost connection).
 */
const ADDRESSES = '/services/core/api/v1/addresses';
// expected texts: discovery §8 and the contract's ADDRESS_MESSAGES (server/contract/users.ts), written out
const CREATE_FAILED = 'Create address failed';
const SOMETHING_WENT_WRONG = 'Something went wrong';
const NOT_FOUND_TEXT = 'Please enter a valid delivery address';
const ZIP_INVALID_TEXT = 'Enter a valid Zip Code';
const DELETE_FAILED_TEXT = "We couldn't delete that address. Please try again.";

type Method = 'GET' | 'POST' | 'DELETE';
/** `goneAtServer`: the addresses another device deleted (this page still lists them after its Delete answered 404). */
type Memo = { held: HeldRequests; holding: Set<Method>; token: string; goneAtServer: Set<string> };
const memoOf = (step: StepContext) => step.memo as Memo;
const contextOf = (step: StepContext) => step.snapshot.context as SavedAddressesContext;
const onForm = (page: Page) => new URL(page.url()).pathname === '/user/addresses/new';

const section = (page: Page) => page.getByRole('region', { name: 'Saved addresses' });
const saveButton = (page: Page) => page.getByRole('button', { name: /^(Save address|Saving…)$/ });
const deleteButton = (page: Page, address: SavedAddress) => page.getByRole('button', { name: `Delete ${address.address}` });
// the question that replaces an address's Delete button until the shopper answers it
const question = (page: Page, address: SavedAddress) => section(page).getByRole('group', { name: `Delete ${address.address}?` });
const lines = (a: SavedAddress) => [a.address2 ? `${a.address}, ${a.address2}` : a.address, `${a.city}, ${a.state} ${a.zipcode}`];
const field = (page: Page, label: string) => page.getByRole('textbox', { name: label, exact: false });
const LABELS: Record<keyof NewAddress, string> = {
  address: 'Street address',
  address2: 'Apt / Suite',
  city: 'City',
  state: 'State',
  zipcode: 'ZIP code',
};

/** Holds v1/addresses calls of the methods in `holding`; the others go straight to the server. */
async function installHolds(step: StepContext): Promise<void> {
  const memo = memoOf(step);
  const isAddresses = (url: URL) => url.pathname === ADDRESSES || url.pathname.startsWith(`${ADDRESSES}/`);
  memo.held = new HeldRequests(step.page, isAddresses, 'v1/addresses');
  await memo.held.install();
  // registered last, so it runs first: what is not held now goes on to the server
  await step.page.route(isAddresses, (route: Route, request: Request) =>
    memo.holding.has(request.method() as Method) ? route.fallback() : route.continue(),
  );
}

async function holdNext(step: StepContext, method: Method, act: () => Promise<void>): Promise<void> {
  const memo = memoOf(step);
  memo.holding.add(method);
  await act();
  await memo.held.waitForHeld();
  memo.holding.delete(method);
}

async function goToList(page: Page): Promise<void> {
  if (new URL(page.url()).pathname === '/user') return;
  await page.getByRole('link', { name: 'Cancel' }).click();
  await page.waitForURL((url) => url.pathname === '/user');
}

async function goToForm(page: Page): Promise<void> {
  if (onForm(page)) return;
  await section(page).getByRole('link', { name: 'Add an address' }).click();
  await page.waitForURL((url) => url.pathname === '/user/addresses/new');
  await expect(saveButton(page)).toBeEnabled();
}

const open: EventAction = async (step) => {
  const { page, request, baseURL, testInfo, path } = step;
  Object.assign(step.memo, { holding: new Set<Method>(), goneAtServer: new Set<string>() });
  // a cold server's first page render can outlast the 20 s navigation timeout on a busy machine: warm it first
  expect((await request.get(`${baseURL}/login`, { timeout: 90_000 })).ok()).toBe(true);
  const shopper = await signedUpHere(step, newShopper(testInfo));
  // the API token of the shopper's other device, to prepare the server as that device would
  const token = shopper.accessToken;
  memoOf(step).token = token;
  const first = path.steps[1]?.event;
  if (first?.type === 'xstate.done.actor.fetchAddresses' && (first.output as SavedAddress[]).length) {
    const { address, city, state, zipcode } = courtStreet;
    const saved = await request.post(`${baseURL}${ADDRESSES}`, {
      headers: { Authorization: `Bearer ${token}` },
      data: { address: { address, address2: '3F', city, state, zipcode } },
    });
    expect(saved.status(), await saved.text()).toBe(201);
  }
  await installHolds(step);
  // the page of the first thing the shopper does: the form for a save, else the account page
  const firstUi = path.steps.find((s) => s.event.type === 'address.create' || s.event.type === 'address.delete');
  await holdNext(step, 'GET', () =>
    page.goto(firstUi?.event.type === 'address.create' ? '/user/addresses/new' : '/user').then(() => undefined),
  );
  await expect(accountLink(page)).toHaveAccessibleName(`Your account, ${shopper.firstName}`);
};

const states: Record<string, StateCheck> = {
  loading: async ({ page, memo }) => {
    expect((memo as Memo).held.pending).toBeGreaterThan(0);
    if (onForm(page)) {
      await expect(saveButton(page)).toBeDisabled();
      await expect(saveButton(page)).toHaveAttribute('aria-busy', 'true');
    } else {
      await expect(section(page)).toHaveAttribute('aria-busy', 'true');
      await expect(section(page).getByText('Loading your addresses…')).toBeVisible();
    }
  },
  failed: async ({ page }) => {
    if (onForm(page)) {
      await expect(page.getByRole('alert').filter({ hasText: "We couldn't load your saved addresses" })).toBeVisible();
      await expect(saveButton(page)).toBeDisabled();
    } else {
      await expect(section(page).getByRole('alert').filter({ hasText: "We couldn't load your addresses" })).toBeVisible();
      await expect(section(page).getByRole('listitem')).toHaveCount(0);
    }
    await expect(page.getByRole('button', { name: 'Try again' })).toBeEnabled();
  },
  ready: async (step) => {
    const { page } = step;
    const { addresses, errorStatus } = contextOf(step);
    if (onForm(page)) {
      await expect(saveButton(page)).toBeEnabled();
      await expect(saveButton(page)).toHaveAccessibleName('Save address');
      await expect(page.getByRole('alert')).toHaveCount(0);
      return;
    }
    await expect(section(page)).toHaveAttribute('aria-busy', 'false');
    const items = section(page).getByRole('list', { name: 'Saved addresses' }).getByRole('listitem');
    if (addresses.length === 0) {
      await expect(section(page).getByText('No saved addresses yet.', { exact: false })).toBeVisible();
      await expect(items).toHaveCount(0);
    } else {
      await expect(items).toHaveCount(addresses.length);
      for (const address of addresses) {
        const item = items.filter({ has: deleteButton(page, address) });
        for (const line of lines(address)) await expect(item.getByText(line, { exact: true })).toBeVisible();
        await expect(deleteButton(page, address)).toBeEnabled();
        await expect(question(page, address)).toHaveCount(0);
      }
    }
    const alert = section(page).getByRole('alert').filter({ hasText: DELETE_FAILED_TEXT });
    await expect(alert).toHaveCount(errorStatus === null ? 0 : 1);
  },
  saving: async ({ page, memo }) => {
    expect((memo as Memo).held.pending).toBeGreaterThan(0);
    await expect(page.getByRole('button', { name: 'Saving…' })).toBeDisabled();
    await expect(page.getByRole('alert')).toHaveCount(0);
  },
  saveFailed: async (step) => {
    const { page } = step;
    const { pending } = contextOf(step);
    const kind = caseOf(pending);
    await expect(saveButton(page)).toBeEnabled();
    const summary = page.getByRole('form', { name: 'New address' }).getByRole('alert');
    const expectField = async (name: keyof NewAddress, text: string) => {
      await expect(field(page, LABELS[name])).toHaveAttribute('aria-invalid', 'true');
      await expect(field(page, LABELS[name])).toHaveAccessibleDescription(text);
      await expect(summary).toHaveCount(0);
    };
    if (kind === 'unknown') await expectField('address', NOT_FOUND_TEXT);
    else if (kind === 'badZip') await expectField('zipcode', ZIP_INVALID_TEXT);
    else if (kind === 'tooLong') {
      // 400: the server's body is used — its own message for the field, as the server words it
      const answer = await step.request.post(`${step.baseURL}${ADDRESSES}`, {
        headers: { Authorization: `Bearer ${memoOf(step).token}` },
        data: { address: typed.tooLong },
      });
      expect(answer.status()).toBe(400);
      const [first] = (await answer.json()).errors as { message: string; field: string }[];
      expect(first.field).toBe('address.address');
      await expectField('address', first.message);
    } else {
      // no answer at all: anything else → 'Create address failed' / 'Something went wrong'
      await expect(summary).toContainText(CREATE_FAILED);
      await expect(summary).toContainText(SOMETHING_WENT_WRONG);
      for (const label of Object.values(LABELS)) await expect(field(page, label)).not.toHaveAttribute('aria-invalid', 'true');
    }
  },
  confirmingDelete: async (step) => {
    const { page } = step;
    const { addresses, deletingId } = contextOf(step);
    const marked = addresses.find((a) => a.id === deletingId)!;
    // asked, not sent: the address is still listed, here and at the server (but for one another device deleted)
    await expect(section(page).getByRole('list', { name: 'Saved addresses' }).getByRole('listitem')).toHaveCount(addresses.length);
    const headers = { Authorization: `Bearer ${memoOf(step).token}` };
    const stored = (await (await step.request.get(`${step.baseURL}${ADDRESSES}`, { headers })).json()) as SavedAddress[];
    const { goneAtServer } = memoOf(step);
    expect(stored.map((a) => a.address).sort()).toEqual(
      addresses
        .map((a) => a.address)
        .filter((address) => !goneAtServer.has(address))
        .sort(),
    );
    await expect(question(page, marked)).toBeVisible();
    await expect(question(page, marked).getByRole('button', { name: 'Yes, delete' })).toBeEnabled();
    // the safe answer has the focus
    await expect(question(page, marked).getByRole('button', { name: 'Cancel' })).toBeFocused();
    await expect(deleteButton(page, marked)).toHaveCount(0);
    for (const other of addresses.filter((a) => a.id !== deletingId)) await expect(deleteButton(page, other)).toBeDisabled();
    await expect(section(page)).toHaveAttribute('aria-busy', 'false');
  },
  deleting: async (step) => {
    const { page, memo } = step;
    const deleting = contextOf(step).addresses.find((a) => a.id === contextOf(step).deletingId)!;
    expect((memo as Memo).held.pending).toBeGreaterThan(0);
    await expect(deleteButton(page, deleting)).toBeDisabled();
    await expect(deleteButton(page, deleting)).toHaveAttribute('aria-busy', 'true');
  },
};

const events: Record<string, EventAction> = {
  'xstate.init': open,
  'xstate.done.actor.fetchAddresses': (step) => memoOf(step).held.release(),
  'xstate.error.actor.fetchAddresses': (step) => memoOf(step).held.cutConnection(),
  'addresses.request': (step) => holdNext(step, 'GET', () => step.page.getByRole('button', { name: 'Try again' }).click()),
  'address.create': async (step) => {
    const { page } = step;
    await goToForm(page);
    const address = step.event.address as NewAddress;
    for (const [name, label] of Object.entries(LABELS) as [keyof NewAddress, string][]) await field(page, label).fill(address[name]);
    await holdNext(step, 'POST', () => saveButton(page).click());
  },
  'xstate.done.actor.createAddress': async (step) => {
    await memoOf(step).held.release();
    // the app's announceCreated: back to the account page, which lists the new address
    await step.page.waitForURL((url) => url.pathname === '/user');
  },
  'xstate.error.actor.createAddress': async (step) => {
    const { status } = step.event.error as { status: number | null };
    if (status === null) await memoOf(step).held.cutConnection();
    else await memoOf(step).held.release();
  },
  'address.delete': async (step) => {
    const { page, path, index } = step;
    await goToList(page);
    const address = contextOf({ ...step, snapshot: path.steps[index - 1].snapshot }).addresses.find((a) => a.id === step.event.id)!;
    await expect(deleteButton(page, address)).toBeEnabled();
    await deleteButton(page, address).click();
  },
  'address.cancelDelete': async (step) => {
    const { page, path, index } = step;
    const { addresses, deletingId } = contextOf({ ...step, snapshot: path.steps[index - 1].snapshot });
    await question(page, addresses.find((a) => a.id === deletingId)!)
      .getByRole('button', { name: 'Cancel' })
      .click();
  },
  'address.confirmDelete': async (step) => {
    const { page, request, baseURL, path, index } = step;
    const { addresses, deletingId } = contextOf({ ...step, snapshot: path.steps[index - 1].snapshot });
    const address = addresses.find((a) => a.id === deletingId)!;
    const outcome = path.steps[index + 1]?.event;
    if (outcome?.type === 'xstate.error.actor.deleteAddress' && (outcome.error as { status: number | null }).status === 404) {
      // deleted meanwhile on another device (unless it was already): this page's Delete answers 404
      const headers = { Authorization: `Bearer ${memoOf(step).token}` };
      const listed = (await (await request.get(`${baseURL}${ADDRESSES}`, { headers })).json()) as SavedAddress[];
      const stored = listed.find((a) => a.address === address.address);
      if (stored) expect((await request.delete(`${baseURL}${ADDRESSES}/${stored.id}`, { headers })).status()).toBe(204);
      memoOf(step).goneAtServer.add(address.address);
    }
    await holdNext(step, 'DELETE', () => question(page, address).getByRole('button', { name: 'Yes, delete' }).click());
  },
  'xstate.done.actor.deleteAddress': (step) => memoOf(step).held.release(),
  'xstate.error.actor.deleteAddress': async (step) => {
    const { status } = step.event.error as { status: number | null };
    if (status === null) await memoOf(step).held.cutConnection();
    else await memoOf(step).held.release();
  },
};

testModel({
  ...savedAddressesModel,
  states,
  events,
  cleanup: async ({ memo }) => {
    await (memo as Partial<Memo>).held?.releaseAll();
  },
});
