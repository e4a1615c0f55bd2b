import { expect, type Locator, type Page } from '@playwright/test';
import type { AddressField } from '../../machines';
import { ADDRESS_STATUS } from '../oracles/address';

/** UI steps the suites share, all by role and accessible name. */

export async function openMenu(page: Page, menuPath: string, shopName: string): Promise<void> {
  await page.goto(menuPath);
  await menuReady(page, shopName);
}

/**
 * The menu shows the shop and its menu, and answers: the server-rendered page shows them before its
 * scripts have taken over (src/ssr/hydration.ts marks the moment), as a shopper waits for the page.
 */
export async function menuReady(page: Page, shopName: string): Promise<void> {
  await expect(page.getByRole('heading', { level: 1, name: shopName })).toBeVisible();
  await expect(page.getByLabel('Loading menu')).toHaveCount(0);
  await pageHydrated(page);
}

/** A server-rendered page's scripts have taken it over (src/ssr/hydration.ts marks the moment). */
export async function pageHydrated(page: Page): Promise<void> {
  await page.locator('html[data-hydrated]').waitFor({ state: 'attached' });
}

/**
 * Opens a page the way a link inside the storefront does: the router changes the page in the
 * browser (from a page the browser rendered), so the page's loaders fetch from the browser instead
 * of starting from what the server rendered.
 */
export async function openInApp(page: Page, path: string): Promise<void> {
  await page.goto('/about-us');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await page.evaluate(
    (href) =>
      (window as unknown as { __TSR_ROUTER__: { navigate: (options: { href: string }) => Promise<void> } }).__TSR_ROUTER__.navigate({
        href,
      }),
    path,
  );
}

export const productDialog = (page: Page, productName: string) => page.getByRole('dialog', { name: productName });

/** Opens an item from the menu, keeps its defaults and adds it to the cart. */
export async function addItem(page: Page, productName: string): Promise<void> {
  await page.getByRole('button', { name: productName, exact: true }).click();
  const dialog = productDialog(page, productName);
  await expect(dialog).toBeVisible();
  await dialog.getByRole('button', { name: /^Add to cart/ }).click();
  await expect(dialog).toHaveCount(0);
}

export const viewCartButton = (page: Page) => page.getByRole('button', { name: /View cart/ });
export const cartDrawer = (page: Page) => page.getByRole('dialog', { name: 'Your cart' });
export const cartLines = (drawer: Locator) => drawer.getByRole('list', { name: 'Cart items' }).getByRole('listitem');

export async function openCartDrawer(page: Page): Promise<Locator> {
  await viewCartButton(page).click();
  const drawer = cartDrawer(page);
  await expect(drawer).toBeVisible();
  return drawer;
}

export async function closeCartDrawer(page: Page): Promise<void> {
  await cartDrawer(page).getByRole('button', { name: 'Close cart' }).click();
  await expect(cartDrawer(page)).toHaveCount(0);
}

export type ContactDetails = { firstName: string; lastName: string; email: string; phone: string };

export const validContact: ContactDetails = {
  firstName: 'Ada',
  lastName: 'Lovelace',
  email: 'ada@example.com',
  phone: '212-555-0142',
};

export const contactLabels: Record<keyof ContactDetails, string> = {
  firstName: 'First name',
  lastName: 'Last name',
  email: 'Email',
  phone: 'Phone',
};

/** The labels of the address fields (AddressFields, in checkout and the delivery preference). */
export const addressLabels: Record<AddressField, string | RegExp> = {
  address: 'Street address',
  address2: /^Apt \/ Suite/,
  city: 'City',
  state: 'State',
  zipcode: 'ZIP code',
};

/** What the address check line says, per state of the check. */
export const addressCheckTexts = {
  validating: 'Checking address…',
  deliverable: ADDRESS_STATUS.deliverable,
  undeliverable: ADDRESS_STATUS.undeliverable,
  invalid: ADDRESS_STATUS.missing,
} as const;

export const checkoutForm = (page: Page) => page.getByRole('form', { name: 'Checkout' });

export async function fillContact(page: Page, contact: ContactDetails): Promise<void> {
  const form = checkoutForm(page);
  for (const field of Object.keys(contactLabels) as (keyof ContactDetails)[]) {
    await form.getByLabel(contactLabels[field], { exact: true }).fill(contact[field]);
  }
}

/** Chooses cash in checkout's payment section (card is the default tender). */
export async function payByCash(page: Page): Promise<void> {
  await checkoutForm(page).getByRole('radiogroup', { name: 'Payment method' }).getByRole('radio', { name: 'Cash' }).check();
}

/** Types a card into checkout's card fields (the card sandbox's test numbers decide what the gateway does). */
export async function payByCard(page: Page, number: string, zip = '11201'): Promise<void> {
  await checkoutForm(page).getByRole('radiogroup', { name: 'Payment method' }).getByRole('radio', { name: 'Credit or debit card' }).check();
  await chooseNewCard(page);
  await page.getByRole('textbox', { name: 'Credit or debit card number' }).fill(number);
  await page.getByRole('textbox', { name: 'Credit or debit card expiration date' }).fill('1234');
  await page.getByRole('textbox', { name: 'Credit or debit card CVC' }).fill('123');
  await checkoutForm(page).getByLabel('Billing ZIP code').fill(zip);
}

/**
 * A signed-in shopper with saved cards starts on the last used one (issue 31): once the account's cards are
 * listed, "A new card" is chosen so the card fields show.
 */
export async function chooseNewCard(page: Page): Promise<void> {
  await expect(page.getByTestId('card-payment')).toHaveAttribute('aria-busy', 'false');
  const newCard = checkoutForm(page).getByRole('radio', { name: 'A new card' });
  if (await newCard.count()) await newCard.check();
}

/** At a shop whose cards go to Adyen: the card typed into Adyen's card component (the sandbox's stand-in: Adyen's own labels, no ZIP). */
export async function payByAdyenCard(page: Page, number: string): Promise<void> {
  const form = checkoutForm(page);
  await form.getByRole('radiogroup', { name: 'Payment method' }).getByRole('radio', { name: 'Credit or debit card' }).check();
  await chooseNewCard(page);
  await form.getByRole('textbox', { name: 'Card number' }).fill(number);
  await form.getByRole('textbox', { name: 'Expiry date' }).fill('1234');
  await form.getByRole('textbox', { name: 'Security code' }).fill('123');
}

/** Pickup, cash, a valid contact: places the order and waits for its confirmation page. */
export async function placePickupOrder(page: Page): Promise<string> {
  await expect(page.getByRole('heading', { level: 1, name: 'Checkout' })).toBeVisible();
  await fillContact(page, validContact);
  await payByCash(page);
  await checkoutForm(page).getByRole('button', { name: 'Place order' }).click();
  await page.waitForURL(/\/order-confirmation\/[^/]+$/);
  return new URL(page.url()).pathname.split('/').pop()!;
}
