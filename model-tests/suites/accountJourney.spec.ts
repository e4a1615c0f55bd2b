import { accountLink, newShopper, signUpAtProvider } from '../support/accounts';
import { brooklynSliceHouse as shop } from '../support/seed';
import { addItem, checkoutForm, contactLabels, menuReady, openCartDrawer, validContact, payByCash } from '../support/storefront';
import { expect, test } from '../support/test';

/*
 * Issue 11's whole story, as one shopper lives it on the real server and the embedded identity
 * provider: sign up from a menu page and come back to it signed in, see the profile, add and delete
 * an address, place an order (contact from the profile), find it in the history, reorder it, log out.
 * Texts are the spec's where it gives them (discovery §4 logged-out message, §8).
 */
test.use({ offerSignIn: true, baseURL: process.env.CRUST_BASE_URL });

test('sign up on a menu, manage the account, order, reorder from history and log out', async ({ page }, testInfo) => {
  test.setTimeout(180_000);
  const shopper = newShopper(testInfo);
  const newAddress = { address: '123 Court St', address2: '3F', city: 'Brooklyn', state: 'NY', zipcode: '11201' };

  // signed up from the menu, back on that menu signed in
  await page.goto(shop.menuPath);
  await menuReady(page, shop.name);
  await page.getByRole('banner').getByRole('link', { name: 'Log in' }).click();
  await signUpAtProvider(page, shopper);
  await page.waitForURL((url) => url.pathname === shop.menuPath);
  await expect(accountLink(page)).toHaveAccessibleName(`Your account, ${shopper.firstName}`);

  // the profile
  await accountLink(page).click();
  await expect(page.getByRole('heading', { level: 1, name: `Hi, ${shopper.firstName}` })).toBeVisible();
  await expect(page.getByText(shopper.email)).toBeVisible();

  // an address added, listed, then deleted
  await page.getByRole('link', { name: 'Add an address' }).click();
  const form = page.getByRole('form', { name: 'New address' });
  await form.getByLabel('Street address').fill(newAddress.address);
  await form.getByLabel('Apt / Suite (optional)').fill(newAddress.address2);
  await form.getByLabel('City').fill(newAddress.city);
  await form.getByLabel('State').fill(newAddress.state);
  await form.getByLabel('ZIP code').fill(newAddress.zipcode);
  await form.getByRole('button', { name: 'Save address' }).click();
  await page.waitForURL((url) => url.pathname === '/user');
  const saved = page.getByRole('list', { name: 'Saved addresses' }).getByRole('listitem');
  await expect(saved).toHaveCount(1);
  await expect(saved).toContainText(`${newAddress.address}, #${newAddress.address2}`);
  await page.getByRole('button', { name: `Delete ${newAddress.address}` }).click();
  // deleted only once confirmed (issue 31 item 7)
  await expect(saved).toHaveCount(1);
  await page.getByRole('button', { name: 'Yes, delete' }).click();
  await expect(saved).toHaveCount(0);
  await expect(page.getByText('No saved addresses yet.', { exact: false })).toBeVisible();

  // an order, its contact taken from the profile; no sign-in offer for a signed-in shopper
  await page.goto(shop.menuPath);
  await menuReady(page, shop.name);
  await addItem(page, 'Mozzarella Sticks');
  await (await openCartDrawer(page)).getByRole('link', { name: 'Checkout' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Checkout' })).toBeVisible();
  await expect(page.getByRole('dialog', { name: 'Log in or sign up' })).toHaveCount(0);
  const checkout = checkoutForm(page);
  await expect(checkout.getByLabel(contactLabels.firstName, { exact: true })).toHaveValue(shopper.firstName);
  await expect(checkout.getByLabel(contactLabels.email, { exact: true })).toHaveValue(shopper.email);
  await checkout.getByLabel(contactLabels.phone, { exact: true }).fill(validContact.phone);
  await payByCash(page);
  await checkout.getByRole('button', { name: 'Place order' }).click();
  await page.waitForURL(/\/order-confirmation\/[0-9a-f-]+$/);
  const orderUuid = new URL(page.url()).pathname.split('/').pop()!;
  await expect(page.getByRole('heading', { level: 1, name: `Thanks, ${shopper.firstName}! Your order is in.` })).toBeVisible();

  // in the history, and reordered from there: the cart holds the order's items again
  await accountLink(page).click();
  const history = page.getByRole('list', { name: 'Past orders' });
  await expect(history.getByRole('listitem')).toHaveCount(1);
  await expect(history).toContainText(shop.name);
  await history.getByRole('link', { name: `Reorder from ${shop.name}` }).click();
  await page.waitForURL((url) => url.pathname.endsWith('/reorder') && url.searchParams.get('uuid') === orderUuid);
  await page.getByRole('link', { name: 'Go to checkout' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Checkout' })).toBeVisible();
  await expect(page.getByRole('region', { name: 'Cart review' }).getByText('1 × Mozzarella Sticks')).toBeVisible();

  // logged out, with the logged-out message, and a guest again
  await accountLink(page).click();
  await page.getByRole('button', { name: 'Log out' }).click();
  await page.waitForURL((url) => url.pathname === '/login' && url.searchParams.has('loggedOut'));
  await expect(page.getByRole('status').filter({ hasText: 'You have been logged out.' })).toBeVisible();
  await expect(page.getByRole('banner').getByRole('link', { name: 'Log in' })).toBeVisible();
});
