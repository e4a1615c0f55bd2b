import { expect, test } from '@playwright/test';
import { cartItems } from '../models/cart.model';
import { accountLink, newShopper, signUp } from '../support/accounts';
import { brooklynSliceHouse } from '../support/seed';
import { addItem, openCartDrawer, openMenu, placePickupOrder } from '../support/storefront';

/*
 * Issue 11's walk for a signed-in shopper: sign up from a menu page and come back to it signed in,
 * order there, find the order in the account's history, and follow it to its confirmation. The
 * order is linked to the account by the token the storefront sends, never by anything in the body.
 */
test.use({ baseURL: process.env.CRUST_BASE_URL });

test('an order placed signed in is in the account history, and opens from there', async ({ page }, testInfo) => {
  const shopper = newShopper(testInfo);
  await signUp(page, shopper, brooklynSliceHouse.menuPath);
  await openMenu(page, brooklynSliceHouse.menuPath, brooklynSliceHouse.name);
  await addItem(page, cartItems.brooklyn.product.name);
  const drawer = await openCartDrawer(page);
  await drawer.getByRole('link', { name: 'Checkout' }).click();
  const orderUuid = await placePickupOrder(page);

  await accountLink(page).click();
  await expect(page.getByRole('heading', { level: 1, name: `Hi, ${shopper.firstName}` })).toBeVisible();
  const orders = page.getByRole('list', { name: 'Past orders' }).getByRole('listitem');
  await expect(orders).toHaveCount(1);
  await expect(orders.first()).toContainText(brooklynSliceHouse.name);
  await expect(orders.first()).toContainText('Pickup · 1 item');
  await orders.first().getByRole('link', { name: `View order from ${brooklynSliceHouse.name}` }).click();
  await page.waitForURL((url) => url.pathname === `/order-confirmation/${orderUuid}`);
});

test('a guest order stays out of every account history', async ({ page }, testInfo) => {
  await openMenu(page, brooklynSliceHouse.menuPath, brooklynSliceHouse.name);
  await addItem(page, cartItems.brooklyn.product.name);
  const drawer = await openCartDrawer(page);
  await drawer.getByRole('link', { name: 'Checkout' }).click();
  await placePickupOrder(page);
  await signUp(page, newShopper(testInfo), '/user');
  await expect(page.getByText('No orders yet.', { exact: false })).toBeVisible();
});
