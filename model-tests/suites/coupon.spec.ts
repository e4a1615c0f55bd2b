import { expect, type Page } from '@playwright/test';
import type { CouponContext } from '../../machines';
import { couponModel, seededDeals } from '../models/coupon.model';
import { HeldRequests } from '../support/held-requests';
import { testModel, type StateCheck, type StepContext } from '../support/model-driver';
import { brooklynSliceHouse } from '../support/seed';
import { cartDrawer, openCartDrawer, openMenu, viewCartButton } from '../support/storefront';

/*
 * The coupon/bundle machine behind the deals modal (?view_all_deals=true), walked on Brooklyn Slice
 * House's menu against its seeded deals: the deals request is held until it loads or is cut, a flat
 * coupon is applied, and the cheese-pizza bundle is built (its pizzas picked) and added to the cart,
 * where it shows as a deal with its lines and the receipt's coupon line.
 */
type Memo = { held: HeldRequests };
const memoOf = (step: StepContext) => step.memo as Memo;
const contextOf = (step: StepContext) => step.snapshot.context as CouponContext;
const dealsDialog = (page: Page) => page.getByRole('dialog', { name: /^(Deals|Build your deal)/ });
const pizzas = (page: Page) => dealsDialog(page).getByRole('checkbox', { name: /^2 large cheese pizzas/ });

const states: Record<string, StateCheck> = {
  loading: async ({ page, memo }) => {
    expect((memo as Memo).held.pending).toBeGreaterThan(0);
    await expect(dealsDialog(page).getByText('Loading deals…')).toBeVisible();
  },
  failed: async ({ page }) => {
    await expect(dealsDialog(page).getByRole('alert')).toContainText("We couldn't load deals");
  },
  browsing: async ({ page }) => {
    await expect(page).toHaveURL(/view_all_deals=true/);
    const cards = dealsDialog(page).getByRole('list', { name: 'Deals' });
    for (const deal of [seededDeals.flat, seededDeals.bundle]) await expect(cards.getByRole('article', { name: deal.name })).toBeVisible();
    await expect(cards.getByRole('article', { name: seededDeals.bundle.name })).toContainText('Bundle price $29.99');
  },
  building: async (step) => {
    const { page } = step;
    await expect(dealsDialog(page)).toHaveAccessibleName(`Build your deal: ${seededDeals.bundle.name}`);
    const picked = contextOf(step).picked.length > 0;
    await expect(pizzas(page)).toBeChecked({ checked: picked });
    await expect(dealsDialog(page).getByRole('button', { name: 'Add deal to cart' })).toBeEnabled({ enabled: picked });
  },
  applied: async (step) => {
    const { page } = step;
    await expect(dealsDialog(page)).toHaveCount(0);
    await expect(page).not.toHaveURL(/view_all_deals/);
    const bundle = contextOf(step).building !== null;
    if (!bundle) {
      await expect(viewCartButton(page)).toHaveCount(0);
      return;
    }
    await expect(viewCartButton(page)).toHaveAccessibleName(/View cart\s*, 2 items,/);
    const drawer = await openCartDrawer(page);
    await expect(drawer.getByRole('group', { name: 'Deal' })).toContainText(seededDeals.bundle.name);
    await expect(drawer.getByRole('list', { name: 'Cart items' }).getByRole('listitem')).toHaveCount(1);
    await expect(drawer.getByLabel('Order total').getByRole('term').filter({ hasText: `Coupon: ${seededDeals.bundle.name}` })).toHaveCount(1);
    // Removing the deal removes its pizzas with it.
    await drawer.getByRole('button', { name: 'Remove deal' }).click();
    await expect(cartDrawer(page).getByText('Your cart is empty.')).toBeVisible();
  },
};

testModel({
  ...couponModel,
  states,
  events: {
    'xstate.init': async (step) => {
      const { page } = step;
      const held = new HeldRequests(page, (url) => url.pathname === `/services/core/api/v1/shops/${brooklynSliceHouse.id}`, 'shop by id (deals)');
      await held.install();
      step.memo.held = held;
      await openMenu(page, brooklynSliceHouse.menuPath, brooklynSliceHouse.name);
      await page.getByRole('button', { name: 'View all deals' }).click();
      await held.waitForHeld();
    },
    'xstate.done.actor.loadDeals': (step) => memoOf(step).held.release(),
    'xstate.error.actor.loadDeals': (step) => memoOf(step).held.cutConnection(),
    'deals.retry': async (step) => {
      await dealsDialog(step.page).getByRole('button', { name: 'Try again' }).click();
      await memoOf(step).held.waitForHeld();
    },
    'deal.select': ({ page, event }) =>
      event.couponId === seededDeals.flat.id
        ? dealsDialog(page).getByRole('button', { name: `Apply deal: ${seededDeals.flat.name}` }).click()
        : dealsDialog(page).getByRole('button', { name: `Build this deal: ${seededDeals.bundle.name}` }).click(),
    'bundle.pick': ({ page }) => pizzas(page).click(),
    'bundle.add': ({ page }) => dealsDialog(page).getByRole('button', { name: 'Add deal to cart' }).click(),
    'bundle.cancel': ({ page }) => dealsDialog(page).getByRole('button', { name: 'Back to deals' }).click(),
  },
  cleanup: async ({ memo }) => {
    await (memo as Memo).held?.releaseAll();
  },
});
