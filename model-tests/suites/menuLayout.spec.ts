import { expect, test, type Locator } from '@playwright/test';
import { brooklynSliceHouse } from '../support/seed';
import { openMenu } from '../support/storefront';

/*
 * The menu at phone width: 'View all deals' (Brooklyn Slice House has seeded deals) must not sit over the
 * fulfilment line's 'Compare delivery and pickup', neither where the page opens nor scrolled to that link.
 */
test.use({ baseURL: process.env.CRUST_BASE_URL });

type Box = { x: number; y: number; width: number; height: number };
const overlaps = (a: Box, b: Box) => a.x < b.x + b.width && b.x < a.x + a.width && a.y < b.y + b.height && b.y < a.y + a.height;

/**
 * Whether a tap at the centre of the control lands on the deals button; null while it is off screen. (Only the
 * deals button is asked about: after a scroll the app promo toast may rise over the line, a separate matter.)
 */
const tapLandsOn = (control: Locator, over: Locator) =>
  over.elementHandle().then((overElement) =>
    control.evaluate((element, overElement) => {
      const { x, y, width, height } = element.getBoundingClientRect();
      const [cx, cy] = [x + width / 2, y + height / 2];
      if (cy < 0 || cy > window.innerHeight || cx < 0 || cx > window.innerWidth) return null;
      const top = document.elementFromPoint(cx, cy);
      return top !== null && overElement !== null && overElement.contains(top);
    }, overElement),
  );

for (const height of [812, 667]) {
  test(`at 375×${height}, 'View all deals' covers nothing of the fulfilment line`, async ({ page }) => {
    await page.setViewportSize({ width: 375, height });
    await openMenu(page, brooklynSliceHouse.menuPath, brooklynSliceHouse.name);
    const deals = page.getByRole('button', { name: 'View all deals' });
    const compare = page.getByRole('button', { name: 'Compare delivery and pickup' });
    const change = page.getByRole('button', { name: /· Change$/ });
    await expect(deals).toBeVisible();

    for (const scrolledTo of [null, compare, deals]) {
      if (scrolledTo) await scrolledTo.scrollIntoViewIfNeeded();
      const dealsBox = (await deals.boundingBox())!;
      for (const control of [compare, change]) {
        expect(overlaps(dealsBox, (await control.boundingBox())!)).toBe(false);
        expect(await tapLandsOn(control, deals)).not.toBe(true);
      }
    }
  });
}

test('at 375 px the header stays opaque over the menu scrolled under it: no text shows through', async ({ page }) => {
  await page.setViewportSize({ width: 375, height: 812 });
  await openMenu(page, brooklynSliceHouse.menuPath, brooklynSliceHouse.name);
  await page.mouse.wheel(0, 900);
  const header = page.getByRole('banner');
  await expect.poll(() => header.evaluate((element) => element.getBoundingClientRect().top)).toBe(0);
  // an opaque colour has no alpha part, and nothing behind the bar blurs into it
  const { background, backdrop } = await header.evaluate((element) => {
    const style = getComputedStyle(element);
    return { background: style.backgroundColor, backdrop: style.backdropFilter };
  });
  expect(background).toMatch(/^rgb\(\d+, \d+, \d+\)$/);
  expect(backdrop).toBe('none');
});
