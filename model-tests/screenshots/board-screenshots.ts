/*
 * docs/screenshots/board-<width>.png: the pizzeria's order board (issue 36) at a tablet's 768 px and a desktop's 1280 px,
 * signed in as Brooklyn Slice House's demo staff account, with orders in each column and one new order alerting.
 *
 *   BOARD_BASE_URL=http://127.0.0.1:PORT npx tsx model-tests/screenshots/board-screenshots.ts
 *
 * The server must run with DISPATCH_SPEED=0 and DISPATCH_CONTROL=1 (orders are placed and moved here).
 */
import { join } from 'node:path';
import { chromium, expect, request as apiRequest } from '@playwright/test';
import { repoRoot } from '../support/build-storefront';
import { signedInHere } from '../support/accounts';
import { moveOrder, placeOrderViaApi } from '../support/orders';
import { chromiumArgs } from '../support/chromium-args';

const baseURL = process.env.BOARD_BASE_URL ?? 'http://127.0.0.1:4391';
const outDir = process.env.BOARD_SCREENSHOT_DIR ?? join(repoRoot, 'docs', 'screenshots');
export const DEMO_STAFF = {
  firstName: 'Staff',
  lastName: 'Brooklyn',
  email: 'brooklyn-slice-house@staff.crust.example',
  password: 'crust-board-demo',
};

const browser = await chromium.launch({ executablePath: '/usr/bin/chromium', args: chromiumArgs });
const api = await apiRequest.newContext({ baseURL });
try {
  const kitchen = await placeOrderViaApi(api, 'delivery');
  await moveOrder(api, kitchen.uuid, { status: 'preparing', driver: null });
  const ready = await placeOrderViaApi(api, 'pickup');
  await moveOrder(api, ready.uuid, { status: 'preparing', driver: null });
  await moveOrder(api, ready.uuid, { status: 'ready_for_pickup', driver: null });
  // a half-and-half pizza with extras and a note, delivered contactless with utensils and a delivery instruction
  const rich = await api.post('/services/core/api/v2/orders', {
    headers: { 'Idempotency-Key': crypto.randomUUID() },
    data: {
      order: {
        shop_id: 1001,
        placed_via: 'web',
        shipping_type: 'delivery',
        payment_method: 'cash',
        tip_amount: 300,
        order_items_attributes: [
          {
            products_type_id: 1001500,
            products_quantity: 1,
            selection_ids: [10010001, 10010018, 10010033, 10010046],
            products_instruction: 'Well done, please',
          },
          { products_type_id: 1001536, products_quantity: 1, selection_ids: [] },
        ],
        email: 'grace@example.com',
        delivery_first_name: 'Grace',
        delivery_last_name: 'Hopper',
        delivery_telephone: '2125550199',
        delivery_address: '123 Court St',
        delivery_city: 'Brooklyn',
        delivery_state: 'NY',
        delivery_postcode: '11201',
        delivery_instruction: 'Ring twice, side door',
      },
      order_option_types: ['contactless_delivery', 'include_utensils'],
    },
  });
  expect(rich.status(), await rich.text()).toBe(201);
  for (const [width, height] of [
    [768, 1024],
    [1280, 900],
  ] as const) {
    const context = await browser.newContext({ baseURL, viewport: { width, height } });
    const page = await context.newPage();
    await signedInHere({ page, baseURL }, DEMO_STAFF);
    await page.goto('/board');
    await expect(page.getByRole('status').filter({ hasText: 'Live' })).toBeVisible({ timeout: 20_000 });
    await placeOrderViaApi(api, 'pickup');
    await expect(page.getByRole('alert').filter({ hasText: /new order/i })).toBeVisible({ timeout: 20_000 });
    const file = join(outDir, `board-${width}.png`);
    await page.screenshot({ path: file, fullPage: true });
    console.log(file);
    await context.close();
  }
} finally {
  await api.dispose();
  await browser.close();
}
