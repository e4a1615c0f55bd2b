import { expect, test } from '@playwright/test';
import { BROWSER_ID_KEY } from '../../src/analytics/browserId';

/*
 * "Request to add" a shop not on Crust yet (issue 9, bug 10): the request is stored by the real server
 * (POST core v1/shops/{shop_id}/add_requests with this browser's anonymous id), and the card shows it
 * as requested after a reload. A repeat from the same browser is the same request (200, not a new one).
 */
test.use({ baseURL: process.env.CRUST_BASE_URL });

const searchPath = `/shop/search?search_shipping_type_filter=pickup&address=${encodeURIComponent('Brooklyn, NY 11206')}`;
const shopName = 'Bushwick Brick Oven';
const bushwickShopId = 1008;

test('a request to add a shop is stored by the server and still shown after a reload', async ({ page, request }) => {
  await page.goto(searchPath);
  const card = page.getByRole('article', { name: shopName });
  const button = card.getByRole('button', { name: 'Request to add' });
  await expect(button).toBeEnabled();

  const stored = page.waitForResponse(
    (response) =>
      response.url().endsWith(`/services/core/api/v1/shops/${bushwickShopId}/add_requests`) && response.request().method() === 'POST',
  );
  await button.click();
  expect((await stored).status()).toBe(201);
  await expect(card.getByRole('status')).toHaveText(`Thanks! We'll let ${shopName} know you want to order online.`);
  await expect(card.getByRole('button', { name: 'Requested' })).toBeDisabled();

  await page.reload();
  await expect(page.getByRole('article', { name: shopName }).getByRole('button', { name: 'Requested' })).toBeDisabled();

  // The server holds this browser's request: asking again with the same browser id is the same request.
  const browserId = await page.evaluate((key) => localStorage.getItem(key), BROWSER_ID_KEY);
  expect(browserId).toMatch(/^[0-9a-f-]{36}$/);
  const again = await request.post(`/services/core/api/v1/shops/${bushwickShopId}/add_requests`, { data: { browser_id: browserId } });
  expect(again.status()).toBe(200);
});
