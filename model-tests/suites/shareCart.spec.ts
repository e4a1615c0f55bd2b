import { expect, type Page } from '@playwright/test';
import { MAGIC_CART_STATUS } from '../oracles/magicCart';
import { SHARE_CART_TEXT, SHORT_LINK } from '../oracles/shareCart';
import { shareCartModel } from '../models/shareCart.model';
import { installHeldClipboard, releaseClipboard } from '../support/held-clipboard';
import { HeldRequests } from '../support/held-requests';
import { testModel, type StepContext } from '../support/model-driver';
import { CART_STORAGE_KEY } from '../../src/storage/cartStorage';
import { cartLineFromMenu, storedCart, storeBeforeFirstLoad } from '../support/platformSetup';
import { brooklynSliceHouse } from '../support/seed';
import { cartDrawer, menuReady, openCartDrawer, viewCartButton } from '../support/storefront';

/*
 * The shareCart machine behind the cart drawer's 'Share cart': the cart (two Mozzarella Sticks at Brooklyn Slice
 * House) is stored before the menu opens; Share saves it on the real server (POST activities) and asks the real
 * storefront host for a short link (PUT /url-shortening, held until the step answers it, or cut: a lost
 * connection); the clipboard write is held until the step allows it (the browser's real clipboard) or refuses it.
 * A copied link, opened by another shopper, redirects to the menu and reopens the same cart.
 */
const ITEM = 'Mozzarella Sticks';
const QUANTITY = 2;
const shortening = (step: StepContext) => step.memo.shortening as HeldRequests;
const shareButton = (page: Page) => cartDrawer(page).getByRole('button', { name: /^(Share cart|Sharing…)$/ });
const shareStatus = (page: Page) => cartDrawer(page).getByRole('status').filter({ hasText: /link/i });

async function expectBusy(page: Page, busy: boolean) {
  await expect(shareButton(page)).toHaveText(busy ? SHARE_CART_TEXT.busyButton : SHARE_CART_TEXT.button);
  if (busy) {
    await expect(shareButton(page)).toBeDisabled();
    await expect(shareStatus(page)).toHaveText(SHARE_CART_TEXT.busy);
  } else await expect(shareButton(page)).toBeEnabled();
}

/** The link opened by another shopper (a browser of its own): 302 to the menu, which reopens the shared cart. */
async function expectLinkOpensCart(step: StepContext, link: string) {
  const other = await step.page.context().browser()!.newContext({ baseURL: step.baseURL });
  try {
    const page = await other.newPage();
    const answer = await step.request.get(link, { maxRedirects: 0 });
    expect(answer.status()).toBe(302);
    expect(answer.headers().location).toMatch(new RegExp(`^${brooklynSliceHouse.menuPath}\\?magicCartUuid=[0-9a-f-]{36}$`));
    await page.goto(link);
    await menuReady(page, brooklynSliceHouse.name);
    await expect(page.getByRole('status').filter({ hasText: /saved cart/ })).toHaveText(MAGIC_CART_STATUS.ready);
    await expect(viewCartButton(page)).toHaveAccessibleName(new RegExp(`View cart\\s*, ${QUANTITY} items,`));
    const drawer = await openCartDrawer(page);
    await expect(drawer.getByRole('status', { name: `Quantity of ${ITEM}` })).toHaveText(String(QUANTITY));
  } finally {
    await other.close();
  }
}

testModel({
  ...shareCartModel,
  states: {
    idle: async ({ page }) => {
      await expectBusy(page, false);
      await expect(shareStatus(page)).toHaveCount(0);
    },
    creating: async (step) => {
      await expectBusy(step.page, true);
      await shortening(step).waitForHeld();
    },
    copying: async ({ page }) => {
      await expectBusy(page, true);
      await page.waitForFunction(() => (window.__heldClipboard?.pending ?? 0) > 0);
    },
    copied: async (step) => {
      const { page } = step;
      await expectBusy(page, false);
      await expect(shareStatus(page)).toHaveText(SHARE_CART_TEXT.copied);
      // what the browser's clipboard now holds
      const link = await page.evaluate(() => navigator.clipboard.readText());
      expect(link).toMatch(SHORT_LINK);
      await expectLinkOpensCart(step, link);
    },
    showingLink: async (step) => {
      const { page } = step;
      await expectBusy(page, false);
      await expect(shareStatus(page)).toHaveCount(0);
      const field = cartDrawer(page).getByRole('textbox', { name: SHARE_CART_TEXT.linkLabel });
      await expect(field).toHaveValue(SHORT_LINK);
      await expectLinkOpensCart(step, await field.inputValue());
    },
    failed: async ({ page }) => {
      await expectBusy(page, false);
      await expect(cartDrawer(page).getByRole('alert')).toHaveText(SHARE_CART_TEXT.failed);
    },
  },
  events: {
    'xstate.init': async (step) => {
      const { page, baseURL } = step;
      await installHeldClipboard(page);
      const held = new HeldRequests(page, (url) => url.pathname === '/url-shortening', 'url-shortening');
      await held.install();
      step.memo.shortening = held;
      const line = await cartLineFromMenu(baseURL, brooklynSliceHouse, ITEM, QUANTITY);
      await storeBeforeFirstLoad(page.context(), { [CART_STORAGE_KEY]: storedCart(brooklynSliceHouse, [line]) });
      await page.goto(brooklynSliceHouse.menuPath);
      await menuReady(page, brooklynSliceHouse.name);
      await openCartDrawer(page);
    },
    'share.request': async ({ page }) => {
      await shareButton(page).click();
    },
    'xstate.done.actor.createLink': (step) => shortening(step).release(),
    'xstate.error.actor.createLink': (step) => shortening(step).cutConnection(),
    'xstate.done.actor.copyLink': ({ page }) => releaseClipboard(page, true),
    'xstate.error.actor.copyLink': ({ page }) => releaseClipboard(page, false),
  },
  cleanup: async ({ memo }) => {
    await (memo.shortening as HeldRequests | undefined)?.releaseAll();
  },
});
