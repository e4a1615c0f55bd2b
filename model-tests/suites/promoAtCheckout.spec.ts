import { expect, test } from '../support/test';
import { cartItems } from '../models/cart.model';
import { promoCodes } from '../models/promoCode.model';
import { brooklynSliceHouse } from '../support/seed';
import { addItem, cartDrawer, checkoutForm, fillContact, openCartDrawer, openMenu, validContact } from '../support/storefront';

/*
 * A promo code is for card payments only. Applied in the cart (no tender chosen yet: the spec's default
 * is credit) it takes its amount off; at checkout, where the shopper pays cash, the receipt is re-priced
 * with cash: the promo line goes, the spec's message shows, and the order cannot be placed with it, so
 * no order is ever placed at a total the shopper did not see. Removing the code places the order.
 */
test.use({ baseURL: process.env.CRUST_BASE_URL });

const CARD_ONLY = 'Promo codes are only valid on credit or debit card payments.';

test('a promo code applied in the cart stops applying when checkout pays cash', async ({ page }) => {
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
