import { expect, test } from '@playwright/test';
import { brooklynSliceHouse, searchAddress } from '../support/seed';
import { menuReady, pageHydrated } from '../support/storefront';

/*
 * Every page names itself in the document's title and a new page gets the focus (issue 32 item 8; WCAG 2.4.2
 * page titled, 2.4.3 focus order). The spec gives no title wording: these are the storefront's, written here.
 */
test.use({ baseURL: process.env.CRUST_BASE_URL });

const TITLES = {
  home: 'Crust — Order from local pizzerias',
  search: `Pizzerias near ${searchAddress} | Crust`,
  menu: `${brooklynSliceHouse.name} menu | Crust`,
};

test('a page reached in the app names itself and takes the focus on its heading; the first page keeps focus where it was', async ({
  page,
}) => {
  await page.goto(`/shop/search?search_shipping_type_filter=pickup&address=${encodeURIComponent(searchAddress)}`);
  await pageHydrated(page);
  await expect(page).toHaveTitle(TITLES.search);
  await expect(page.locator('body')).toBeFocused();

  await page.getByRole('link', { name: brooklynSliceHouse.name }).first().click();
  await menuReady(page, brooklynSliceHouse.name);
  await expect(page).toHaveTitle(TITLES.menu);
  await expect(page.getByRole('heading', { level: 1, name: brooklynSliceHouse.name })).toBeFocused();
  await expect(page.locator('link[rel="canonical"]')).toHaveAttribute('href', new URL(brooklynSliceHouse.menuPath, page.url()).href);

  await page.getByRole('banner').getByRole('link', { name: 'Crust', exact: true }).click();
  await expect(page).toHaveURL((url) => url.pathname === '/');
  await expect(page).toHaveTitle(TITLES.home);
  await expect(page.getByRole('heading', { level: 1, name: 'Order from the pizzerias your neighborhood loves' })).toBeFocused();

  await page.goBack();
  await expect(page).toHaveTitle(TITLES.menu);
  await expect(page.getByRole('heading', { level: 1, name: brooklynSliceHouse.name })).toBeFocused();
});
