import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import type { StoredAnalyticsEvents } from '../../server/contract/analytics';
import { BROWSER_ID_KEY } from '../../src/analytics/browserId';
import { menuReady, pageHydrated } from '../support/storefront';

/*
 * The first-party analytics collector, end to end: a real visit with utm parameters and a click id in
 * the URL, then a pickup-only shop's menu; the browser's data-layer queue sends its events to the real
 * server (POST traits v1/events), and reading them back (GET ?browser_id=) shows the landing's utm
 * values and click id, the journey and the pickup-only flag (spec §2, §3, §7, §9). Waiting is polling
 * the collector, never a sleep.
 */
test.use({ baseURL: process.env.CRUST_BASE_URL });

const landing =
  '/?utm_source=newsletter&utm_medium=email&utm_campaign=spring_promo&utm_term=pizza&utm_content=hero&gclid=test-gclid-1&fbclid=test-fbclid';
const pickupOnlyMenu = '/restaurants/ny/brooklyn/11238/prospect-heights-pizza/menu';

type Stored = StoredAnalyticsEvents['events'];
const browserIdOf = (page: Page) => page.evaluate((key) => localStorage.getItem(key), BROWSER_ID_KEY);
/** Read through the page's own context: the collector answers only the browser whose crust_browser_id cookie is the asked id. */
async function storedEvents(request: APIRequestContext, browserId: string): Promise<Stored> {
  const response = await request.get(`/services/traits/api/v1/events?browser_id=${browserId}`);
  expect(response.ok()).toBe(true);
  return ((await response.json()) as StoredAnalyticsEvents).events;
}

test('events of a visit reach the collector with the landing utm values, click ids and journey', async ({ page, request: stranger }) => {
  const request = page.request;
  await page.goto(landing);
  await expect(page.getByRole('combobox', { name: 'Delivery address' })).toBeVisible();
  // The home page is server-rendered: the browser id is written once its scripts have taken it over.
  await pageHydrated(page);
  await expect.poll(() => browserIdOf(page)).toMatch(/^[0-9a-f-]{36}$/);
  const browserId = (await browserIdOf(page))!;

  // Typing an address: one search event, 1000 ms after the last keystroke.
  await page.getByRole('combobox', { name: 'Delivery address' }).pressSequentially('Brooklyn', { delay: 20 });

  await page.goto(pickupOnlyMenu);
  await menuReady(page, 'Prospect Heights Pizza');

  const utm = { utm_source: 'newsletter', utm_medium: 'email', utm_campaign: 'spring_promo', utm_term: 'pizza', utm_content: 'hero' };
  await expect
    .poll(async () => (await storedEvents(request, browserId)).map((event) => `${event.event} ${event.page}`))
    .toEqual(expect.arrayContaining(['page_view /', 'search /', `page_view ${pickupOnlyMenu}`, `shop_view ${pickupOnlyMenu}`]));
  const events = await storedEvents(request, browserId);
  for (const event of events) {
    expect(event.utm).toEqual(utm);
    expect(event.click_ids).toEqual({ gclid: 'test-gclid-1', fbclid: 'test-fbclid' });
  }
  expect(events.filter((event) => event.event === 'search').map((event) => event.data)).toEqual([{ address: 'Brooklyn' }]);
  expect(events.find((event) => event.event === 'shop_view')?.data).toEqual({ pickupOnly: true });
  const menuView = events.find((event) => event.event === 'page_view' && event.page === pickupOnlyMenu)!;
  expect(menuView.journey.map((visit) => visit.path)).toEqual(['/', pickupOnlyMenu]);
  expect(menuView.data.appTransitionFlags).toEqual({
    showMenuDiscountAppInstallBanner: true,
    showHomeTakeover: true,
    showMiniHomeTakeover: true,
    showMenuTakeover: true,
    showMiniTakeover: true,
    showOrderWithGoogleTakeover: true,
  });

  // A page change inside the app (the router, no page load) is a page view too, and joins the journey.
  await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'About' }).click();
  await expect(page).toHaveURL(/\/about-us$/);
  await expect
    .poll(async () =>
      (await storedEvents(request, browserId))
        .find((event) => event.event === 'page_view' && event.page === '/about-us')
        ?.journey.map((visit) => visit.path),
    )
    .toEqual(['/', pickupOnlyMenu, '/about-us']);

  // Another context, without this browser's cookie, is not answered (README: read back by the browser it belongs to).
  expect((await stranger.get(`/services/traits/api/v1/events?browser_id=${browserId}`)).status()).toBe(403);
});
