import type { APIRequestContext, Page } from '@playwright/test';
import { SIGN_IN_PROMPT_STORAGE_KEY } from '../../machines/signInPrompt/signInPrompt.types';
import { KITCHEN_SLOT_MS, shopTimeText, slotFullText } from '../oracles/kitchen';
import { openCheckoutByPlatform } from '../support/platformSetup';
import { checkoutForm, fillContact, payByCash, validContact } from '../support/storefront';
import { expect, test } from '../support/test';

/*
 * Kitchen capacity (issue 36): 'when a slot is full the storefront's checkout offers the next free times ... and
 * the server refuses an order past the cap with a clear message'. The seed caps Windy City Pies (open 24/7) at a
 * few orders a slot. The shopper's chosen time fills up while they sit on checkout (other orders through the
 * platform): placing says so and names the next free time, which they pick without retyping anything; on the
 * next visit the full time is no longer offered.
 */
test.use({ baseURL: process.env.CRUST_BASE_URL });

const windyCityPies = { id: 1301, name: 'Windy City Pies', webSlug: 'il/chicago/60614/windy-city-pies', zone: 'America/Chicago' };
/** One Mozzarella Sticks (Regular) at Windy City Pies, as the seed numbers its product types. */
const MOZZARELLA_STICKS_REGULAR = 1301536;

const form = checkoutForm;
const when = (page: Page) => form(page).getByRole('group', { name: 'When' });
const timeSelect = (page: Page) => when(page).getByLabel('Time', { exact: true });
const dayOf = (at: number) =>
  new Intl.DateTimeFormat('en-CA', { timeZone: windyCityPies.zone, year: 'numeric', month: '2-digit', day: '2-digit' }).format(at);

/** Other shoppers take every place left at `at` through the platform (POST v2/orders) until it answers slot_full. */
async function fillSlot(request: APIRequestContext, at: number): Promise<void> {
  for (let placed = 0; ; placed += 1) {
    const response = await request.post('/services/core/api/v2/orders', {
      data: {
        order: {
          shop_id: windyCityPies.id,
          placed_via: 'web',
          shipping_type: 'pickup',
          deliver_at: new Date(at).toISOString(),
          order_items_attributes: [{ products_type_id: MOZZARELLA_STICKS_REGULAR, products_quantity: 1, selection_ids: [] }],
          payment_method: 'cash',
          email: 'other@example.com',
          delivery_first_name: 'Other',
          delivery_last_name: 'Shopper',
          delivery_telephone: '312-555-0199',
        },
      },
    });
    if (response.status() === 409) return;
    expect(response.status(), await response.text()).toBe(201);
    expect(placed, 'a capped slot takes a few orders, not any number').toBeLessThan(10);
  }
}

async function openLaterPickup(page: Page): Promise<number> {
  await openCheckoutByPlatform(page, { shop: windyCityPies, baseURL: process.env.CRUST_BASE_URL! });
  await form(page).getByRole('radiogroup', { name: 'Delivery or pickup' }).getByRole('radio', { name: 'Pickup' }).check();
  await when(page).getByRole('radio', { name: 'Schedule for later' }).check();
  return Number(await timeSelect(page).inputValue());
}

// Both widths fill the same first offered slot of the one capped shop: side by side on two workers, each found the
// other's orders in its slot. One after the other, each starts from a slot the other left full and is offered the next.
test.describe.configure({ mode: 'serial' });

for (const width of [375, 1280]) {
  test(`at ${width} px: a time that fills up is refused with the next free time, which the shopper picks; it is then offered no more`, async ({
    page,
    request,
    browser,
  }) => {
    await page.setViewportSize({ width, height: 900 });
    const chosen = await openLaterPickup(page);
    await fillContact(page, validContact);
    await form(page)
      .getByRole('textbox', { name: /Special instructions/ })
      .fill('Extra napkins, please');
    await payByCash(page);

    await fillSlot(request, chosen);
    await form(page).getByRole('button', { name: 'Place order' }).click();
    const next = chosen + KITCHEN_SLOT_MS;
    const now = Date.now();
    const refusal = slotFullText(shopTimeText(chosen, windyCityPies.zone, now), shopTimeText(next, windyCityPies.zone, now));
    await expect(form(page).getByRole('alert')).toContainText(refusal);
    await page.screenshot({ path: `${test.info().outputDir}/kitchen-full-${width}.png`, fullPage: false });
    // nothing entered is lost
    await expect(form(page).getByLabel('First name', { exact: true })).toHaveValue(validContact.firstName);
    await expect(form(page).getByRole('textbox', { name: /Special instructions/ })).toHaveValue('Extra napkins, please');

    if (dayOf(next) !== dayOf(chosen)) await when(page).getByLabel('Day', { exact: true }).selectOption(dayOf(next));
    await timeSelect(page).selectOption(String(next));
    await form(page).getByRole('button', { name: 'Place order' }).click();
    await page.waitForURL(/\/order-confirmation\/[^/]+$/);

    // another shopper's visit: the full time is not offered; the first offered is the next free one
    const elsewhere = await browser.newContext({ viewport: { width, height: 900 } });
    try {
      const again = await elsewhere.newPage();
      // as every page of these suites: the first visit's sign-in offer stays closed (support/test.ts)
      await again.addInitScript((key) => window.localStorage.setItem(key, 'false'), SIGN_IN_PROMPT_STORAGE_KEY);
      const firstOffered = await openLaterPickup(again);
      expect(firstOffered).toBeGreaterThan(chosen);
      await expect(timeSelect(again).locator(`option[value="${chosen}"]`)).toHaveCount(0);
    } finally {
      await elsewhere.close();
    }
  });
}
