import AxeBuilder from '@axe-core/playwright';
import { expect, test } from '@playwright/test';

/*
 * The restaurant promo-code page (checkout §2 and discovery §2 route tables: "/restaurant-promo | restaurant
 * promo-code page"): a shopper types a code a pizzeria gave out and sees what it takes off and where it is good.
 * Texts quoted from the spec (checkout §8); codes and amounts are the seeded ones (README: CRUST5 $5 off, and
 * Brooklyn Slice House's own BROOKLYN3, $3 off).
 */
test.use({ baseURL: process.env.CRUST_BASE_URL });

const SPEC = {
  route: '/restaurant-promo',
  invalid: "This promo code isn't valid.",
  cardOnly: 'Promo codes are only valid on credit or debit card payments.',
};
const SEEDED = {
  restaurant: {
    code: 'BROOKLYN3',
    worth: 'BROOKLYN3: $3.00 off',
    shop: 'Brooklyn Slice House',
    menu: '/restaurants/ny/brooklyn/11201/brooklyn-slice-house/menu',
  },
  everyShop: { code: 'CRUST5', worth: 'CRUST5: $5.00 off' },
};

test("a restaurant's code: what it takes off, where, that it needs a card, and the way to that pizzeria's menu", async ({ page }) => {
  await page.goto(SPEC.route);
  await expect(page.getByRole('heading', { level: 1, name: 'Restaurant promo code' })).toBeVisible();
  await page.getByRole('textbox', { name: 'Promo code' }).fill(' brooklyn3 ');
  await page.getByRole('button', { name: 'Check code' }).click();

  const answer = page.getByRole('region', { name: `Promo code ${SEEDED.restaurant.code}` });
  await expect(answer.getByRole('heading', { name: SEEDED.restaurant.worth })).toBeVisible();
  await expect(answer).toContainText(`Good at ${SEEDED.restaurant.shop}.`);
  await expect(answer).toContainText(SPEC.cardOnly);
  await expect(page.getByRole('textbox', { name: 'Promo code' })).toHaveValue('brooklyn3');
  await answer.getByRole('link', { name: `Order from ${SEEDED.restaurant.shop}` }).click();
  await expect(page).toHaveURL(new RegExp(`${SEEDED.restaurant.menu}$`));
  await expect(page.getByRole('heading', { level: 1, name: SEEDED.restaurant.shop })).toBeVisible();
});

test("a code that is not valid says so in the spec's words", async ({ page }) => {
  await page.goto(`${SPEC.route}?code=NOT-A-CODE`);
  await expect(page.getByRole('alert')).toHaveText(SPEC.invalid);
  await expect(page.getByRole('region', { name: /^Promo code / })).toHaveCount(0);
});

test('fits a 375 px phone: nothing scrolls sideways', async ({ page }) => {
  await page.setViewportSize({ width: 375, height: 800 });
  await page.goto(`${SPEC.route}?code=${SEEDED.restaurant.code}`);
  await expect(page.getByRole('link', { name: `Order from ${SEEDED.restaurant.shop}` })).toBeVisible();
  const widths = await page.evaluate(() => ({
    scroll: document.documentElement.scrollWidth,
    viewport: document.documentElement.clientWidth,
  }));
  expect(widths.scroll).toBeLessThanOrEqual(widths.viewport);
});

for (const width of [375, 1280]) {
  test(`axe finds nothing at ${width} px, with an answer and with a refusal`, async ({ page }) => {
    await page.setViewportSize({ width, height: 900 });
    for (const [code, shown] of [
      [SEEDED.restaurant.code, page.getByRole('heading', { name: SEEDED.restaurant.worth })],
      ['NOT-A-CODE', page.getByRole('alert')],
    ] as const) {
      await page.goto(`${SPEC.route}?code=${code}`);
      await expect(shown).toBeVisible();
      const { violations } = await new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa']).analyze();
      expect(violations.map(({ id, nodes }) => `${id}: ${nodes.map((node) => node.target.join(' ')).join(', ')}`)).toEqual([]);
    }
  });
}

test.describe('rendered on the server', () => {
  test.use({ javaScriptEnabled: false });

  test('the answer is in the page before any script: a code good at every pizzeria', async ({ page }) => {
    const response = await page.goto(`${SPEC.route}?code=${SEEDED.everyShop.code}`);
    expect(response?.status()).toBe(200);
    const answer = page.getByRole('region', { name: `Promo code ${SEEDED.everyShop.code}` });
    await expect(answer.getByRole('heading', { name: SEEDED.everyShop.worth })).toBeVisible();
    await expect(answer).toContainText('Good at every pizzeria on Crust.');
    await expect(answer.getByRole('link', { name: 'Find a pizzeria' })).toHaveAttribute('href', '/');
  });

  test('the form works without scripts (a plain GET of the page)', async ({ page }) => {
    await page.goto(SPEC.route);
    await page.getByRole('textbox', { name: 'Promo code' }).fill(SEEDED.restaurant.code);
    await page.getByRole('button', { name: 'Check code' }).click();
    await expect(page).toHaveURL(new RegExp(`${SPEC.route}\\?code=${SEEDED.restaurant.code}$`));
    await expect(page.getByRole('heading', { name: SEEDED.restaurant.worth })).toBeVisible();
  });
});
