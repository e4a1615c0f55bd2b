import { expect, type Locator, type Page } from '@playwright/test';
import type { CouponContext } from '../../machines';
import { builtChoices, couponEditModel, couponModel, oracleChoice, seededDeals } from '../models/coupon.model';
import { bundleSaving, bundleTotal, CHEESE_BUNDLE, DEAL_WORDS, type DealItemChoice } from '../oracles/deals';
import { dollars } from '../oracles/money';
import { HeldRequests } from '../support/held-requests';
import { testModel, type PageModel, type StateCheck, type StepContext } from '../support/model-driver';
import { brooklynSliceHouse } from '../support/seed';
import { cartDrawer, cartLines, openCartDrawer, openMenu, viewCartButton } from '../support/storefront';

/*
 * The coupon/bundle machine behind the deals modal (?view_all_deals=true), walked on Brooklyn Slice House's menu
 * against its seeded deals: the deals request is held until it loads or is cut, a flat coupon is applied, and the
 * cheese-pizza bundle is built pizza by pizza — each pizza opens the item options (crust, toppings whole or on a
 * half, with their prices) — and added to the cart at the bundle price plus its extras. A second walk reopens the
 * bundle from a cart line's Edit with its choices, changes a pizza and saves: the deal's lines are replaced.
 */
/** `fromCart`: the walk opened the deal from the cart, which opens again when the deal modal closes. */
type Memo = { held: HeldRequests; fromCart?: boolean };
const memoOf = (step: StepContext) => step.memo as Memo;
const contextOf = (step: StepContext) => step.snapshot.context as CouponContext;
const dealsDialog = (page: Page) => page.getByRole('dialog', { name: /^(Deals|Build your deal|Edit your deal)/ });
const dealItems = (page: Page) => dealsDialog(page).getByRole('list', { name: 'Items in this deal' }).getByRole('listitem');
const pizzaTitle = (index: number) => DEAL_WORDS.unit(CHEESE_BUNDLE.product, index + 1, CHEESE_BUNDLE.units);
const chosenOf = (step: StepContext) => contextOf(step).items.map((item) => oracleChoice(item.choice));

/** In the open pizza's options: its crust and one topping where the choice puts it. */
async function chooseOptions(dialog: Locator, choice: DealItemChoice): Promise<void> {
  await dialog
    .getByRole('group', { name: 'Crust' })
    .getByRole('radio', { name: new RegExp(`^${choice.crust}`) })
    .check();
  await dialog.getByRole('radiogroup', { name: choice.topping }).getByRole('radio', { name: choice.placement }).check();
}

/** From the menu: the cheese bundle built with these choices and added to the cart (what the edit walk starts from). */
async function addBuiltBundle(page: Page, choices: DealItemChoice[]): Promise<void> {
  await page.getByRole('button', { name: 'View all deals' }).click();
  await dealsDialog(page)
    .getByRole('button', { name: `Build this deal: ${CHEESE_BUNDLE.name}` })
    .click();
  for (const [index, choice] of choices.entries()) {
    await dealsDialog(page)
      .getByRole('button', { name: DEAL_WORDS.choose(pizzaTitle(index)) })
      .click();
    await chooseOptions(dealsDialog(page), choice);
    await dealsDialog(page)
      .getByRole('button', { name: DEAL_WORDS.save(choice.extras) })
      .click();
  }
  await dealsDialog(page)
    .getByRole('button', { name: DEAL_WORDS.add(bundleTotal(choices)) })
    .click();
  await expect(dealsDialog(page)).toHaveCount(0);
}

/** The cart holds the bundle's two pizzas as chosen, and the receipt takes the bundle's saving off their list prices. */
async function expectBundleInCart(page: Page, choices: DealItemChoice[]): Promise<void> {
  const drawer = cartDrawer(page);
  await expect(drawer.getByRole('group', { name: 'Deal' })).toContainText(CHEESE_BUNDLE.name);
  const lines = cartLines(drawer);
  await expect(lines).toHaveCount(CHEESE_BUNDLE.units);
  for (const [index, choice] of choices.entries()) await expect(lines.nth(index)).toContainText(choice.listed);
  const totals = drawer.getByLabel('Order total');
  const subtotal = CHEESE_BUNDLE.sizePrice * CHEESE_BUNDLE.units + choices.reduce((sum, c) => sum + c.extras, 0);
  await expect(totals.getByRole('term').filter({ hasText: 'Subtotal' }).locator('+ dd')).toHaveText(dollars(subtotal));
  await expect(
    totals
      .getByRole('term')
      .filter({ hasText: `Coupon: ${CHEESE_BUNDLE.name}` })
      .locator('+ dd'),
  ).toHaveText(`−${dollars(bundleSaving())}`);
  // subtotal − saving is the bundle price plus what the options add
  expect(subtotal - bundleSaving()).toBe(bundleTotal(choices));
}

const states: Record<string, StateCheck> = {
  loading: async ({ page, memo }) => {
    expect((memo as Memo).held.pending).toBeGreaterThan(0);
    await expect(dealsDialog(page).getByText('Loading deals…')).toBeVisible();
  },
  failed: async ({ page }) => {
    await expect(dealsDialog(page).getByRole('alert')).toContainText("We couldn't load deals");
  },
  browsing: async ({ page }) => {
    const cards = dealsDialog(page).getByRole('list', { name: 'Deals' });
    for (const deal of [seededDeals.flat, seededDeals.bundle]) await expect(cards.getByRole('article', { name: deal.name })).toBeVisible();
    await expect(cards.getByRole('article', { name: seededDeals.bundle.name })).toContainText(
      `Bundle price ${dollars(CHEESE_BUNDLE.price)}`,
    );
  },
  'building.choosing': async (step) => {
    const { page } = step;
    const editing = contextOf(step).editing;
    await expect(dealsDialog(page)).toHaveAccessibleName((editing ? DEAL_WORDS.editing : DEAL_WORDS.building)(CHEESE_BUNDLE.name));
    const chosen = chosenOf(step);
    await expect(dealItems(page)).toHaveCount(CHEESE_BUNDLE.units);
    for (const [index, choice] of chosen.entries()) {
      const row = dealItems(page).nth(index);
      await expect(row.getByRole('article', { name: pizzaTitle(index) })).toContainText(CHEESE_BUNDLE.size);
      if (choice) {
        await expect(row).toContainText(choice.listed);
        await expect(row).toContainText(DEAL_WORDS.extra(choice.extras));
        await expect(row.getByRole('button', { name: DEAL_WORDS.change(pizzaTitle(index)) })).toBeVisible();
      } else {
        await expect(row).toContainText(DEAL_WORDS.needs);
        await expect(row.getByRole('button', { name: DEAL_WORDS.choose(pizzaTitle(index)) })).toBeVisible();
      }
    }
    const all = chosen.every((choice) => choice !== null);
    const submit = dealsDialog(page).getByRole('button', { name: editing ? /^Update deal/ : /^Add deal to cart/ });
    await expect(submit).toBeEnabled({ enabled: all });
    if (all)
      await expect(submit).toHaveAccessibleName((editing ? DEAL_WORDS.update : DEAL_WORDS.add)(bundleTotal(chosen as DealItemChoice[])));
  },
  'building.customising': async (step) => {
    const { page } = step;
    const open = contextOf(step).openItem!;
    const dialog = dealsDialog(page);
    await expect(dialog.getByRole('heading', { level: 3, name: CHEESE_BUNDLE.product })).toBeVisible();
    await expect(dialog).toContainText(pizzaTitle(open));
    // the deal sets the size: no size to pick; the crust is asked for as the spec words it
    await expect(dialog.getByRole('group', { name: 'Size' })).toHaveCount(0);
    await expect(dialog.getByRole('group', { name: 'Crust' })).toContainText('Required, select only one');
    const current = oracleChoice(contextOf(step).items[open].choice);
    await expect(dialog.getByRole('button', { name: /^Save choices/ })).toHaveAccessibleName(DEAL_WORDS.save(current?.extras ?? 0));
    if (current)
      await expect(
        dialog.getByRole('group', { name: 'Crust' }).getByRole('radio', { name: new RegExp(`^${current.crust}`) }),
      ).toBeChecked();
  },
  applied: async (step) => {
    const { page } = step;
    await expect(dealsDialog(page)).toHaveCount(0);
    await expect(page).not.toHaveURL(/view_all_deals/);
    if (contextOf(step).building === null) {
      await expect(viewCartButton(page)).toHaveCount(0);
      return;
    }
    const chosen = chosenOf(step) as DealItemChoice[];
    await expect(viewCartButton(page)).toHaveAccessibleName(/View cart\s*, 2 items,/);
    // a deal opened from the cart returns to the cart; one built from the menu closes onto the menu
    const drawer = memoOf(step).fromCart ? cartDrawer(page) : await openCartDrawer(page);
    await expect(drawer).toBeVisible();
    await expectBundleInCart(page, chosen);
    // Removing the deal removes its pizzas with it.
    await drawer.getByRole('button', { name: 'Remove deal' }).click();
    await expect(cartDrawer(page).getByText('Your cart is empty.')).toBeVisible();
  },
};

const holdDeals = (page: Page) =>
  new HeldRequests(page, (url) => url.pathname === `/services/core/api/v1/shops/${brooklynSliceHouse.id}`, 'shop by id (deals)');

const events: PageModel['events'] = {
  'xstate.init': async (step) => {
    const { page } = step;
    const held = holdDeals(page);
    await held.install();
    step.memo.held = held;
    await openMenu(page, brooklynSliceHouse.menuPath, brooklynSliceHouse.name);
    await page.getByRole('button', { name: 'View all deals' }).click();
    await expect(page).toHaveURL(/view_all_deals=true/);
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
      ? dealsDialog(page)
          .getByRole('button', { name: `Apply deal: ${seededDeals.flat.name}` })
          .click()
      : dealsDialog(page)
          .getByRole('button', { name: `Build this deal: ${seededDeals.bundle.name}` })
          .click(),
  'item.open': async ({ page, event }) => {
    const index = event.index as number;
    await dealItems(page)
      .nth(index)
      .getByRole('button', { name: new RegExp(`^(Choose|Change) ${pizzaTitle(index).replace(/[()]/g, '\\$&')}$`) })
      .click();
  },
  'item.save': async ({ page, event }) => {
    const choice = oracleChoice(event.choice as never)!;
    await chooseOptions(dealsDialog(page), choice);
    await dealsDialog(page)
      .getByRole('button', { name: DEAL_WORDS.save(choice.extras) })
      .click();
  },
  'item.close': ({ page }) => dealsDialog(page).getByRole('button', { name: DEAL_WORDS.back }).click(),
  'bundle.add': ({ page }) =>
    dealsDialog(page)
      .getByRole('button', { name: /^(Add deal to cart|Update deal)/ })
      .click(),
  'bundle.cancel': ({ page }) => dealsDialog(page).getByRole('button', { name: 'Back to deals' }).click(),
};

const cleanup: PageModel['cleanup'] = async ({ memo }) => {
  await (memo as Memo).held?.releaseAll();
};

testModel({ ...couponModel, title: 'coupon from the menu', states, events, cleanup });

testModel({
  ...couponEditModel,
  title: "coupon reopened from a cart deal line's Edit",
  states,
  events: {
    ...events,
    'xstate.init': async (step) => {
      const { page } = step;
      await openMenu(page, brooklynSliceHouse.menuPath, brooklynSliceHouse.name);
      await addBuiltBundle(page, builtChoices);
      const drawer = await openCartDrawer(page);
      await expectBundleInCart(page, builtChoices);
      const held = holdDeals(page);
      await held.install();
      step.memo.held = held;
      step.memo.fromCart = true;
      await cartLines(drawer)
        .first()
        .getByRole('button', { name: DEAL_WORDS.editLine(CHEESE_BUNDLE.product) })
        .click();
      await expect(cartDrawer(page)).toHaveCount(0);
      await held.waitForHeld();
    },
  },
  cleanup,
});
