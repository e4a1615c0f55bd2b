/*
 * Regenerates docs/screenshots/<scene>-<width>.png from the code as it is now:
 *
 *   npm run screenshots                       # every scene, at 375 and 1280 px
 *   npm run screenshots -- menu cart-drawer   # only the scenes named
 *
 * Builds the storefront (production build, temp folder), starts the real server on a free port with
 * its own PGlite folder (DISPATCH_SPEED=0, DISPATCH_CONTROL=1), and drives Debian's Chromium through
 * each scene in a fresh browser context per width (so nothing, not even the app promo's stored flag,
 * leaks from one shot into the next). Each scene waits for what it shows by role and name, then for
 * the page's requests to finish; nothing sleeps.
 *
 * The page clock is fixed at the moment the run starts (one instant for every shot), so nothing the
 * browser computes from "now" moves while a scene is taken. The server keeps the wall clock: opening
 * hours ("Open now", "Closed · Opens …"), order numbers, ETAs and order dates follow the time of day
 * the script runs at.
 *
 * Prints one line per file written; exits non-zero if any scene failed (its old PNG is left alone).
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, relative } from 'node:path';
import { SIGN_IN_PROMPT_STORAGE_KEY } from '../../machines/signInPrompt/signInPrompt.types';
import { chromium, expect, type APIRequestContext, type Browser, type Locator, type Page } from '@playwright/test';
import { buildStorefront, repoRoot } from '../support/build-storefront';
import { freePort } from '../support/free-port';
import { storedAccessToken } from '../support/accounts';
import { saveCardForShopper } from '../support/cards';
import { adjustOrder, advanceOrder, delayOrder, moveOrder, type OrderStep } from '../support/orders';
import { brooklynSliceHouse, midtownPieCo, NOT_FOUND_TEXT } from '../support/seed';
import { startServer } from '../support/start-server';
import {
  cartDrawer,
  checkoutForm,
  fillContact,
  menuReady,
  openInApp,
  openMenu,
  placePickupOrder,
  productDialog,
  validContact,
  viewCartButton,
  payByCard,
  payByCash,
} from '../support/storefront';
import { chromiumArgs } from '../support/chromium-args';

const outDir = join(repoRoot, 'docs', 'screenshots');
const failedDir = join(tmpdir(), 'crust-screenshots-failed');
const widths = [
  { width: 375, height: 812, isMobile: true },
  { width: 1280, height: 900, isMobile: false },
] as const;
const WAIT = { timeout: 20_000 };

type ShopRef = { name: string; menuPath: string; reviews: string };
const brooklyn: ShopRef = { ...brooklynSliceHouse, reviews: '(312 reviews)' };
const midtown: ShopRef = { ...midtownPieCo, reviews: '(1,024 reviews)' };
const prospectHeights: ShopRef = {
  name: 'Prospect Heights Pizza',
  menuPath: '/restaurants/ny/brooklyn/11238/prospect-heights-pizza/menu',
  reviews: '(44 reviews)',
};
const CARD_ONLY = 'Promo codes are only valid on credit or debit card payments.';

type Step = { page: Page; path: string; request: APIRequestContext };
/** offerSignIn: checkout's sign-in modal is offered (other scenes are taken as a guest who skipped it once). */
/** `inProgress`: the scene shows something still under way (an order waiting for its 3-D Secure challenge), so a busy control is expected. */
/** `flagged`: taken on a second server with the flagged features on (the support chat, its agent key; PayPal, the wallets, Adyen). */
type Scene = {
  name: string;
  path: string;
  fullPage?: boolean;
  offerSignIn?: boolean;
  inProgress?: boolean;
  flagged?: boolean;
  steps: (step: Step) => Promise<void>;
};

// ---- steps the scenes share ----------------------------------------------------------------

const visible = (locator: Locator) => expect(locator).toBeVisible(WAIT);

/*
 * Controls are worked from the keyboard (focus, then Enter or Space). Unlike a click, that does not
 * depend on where the control is drawn, so a layout defect (a control off-screen or under another
 * element) shows up in the picture instead of failing the scene.
 */
/** Enter on a control once it takes it (Place order waits for a total priced for the form). */
async function press(control: Locator) {
  await expect(control).toBeEnabled(WAIT);
  await control.press('Enter');
}
async function choose(control: Locator) {
  await control.press('Space');
  await expect(control).toBeChecked();
}

/** A plain page: open it and wait for its level-1 heading (or another landmark). */
const showsHeading =
  (name: string | RegExp) =>
  async ({ page, path }: Step) => {
    await page.goto(path);
    await visible(page.getByRole('heading', { level: 1, name }));
  };

/** A menu page with its header filled in (ratings are the slowest side request). */
async function openShop(page: Page, path: string, shop: ShopRef, { ratings = true } = {}) {
  await openMenu(page, path, shop.name);
  if (ratings) await visible(page.getByText(shop.reviews));
}

const headerButton = (page: Page, name: string) => page.getByRole('main').getByRole('button', { name, exact: true });

/** storefront.ts's addItem and openCartDrawer, from the keyboard. */
async function addItem(page: Page, productName: string) {
  await press(page.getByRole('button', { name: productName, exact: true }));
  const dialog = productDialog(page, productName);
  await visible(dialog);
  await press(dialog.getByRole('button', { name: /^Add to cart/ }));
  await expect(dialog).toHaveCount(0);
}

async function openCartDrawer(page: Page): Promise<Locator> {
  await press(viewCartButton(page));
  await visible(cartDrawer(page));
  return cartDrawer(page);
}

/** Cheese Pizza, Large, Hand Tossed, mushrooms on the whole pie and pepperoni on the left half ($21.25), left open. */
async function customiseCheesePizza(page: Page): Promise<Locator> {
  await press(page.getByRole('button', { name: 'Cheese Pizza', exact: true }));
  const dialog = productDialog(page, 'Cheese Pizza');
  await visible(dialog);
  await choose(dialog.getByRole('radio', { name: /^Large 16"/ }));
  await choose(dialog.getByRole('radio', { name: /^Hand Tossed/ }));
  await choose(dialog.getByRole('radiogroup', { name: 'Mushrooms', exact: true }).getByRole('radio', { name: 'Whole' }));
  await choose(dialog.getByRole('radiogroup', { name: 'Pepperoni', exact: true }).getByRole('radio', { name: 'Left Half' }));
  await visible(dialog.getByRole('button', { name: 'Add to cart — $21.25' }));
  return dialog;
}

async function addCheesePizza(page: Page) {
  const dialog = await customiseCheesePizza(page);
  await press(dialog.getByRole('button', { name: /^Add to cart/ }));
  await expect(dialog).toHaveCount(0);
}

const dealsDialog = (page: Page) => page.getByRole('dialog', { name: /^(Deals|Build your deal|Edit your deal)/ });

/** In the deal builder: one pizza of the cheese-pizza bundle opened, its crust and a topping chosen (the options stay open). */
async function chooseBundlePizza(page: Page, unit: 1 | 2, crust: string, topping?: [string, 'Whole' | 'Left Half']) {
  const deals = dealsDialog(page);
  await press(deals.getByRole('button', { name: new RegExp(`^(Choose|Change) Cheese Pizza \\(${unit} of 2\\)$`) }));
  await choose(deals.getByRole('group', { name: 'Crust' }).getByRole('radio', { name: new RegExp(`^${crust}`) }));
  if (topping) await choose(deals.getByRole('radiogroup', { name: topping[0], exact: true }).getByRole('radio', { name: topping[1] }));
}

/** The deals modal's cheese-pizza bundle, each pizza hand tossed, added; then Mozzarella Sticks from the menu. */
async function addBundleAndSticks(page: Page) {
  await press(page.getByRole('button', { name: 'View all deals' }));
  const deals = dealsDialog(page);
  await press(deals.getByRole('button', { name: 'Build this deal: 2 Large Cheese Pizzas' }));
  for (const unit of [1, 2] as const) {
    await chooseBundlePizza(page, unit, 'Hand Tossed');
    await press(deals.getByRole('button', { name: 'Save choices — included' }));
  }
  await press(deals.getByRole('button', { name: /^Add deal to cart/ }));
  await expect(deals).toHaveCount(0);
  await addItem(page, 'Mozzarella Sticks');
}

async function applyPromo(drawer: Locator, code: string) {
  const entry = drawer.getByRole('group', { name: 'Promo code' });
  await entry.getByRole('textbox', { name: 'Promo code' }).fill(code);
  await press(entry.getByRole('button', { name: 'Apply' }));
}

/** Brooklyn Slice House with the customised Cheese Pizza in the cart, on its checkout page. */
async function checkoutWithCheesePizza({ page, path }: Step) {
  await openShop(page, path, brooklyn);
  await addCheesePizza(page);
  await press((await openCartDrawer(page)).getByRole('link', { name: 'Checkout' }));
  await visible(page.getByRole('heading', { level: 1, name: 'Checkout' }));
}

/** Types Brooklyn Slice House's seeded in-zone address into a form's address fields and checks it. */
async function checkDeliverableAddress(form: Locator) {
  const { address, city, state, zipcode } = brooklynSliceHouse.deliverable;
  await form.getByLabel('Street address', { exact: true }).fill(address);
  await form.getByLabel('City', { exact: true }).fill(city);
  await form.getByLabel('State', { exact: true }).fill(state);
  await form.getByLabel('ZIP code', { exact: true }).fill(zipcode);
  await press(form.getByRole('button', { name: 'Check address' }));
}

/** Delivery to Brooklyn Slice House's seeded in-zone address, checked against the zone. */
async function chooseDelivery(page: Page) {
  const form = checkoutForm(page);
  await choose(form.getByRole('radiogroup', { name: 'Delivery or pickup' }).getByRole('radio', { name: 'Delivery' }));
  await checkDeliverableAddress(form);
  await visible(form.getByRole('status').getByText(/^Great news!/));
}

async function placeDeliveryOrder(page: Page): Promise<string> {
  await chooseDelivery(page);
  await fillContact(page, validContact);
  await payByCard(page, '4242424242424242');
  await press(checkoutForm(page).getByRole('button', { name: 'Place order' }));
  await page.waitForURL(/\/order-confirmation\/[^/]+$/);
  return new URL(page.url()).pathname.split('/').pop()!;
}

/** A delivery with a driver, through each of the driver's steps (dispatch control moves one step at a time). */
async function completeDelivery(request: APIRequestContext, uuid: string) {
  const steps: OrderStep[] = [
    { status: 'preparing', driver: null },
    { status: 'preparing', driver: 'en_route_to_shop' },
    { status: 'preparing', driver: 'awaiting_order' },
    { status: 'out_for_delivery', driver: null },
    { status: 'out_for_delivery', driver: 'nearby' },
    { status: 'out_for_delivery', driver: 'arrived' },
    { status: 'completed', driver: null },
  ];
  for (const step of steps) await moveOrder(request, uuid, step);
}

/** Checkout's When: Schedule for later (the first time offered is chosen). */
async function scheduleForLater(page: Page): Promise<Locator> {
  const when = checkoutForm(page).getByRole('group', { name: 'When' });
  await choose(when.getByRole('radio', { name: 'Schedule for later' }));
  await visible(when.getByLabel('Time', { exact: true }));
  return when;
}

const SCREENSHOT_AGENT_KEY = 'screenshots-support-agent';

/** The support chat, opened the way the width offers it: the chat button on a desktop, the navbar's Help on a phone. */
async function openSupportChat({ page, path }: Step): Promise<Locator> {
  await page.goto(path);
  await visible(page.getByRole('heading', { level: 1 }));
  const opener = page
    .getByRole('button', { name: 'Chat with support' })
    .or(page.getByRole('navigation').getByRole('button', { name: 'Help' }));
  await press(opener.and(page.locator(':visible')).first());
  const dialog = page.getByRole('dialog', { name: 'Chat with Crust support' });
  await visible(dialog);
  return dialog;
}

async function showsOrder(page: Page, status: 'Confirming order' | 'Completed' | 'Out for delivery' | 'Driver nearby') {
  await visible(page.getByRole('heading', { level: 1, name: 'Thanks, Ada! Your order is in.' }));
  await expect(page.getByRole('region', { name: 'Order status' }).getByRole('status')).toHaveText(status, WAIT);
}

const fourthProduct = (page: Page) => page.locator('main').getByRole('region').getByRole('article').nth(3);

/** Scrolls the 4th product to the middle of the window: a scroll and the 4th product, the toast's triggers. */
async function showAppPromoToast(page: Page): Promise<Locator> {
  await fourthProduct(page).evaluate((card) => card.scrollIntoView({ block: 'center' }));
  const toast = page.getByRole('status', { name: 'Crust is better in the app' });
  await visible(toast);
  return toast;
}

/** Scrolls every scrolled box inside the element back to its top. */
const scrollToTop = (locator: Locator) =>
  locator.evaluate((root) => [root, ...root.querySelectorAll('*')].forEach((element) => element.scrollTop && (element.scrollTop = 0)));
const scrollToCenter = (locator: Locator) => locator.evaluate((element) => element.scrollIntoView({ block: 'center' }));

/** From the sign-in panel at `path` to the embedded identity provider's sign-up page. */
async function openProviderSignUp({ page, path }: Step) {
  await page.goto(path);
  await press(page.getByRole('button', { name: 'Sign up with email' }));
  await visible(page.getByRole('heading', { level: 1, name: 'Create an account' }));
}

/** A new account, Ada Lovelace, made on the identity provider's sign-up page; the browser returns to the path's redirect. */
async function signUpAsAda(step: Step) {
  const { page } = step;
  await openProviderSignUp(step);
  await page.getByLabel('First name').fill('Ada');
  await page.getByLabel('Last name').fill('Lovelace');
  await page.getByLabel('Email').fill(`ada.${Date.now()}.${Math.random().toString(36).slice(2, 8)}@example.com`);
  await page.getByLabel('Password').fill('correct horse battery');
  await press(page.getByRole('button', { name: 'Create account' }));
}

// ---- the scenes ----------------------------------------------------------------------------

const scenes: Scene[] = [
  { name: 'home', path: '/', steps: showsHeading(/^Order from the pizzerias/) },
  {
    name: 'search',
    path: `/shop/search?${new URLSearchParams({ address: '123 Court St, Brooklyn, NY 11201' })}`,
    steps: async ({ page, path }) => {
      await page.goto(path);
      await visible(page.getByRole('list', { name: 'Pizzerias' }));
    },
  },
  {
    // With skip_dialogs the redirect's notice stays inline, without its modal.
    name: 'shop-notice',
    path: `/?${new URLSearchParams({ display_disabled_shop_notice: 'true', shopName: 'Atlantic Avenue Pizza', skip_dialogs: 'true' })}`,
    steps: async ({ page, path }) => {
      await page.goto(path);
      await visible(page.getByText('Atlantic Avenue Pizza is no longer active on Crust…'));
    },
  },
  {
    name: 'shop-not-found-modal',
    path: `/shop/no-longer-active?${new URLSearchParams({ shopName: 'Atlantic Avenue Pizza' })}`,
    steps: async ({ page, path }) => {
      await page.goto(path);
      await visible(page.getByRole('dialog', { name: 'Atlantic Avenue Pizza is no longer taking online orders' }));
    },
  },
  { name: 'login', path: '/login?loggedOut=true', steps: showsHeading('Log in or sign up') },
  {
    // the embedded identity provider's own page, reached from the sign-in panel
    name: 'provider-sign-up',
    path: '/login?redirect=%2Fuser',
    fullPage: true,
    steps: openProviderSignUp,
  },
  {
    name: 'account',
    path: '/login?redirect=%2Fuser',
    fullPage: true,
    steps: async (step) => {
      await signUpAsAda(step);
      await visible(step.page.getByRole('heading', { level: 1, name: 'Hi, Ada' }));
      await visible(step.page.getByText('No orders yet.', { exact: false }));
    },
  },
  { name: 'menu', path: brooklyn.menuPath, steps: ({ page, path }) => openShop(page, path, brooklyn) },
  { name: 'menu-pickup-only', path: prospectHeights.menuPath, steps: ({ page, path }) => openShop(page, path, prospectHeights) },
  {
    name: 'menu-hours',
    path: brooklyn.menuPath,
    steps: async ({ page, path }) => {
      await openShop(page, path, brooklyn);
      await press(headerButton(page, 'Hours'));
      await visible(page.getByRole('dialog', { name: 'Hours' }));
    },
  },
  {
    name: 'menu-review-sign-in',
    path: brooklyn.menuPath,
    steps: async ({ page, path }) => {
      await openShop(page, path, brooklyn);
      await press(headerButton(page, 'Write a review'));
      await visible(page.getByRole('dialog', { name: 'Log in or sign up' }).getByText('Sign in to write a review', { exact: false }));
    },
  },
  {
    // a guest's review: the widget's sign-in modal, a new account, and back on the menu with the widget open
    name: 'menu-review-widget',
    path: brooklyn.menuPath,
    steps: async ({ page, path }) => {
      await openShop(page, path, brooklyn);
      await press(headerButton(page, 'Write a review'));
      await press(page.getByRole('dialog', { name: 'Log in or sign up' }).getByRole('button', { name: 'Sign up with email' }));
      await visible(page.getByRole('heading', { level: 1, name: 'Create an account' }));
      await page.getByLabel('First name').fill('Ada');
      await page.getByLabel('Last name').fill('Lovelace');
      await page.getByLabel('Email').fill(`ada.${Date.now()}.${Math.random().toString(36).slice(2, 8)}@example.com`);
      await page.getByLabel('Password').fill('correct horse battery');
      await press(page.getByRole('button', { name: 'Create account' }));
      const widget = page.getByRole('dialog', { name: `Review ${brooklyn.name}` });
      await visible(widget.getByText('Reviewing as Ada'));
      await widget.getByRole('radio', { name: '4 stars' }).check();
      await widget.getByRole('textbox', { name: 'Your review' }).fill('Thin, crisp crust and a generous hand with the basil.');
    },
  },
  {
    name: 'shop-details-modal',
    path: brooklyn.menuPath,
    steps: async ({ page, path }) => {
      await openShop(page, path, brooklyn);
      await press(headerButton(page, 'Shop details'));
      await visible(page.getByRole('dialog', { name: brooklyn.name }).getByText('Payment accepted'));
      await visible(page.getByRole('figure', { name: `Map of ${brooklyn.name}`, exact: false }));
    },
  },
  {
    name: 'delivery-method-modal',
    path: brooklyn.menuPath,
    steps: async ({ page, path }) => {
      await openShop(page, path, brooklyn);
      await press(headerButton(page, 'Compare delivery and pickup'));
      await visible(page.getByRole('dialog', { name: 'How do you want your order?' }));
    },
  },
  {
    name: 'delivery-method-pickup-only',
    path: prospectHeights.menuPath,
    steps: async ({ page, path }) => {
      await openShop(page, path, prospectHeights);
      await press(headerButton(page, 'Compare delivery and pickup'));
      await visible(page.getByRole('dialog', { name: 'How do you want your order?' }).getByText('Not offered'));
    },
  },
  {
    name: 'menu-fees',
    path: midtown.menuPath,
    steps: async ({ page, path }) => {
      await openShop(page, path, midtown);
      await press(headerButton(page, 'Fees'));
      await visible(page.getByRole('dialog', { name: 'Fees' }));
    },
  },
  {
    name: 'menu-load-errors',
    path: brooklyn.menuPath,
    steps: async ({ page, path }) => {
      // The server renders the menu with its ratings: the failure shows when the browser loads them.
      await page.route(/\/ratings(\?|$)/, (route) => route.abort());
      await openInApp(page, path);
      await menuReady(page, brooklyn.name);
      await visible(page.getByText("We couldn't load this pizzeria's ratings."));
    },
  },
  {
    name: 'delivery-preference',
    path: `${brooklyn.menuPath}?view_delivery_preferences=true`,
    steps: async ({ page, path }) => {
      await openShop(page, path, brooklyn);
      await visible(page.getByRole('dialog', { name: 'Delivery or pickup' }));
    },
  },
  {
    name: 'delivery-preference-zone-map',
    path: `${brooklyn.menuPath}?view_delivery_preferences=true`,
    steps: async ({ page, path }) => {
      await openShop(page, path, brooklyn);
      const dialog = page.getByRole('dialog', { name: 'Delivery or pickup' });
      await choose(dialog.getByRole('radiogroup', { name: 'Delivery or pickup' }).getByRole('radio', { name: 'Delivery', exact: true }));
      const form = dialog.getByRole('form', { name: 'Delivery address' });
      await checkDeliverableAddress(form);
      const map = form.getByRole('figure');
      await visible(map);
      await scrollToCenter(map);
    },
  },
  {
    name: 'item-modal',
    path: brooklyn.menuPath,
    steps: async ({ page, path }) => {
      await openShop(page, path, brooklyn);
      await scrollToTop(await customiseCheesePizza(page));
    },
  },
  {
    name: 'item-modal-toppings',
    path: brooklyn.menuPath,
    steps: async ({ page, path }) => {
      await openShop(page, path, brooklyn);
      const dialog = await customiseCheesePizza(page);
      await scrollToCenter(dialog.getByRole('radiogroup', { name: 'Mushrooms', exact: true }));
    },
  },
  {
    name: 'cart',
    path: brooklyn.menuPath,
    steps: async ({ page, path }) => {
      await openShop(page, path, brooklyn);
      await addCheesePizza(page);
      await openCartDrawer(page);
    },
  },
  {
    name: 'deals-modal',
    path: brooklyn.menuPath,
    steps: async ({ page, path }) => {
      await openShop(page, path, brooklyn);
      await press(page.getByRole('button', { name: 'View all deals' }));
      await visible(page.getByRole('dialog', { name: 'Deals' }).getByRole('list', { name: 'Deals' }));
    },
  },
  {
    name: 'deals-bundle-builder',
    path: brooklyn.menuPath,
    steps: async ({ page, path }) => {
      await openShop(page, path, brooklyn);
      await press(page.getByRole('button', { name: 'View all deals' }));
      const deals = page.getByRole('dialog', { name: 'Deals' });
      await press(deals.getByRole('button', { name: 'Build this deal: 2 Large Cheese Pizzas' }));
      const builder = page.getByRole('dialog', { name: 'Build your deal: 2 Large Cheese Pizzas' });
      await chooseBundlePizza(page, 1, 'Thin Crust', ['Pepperoni', 'Left Half']);
      await press(builder.getByRole('button', { name: /^Save choices/ }));
      await visible(builder.getByRole('button', { name: 'Choose Cheese Pizza (2 of 2)' }));
    },
  },
  {
    name: 'deals-item-options',
    path: brooklyn.menuPath,
    steps: async ({ page, path }) => {
      await openShop(page, path, brooklyn);
      await press(page.getByRole('button', { name: 'View all deals' }));
      await press(dealsDialog(page).getByRole('button', { name: 'Build this deal: 2 Large Cheese Pizzas' }));
      await chooseBundlePizza(page, 1, 'Sicilian');
      await visible(dealsDialog(page).getByRole('button', { name: 'Save choices — +$2.50' }));
    },
  },
  {
    name: 'cart-deal-edited',
    path: brooklyn.menuPath,
    steps: async ({ page, path }) => {
      await openShop(page, path, brooklyn);
      await addBundleAndSticks(page);
      const drawer = await openCartDrawer(page);
      await press(drawer.getByRole('button', { name: 'Edit Cheese Pizza, part of your deal' }).last());
      await chooseBundlePizza(page, 2, 'Thin Crust', ['Mushrooms', 'Whole']);
      await press(dealsDialog(page).getByRole('button', { name: /^Save choices/ }));
      await press(dealsDialog(page).getByRole('button', { name: /^Update deal/ }));
      await visible(cartDrawer(page).getByText('Thin Crust, Mushrooms'));
      await visible(cartDrawer(page).getByLabel('Order total').getByText('Coupon: 2 Large Cheese Pizzas'));
    },
  },
  {
    name: 'cart-drawer',
    path: brooklyn.menuPath,
    steps: async ({ page, path }) => {
      await openShop(page, path, brooklyn);
      await addBundleAndSticks(page);
      await visible((await openCartDrawer(page)).getByRole('group', { name: 'Deal' }));
    },
  },
  {
    name: 'promo-applied',
    path: brooklyn.menuPath,
    steps: async ({ page, path }) => {
      await openShop(page, path, brooklyn);
      await addBundleAndSticks(page);
      const drawer = await openCartDrawer(page);
      await applyPromo(drawer, 'CRUST5');
      await visible(drawer.getByText(/applied: \$5\.00 off/));
    },
  },
  {
    name: 'promo-invalid',
    path: brooklyn.menuPath,
    steps: async ({ page, path }) => {
      await openShop(page, path, brooklyn);
      await addBundleAndSticks(page);
      const drawer = await openCartDrawer(page);
      await applyPromo(drawer, 'NOPE123');
      await visible(drawer.getByText("This promo code isn't valid."));
    },
  },
  {
    name: 'app-promo-toast',
    path: brooklyn.menuPath,
    steps: async ({ page, path }) => {
      await openShop(page, path, brooklyn);
      await showAppPromoToast(page);
    },
  },
  {
    name: 'app-qr-modal',
    path: brooklyn.menuPath,
    steps: async ({ page, path }) => {
      await openShop(page, path, brooklyn);
      const toast = await showAppPromoToast(page);
      await press(toast.getByRole('button', { name: 'Get the app', exact: true }));
      await visible(page.getByRole('dialog', { name: 'Get the Crust app' }).getByRole('img', { name: /^QR code for / }));
    },
  },
  {
    name: 'checkout-sign-in',
    path: brooklyn.menuPath,
    offerSignIn: true,
    steps: async (step) => {
      await checkoutWithCheesePizza(step);
      await visible(step.page.getByRole('dialog', { name: 'Log in or sign up' }));
    },
  },
  {
    name: 'checkout',
    path: brooklyn.menuPath,
    fullPage: true,
    steps: async (step) => {
      await checkoutWithCheesePizza(step);
      await fillContact(step.page, validContact);
    },
  },
  {
    name: 'checkout-delivery',
    path: brooklyn.menuPath,
    fullPage: true,
    steps: async (step) => {
      await checkoutWithCheesePizza(step);
      await fillContact(step.page, validContact);
      await chooseDelivery(step.page);
    },
  },
  {
    name: 'checkout-card',
    path: brooklyn.menuPath,
    fullPage: true,
    steps: async (step) => {
      await checkoutWithCheesePizza(step);
      await fillContact(step.page, validContact);
      await payByCard(step.page, '4242424242424242');
    },
  },
  {
    name: 'checkout-new-card-modal',
    path: `/login?redirect=${encodeURIComponent(brooklyn.menuPath)}`,
    steps: async (step) => {
      const { page, request } = step;
      await signUpAsAda(step);
      await visible(page.getByRole('heading', { level: 1, name: brooklyn.name }));
      await saveCardForShopper(request, '', await storedAccessToken(page), { number: '5555555555554444', expMonth: 1, expYear: 2031 });
      await checkoutWithCheesePizza({ ...step, path: brooklyn.menuPath });
      await press(checkoutForm(page).getByRole('button', { name: 'Add a card to your account' }));
      await visible(page.getByRole('dialog', { name: 'Add a card' }).getByRole('textbox', { name: 'Credit or debit card number' }));
    },
  },
  {
    name: 'checkout-tip-and-options',
    path: brooklyn.menuPath,
    fullPage: true,
    steps: async (step) => {
      await checkoutWithCheesePizza(step);
      await fillContact(step.page, validContact);
      const form = checkoutForm(step.page);
      await form
        .getByRole('group', { name: 'Order options' })
        .getByRole('checkbox', { name: /^Include utensils/ })
        .check();
      await choose(form.getByRole('group', { name: 'Add a tip' }).getByRole('radio', { name: /^15%/ }));
      await visible(form.getByRole('term').filter({ hasText: /^Tip$/ }));
    },
  },
  {
    name: 'checkout-tip-invalid',
    path: brooklyn.menuPath,
    steps: async (step) => {
      await checkoutWithCheesePizza(step);
      const form = checkoutForm(step.page);
      await choose(form.getByRole('group', { name: 'Add a tip' }).getByRole('radio', { name: 'Other' }));
      const amount = form.getByLabel('Tip amount ($)', { exact: true });
      await amount.fill('4.555');
      await visible(form.getByText('Please enter a valid tip rounded to two decimals'));
      await scrollToCenter(amount);
    },
  },
  {
    name: 'checkout-later',
    path: brooklyn.menuPath,
    steps: async (step) => {
      await checkoutWithCheesePizza(step);
      const when = await scheduleForLater(step.page);
      await scrollToCenter(when);
    },
  },
  {
    // the page's minute check finds the chosen time gone (the page clock moved 11 minutes on): the next one is chosen
    name: 'checkout-later-moved',
    path: brooklyn.menuPath,
    steps: async (step) => {
      await checkoutWithCheesePizza(step);
      const when = await scheduleForLater(step.page);
      const now = await step.page.evaluate(() => Date.now());
      await step.page.clock.setFixedTime(now + 11 * 60_000);
      await expect(when.getByRole('status')).toContainText('The time you picked is no longer available.', { timeout: 75_000 });
      await scrollToCenter(when);
    },
  },
  {
    name: 'order-confirmation-scheduled',
    path: brooklyn.menuPath,
    fullPage: true,
    steps: async (step) => {
      await checkoutWithCheesePizza(step);
      await scheduleForLater(step.page);
      await placePickupOrder(step.page);
      await visible(step.page.getByRole('term').filter({ hasText: /^Scheduled for$/ }));
    },
  },
  {
    name: 'checkout-paypal-connected',
    path: brooklyn.menuPath,
    flagged: true,
    steps: async (step) => {
      const { page } = step;
      await checkoutWithCheesePizza(step);
      await fillContact(page, validContact);
      const payment = checkoutForm(page).getByRole('region', { name: 'Payment' });
      await choose(payment.getByRole('radio', { name: 'PayPal' }));
      const popup = page.waitForEvent('popup');
      await press(payment.getByRole('button', { name: 'Pay with PayPal' }));
      await (await popup).getByRole('button', { name: 'Agree and continue' }).click();
      await visible(payment.getByText('Paying with PayPal as buyer@paypal-sandbox.test.'));
      await scrollToCenter(payment);
    },
  },
  {
    name: 'checkout-google-pay-ready',
    path: brooklyn.menuPath,
    flagged: true,
    steps: async (step) => {
      const { page } = step;
      await checkoutWithCheesePizza(step);
      await fillContact(page, validContact);
      const payment = checkoutForm(page).getByRole('region', { name: 'Payment' });
      await choose(payment.getByRole('radio', { name: 'Google Pay' }));
      await visible(payment.getByText(/^You'll confirm \$[\d.]+ in Google Pay when you place your order\.$/));
      await scrollToCenter(payment);
    },
  },
  {
    name: 'checkout-adyen-card',
    path: midtown.menuPath,
    flagged: true,
    steps: async (step) => {
      const { page } = step;
      await openShop(page, step.path, midtown);
      await addItem(page, 'Mozzarella Sticks');
      await press((await openCartDrawer(page)).getByRole('link', { name: 'Checkout' }));
      await visible(page.getByRole('heading', { level: 1, name: 'Checkout' }));
      await fillContact(page, validContact);
      const payment = checkoutForm(page).getByRole('region', { name: 'Payment' });
      await payment.getByRole('textbox', { name: 'Card number' }).fill('4242424242424242');
      await payment.getByRole('textbox', { name: 'Expiry date' }).fill('1234');
      await scrollToCenter(payment);
    },
  },
  {
    name: 'checkout-google-pay-sheet',
    path: brooklyn.menuPath,
    flagged: true,
    inProgress: true,
    steps: async (step) => {
      const { page } = step;
      await checkoutWithCheesePizza(step);
      await fillContact(page, validContact);
      const payment = checkoutForm(page).getByRole('region', { name: 'Payment' });
      await choose(payment.getByRole('radio', { name: 'Google Pay' }));
      await press(checkoutForm(page).getByRole('button', { name: 'Pay with Google Pay' }));
      await visible(page.getByRole('dialog', { name: 'Google Pay (sandbox)' }));
    },
  },
  {
    name: 'support-chat-start',
    path: '/',
    flagged: true,
    steps: async (step) => {
      const dialog = await openSupportChat(step);
      await dialog.getByLabel('First name', { exact: true }).fill('Ada');
      await dialog.getByLabel('Email', { exact: true }).fill('ada@example');
      await press(dialog.getByRole('button', { name: 'Start chat' }));
      await visible(dialog.getByText('Please enter a valid e-mail address'));
    },
  },
  {
    name: 'support-chat-conversation',
    path: '/',
    flagged: true,
    steps: async (step) => {
      const dialog = await openSupportChat(step);
      await dialog.getByLabel('First name', { exact: true }).fill('Ada');
      await dialog.getByLabel('Last name (optional)', { exact: true }).fill('Lovelace');
      await dialog.getByLabel('Email', { exact: true }).fill('ada@example.com');
      await press(dialog.getByRole('button', { name: 'Start chat' }));
      await dialog.getByLabel('Message', { exact: true }).fill('Hi! My order says preparing for a while now. Is it on its way?');
      await press(dialog.getByRole('button', { name: 'Send', exact: true }));
      await visible(dialog.getByRole('log').getByText('Is it on its way?', { exact: false }));
      const { uuid } = JSON.parse((await step.page.evaluate(() => localStorage.getItem('crust.supportChat')))!) as { uuid: string };
      const reply = await step.request.post(`/services/support/api/v1/agent/conversations/${uuid}/messages`, {
        headers: { Authorization: `Bearer ${SCREENSHOT_AGENT_KEY}` },
        data: { message: { body: 'Hi Ada! The kitchen is finishing it now: it leaves in about 5 minutes.' } },
      });
      expect(reply.status()).toBe(201);
      await expect(dialog.getByText('it leaves in about 5 minutes')).toBeVisible({ timeout: 10_000 });
    },
  },
  {
    name: 'checkout-3ds-challenge',
    path: brooklyn.menuPath,
    inProgress: true,
    steps: async (step) => {
      await checkoutWithCheesePizza(step);
      await fillContact(step.page, validContact);
      await payByCard(step.page, '4000002760003184');
      await press(checkoutForm(step.page).getByRole('button', { name: 'Place order' }));
      await visible(
        step.page.frameLocator('iframe[title="Card verification by your bank"]').getByRole('button', { name: 'Complete authentication' }),
      );
    },
  },
  {
    name: 'checkout-card-declined',
    path: brooklyn.menuPath,
    steps: async (step) => {
      await checkoutWithCheesePizza(step);
      await fillContact(step.page, validContact);
      await payByCard(step.page, '4000000000000002');
      await press(checkoutForm(step.page).getByRole('button', { name: 'Place order' }));
      await visible(checkoutForm(step.page).getByRole('alert').getByText('Sorry, your payment was declined. Please try again.'));
    },
  },
  {
    name: 'checkout-errors',
    path: brooklyn.menuPath,
    fullPage: true,
    steps: async (step) => {
      await checkoutWithCheesePizza(step);
      await press(checkoutForm(step.page).getByRole('button', { name: 'Place order' }));
      await visible(checkoutForm(step.page).getByRole('alert'));
    },
  },
  {
    name: 'promo-card-only-checkout',
    path: brooklyn.menuPath,
    steps: async ({ page, path }) => {
      await openShop(page, path, brooklyn);
      await addCheesePizza(page);
      const drawer = await openCartDrawer(page);
      await applyPromo(drawer, 'CRUST5');
      await visible(drawer.getByText(/applied: \$5\.00 off/));
      await press(drawer.getByRole('link', { name: 'Checkout' }));
      await expect(cartDrawer(page)).toHaveCount(0);
      await payByCash(page);
      const refusal = checkoutForm(page).getByRole('group', { name: 'Promo code' }).getByText(CARD_ONLY);
      await visible(refusal);
      await scrollToCenter(refusal);
    },
  },
  {
    name: 'order-confirmation',
    path: brooklyn.menuPath,
    fullPage: true,
    steps: async (step) => {
      await checkoutWithCheesePizza(step);
      await placePickupOrder(step.page);
      await showsOrder(step.page, 'Confirming order');
    },
  },
  {
    name: 'order-running-late',
    path: brooklyn.menuPath,
    steps: async (step) => {
      await checkoutWithCheesePizza(step);
      const uuid = await placePickupOrder(step.page);
      await moveOrder(step.request, uuid, { status: 'preparing', driver: null });
      await delayOrder(step.request, uuid, 20);
      await visible(step.page.getByText(/is running late: your estimate moved back 20 minutes\.$/));
    },
  },
  {
    name: 'order-adjusted',
    path: brooklyn.menuPath,
    fullPage: true,
    steps: async (step) => {
      await checkoutWithCheesePizza(step);
      const uuid = await placePickupOrder(step.page);
      await moveOrder(step.request, uuid, { status: 'preparing', driver: null });
      await adjustOrder(step.request, uuid, 150, 'We were out of ranch, so we left it off');
      await visible(step.page.getByText(/ adjusted your order: We were out of ranch, so we left it off\. Your new total is \$/));
    },
  },
  {
    name: 'order-declined',
    path: brooklyn.menuPath,
    steps: async (step) => {
      await checkoutWithCheesePizza(step);
      const uuid = await placePickupOrder(step.page);
      await moveOrder(step.request, uuid, { status: 'voided', driver: null }, 'We ran out of dough for tonight');
      await visible(step.page.getByText(/canceled your order: We ran out of dough for tonight\.$/));
    },
  },
  {
    name: 'order-completed',
    path: brooklyn.menuPath,
    fullPage: true,
    steps: async (step) => {
      await checkoutWithCheesePizza(step);
      const uuid = await placePickupOrder(step.page);
      await advanceOrder(step.request, uuid, 'placed', 'completed');
      await step.page.reload();
      await showsOrder(step.page, 'Completed');
    },
  },
  {
    name: 'order-confirmation-delivery',
    path: brooklyn.menuPath,
    fullPage: true,
    steps: async (step) => {
      await checkoutWithCheesePizza(step);
      await placeDeliveryOrder(step.page);
      await showsOrder(step.page, 'Confirming order');
      await visible(step.page.getByRole('figure', { name: `Map of ${brooklyn.name}`, exact: false }));
    },
  },
  {
    name: 'order-driver-nearby',
    path: brooklyn.menuPath,
    fullPage: true,
    steps: async (step) => {
      await checkoutWithCheesePizza(step);
      const uuid = await placeDeliveryOrder(step.page);
      const steps: OrderStep[] = [
        { status: 'preparing', driver: null },
        { status: 'preparing', driver: 'en_route_to_shop' },
        { status: 'preparing', driver: 'awaiting_order' },
        { status: 'out_for_delivery', driver: null },
        { status: 'out_for_delivery', driver: 'nearby' },
      ];
      for (const to of steps) await moveOrder(step.request, uuid, to);
      await showsOrder(step.page, 'Driver nearby');
      await visible(step.page.getByText(/^Driver is .* away$/));
      await visible(step.page.getByRole('figure', { name: `Map of ${brooklyn.name}`, exact: false }));
    },
  },
  {
    name: 'order-completed-delivery',
    path: brooklyn.menuPath,
    fullPage: true,
    steps: async (step) => {
      await checkoutWithCheesePizza(step);
      const uuid = await placeDeliveryOrder(step.page);
      await completeDelivery(step.request, uuid);
      await step.page.reload();
      await showsOrder(step.page, 'Completed');
    },
  },
  { name: 'city', path: '/pizza-delivery/ny-brooklyn', steps: showsHeading('Pizza in Brooklyn, NY') },
  { name: 'top-brands', path: '/pizza-delivery/top-brands', steps: showsHeading('Top pizza brands') },
  { name: 'brand', path: '/brands/manhattan-pie-co', steps: showsHeading('Manhattan Pie Co.') },
  { name: 'pizza-type', path: '/pizza-types/new-york-pizza', steps: showsHeading('New York pizza delivery') },
  { name: 'dish', path: '/dishes/salads/caesar-salad', steps: showsHeading('Caesar salad delivery') },
  { name: 'about', path: '/about-us', steps: showsHeading('About Crust') },
  { name: 'owners', path: '/owners', steps: showsHeading('For restaurant owners') },
  { name: 'faq', path: '/faq', steps: showsHeading('Frequently asked questions') },
  { name: 'not-found', path: '/no/such/page', fullPage: true, steps: showsHeading(NOT_FOUND_TEXT) },
  { name: 'under-maintenance', path: '/under_maintenance', steps: showsHeading(/^This part of the site is currently undergoing/) },
];

// ---- settling and the one loop --------------------------------------------------------------

/** Counts the page's requests in flight, so a shot waits for the last side request to land. */
function trackRequests(page: Page): () => number {
  let pending = 0;
  page.on('request', () => pending++);
  page.on('requestfinished', () => pending--);
  page.on('requestfailed', () => pending--);
  return () => pending;
}

async function settle(page: Page, pending: () => number, inProgress = false): Promise<string | null> {
  await expect.poll(pending, { message: 'requests still in flight', ...WAIT }).toBe(0);
  if (!inProgress) await expect(page.locator('[aria-busy="true"]')).toHaveCount(0, WAIT);
  await expect(page.getByLabel(/^Loading/)).toHaveCount(0, WAIT);
  await page.evaluate(async () => {
    await document.fonts.ready;
    await Promise.all([...document.images].map((image) => image.decode().catch(() => undefined)));
  });
  // A phone widens its layout viewport to the page: anything wider than the window is a defect to see.
  const { scrollWidth, visual } = await page.evaluate(() => ({
    scrollWidth: document.documentElement.scrollWidth,
    visual: window.visualViewport?.width ?? window.innerWidth,
  }));
  return scrollWidth > Math.ceil(visual) ? `page is ${scrollWidth} px wide in a ${Math.round(visual)} px window` : null;
}

type Size = (typeof widths)[number];

/** One scene at one width, in a fresh context: returns the line to print. */
async function shoot(browser: Browser, baseURL: string, now: number, scene: Scene, { width, height, isMobile }: Size): Promise<string> {
  const file = join(outDir, `${scene.name}-${width}.png`);
  const context = await browser.newContext({
    baseURL,
    viewport: { width, height },
    deviceScaleFactor: 1,
    isMobile,
    reducedMotion: 'reduce',
  });
  context.setDefaultTimeout(15_000);
  try {
    await context.clock.setFixedTime(now);
    if (!scene.offerSignIn) await context.addInitScript((key) => window.localStorage.setItem(key, 'false'), SIGN_IN_PROMPT_STORAGE_KEY);
    const page = await context.newPage();
    const pending = trackRequests(page);
    const startedAt = Date.now();
    try {
      await scene.steps({ page, path: scene.path, request: context.request });
      const dialogs = await page.getByRole('dialog').count();
      const overflow = await settle(page, pending, scene.inProgress);
      // A dialog the scene opened must still be open when the picture is taken.
      await expect(page.getByRole('dialog'), 'dialogs open after settling').toHaveCount(dialogs);
      // A full-page shot draws the sticky header where it is now: take it from the top of the page.
      if (scene.fullPage) await page.evaluate(() => window.scrollTo(0, 0));
      await page.screenshot({ path: file, fullPage: scene.fullPage ?? false, animations: 'disabled' });
      return `wrote ${relative(repoRoot, file)} (${((Date.now() - startedAt) / 1000).toFixed(1)} s)${overflow ? `  note: ${overflow}` : ''}`;
    } catch (error) {
      // What the page looked like when the scene gave up, kept outside docs/ (the old PNG stays).
      const failedShot = join(failedDir, `${scene.name}-${width}.png`);
      await page.screenshot({ path: failedShot, fullPage: true }).catch(() => undefined);
      throw new Error(`${(error as Error).message.split('\n').slice(0, 6).join('\n  ')}\n  page at failure: ${failedShot}`);
    }
  } finally {
    await context.close();
  }
}

async function main(): Promise<number> {
  const wanted = process.argv.slice(2);
  const unknown = wanted.filter((name) => !scenes.some((scene) => scene.name === name));
  if (unknown.length) {
    console.error(`unknown scene(s): ${unknown.join(', ')}\nscenes: ${scenes.map((scene) => scene.name).join(' ')}`);
    return 2;
  }
  const chosen = wanted.length ? scenes.filter((scene) => wanted.includes(scene.name)) : scenes;
  const startedAt = Date.now();
  const workDir = mkdtempSync(join(tmpdir(), 'crust-screenshots-'));
  const failures: string[] = [];
  try {
    const staticDir = join(workDir, 'dist');
    buildStorefront(staticDir);
    const server = await startServer({ port: await freePort(), dataDir: join(workDir, 'data'), staticDir });
    const flagged = chosen.some((scene) => scene.flagged)
      ? await startServer({
          port: await freePort(),
          dataDir: join(workDir, 'flagged-data'),
          staticDir,
          env: {
            FEATURE_FLAGS: 'web_salesforce_messaging_support,paypal_web,web_third_party_payments,sf_adyen_payments',
            SUPPORT_AGENT_KEY: SCREENSHOT_AGENT_KEY,
          },
        })
      : null;
    const browser = await chromium.launch({ executablePath: '/usr/bin/chromium', args: chromiumArgs });
    // Every shot of the run sees the same instant on the page clock.
    const now = Date.now();
    try {
      for (const scene of chosen) {
        for (const size of widths) {
          try {
            console.log(await shoot(browser, (scene.flagged ? flagged! : server).baseURL, now, scene, size));
          } catch (error) {
            failures.push(`${scene.name}-${size.width}`);
            console.error(`FAILED ${scene.name}-${size.width}: ${(error as Error).message}`);
          }
        }
      }
    } finally {
      await browser.close();
      await server.stop();
      await flagged?.stop();
    }
  } finally {
    rmSync(workDir, { recursive: true, force: true });
  }
  const written = chosen.length * widths.length - failures.length;
  const took = ((Date.now() - startedAt) / 1000).toFixed(0);
  console.log(
    `${written} screenshot(s) written in ${took} s${failures.length ? `; ${failures.length} failed: ${failures.join(', ')}` : ''}`,
  );
  return failures.length ? 1 : 0;
}

main().then(
  (code) => process.exit(code),
  (error) => {
    console.error(error);
    process.exit(1);
  },
);
