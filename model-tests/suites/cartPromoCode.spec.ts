import { expect, test, type Page } from '@playwright/test';
import { cartItems } from '../models/cart.model';
import { promoCodes } from '../models/promoCode.model';
import { brooklynSliceHouse } from '../support/seed';
import { addItem, cartDrawer, openCartDrawer, openMenu } from '../support/storefront';

/*
 * The promo code in the cart drawer, beyond the machine walks: the spec's cart entity carries promoCode, so an
 * applied code survives a reload (and is asked of the server again); and applying or removing a code keeps
 * the keyboard in the cart dialog, so Escape still closes it.
 */
test.use({ baseURL: process.env.CRUST_BASE_URL });

const APPLIED = `Promo code ${promoCodes.valid.code} applied: $5.00 off`;
const isValidation = (url: string) => new URL(url).pathname === '/services/core/api/v1/promo_codes/validate';

async function drawerWithItem(page: Page) {
  await openMenu(page, brooklynSliceHouse.menuPath, brooklynSliceHouse.name);
  await addItem(page, cartItems.brooklyn.product.name);
  const drawer = await openCartDrawer(page);
  const entry = drawer.getByRole('group', { name: 'Promo code' });
  return { drawer, entry, field: entry.getByRole('textbox', { name: 'Promo code' }) };
}

test('an applied promo code survives a reload and is validated again', async ({ page }) => {
  const { drawer, entry, field } = await drawerWithItem(page);
  await field.fill(promoCodes.valid.code);
  await entry.getByRole('button', { name: 'Apply' }).click();
  await expect(entry.getByText(APPLIED, { exact: true })).toBeVisible();

  const validations: string[] = [];
  page.on('request', (request) => isValidation(request.url()) && validations.push(request.url()));
  await openMenu(page, brooklynSliceHouse.menuPath, brooklynSliceHouse.name);
  await openCartDrawer(page);
  await expect(drawer.getByRole('group', { name: 'Promo code' }).getByText(APPLIED, { exact: true })).toBeVisible();
  await expect(drawer.getByLabel('Order total').getByRole('term').filter({ hasText: 'Promo code' })).toHaveCount(1);
  expect(validations).toHaveLength(1);
  expect(new URL(validations[0]).searchParams.get('tag')).toBe(promoCodes.valid.code);
});

test("after Apply, focus is on the applied code's Remove button and Escape closes the cart", async ({ page }) => {
  const { entry, field } = await drawerWithItem(page);
  await field.fill(promoCodes.valid.code);
  await entry.getByRole('button', { name: 'Apply' }).click();
  await expect(entry.getByText(APPLIED, { exact: true })).toBeVisible();
  await expect(entry.getByRole('button', { name: 'Remove promo code' })).toBeFocused();
  await page.keyboard.press('Escape');
  await expect(cartDrawer(page)).toHaveCount(0);
});

test('Enter applies from the field; removing the code puts focus back in the field; Escape closes the cart', async ({ page }) => {
  const { entry, field } = await drawerWithItem(page);
  await field.fill(promoCodes.valid.code);
  await field.press('Enter');
  await expect(entry.getByRole('button', { name: 'Remove promo code' })).toBeFocused();
  await entry.getByRole('button', { name: 'Remove promo code' }).click();
  await expect(entry.getByRole('textbox', { name: 'Promo code' })).toBeFocused();
  await page.keyboard.press('Escape');
  await expect(cartDrawer(page)).toHaveCount(0);
});

test("a refused code: focus on the field with the server's message, and Escape closes the cart", async ({ page }) => {
  const { entry, field } = await drawerWithItem(page);
  await field.fill(promoCodes.invalid.code);
  await entry.getByRole('button', { name: 'Apply' }).click();
  await expect(field).toHaveAccessibleDescription(promoCodes.invalid.messages[0]);
  await expect(field).toBeFocused();
  await page.keyboard.press('Escape');
  await expect(cartDrawer(page)).toHaveCount(0);
});
