import { expect, test } from '../support/test';
import { cartItems } from '../models/cart.model';
import { promoCodes } from '../models/promoCode.model';
import { brooklynSliceHouse } from '../support/seed';
import type { Page } from '@playwright/test';
import {
  addItem,
  cartDrawer,
  checkoutForm,
  fillContact,
  openCartDrawer,
  openMenu,
  payByCard,
  payByCash,
  validContact,
} from '../support/storefront';

/*
 * A promo code is for card payments only. Applied in the cart (the spec's default tender, credit) it
 * takes its amount off, and checkout (card by default) keeps it: a card order is placed with it. When
 * the shopper switches to cash the receipt is re-priced with cash: the promo line goes, the spec's
 * message shows, and the order cannot be placed with it, so no order is ever placed at a total the
 * shopper did not see. Removing the code places the cash order.
 */
test.use({ baseURL: process.env.CRUST_BASE_URL });

const CARD_ONLY = 'Promo codes are only valid on credit or debit card payments.';

async function checkoutWithPromo(page: Page) {
  await openMenu(page, brooklynSliceHouse.menuPath, brooklynSliceHouse.name);
  await addItem(page, cartItems.brooklyn.product.name);
  const drawer = await openCartDrawer(page);
  const entry = drawer.getByRole('group', { name: 'Promo code' });
  await entry.getByRole('textbox', { name: 'Promo code' }).fill(promoCodes.valid.code);
  await entry.getByRole('button', { name: 'Apply' }).click();
  await expect(drawer.getByLabel('Order total').getByRole('term').filter({ hasText: 'Promo code' })).toHaveCount(1);
  await drawer.getByRole('link', { name: 'Checkout' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Checkout' })).toBeVisible();
  const form = checkoutForm(page);
  await expect(form.getByLabel('Order total').getByRole('term').filter({ hasText: 'Promo code' })).toHaveCount(1);
  return form;
}

test('a promo code applies on a card payment: the order is placed with it', async ({ page }) => {
  const form = await checkoutWithPromo(page);
  const shownTotal = await form.getByLabel('Order total').getByRole('definition').last().textContent();
  await fillContact(page, validContact);
  await payByCard(page, '4242424242424242');
  await form.getByRole('button', { name: 'Place order' }).click();
  await page.waitForURL(/\/order-confirmation\/[^/]+$/);
  // the confirmation's receipt: the promo's amount among the discounts, and the total the shopper saw
  await expect(page.getByRole('term').filter({ hasText: 'Discount' })).toBeVisible();
  await expect(page.getByText(shownTotal!, { exact: true }).first()).toBeVisible();
});

test('a promo code applied in the cart stops applying when checkout pays cash', async ({ page }) => {
  const form = await checkoutWithPromo(page);
  await payByCash(page);
  await expect(form.getByText(CARD_ONLY, { exact: true }).first()).toBeVisible();
  await expect(form.getByLabel('Order total').getByRole('term').filter({ hasText: 'Promo code' })).toHaveCount(0);
  const shownTotal = await form.getByLabel('Order total').getByRole('definition').last().textContent();

  await fillContact(page, validContact);
  await form.getByRole('button', { name: 'Place order' }).click();
  await expect(form.getByRole('alert').getByText(CARD_ONLY)).toBeVisible();
  expect(new URL(page.url()).pathname).toMatch(/\/checkout$/);

  await form.getByRole('button', { name: 'Remove promo code' }).click();
  await expect(form.getByText(CARD_ONLY, { exact: true })).toHaveCount(0);
  await expect(form.getByLabel('Order total').getByRole('definition').last()).toHaveText(shownTotal!);
  await form.getByRole('button', { name: 'Place order' }).click();
  await page.waitForURL(/\/order-confirmation\/[^/]+$/);
  await expect(cartDrawer(page)).toHaveCount(0);
});
