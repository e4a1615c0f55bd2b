import { expect, test, type Page, type Request } from '@playwright/test';
import { cartItems } from '../models/cart.model';
import { HeldRequests } from '../support/held-requests';
import { brooklynSliceHouse, searchAddress } from '../support/seed';
import { addItem, menuReady, openCartDrawer, openInApp, productDialog } from '../support/storefront';

/*
 * The discovery calls of spec §7 that the loaders make (place id search, shop FAQ, recommendations,
 * nearby shops in the footer, the home page's top pizzerias), against the real server: what each
 * request carries, what the page shows from the server's answer, and each loader's loading and
 * error states (its request held, then cut), with a retry that reaches the real server.
 */
test.use({ baseURL: process.env.CRUST_BASE_URL });

const api = (path: string) => `${process.env.CRUST_BASE_URL}${path}`;
const pathIs = (pathname: string) => (url: URL) => url.pathname === pathname;

/** Every request the page makes to the API, in order. */
function recordRequests(page: Page): Request[] {
  const requests: Request[] = [];
  page.on('request', (request) => {
    if (new URL(request.url()).pathname.startsWith('/services/')) requests.push(request);
  });
  return requests;
}
const pathnames = (requests: Request[]) => requests.map((request) => new URL(request.url()).pathname);
const queryOf = (request: Request) => Object.fromEntries(new URL(request.url()).searchParams);

test.describe('picking a place prediction searches by its place id (spec §2, §7)', () => {
  const DISCOVER = '/services/search/v1/discover/shops';
  const FROM_PLACE_ID = '/services/location/location-from-place-id';
  const SEARCH = '/services/core/api/v3/shops/search';

  async function pickPrediction(page: Page, text: string) {
    await page.goto('/');
    const predictions = page.waitForResponse((response) => new URL(response.url()).pathname === '/services/location/place-predictions');
    await page.getByRole('combobox', { name: 'Delivery address' }).fill(text);
    const [first] = ((await (await predictions).json()) as { predictions: { place_id: string; description: string; main_text: string }[] })
      .predictions;
    await page.getByRole('listbox', { name: 'Address suggestions' }).getByRole('option').first().click();
    return first!;
  }

  test('the search URL carries placeId; coordinates come from location-from-place-id, shops from discover around them', async ({
    page,
  }) => {
    const picked = await pickPrediction(page, searchAddress);
    const requests = recordRequests(page);
    await page.getByRole('button', { name: 'Find pizza' }).click();

    await expect(page).toHaveURL((url) => url.pathname === '/shop/search' && url.searchParams.get('placeId') === picked.place_id);
    const list = page.getByRole('list', { name: 'Pizzerias', exact: true });
    await expect(list.getByRole('link', { name: brooklynSliceHouse.name })).toBeVisible();

    const fromPlace = requests.find((request) => new URL(request.url()).pathname === FROM_PLACE_ID)!;
    expect(queryOf(fromPlace)).toEqual({ place_id: picked.place_id });
    const { latitude, longitude } = (await (await fromPlace.response())!.json()) as { latitude: number; longitude: number };
    const discover = requests.filter((request) => new URL(request.url()).pathname === DISCOVER).map((request) => request.postDataJSON());
    expect(discover[0]).toEqual({
      sorts: [{ sort_type: 'recommended', is_open_for: 'delivery', latitude, longitude }],
      filters: [{ filter_type: 'delivers_to', latitude, longitude }],
      pagination: { from: 0, size: 50 },
      user_context: { latitude, longitude },
    });
    // the text is not geocoded again: no search by address
    expect(pathnames(requests)).not.toContain(SEARCH);

    // The Pickup tab searches the same place, within the 10-unit radius (spec §9).
    requests.length = 0;
    await page.getByRole('navigation', { name: 'Order type' }).getByRole('link', { name: 'Pickup', exact: true }).click();
    await expect(page).toHaveURL(
      (url) => url.searchParams.get('placeId') === picked.place_id && url.searchParams.get('search_shipping_type_filter') === 'pickup',
    );
    await expect(list).toBeVisible();
    const pickup = requests.filter((request) => new URL(request.url()).pathname === DISCOVER).map((request) => request.postDataJSON());
    expect(pickup).toEqual([
      {
        sorts: [{ sort_type: 'recommended', is_open_for: 'pickup', latitude, longitude }],
        filters: [{ filter_type: 'within_radius', latitude, longitude, radius: 10 }],
        pagination: { from: 0, size: 50 },
        user_context: { latitude, longitude },
      },
    ]);
    expect(pathnames(requests)).not.toContain(SEARCH);
  });

  test('a typed address (nothing picked) still searches by its text', async ({ page }) => {
    await page.goto('/');
    const requests = recordRequests(page);
    await page.getByRole('combobox', { name: 'Delivery address' }).fill(searchAddress);
    await page.getByRole('combobox', { name: 'Delivery address' }).press('Escape');
    await page.getByRole('button', { name: 'Find pizza' }).click();
    await expect(
      page.getByRole('list', { name: 'Pizzerias', exact: true }).getByRole('link', { name: brooklynSliceHouse.name }),
    ).toBeVisible();
    expect(new URL(page.url()).searchParams.has('placeId')).toBe(false);
    const search = requests.find((request) => new URL(request.url()).pathname === SEARCH)!;
    expect(queryOf(search)).toMatchObject({ 'filter[order_type]': 'delivery', 'filter[address]': searchAddress });
    expect(pathnames(requests)).not.toContain(FROM_PLACE_ID);
  });
});

test.describe("the shop FAQ loader in the menu page's help area (spec §4, §7)", () => {
  const FAQ = `/services/core/api/v1/shops/slug/${brooklynSliceHouse.webSlug}/faq`;
  const faqOf = async (page: Page) =>
    ((await (await page.request.get(api(FAQ))).json()) as { questions: { question: string; answer: string }[] }).questions;
  const helpArea = (page: Page) => page.getByRole('region', { name: `Questions about ${brooklynSliceHouse.name}` });

  test('the server render carries the questions, and the browser takes them over without asking again', async ({ page }) => {
    const questions = await faqOf(page);
    expect(questions.length).toBeGreaterThan(0);
    // The server falls back to a browser render when a render is slow (a cold start): ask until it renders.
    let rendered = '';
    let attempt = 0;
    await expect
      .poll(
        async () => {
          rendered = `${brooklynSliceHouse.menuPath}?uuid=faq-${(attempt += 1)}`;
          return (await page.request.get(api(rendered), { timeout: 20_000 })).text();
        },
        { timeout: 60_000 },
      )
      .toContain('<script id="crust-preloaded"');
    const requests = recordRequests(page);
    // the page just rendered is kept a few seconds: the browser gets the same HTML
    const html = await (await page.goto(rendered))!.text();
    for (const { question } of questions) expect(html).toContain(question);
    await menuReady(page, brooklynSliceHouse.name);
    const area = helpArea(page);
    for (const { question, answer } of questions) {
      await area.getByText(question, { exact: true }).click();
      await expect(area.getByText(answer, { exact: true })).toBeVisible();
    }
    expect(pathnames(requests)).not.toContain(FAQ);
    await area.getByRole('button', { name: 'Contact support' }).click();
    await expect(page.getByRole('dialog', { name: 'Need help?' })).toBeVisible();
  });

  test('loading, then an error with a retry that loads the questions', async ({ page }) => {
    const questions = await faqOf(page);
    const held = new HeldRequests(page, pathIs(FAQ), 'the FAQ');
    await held.install();
    await openInApp(page, brooklynSliceHouse.menuPath);
    await held.waitForCount(1);
    await expect(helpArea(page).getByRole('status', { name: 'Loading questions' })).toBeVisible();
    await held.cutConnection();
    await expect(helpArea(page).getByText("We couldn't load this pizzeria's questions.")).toBeVisible();
    await helpArea(page).getByRole('button', { name: 'Retry questions' }).click();
    await held.waitForCount(2);
    await held.release();
    await expect(helpArea(page).getByText(questions[0]!.question, { exact: true })).toBeVisible();
    await expect(helpArea(page).getByRole('button', { name: 'Retry questions' })).toHaveCount(0);
  });
});

test.describe('recommendations in the cart drawer (spec §5, §7)', () => {
  const RECOMMENDATIONS = `/services/core/api/v3/menus/${brooklynSliceHouse.id}/recommendations`;
  const strip = (page: Page) => page.getByRole('region', { name: 'You might also like' });

  test("asked for the cart's products; a suggestion opens its item modal", async ({ page }) => {
    const requests = recordRequests(page);
    await page.goto(brooklynSliceHouse.menuPath);
    await menuReady(page, brooklynSliceHouse.name);
    await addItem(page, cartItems.brooklyn.product.name);
    await openCartDrawer(page);
    await expect(strip(page).getByRole('list', { name: 'Suggestions' })).toBeVisible();

    // The request event can reach the test after the page has drawn the answer: wait for it.
    const askedRecommendations = () => requests.filter((request) => new URL(request.url()).pathname === RECOMMENDATIONS);
    await expect.poll(() => askedRecommendations().length).toBeGreaterThan(0);
    const asked = askedRecommendations();
    expect(asked).toHaveLength(1);
    expect(asked[0]!.method()).toBe('POST');
    expect(asked[0]!.postDataJSON()).toEqual({ shop_id: brooklynSliceHouse.id, items: [{ product_id: cartItems.brooklyn.product.id }] });
    const { products } = (await (await asked[0]!.response())!.json()) as { products: { id: number; name: string }[] };
    const names = [...new Set(products.map((product) => product.name))];
    const shown = strip(page).getByRole('list', { name: 'Suggestions' }).getByRole('button');
    await expect(shown).toHaveCount(names.length);
    for (const [index, name] of names.entries()) await expect(shown.nth(index)).toHaveAccessibleName(new RegExp(`^${name} `));

    await shown.first().click();
    await expect(productDialog(page, names[0]!)).toBeVisible();
    await expect(page).toHaveURL((url) => url.searchParams.get('view_product') === String(products[0]!.id));
  });

  test('loading, then an error with a retry', async ({ page }) => {
    await page.goto(brooklynSliceHouse.menuPath);
    await menuReady(page, brooklynSliceHouse.name);
    const held = new HeldRequests(page, pathIs(RECOMMENDATIONS), 'the recommendations');
    await held.install();
    await addItem(page, cartItems.brooklyn.product.name);
    await openCartDrawer(page);
    await held.waitForCount(1);
    await expect(strip(page).getByRole('list', { name: 'Loading suggestions' })).toBeVisible();
    await held.cutConnection();
    await expect(strip(page).getByText("We couldn't load suggestions.")).toBeVisible();
    await strip(page).getByRole('button', { name: 'Retry suggestions' }).click();
    await held.waitForCount(2);
    await held.release();
    await expect(strip(page).getByRole('list', { name: 'Suggestions' }).getByRole('button').first()).toBeVisible();
  });
});

test.describe('nearby acquired shops in the footer of a shop page (spec §2 Chrome, §7, §9)', () => {
  const NEARBY = `/services/core/api/v1/shops/slug/${brooklynSliceHouse.webSlug}/nearby_shops`;
  type Nearby = {
    shop_id: number;
    shop_name: string;
    is_acquired: boolean;
    has_menu: boolean;
    suspended: boolean;
    distance_miles: number | null;
  };
  /** Issue 32 item 12: 'nearby means acquired, active and within the radius the discover API uses' (its within_radius default, 10 miles). */
  const NEARBY_RADIUS_MILES = 10;
  const nearbyOf = async (page: Page, query: string) =>
    ((await (await page.request.get(api(`${NEARBY}?${query}`))).json()) as { shops: Nearby[] }).shops;
  const footerNearby = (page: Page) => page.getByRole('contentinfo').getByRole('navigation', { name: 'Pizzerias nearby' });

  test('asked for 16 of all and 30 acquired; the acquired ones are listed once each', async ({ page }) => {
    const requests = recordRequests(page);
    await openInApp(page, brooklynSliceHouse.menuPath);
    await menuReady(page, brooklynSliceHouse.name);
    await expect(footerNearby(page).getByRole('link').first()).toBeVisible();
    const asked = requests.filter((request) => new URL(request.url()).pathname === NEARBY).map(queryOf);
    expect(asked).toHaveLength(2);
    expect(asked).toEqual(expect.arrayContaining([{ size: '16' }, { size: '30', acquired: 'true' }]));

    const seen = new Set<number>();
    const expected = [...(await nearbyOf(page, 'size=16')), ...(await nearbyOf(page, 'size=30&acquired=true'))]
      .filter((shop) => !seen.has(shop.shop_id) && seen.add(shop.shop_id))
      .filter(
        (shop) =>
          shop.is_acquired &&
          shop.has_menu &&
          !shop.suspended &&
          shop.distance_miles !== null &&
          shop.distance_miles <= NEARBY_RADIUS_MILES,
      );
    expect(expected.length).toBeGreaterThan(0);
    const links = footerNearby(page).getByRole('link');
    await expect(links).toHaveCount(expected.length);
    for (const [index, shop] of expected.entries())
      await expect(links.nth(index)).toHaveAccessibleName(new RegExp(`^${shop.shop_name.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')},`));

    // only on shop pages: leaving the menu inside the app takes them out of the footer
    await page.evaluate(() =>
      (window as unknown as { __TSR_ROUTER__: { navigate: (options: { href: string }) => Promise<void> } }).__TSR_ROUTER__.navigate({
        href: '/careers',
      }),
    );
    await expect(page).toHaveURL(/\/careers$/);
    await expect(page.getByRole('contentinfo')).toBeVisible();
    await expect(footerNearby(page)).toHaveCount(0);
  });

  test('loading, then an error with a retry', async ({ page }) => {
    const held = new HeldRequests(page, pathIs(NEARBY), 'the nearby shops');
    await held.install();
    await openInApp(page, brooklynSliceHouse.menuPath);
    await held.waitForCount(2);
    await expect(footerNearby(page).getByText('Loading nearby pizzerias…')).toBeVisible();
    await held.cutConnection();
    await expect(footerNearby(page).getByText("We couldn't load nearby pizzerias.")).toBeVisible();
    await footerNearby(page).getByRole('button', { name: 'Retry nearby pizzerias' }).click();
    await held.waitForCount(4);
    await held.releaseAll();
    await expect(footerNearby(page).getByRole('link').first()).toBeVisible();
  });
});

test.describe("the home page's top pizzerias (spec §7, §9)", () => {
  const DISCOVER = '/services/search/v1/discover/shops';
  const topList = (page: Page) => page.getByRole('list', { name: 'Top pizzerias', exact: true });

  // Home is rendered on the server with its top pizzerias: the browser asks for them when the shopper
  // comes from another page of the storefront (or the server could not load them).
  test("discover sorted by ovr, acquired shops of the browse cities, 13 from 0; shown in the answer's order", async ({ page }) => {
    const requests = recordRequests(page);
    await openInApp(page, '/');
    await expect(topList(page)).toBeVisible();
    const asked = requests.filter((request) => new URL(request.url()).pathname === DISCOVER);
    expect(asked).toHaveLength(1);
    const body = asked[0]!.postDataJSON() as {
      sorts: unknown;
      filters: { filter_type: string; locations?: { city: string; state: string }[] }[];
      pagination: unknown;
    };
    expect(body.sorts).toEqual([{ sort_type: 'ovr' }]);
    expect(body.pagination).toEqual({ from: 0, size: 13 });
    expect(body.filters).toContainEqual({ filter_type: 'is_acquired', value: true });
    // the spec's city browse keys: ny-new_york, ny-brooklyn, pa-philadelphia, il-chicago
    const cities = body.filters.find((filter) => filter.filter_type === 'cities_and_states')!.locations!;
    expect(cities.map(({ city, state }) => `${state}-${city}`.toLowerCase().replace(/ /g, '_'))).toEqual([
      'ny-new_york',
      'ny-brooklyn',
      'pa-philadelphia',
      'il-chicago',
    ]);

    const { data } = (await (await asked[0]!.response())!.json()) as { data: { shop_name: string }[] };
    expect(data.length).toBeGreaterThan(0);
    expect(data.length).toBeLessThanOrEqual(13);
    const links = topList(page).getByRole('link');
    await expect(links).toHaveCount(data.length);
    for (const [index, shop] of data.entries()) await expect(links.nth(index)).toContainText(shop.shop_name);
  });

  test('loading, then an error with a retry', async ({ page }) => {
    const held = new HeldRequests(page, pathIs(DISCOVER), 'the top pizzerias');
    await held.install();
    await openInApp(page, '/');
    await held.waitForCount(1);
    await expect(page.getByRole('list', { name: 'Loading top pizzerias' })).toBeVisible();
    await held.cutConnection();
    await expect(page.getByText("We couldn't load the top pizzerias.")).toBeVisible();
    await page.getByRole('button', { name: 'Retry top pizzerias' }).click();
    await held.waitForCount(2);
    await held.release();
    await expect(topList(page).getByRole('link').first()).toBeVisible();
  });
});
