import { expect, test } from '@playwright/test';
import { brooklynSliceHouse } from '../support/seed';
import { openMenu } from '../support/storefront';

/* Issue 32 item 16: at 375 px the menu header's phone number wrapped mid-number; it stays on one line, inside its box. */
test.use({ baseURL: process.env.CRUST_BASE_URL });

test('at 375 px the phone number in the menu header is on one line and not cut off', async ({ page }, testInfo) => {
  await page.setViewportSize({ width: 375, height: 812 });
  await openMenu(page, brooklynSliceHouse.menuPath, brooklynSliceHouse.name);
  const phone = page.getByRole('main').getByRole('link', { name: brooklynSliceHouse.phone, exact: true }).first();
  await expect(phone).toBeVisible();
  const { lines, right, boxRight, viewport } = await phone.evaluate((link) => {
    const range = document.createRange();
    range.selectNodeContents(link);
    const tops = new Set([...range.getClientRects()].map((rect) => Math.round(rect.top)));
    const box = link.closest('div')!.getBoundingClientRect();
    return { lines: tops.size, right: link.getBoundingClientRect().right, boxRight: box.right, viewport: window.innerWidth };
  });
  expect(lines).toBe(1);
  expect(right).toBeLessThanOrEqual(boxRight);
  expect(right).toBeLessThanOrEqual(viewport);
  await phone.locator('xpath=ancestor::header[1]').screenshot({ path: testInfo.outputPath('menu-header-375.png') });
});
