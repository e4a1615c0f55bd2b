import type { Locator } from '@playwright/test';
import { expect, test } from '../support/test';
import type { ReceiptContext } from '../../machines';
import { CART_STORAGE_KEY } from '../../src/storage/cartStorage';
import { RECEIPT_FAILED, UNKNOWN_SHOP_NOTICE, unavailableItems } from '../oracles/receipt';
import { RECEIPT_DEBOUNCE_MS } from '../oracles/timing';
import { cartItems } from '../models/cart.model';
import {
  deliveryOnlyShop,
  goneProduct,
  receiptAtDeliveryOnlyShop,
  receiptModel,
  receiptWithGoneItem,
  receiptWithUnknownShop,
  unknownShopId,
} from '../models/receipt.model';
import { HeldRequests } from '../support/held-requests';
import { testModel, type EventAction, type PageModel, type StateCheck, type StepContext } from '../support/model-driver';
import { brooklynSliceHouse } from '../support/seed';
import { addItem, cartDrawer, openCartDrawer, openMenu, viewCartButton } from '../support/storefront';

// The plain tests below run against the suite's server (the model paths set it themselves).
test.use({ baseURL: process.env.CRUST_BASE_URL });

/*
 * The app's receipt machine, walked through the production build: the cart changes in the menu's
 * cart drawer, the fulfilment on the checkout page, and every pricing request is held until a step
 * lets the real server answer (or cuts the connection). The page clock is paused: the 300 ms
 * debounce passes only when a step runs the clock.
 */
type Memo = { held: HeldRequests; on: 'menu' | 'checkout' };
const memoOf = (step: StepContext) => step.memo as Memo;
const contextOf = (step: StepContext) => step.snapshot.context as ReceiptContext;
const itemName = cartItems.brooklyn.product.name;
const isPricing = (url: URL) => url.pathname === '/services/core/api/v1/orders/shopping_cart';

async function openPausedMenu(step: StepContext) {
  const { page } = step;
  const held = new HeldRequests(page, isPricing, 'shopping_cart');
  await held.install();
  await page.clock.install();
  await page.clock.pauseAt(Date.now() + 1_000);
  step.memo.held = held;
  memoOf(step).on = 'menu';
  await openMenu(page, brooklynSliceHouse.menuPath, brooklynSliceHouse.name);
}

async function toMenu(step: StepContext) {
  if (memoOf(step).on === 'menu') return;
  await step.page.getByRole('link', { name: `← Back to ${brooklynSliceHouse.name}` }).click();
  await expect(step.page.getByRole('heading', { level: 1, name: brooklynSliceHouse.name })).toBeVisible();
  memoOf(step).on = 'menu';
}

/** Where the totals show: the open cart drawer on the menu, the Cart review on checkout. */
async function receiptArea(step: StepContext): Promise<Locator> {
  const { page } = step;
  if (memoOf(step).on === 'checkout') return page.getByRole('region', { name: 'Cart review' });
  if ((await cartDrawer(page).count()) === 0) await viewCartButton(page).click();
  await expect(cartDrawer(page)).toBeVisible();
  return cartDrawer(page);
}

const checkStale: StateCheck = async (step) => {
  const area = await receiptArea(step);
  await expect(area.getByText('Updating total…')).toBeVisible();
  await expect(area.getByLabel('Order total')).toHaveCount(0);
};

const states: Record<string, StateCheck> = {
  empty: async (step) => {
    if (memoOf(step).on === 'menu') await expect(viewCartButton(step.page)).toHaveCount(0);
    await expect(step.page.getByLabel('Order total')).toHaveCount(0);
  },
  debouncing: checkStale,
  pricing: async (step) => {
    expect(memoOf(step).held.pending).toBeGreaterThan(0);
    await checkStale(step);
  },
  priced: async (step) => {
    const area = await receiptArea(step);
    const totals = area.getByLabel('Order total');
    await expect(totals.getByRole('term').last()).toHaveText('Total');
    await expect(totals.getByRole('term').filter({ hasText: 'Delivery fee' })).toHaveCount(contextOf(step).fulfilment.forDelivery ? 1 : 0);
    await expect(area.getByText('Updating total…')).toHaveCount(0);
  },
  failed: async (step) => {
    const area = await receiptArea(step);
    await expect(area.getByText(RECEIPT_FAILED)).toBeVisible();
    await expect(area.getByLabel('Order total')).toHaveCount(0);
  },
  itemMissing: async (step) => {
    await expect(step.page.getByText(unavailableItems([goneProduct.name]), { exact: true }).first()).toBeVisible();
  },
};

const runDebounce: EventAction = async (step) => {
  const { held } = memoOf(step);
  const before = held.count;
  await step.page.clock.runFor(RECEIPT_DEBOUNCE_MS - 1);
  expect(held.count, 'no request before the debounce has passed').toBe(before);
  await step.page.clock.runFor(1);
  await held.waitForCount(before + 1);
};

const events: Record<string, EventAction> = {
  'xstate.init': openPausedMenu,
  'receipt.cartChanged': async (step) => {
    const { page } = step;
    const change = step.event.change as string;
    if (change === 'drop missing' || change === 'shop forgotten') return; // the app does this itself
    await toMenu(step);
    if (change === 'add') {
      await addItem(page, itemName);
      return;
    }
    const drawer = await receiptArea(step);
    await drawer.getByRole('button', { name: `${change === 'up' ? 'Increase' : 'Decrease'} quantity of ${itemName}` }).click();
    if (change === 'empty') await drawer.getByRole('button', { name: 'Close cart' }).click();
  },
  'receipt.fulfilmentChanged': async (step) => {
    const { page } = step;
    const forDelivery = (step.event.fulfilment as { forDelivery: boolean }).forDelivery;
    if (contextOf(step).cart.products.length === 0) {
      // An empty cart has no checkout: the menu's delivery method dialog makes the choice.
      await toMenu(step);
      await page.getByRole('button', { name: 'Compare delivery and pickup' }).click();
      const options = page
        .getByRole('dialog', { name: 'How do you want your order?' })
        .getByRole('list', { name: 'Delivery or pickup options' });
      // The dialog's script loads when first opened, and React shows lazily loaded content on a timer: with
      // the page clock paused, the step runs it (an empty cart has no debounce pending that it could fire).
      await expect(async () => {
        await page.clock.runFor(100);
        await expect(options).toBeVisible({ timeout: 250 });
      }).toPass();
      await options.getByRole('button', { name: forDelivery ? /^Delivery / : /^Pickup / }).click();
      await expect(page.getByRole('dialog', { name: 'How do you want your order?' })).toHaveCount(0);
      return;
    }
    if (memoOf(step).on === 'menu') {
      const drawer = await receiptArea(step);
      await drawer.getByRole('link', { name: 'Checkout' }).click();
      await expect(page.getByRole('heading', { level: 1, name: 'Checkout' })).toBeVisible();
      memoOf(step).on = 'checkout';
    }
    await page
      .getByRole('radiogroup', { name: 'Delivery or pickup' })
      .getByRole('radio', { name: forDelivery ? 'Delivery' : 'Pickup' })
      .check();
  },
  'xstate.after.debounce.receipt.debouncing': runDebounce,
  'xstate.done.actor.priceCart': (step) => memoOf(step).held.release(),
  'xstate.error.actor.priceCart': async (step) => {
    const status = (step.event.error as { status: number | null }).status;
    if (status === null) await memoOf(step).held.cutConnection();
    else await memoOf(step).held.release();
  },
  'receipt.retry': async (step) => (await receiptArea(step)).getByRole('button', { name: 'Try again' }).click(),
};

const cleanup: PageModel['cleanup'] = async ({ memo }) => {
  await (memo as Memo).held?.releaseAll();
};

testModel({ ...receiptModel, states, events, cleanup });

/** Opens the menu with a saved cart already in storage (written on this origin before the app starts). */
function withSavedCart(products: object[], shop: { id: number; webSlug: string }): EventAction {
  return async (step) => {
    const { page } = step;
    await page.goto('/not-found');
    const cart = {
      cartUuid: 'saved-cart',
      shopId: shop.id,
      shopWebSlug: shop.webSlug,
      products,
      coupon: null,
      removedUuids: [],
      updatedAt: Date.now(),
    };
    await page.evaluate(([key, value]) => localStorage.setItem(key, value), [CART_STORAGE_KEY, JSON.stringify(cart)] as const);
    await openPausedMenu(step);
  };
}

testModel({
  ...receiptWithGoneItem,
  title: 'receipt of a saved cart with an item no longer sold',
  states,
  events: {
    ...events,
    'xstate.init': withSavedCart(
      [
        { ...goneProduct, uuid: 'gone-line', quantity: 1 },
        { ...cartItems.brooklyn.product, uuid: 'kept-line', quantity: 1 },
      ],
      cartItems.brooklyn.shop,
    ),
  },
  cleanup,
});

testModel({
  ...receiptWithUnknownShop,
  title: 'receipt of a saved cart from an unknown shop',
  states: {
    ...states,
    // The cart is dropped at once with its notice; the failure line has nothing left to show.
    failed: async ({ page }) => {
      await expect(page.getByText(UNKNOWN_SHOP_NOTICE, { exact: true }).first()).toBeVisible();
      await expect(viewCartButton(page)).toHaveCount(0);
    },
  },
  events: {
    ...events,
    'xstate.init': withSavedCart([{ ...cartItems.brooklyn.product, uuid: 'orphan-line', quantity: 1 }], {
      id: unknownShopId,
      webSlug: 'ny/brooklyn/11201/closed-forever-pizza',
    }),
  },
  cleanup,
});

testModel({
  ...receiptAtDeliveryOnlyShop,
  title: 'receipt at a delivery-only shop',
  states: {
    // Before: a page without a shop (the default is pickup). After: the shop's menu says delivery.
    empty: async (step) => {
      await expect(step.page.getByLabel('Order total')).toHaveCount(0);
      if (contextOf(step).fulfilment.forDelivery)
        await expect(step.page.getByRole('button', { name: / · Change$/ })).toHaveAccessibleName('Delivery · Change');
    },
  },
  events: {
    'xstate.init': async ({ page }) => {
      await page.goto('/about-us');
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    },
    'receipt.shopOpened': ({ page }) => openMenu(page, deliveryOnlyShop.menuPath, deliveryOnlyShop.name),
  },
});

test('a failed re-price after switching to delivery shows no total and keeps Place order from submitting', async ({ page }) => {
  await openMenu(page, brooklynSliceHouse.menuPath, brooklynSliceHouse.name);
  await addItem(page, itemName);
  await (await openCartDrawer(page)).getByRole('link', { name: 'Checkout' }).click();
  const review = page.getByRole('region', { name: 'Cart review' });
  await expect(review.getByLabel('Order total').getByRole('term').last()).toHaveText('Total');
  const held = new HeldRequests(page, isPricing, 'shopping_cart');
  await held.install();
  await page.getByRole('radiogroup', { name: 'Delivery or pickup' }).getByRole('radio', { name: 'Delivery' }).check();
  await held.waitForHeld();
  await held.cutConnection();
  await expect(review.getByText('Total will be updated at checkout.')).toBeVisible();
  await expect(review.getByLabel('Order total')).toHaveCount(0);
  await expect(page.getByRole('button', { name: 'Place order' })).toBeDisabled();
});
