/**
 * Lighthouse of the pages after the menu: `npx tsx server/bench/checkout-lighthouse.ts`.
 *
 * Lighthouse 12 mobile runs (default mobile emulation and simulated throttling; BENCH_LIGHTHOUSE_RUNS, 5, the
 * median and the range) of the built storefront served with its API by the real server on a fresh PGlite folder:
 * 1. checkout with an empty cart;
 * 2. checkout with a stored cart (two Mozzarella Sticks, as checkout-page.ts stores it): each run starts its own
 *    Chromium, writes the cart into its localStorage with Playwright, and Lighthouse audits in that browser
 *    (lighthouse.ts, lighthousePreparedRun: its storage reset empties the HTTP cache and keeps localStorage);
 * 3. the order confirmation of a cash pickup order placed through the platform API (as orders.ts places them);
 *    the page needs nothing stored: it reads the order by its uuid, as a guest's browser does after placing it.
 * Before the runs, Playwright loads each page as Lighthouse will and checks it shows what it is for (the cart's
 * line and Place order, the empty cart's way back, the order's thanks), so an error page is never what is measured;
 * BENCH_SCREENSHOTS=<folder> keeps a 375 px screenshot of each.
 * Targets (issue 16): performance ≥ 90 and CLS ≤ 0.02 on each. CHROME_PATH defaults to /usr/bin/chromium.
 */
import path from 'node:path';
import { chromium, type BrowserContext, type Locator, type Page } from 'playwright-core';
import { CART_STORAGE_KEY } from '../../src/storage/cartStorage';
import { withBuiltStorefront } from './built-storefront';
import { chromeArgs, chromePath, lighthouseMedians, printLighthouse, type PrepareBrowser } from './lighthouse';

const shopPath = '/restaurants/ny/brooklyn/11201/brooklyn-slice-house';
const checkoutPath = `${shopPath}/checkout`;
const RUNS = Number(process.env.BENCH_LIGHTHOUSE_RUNS ?? 5);
const targets = { score: 90, cls: 0.02 };

/** Two sticks at Brooklyn Slice House, as the cart stores them (src/storage/cartStorage.ts), as in checkout-page.ts. */
const storedCart = () => ({
  cartUuid: 'bench-cart',
  shopId: 1001,
  shopWebSlug: 'ny/brooklyn/11201/brooklyn-slice-house',
  products: [
    {
      uuid: 'bench-line',
      id: 1001014,
      name: 'Mozzarella Sticks',
      description: '',
      productTypeId: 1001536,
      productTypeName: 'Regular',
      selections: {},
      specialRequest: '',
      quantity: 2,
      price: 750,
      isBestSeller: false,
      couponId: null,
    },
  ],
  coupon: null,
  removedUuids: [],
  updatedAt: Date.now(),
});

/** A cash pickup order at Brooklyn Slice House, as orders.ts places them. */
const cashOrder = {
  order: {
    shop_id: 1001,
    placed_via: 'web',
    shipping_type: 'pickup',
    payment_method: 'cash',
    order_items_attributes: [{ products_type_id: 1001502, products_quantity: 1, selection_ids: [10010099] }],
    email: 'bench@example.com',
    delivery_first_name: 'Bench',
    delivery_last_name: 'Mark',
    delivery_telephone: '718-555-0100',
  },
  order_option_types: [],
};

async function placeOrder(address: string): Promise<string> {
  const response = await fetch(`${address}/services/core/api/v2/orders`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(cashOrder),
  });
  if (response.status !== 201) throw new Error(`placing the bench order answered ${response.status}: ${await response.text()}`);
  return ((await response.json()) as { order: { uuid: string } }).order.uuid;
}

/** Stores the cart in the origin's localStorage from a page of the origin that runs none of the storefront. */
const storeCart =
  (address: string): PrepareBrowser =>
  async (context: BrowserContext) => {
    const page = await context.newPage();
    try {
      await page.goto(`${address}/favicon.svg`);
      await page.evaluate(([key, value]) => localStorage.setItem(key, value), [CART_STORAGE_KEY, JSON.stringify(storedCart())]);
    } finally {
      await page.close();
    }
  };

type Scene = { label: string; url: string; prepare?: PrepareBrowser; shows: (context: BrowserContext, url: string) => Promise<void> };

/** Loads the scene's page as Lighthouse will (after its preparation) and checks it shows what it is for. */
async function checkScene(scene: Scene) {
  const browser = await chromium.launch({ executablePath: chromePath, args: chromeArgs });
  try {
    const context = await browser.newContext({
      viewport: { width: 375, height: 812 },
      deviceScaleFactor: 2,
      isMobile: true,
      hasTouch: true,
    });
    if (scene.prepare) await scene.prepare(context);
    await scene.shows(context, scene.url);
    if (process.env.BENCH_SCREENSHOTS) {
      await context
        .pages()
        .at(-1)!
        .screenshot({ path: path.join(process.env.BENCH_SCREENSHOTS, `${scene.label.replace(/\W+/g, '-')}.png`), fullPage: true });
    }
  } finally {
    await browser.close();
  }
}

/** Opens `url` and waits for each of the locators `expected` finds on the page. */
const showing = (expected: (page: Page) => Locator[]) => async (context: BrowserContext, url: string) => {
  const page = await context.newPage();
  await page.goto(url, { waitUntil: 'networkidle' });
  for (const locator of expected(page)) await locator.waitFor({ timeout: 30_000 });
};

async function main() {
  await withBuiltStorefront('crust-checkout-lighthouse-', async ({ work, address }) => {
    const orderUuid = await placeOrder(address);
    const scenes: Scene[] = [
      {
        label: 'checkout, empty cart',
        url: address + checkoutPath,
        shows: showing((page) => [page.getByRole('link', { name: 'Back to the menu' })]),
      },
      {
        label: 'checkout, stored cart',
        url: address + checkoutPath,
        prepare: storeCart(address),
        shows: showing((page) => [
          page.getByRole('button', { name: 'Place order' }),
          page.getByRole('list', { name: 'Order items' }).getByRole('listitem').filter({ hasText: '2 × Mozzarella Sticks' }),
        ]),
      },
      {
        label: 'order confirmation',
        url: `${address}/order-confirmation/${orderUuid}`,
        shows: showing((page) => [page.getByRole('heading', { name: 'Thanks, Bench! Your order is in.' })]),
      },
    ];
    // a warm server, as in menu-page.ts: the first render after a start loads the server bundle and the catalog
    for (const scene of scenes) await fetch(scene.url);
    for (const scene of scenes) await checkScene(scene);
    for (const scene of scenes) {
      printLighthouse(
        `${scene.label} (${new URL(scene.url).pathname})`,
        await lighthouseMedians(scene.url, work, RUNS, scene.prepare),
        targets,
      );
    }
  });
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
