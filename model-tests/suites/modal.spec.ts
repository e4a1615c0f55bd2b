import { expect, type Page } from '@playwright/test';
import type { ModalContext } from '../../machines';
import { CHECKOUT_STORAGE_KEY } from '../../src/storage/checkoutStorage';
import {
  clickedItem,
  deepLinkedItem,
  isMenuModal,
  menuModalOpeners,
  modalModel,
  type CloseWay,
  type MenuModal,
} from '../models/modal.model';
import { accountLink, signedInHere } from '../support/accounts';
import { testModel, type EventAction, type StateCheck, type StepContext } from '../support/model-driver';
import { atlanticAvenuePizza, brooklynSliceHouse } from '../support/seed';
import { openMenu, productDialog } from '../support/storefront';
import { workerAccount } from '../support/test';

/*
 * The modal machine (one app-wide actor) walked through the item modal, the delivery method and shop
 * details modals on a real menu page, and the shop-not-found modal a redirect lands on: each modal's
 * URL and the browser's history are part of what is asserted, and so is where focus goes on close.
 *
 * The walk runs three times: for a new guest, for a returning guest whose browser kept a delivery address
 * (checkout's details of the last 180 minutes, discovery §3 'stored cart, order and payment data expire after
 * 180 minutes'), and for a signed-in shopper. The server renders every page for nobody in particular; what
 * only the browser knows comes after hydration (issue 32 item 4), so in every walk a page whose hydration
 * failed (React's #418 in the console, then a render of the whole page again) fails the path.
 */

/** Who walks: the returning shopper's page differs in the fulfilment it shows and in the banner's account link. */
type Shopper = 'guest' | 'saved delivery address' | 'signed in';

const itemNames: Record<string, string> = { [clickedItem.productId]: clickedItem.name, [deepLinkedItem.productId]: deepLinkedItem.name };
const redirectPath = `/shop/no-longer-active?${new URLSearchParams({ shopName: atlanticAvenuePizza.name })}`;
const DISABLED_SHOP_FLAG = 'display_disabled_shop_notice';

const menuDialogNames: Record<MenuModal, string> = {
  deliveryMethodModal: 'How do you want your order?',
  debrandedShopDetailsModal: brooklynSliceHouse.name,
};
const shopGoneDialogName = `${atlanticAvenuePizza.name} is no longer taking online orders`;

/** The address a returning shopper's browser kept (Brooklyn Slice House delivers there). */
const savedAddress = brooklynSliceHouse.deliverable;
const savedCheckout = () => ({
  contact: { firstName: '', lastName: '', email: '', phone: '' },
  forDelivery: true,
  address: {
    address: savedAddress.address,
    address2: '',
    city: savedAddress.city,
    state: savedAddress.state,
    zipcode: savedAddress.zipcode,
  },
  tender: 'credit',
  tip: { percentage: 0, custom: '' },
  orderOptions: [],
  specialInstructions: '',
  updatedAt: Date.now(),
});

/**
 * React's hydration failures as the production build reports them (react.dev/errors: 418 the server's HTML
 * did not match, 419/422/423/425 its recoveries), or the development build's words.
 */
const HYDRATION_ERROR =
  /Minified React error #(418|419|422|423|425)\b|hydrat(ion|ing) (failed|error|mismatch)|did(n't| not) match the client/i;
const hydrationErrorsOf = (step: { memo: Record<string, unknown> }) => (step.memo.hydrationErrors ??= []) as string[];

/** Records the hydration errors the page reports (uncaught or logged) into the path's memo, from its first load on. */
function watchHydration(step: StepContext): void {
  const errors = hydrationErrorsOf(step);
  const keep = (text: string) => {
    if (HYDRATION_ERROR.test(text)) errors.push(`${step.page.url()}: ${text}`);
  };
  step.page.on('pageerror', (error) => keep(error.message));
  step.page.on('console', (message) => {
    if (message.type() === 'error') keep(message.text());
  });
}

type SessionState = { value: unknown };
type AppWindow = Window & { __TSR_ROUTER__?: { options: { context: { system: { session: { getSnapshot(): SessionState } } } } } };

/**
 * The menu page's own code (its route chunk, which the page waits for before it hydrates) arrives only once the
 * app's session actor has the shopper: how a signed-in shopper's menu loads when the API answers before the
 * code does. Without it, whether the session or the hydration comes first is a race the walk would win or lose
 * by chance.
 */
async function holdMenuCodeUntilSignedIn(page: Page): Promise<void> {
  await page.route(/\/assets\/menu-[\w-]+\.js$/, async (route) => {
    await expect
      .poll(() => page.evaluate(() => (window as AppWindow).__TSR_ROUTER__?.options.context.system.session.getSnapshot().value ?? null), {
        message: 'the session actor has the signed-in shopper',
      })
      .toBe('authenticated');
    await route.continue();
  });
}

const menuButton = (page: Page, name: string) => page.getByRole('main').getByRole('button', { name, exact: true });
const fulfilmentButton = (page: Page) => page.getByRole('button', { name: / · Change$/ });
/** A delivery method option is named by everything it shows, its label first. */
const methodOption = (page: Page, label: 'Delivery' | 'Pickup') =>
  page.getByRole('dialog', { name: menuDialogNames.deliveryMethodModal }).getByRole('button', { name: new RegExp(`^${label} `) });
const addressField = (page: Page) => page.getByRole('combobox', { name: 'Delivery address' });

/** The modal open before this step (what a `closed` check has to look for). */
const previousModal = ({ path, index }: StepContext) => (index > 0 ? (path.steps[index - 1].snapshot.context as ModalContext).name : null);

/** The menu's fulfilment line: pickup by default, delivery to the address a returning shopper's browser kept. */
const fulfilmentName = (shopper: Shopper, choseDelivery: boolean) =>
  shopper === 'saved delivery address'
    ? `Delivery to ${savedAddress.address} · Change`
    : choseDelivery
      ? 'Delivery · Change'
      : 'Pickup · Change';

async function assertMenuClosed(step: StepContext, shopper: Shopper) {
  const { page, path, index } = step;
  await expect(page).toHaveURL(
    (url) => url.pathname === brooklynSliceHouse.menuPath && !url.searchParams.has('view_product') && !url.searchParams.has('modal'),
  );
  await expect(page.getByRole('heading', { level: 1, name: brooklynSliceHouse.name })).toBeVisible();
  const closed = previousModal(step);
  if (!isMenuModal(closed)) return;
  // Focus goes back to the control that opened the modal, however it closed.
  await expect(menuButton(page, menuModalOpeners[closed])).toBeFocused();
  // Choosing Delivery, on this step or earlier in the walk, made it the fulfilment (the default is pickup): the line above the menu says so.
  const choseDelivery = path.steps
    .slice(1, index + 1)
    .some(({ event }) => event.type === 'modal.close' && (event.way as CloseWay) === 'choose Delivery');
  await expect(fulfilmentButton(page)).toHaveAccessibleName(fulfilmentName(shopper, choseDelivery));
}

async function assertHomeClosed({ page, event }: StepContext) {
  await expect(page).toHaveURL((url) => url.pathname === '/' && !url.searchParams.has(DISABLED_SHOP_FLAG));
  await expect(page.getByRole('heading', { level: 1, name: /^Order from the pizzerias/ })).toBeVisible();
  if ((event.way as CloseWay) === 'Find pizzerias nearby') await expect(addressField(page)).toBeFocused();
  // The flag left the URL: a reload does not bring the modal back.
  await page.reload();
  await expect(addressField(page)).toBeVisible();
  await expect(page.getByRole('dialog')).toHaveCount(0);
}

async function assertMenuModalOpen(page: Page, name: MenuModal, shopper: Shopper) {
  const dialog = page.getByRole('dialog', { name: menuDialogNames[name] });
  await expect(dialog).toBeVisible();
  await expect(page).toHaveURL((url) => url.pathname === brooklynSliceHouse.menuPath && url.searchParams.get('modal') === name);
  if (name === 'deliveryMethodModal') {
    // the fulfilment in use is the current choice: the kept delivery address's, else pickup
    const current = shopper === 'saved delivery address' ? 'Delivery' : 'Pickup';
    const offers = { Delivery: brooklynSliceHouse.deliveryOffer, Pickup: brooklynSliceHouse.pickupOffer };
    for (const label of ['Delivery', 'Pickup'] as const) {
      const option = methodOption(page, label);
      await expect(option).toHaveAccessibleName(`${label} Open now ${offers[label]}${label === current ? ' Your current choice' : ''}`);
      if (label === current) await expect(option).toHaveAttribute('aria-current', 'true');
    }
    return;
  }
  for (const text of [
    brooklynSliceHouse.fullAddress,
    brooklynSliceHouse.cuisines,
    brooklynSliceHouse.orderOptions,
    'Card and cash',
    '$$',
  ]) {
    await expect(dialog.getByText(text, { exact: true })).toBeVisible();
  }
  await expect(dialog.getByRole('link', { name: /555-0101$/ })).toHaveAttribute('href', /^tel:\d{10}$/);
  await expect(dialog.getByText('Delivery: Open 24 hours', { exact: true })).toBeVisible();
}

function walk(shopper: Shopper) {
  const states: Record<string, StateCheck> = {
    closed: async (step) => {
      await expect(step.page.getByRole('dialog')).toHaveCount(0);
      await (previousModal(step) === 'shopNotFoundRedirectModal' ? assertHomeClosed(step) : assertMenuClosed(step, shopper));
    },
    open: async ({ page, snapshot }) => {
      const { name, params } = snapshot.context as ModalContext;
      await expect(page.getByRole('dialog')).toHaveCount(1);
      if (isMenuModal(name)) {
        await assertMenuModalOpen(page, name, shopper);
        return;
      }
      if (name === 'shopNotFoundRedirectModal') {
        const dialog = page.getByRole('dialog', { name: shopGoneDialogName });
        await expect(dialog).toBeVisible();
        await expect(dialog.getByRole('button', { name: 'Find pizzerias nearby' })).toBeVisible();
        await expect(page).toHaveURL((url) => url.pathname === '/' && url.searchParams.get(DISABLED_SHOP_FLAG) === 'true');
        return;
      }
      const dialog = productDialog(page, itemNames[params.productId]);
      await expect(dialog).toBeVisible();
      await expect(dialog.getByRole('heading', { name: itemNames[params.productId] })).toBeVisible();
      await expect(page).toHaveURL((url) => url.searchParams.get('view_product') === params.productId);
    },
  };
  const events: Record<string, EventAction> = {
    'xstate.init': async (step) => {
      const { page } = step;
      watchHydration(step);
      if (shopper === 'signed in') {
        await signedInHere(step, await workerAccount());
        // a first page renews the session and keeps its access token: the menu's load finds the shopper signed in
        // at once, before its HTML is hydrated, as every later page load of a signed-in shopper does
        await page.goto('/about-us');
        await expect(accountLink(page)).toBeVisible();
        await holdMenuCodeUntilSignedIn(page);
      }
      if (shopper === 'saved delivery address') {
        // kept by an earlier visit's delivery choice: stored before the menu's first load
        await page.goto('/not-found');
        await page.evaluate(([key, value]) => localStorage.setItem(key, value), [CHECKOUT_STORAGE_KEY, JSON.stringify(savedCheckout())]);
      }
      await openMenu(page, brooklynSliceHouse.menuPath, brooklynSliceHouse.name);
      if (shopper === 'signed in') await expect(accountLink(page)).toBeVisible();
    },
    'modal.open': ({ page, event }) =>
      event.name === 'productModal'
        ? page.getByRole('button', { name: clickedItem.name, exact: true }).click()
        : menuButton(page, menuModalOpeners[event.name as MenuModal]).click(),
    'modal.close': async ({ page, event }) => {
      const way = event.way as CloseWay;
      if (way === 'Close button') await page.getByRole('dialog').getByRole('button', { name: 'Close', exact: true }).click();
      else if (way === 'choose Delivery') await methodOption(page, 'Delivery').click();
      else await page.getByRole('dialog').getByRole('button', { name: 'Find pizzerias nearby' }).click();
    },
    'modal.urlChanged': async ({ page, event }) => {
      if (event.name === null) {
        await page.goBack();
        return;
      }
      await page.goto(
        event.name === 'productModal' ? `${brooklynSliceHouse.menuPath}?view_product=${deepLinkedItem.productId}` : redirectPath,
      );
    },
  };
  // every state of every walk: no page so far failed its hydration
  const watched = Object.fromEntries(
    Object.entries(states).map(([path, check]) => [
      path,
      async (step: StepContext) => {
        await check(step);
        expect(hydrationErrorsOf(step), 'hydration errors in the console').toEqual([]);
      },
    ]),
  );
  testModel({ ...modalModel, title: shopper === 'guest' ? undefined : `modal (${shopper})`, states: watched, events });
}

walk('guest');
walk('saved delivery address');
walk('signed in');
