import { expect, test, type Page } from '@playwright/test';
import { cartItems } from '../models/cart.model';
import { brooklynSliceHouse, NOT_FOUND_TEXT, unknownShop } from '../support/seed';
import { addItem, menuReady, openMenu, productDialog, viewCartButton } from '../support/storefront';

/*
 * The menu page is rendered on the server (server/render, src/ssr): the HTML a shopper's browser gets
 * already shows the shop and its menu, styled, before any script runs; the scripts then take over the
 * same markup (hydration) with the data it was rendered from, without asking the API again, and a
 * cart the browser saved appears once they have. A page the server cannot render is rendered by the
 * browser as before.
 */
test.use({ baseURL: process.env.CRUST_BASE_URL });

const menuLoaderCalls = /\/services\/core\/api\/(v1\/shops|v2\/search\/shops|v3\/menus)\//;

/** Every page error and console error (a hydration mismatch is both). */
function collectErrors(page: Page): string[] {
  const errors: string[] = [];
  page.on('pageerror', (error) => errors.push(error.message));
  page.on('console', (message) => {
    if (message.type() === 'error') errors.push(message.text());
  });
  return errors;
}

test('the menu HTML carries the shop, its menu and the data it was rendered from', async ({ request }) => {
  const response = await request.get(brooklynSliceHouse.menuPath);
  expect(response.status()).toBe(200);
  const html = await response.text();
  expect(html).toContain(`>${brooklynSliceHouse.name}</h1>`);
  expect(html).toContain(cartItems.brooklyn.product.name);
  expect(html).toMatch(/<script id="crust-preloaded" type="application\/json">\[\{/);
  // the preloaded JSON cannot close its script element early
  const json = html.split('<script id="crust-preloaded" type="application/json">')[1].split('</script>')[0];
  expect(json).not.toContain('<');
});

test('without scripts the menu page still shows the shop and its menu', async ({ browser }) => {
  const context = await browser.newContext({ javaScriptEnabled: false, baseURL: process.env.CRUST_BASE_URL });
  const page = await context.newPage();
  await page.goto(brooklynSliceHouse.menuPath);
  await expect(page.getByRole('heading', { level: 1, name: brooklynSliceHouse.name })).toBeVisible();
  await expect(page.getByRole('button', { name: cartItems.brooklyn.product.name, exact: true })).toBeVisible();
  await expect(page.getByLabel('Loading menu')).toHaveCount(0);
  await context.close();
});

test('the browser takes over the rendered menu without an error or a second load, and it works', async ({ page }) => {
  const errors = collectErrors(page);
  const loaderCalls: string[] = [];
  page.on('request', (request) => {
    if (menuLoaderCalls.test(request.url())) loaderCalls.push(request.url());
  });
  await openMenu(page, brooklynSliceHouse.menuPath, brooklynSliceHouse.name);
  await addItem(page, cartItems.brooklyn.product.name);
  await expect(viewCartButton(page)).toContainText('1');
  expect(loaderCalls).toEqual([]);
  expect(errors).toEqual([]);
});

test('a tap on an item before the scripts have taken over is not lost', async ({ page }) => {
  let releaseScripts = () => {};
  const scriptsHeld = new Promise<void>((resolve) => (releaseScripts = resolve));
  await page.route(/\/assets\/index-[^/]+\.js$/, async (route) => {
    await scriptsHeld;
    await route.continue();
  });
  await page.goto(brooklynSliceHouse.menuPath, { waitUntil: 'commit' });
  const item = page.getByRole('button', { name: cartItems.brooklyn.product.name, exact: true });
  await item.click();
  await expect(productDialog(page, cartItems.brooklyn.product.name)).toHaveCount(0);
  releaseScripts();
  await expect(productDialog(page, cartItems.brooklyn.product.name)).toBeVisible();
  await menuReady(page, brooklynSliceHouse.name);
});

test('a cart saved in the browser appears once the rendered page is taken over', async ({ page }) => {
  await openMenu(page, brooklynSliceHouse.menuPath, brooklynSliceHouse.name);
  await addItem(page, cartItems.brooklyn.product.name);
  await expect(viewCartButton(page)).toContainText('1');

  const errors = collectErrors(page);
  await page.reload();
  await expect(page.getByRole('heading', { level: 1, name: brooklynSliceHouse.name })).toBeVisible();
  await expect(viewCartButton(page)).toContainText('1');
  expect(errors).toEqual([]);
});

test('a shop the server cannot find is left to the browser, which shows not found', async ({ request, page }) => {
  const html = await (await request.get(unknownShop.menuPath)).text();
  expect(html).toContain('<div id="root"></div>');
  expect(html).not.toContain('crust-preloaded');
  await page.goto(unknownShop.menuPath);
  await expect(page.getByText(NOT_FOUND_TEXT)).toBeVisible();
});

/**
 * Every modal a menu URL can name, with the dialog it opens (its accessible name). The server renders
 * the menu with its modals closed; the browser takes the page over and then opens the named modal.
 */
const deepLinkedModals = [
  { search: '?show_cart=true', dialog: 'Your cart' },
  { search: `?view_product=${cartItems.brooklyn.product.id}`, dialog: cartItems.brooklyn.product.name },
  { search: '?view_all_deals=true', dialog: 'Deals' },
  { search: '?view_delivery_preferences=true', dialog: 'Delivery or pickup' },
  { search: '?modal=feeModal', dialog: 'Fees' },
  { search: '?modal=shopHoursModal', dialog: 'Hours' },
  { search: '?modal=shopPhoneCtaModal', dialog: `Call ${brooklynSliceHouse.name}` },
  { search: '?modal=debrandedShopDetailsModal', dialog: brooklynSliceHouse.name },
  { search: '?modal=appDownloadQRModal', dialog: 'Get the Crust app' },
  { search: '?modal=deliveryMethodModal', dialog: 'How do you want your order?' },
] as const;

for (const { search, dialog } of deepLinkedModals) {
  test(`a menu URL with ${search} is taken over without an error and opens '${dialog}', also after a reload`, async ({ page, request }) => {
    const url = `${brooklynSliceHouse.menuPath}${search}`;
    // the URL is one the server renders (otherwise the browser renders it and nothing hydrates)
    expect(await (await request.get(url)).text()).toContain('<script id="crust-preloaded"');

    const errors = collectErrors(page);
    await openMenu(page, url, brooklynSliceHouse.name);
    await expect(page.getByRole('dialog', { name: dialog, exact: true })).toBeVisible();
    expect(errors).toEqual([]);

    await page.reload();
    await menuReady(page, brooklynSliceHouse.name);
    await expect(page.getByRole('dialog', { name: dialog, exact: true })).toBeVisible();
    expect(errors).toEqual([]);
  });
}
