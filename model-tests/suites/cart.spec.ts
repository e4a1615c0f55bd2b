import { expect, type Page } from '@playwright/test';
import type { CartContext } from '../../machines';
import { CART_EXPIRY_MS } from '../../machines';
import { cartItems, cartModel, shopKeyOf, MODEL_NOW, type CartShopKey } from '../models/cart.model';
import { testModel, type EventAction, type PageModel, type StateCheck, type StepContext } from '../support/model-driver';
import { brooklynSliceHouse, midtownPieCo } from '../support/seed';
import {
  addItem,
  cartDrawer,
  cartLines,
  closeCartDrawer,
  openCartDrawer,
  openMenu,
  placePickupOrder,
  viewCartButton,
} from '../support/storefront';

/*
 * The cart machine (the app's one cart actor), walked through the production build: items are added
 * from the item modal of two seeded shops' menus, changed and removed in the cart drawer, and the
 * cart is cleared by placing a real order. The cart persists in localStorage, so moving to another
 * shop's menu (a page load) restores it, as it does for a shopper.
 */

const shopNames: Record<CartShopKey, string> = { brooklyn: brooklynSliceHouse.name, midtown: midtownPieCo.name };
const itemName = cartItems.brooklyn.product.name;

type Memo = { onMenuOf?: CartShopKey };
const memoOf = (step: StepContext) => step.memo as Memo;
const cartOf = (step: StepContext) => step.snapshot.context as CartContext;

async function goToMenu(step: StepContext, key: CartShopKey) {
  if (memoOf(step).onMenuOf === key) return;
  await openMenu(step.page, cartItems[key].menuPath, shopNames[key]);
  memoOf(step).onMenuOf = key;
}

async function inDrawer(page: Page, lineIndex: number, buttonName: string) {
  const drawer = await openCartDrawer(page);
  await cartLines(drawer).nth(lineIndex).getByRole('button', { name: buttonName }).click();
}

const checkEmpty: StateCheck = async ({ page }) => {
  await expect(viewCartButton(page)).toHaveCount(0);
};

const checkFilled: StateCheck = async (step) => {
  const { page } = step;
  const { products, shopWebSlug } = cartOf(step);
  const count = products.reduce((sum, line) => sum + line.quantity, 0);
  await expect(viewCartButton(page)).toHaveAccessibleName(new RegExp(`View cart\\s*, ${count} ${count === 1 ? 'item' : 'items'},`));
  const drawer = await openCartDrawer(page);
  await expect(cartLines(drawer)).toHaveCount(products.length);
  for (const [index, line] of products.entries()) {
    await expect(cartLines(drawer).nth(index).getByRole('status', { name: `Quantity of ${line.name}` })).toHaveText(String(line.quantity));
  }
  // Both shops sell the item: the checkout link tells whose cart it is.
  await expect(drawer.getByRole('link', { name: 'Checkout' })).toHaveAttribute('href', `/restaurants/${shopWebSlug}/checkout`);
  await closeCartDrawer(page);
};

const states: Record<string, StateCheck> = {
  empty: checkEmpty,
  filled: checkFilled,
  confirmingShopSwitch: async (step) => {
    const dialog = step.page.getByRole('dialog', { name: 'Start a new cart?' });
    await expect(dialog).toBeVisible();
    await expect(dialog).toHaveAccessibleDescription(`Your cart has items from another pizzeria. Adding ${cartOf(step).pending!.product.name} will clear your cart.`);
  },
};

const openBrooklyn: EventAction = (step) => goToMenu(step, 'brooklyn');

const events: Record<string, EventAction> = {
  'xstate.init': openBrooklyn,
  'cart.add': async (step) => {
    const shop = step.event.shop as { id: number };
    await goToMenu(step, shopKeyOf(shop.id)!);
    await addItem(step.page, itemName);
  },
  'cart.setQuantity': async (step) => {
    const { line, quantity } = step.event as { line: number; quantity: number } & typeof step.event;
    const current = (step.path.steps[step.index - 1].snapshot.context as CartContext).products[line].quantity;
    await inDrawer(step.page, line, `${quantity > current ? 'Increase' : 'Decrease'} quantity of ${itemName}`);
    await closeCartDrawer(step.page);
  },
  'cart.remove': async (step) => {
    const line = step.event.line as number;
    await inDrawer(step.page, line, `Remove ${itemName}`);
    await closeCartDrawer(step.page);
  },
  'cart.switchShop.confirm': ({ page }) => page.getByRole('dialog', { name: 'Start a new cart?' }).getByRole('button', { name: 'Start new cart' }).click(),
  'cart.switchShop.cancel': ({ page }) => page.getByRole('dialog', { name: 'Start a new cart?' }).getByRole('button', { name: 'Keep current cart' }).click(),
  // A real order empties the cart; then back to the shop's menu, where the cart shows.
  'cart.clear': async (step) => {
    const { page } = step;
    const key = shopKeyOf((step.path.steps[step.index - 1].snapshot.context as CartContext).shopId)!;
    await goToMenu(step, key);
    await (await openCartDrawer(page)).getByRole('link', { name: 'Checkout' }).click();
    await placePickupOrder(page);
    memoOf(step).onMenuOf = undefined;
    await goToMenu(step, key);
  },
};

testModel({ ...cartModel, states, events });

/*
 * Restoring: a cart filled on an earlier visit comes back on the next page load while it is younger
 * than 180 minutes, and is dropped when older. The earlier visit is real (an item added through the
 * UI); the page clock is moved before the reload.
 */
const storedCart = (minutesAgo: number) => ({
  cartUuid: 'stored-cart',
  shopId: cartItems.brooklyn.shop.id,
  shopWebSlug: cartItems.brooklyn.shop.webSlug,
  products: [{ ...cartItems.brooklyn.product, uuid: 'stored-line' }],
  updatedAt: MODEL_NOW - minutesAgo * 60_000,
});

function restoredWalk(title: string, minutesLater: number): PageModel {
  return {
    ...cartModel,
    title,
    input: { stored: storedCart(minutesLater), now: MODEL_NOW },
    // Only the restore itself is walked here; everything after it is the walk above.
    filterEvents: () => false,
    states: {
      ...states,
      filled: async (step) => {
        await expect(step.page.getByRole('heading', { level: 1, name: brooklynSliceHouse.name })).toBeVisible();
        await checkFilled(step);
      },
    },
    events: {
      'xstate.init': async (step) => {
        const { page } = step;
        await page.clock.install();
        await openBrooklyn(step);
        await addItem(page, itemName);
        await expect(viewCartButton(page)).toBeVisible();
        await page.clock.fastForward(minutesLater * 60_000);
        await page.reload();
        await expect(page.getByRole('heading', { level: 1, name: brooklynSliceHouse.name })).toBeVisible();
        await expect(page.getByLabel('Loading menu')).toHaveCount(0);
      },
    },
  };
}

testModel(restoredWalk('cart restored 10 minutes later', 10));
testModel(restoredWalk(`cart reloaded after ${CART_EXPIRY_MS / 60_000 + 1} minutes (expired)`, CART_EXPIRY_MS / 60_000 + 1));
