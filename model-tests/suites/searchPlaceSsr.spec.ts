import { expect, test } from '@playwright/test';
import { brooklynSliceHouse } from '../support/seed';
import { pageHydrated } from '../support/storefront';

/*
 * Issue 32 item 15: the search URL the home page produces when a suggestion is picked (discovery §3: 'the alternate
 * form takes … address with placeId') is rendered on the server like the plain address search: the server resolves
 * the place as the browser does (location-from-place-id, then discover), and the HTML carries the results and the
 * data they were rendered from.
 */
test.use({ baseURL: process.env.CRUST_BASE_URL });

const PRELOADED = /<script id="crust-preloaded" type="application\/json">\[\{/;

test("the home page's search URL with placeId is rendered on the server with its results", async ({ request, page }) => {
  const predictions = await request.get('/services/location/place-predictions', { params: { input: 'Brooklyn, NY 11201' } });
  const [picked] = ((await predictions.json()) as { predictions: { place_id: string; description: string }[] }).predictions;
  expect(picked, 'the embedded provider places the ZIP').toBeTruthy();
  const url = `/shop/search?${new URLSearchParams({ search_shipping_type_filter: 'delivery', address: picked.description, placeId: picked.place_id })}`;

  const response = await request.get(url);
  expect(response.status()).toBe(200);
  const html = await response.text();
  expect(html).toMatch(PRELOADED);
  expect(html).toContain(brooklynSliceHouse.name);

  // and the browser takes it over without a hydration error
  const errors: string[] = [];
  page.on('pageerror', (error) => errors.push(error.message));
  page.on('console', (message) => (message.type() === 'error' ? errors.push(message.text()) : undefined));
  await page.goto(url);
  await pageHydrated(page);
  await expect(page.getByText(brooklynSliceHouse.name).first()).toBeVisible();
  expect(errors).toEqual([]);
});
