import { expect, type Page } from '@playwright/test';
import { SHOW_MENU_TAKEOVER_KEY } from '../../src/hooks/useAppPromo';
import { APP_PROMO_CLICK_DELAY_MS } from '../oracles/timing';
import { appPromoModel, mobileScroll } from '../models/appPromo.model';
import { testModel, type PageModel, type StepContext } from '../support/model-driver';
import { brooklynSliceHouse } from '../support/seed';
import { menuReady, openMenu } from '../support/storefront';

/*
 * The appPromo machine on Brooklyn Slice House's menu. A short desktop window keeps the 4th product
 * below the fold, so a scroll and the 4th product can come in either order (a taller window brings
 * the product in without a scroll); a phone-sized window shows the toast on a scroll alone. The
 * page clock is paused, so the click trigger's 2.5 s pass only when a step says so.
 */

const DESKTOP = { width: 1280, height: 720 };
const TALL_DESKTOP = { width: 1280, height: 1600 };
const PHONE = { width: 390, height: 844 };
/** Must match FOURTH_PRODUCT_RATIO in src/hooks/useAppPromo.ts (0.5): a stricter check would still pass. */
const IN_VIEW = { ratio: 0.5 };

const toast = (page: Page) => page.getByRole('status', { name: 'Crust is better in the app' });
const appLink = (page: Page) => page.getByRole('button', { name: 'Get the Crust app', exact: true });
const qrDialog = (page: Page) => page.getByRole('dialog', { name: 'Get the Crust app' });
/** The 4th product card in page order: the menu's categories are regions, each product an article. */
const fourthProduct = (page: Page) => page.locator('main').getByRole('region').getByRole('article').nth(3);
const storedFlag = (page: Page) => page.evaluate((key) => localStorage.getItem(key), SHOW_MENU_TAKEOVER_KEY);

/** Scrolls the window by `dy` and resolves once the page has handled the scroll (the app's listener runs first). */
async function scrollBy(page: Page, dy: number) {
  await page.evaluate(
    (delta) =>
      new Promise<void>((resolve) => {
        window.addEventListener('scroll', () => resolve(), { once: true });
        window.scrollBy(0, delta);
      }),
    dy,
  );
}

async function expectNoToast(page: Page) {
  await expect(toast(page)).toHaveCount(0);
  await expect(page.getByRole('button', { name: 'Get the app', exact: true })).toHaveCount(0);
}

async function openBrooklyn(page: Page, viewport: { width: number; height: number }) {
  await page.setViewportSize(viewport);
  await page.clock.install();
  await page.clock.pauseAt(Date.now() + 1_000);
  await openMenu(page, brooklynSliceHouse.menuPath, brooklynSliceHouse.name);
  await expect(fourthProduct(page)).toBeVisible();
}

const states: PageModel['states'] = {
  watching: async ({ page }) => {
    await expect(appLink(page)).toBeVisible();
    await expectNoToast(page);
  },
  'watching.waitingForBoth': async ({ page }) => {
    await expect(fourthProduct(page)).not.toBeInViewport(IN_VIEW);
  },
  'watching.scrolled': async ({ page }) => {
    expect(await page.evaluate(() => window.scrollY)).toBeGreaterThan(0);
    await expect(fourthProduct(page)).not.toBeInViewport(IN_VIEW);
  },
  'watching.productSeen': async ({ page }) => {
    expect(await page.evaluate(() => window.scrollY)).toBe(0);
    await expect(fourthProduct(page)).toBeInViewport(IN_VIEW);
  },
  delaying: async ({ page }) => {
    await expect(appLink(page)).toHaveCount(0);
    await expectNoToast(page);
  },
  shown: async ({ page }) => {
    await expect(toast(page)).toBeVisible();
    await expect(toast(page).getByRole('button', { name: 'Get the app', exact: true })).toBeVisible();
    await expect(toast(page).getByRole('button', { name: 'Dismiss app promotion' })).toBeVisible();
    await expect(appLink(page)).toHaveCount(0);
    await expect(qrDialog(page)).toHaveCount(0);
  },
  dismissed: async ({ page }) => {
    await expectNoToast(page);
    await expect(appLink(page)).toHaveCount(0);
    await expect(qrDialog(page)).toHaveCount(0);
    expect(await storedFlag(page)).toBe('false');
  },
  accepted: async ({ page, baseURL }) => {
    const dialog = qrDialog(page);
    await expect(dialog).toBeVisible();
    await expect(dialog).toHaveAttribute('aria-modal', 'true');
    // The code opens the same menu: the page's URL without the modal's query param.
    await expect(
      dialog.getByRole('img', { name: `QR code for ${new URL(brooklynSliceHouse.menuPath, baseURL).href}`, exact: true }),
    ).toBeVisible();
    await expect(page).toHaveURL(/[?&]modal=appDownloadQRModal/);
    await expectNoToast(page);
    expect(await storedFlag(page)).toBe('false');
  },
};

const previousState = (step: StepContext) => step.path.steps[step.index - 1].snapshot;

const events: PageModel['events'] = {
  'xstate.init': async ({ page }) => {
    await openBrooklyn(page, DESKTOP);
  },
  'page.scroll': async ({ page }) => {
    await scrollBy(page, 40);
  },
  'fourthProduct.enter': async (step) => {
    if (previousState(step).matches({ watching: 'scrolled' })) {
      // The shopper scrolls on to the 4th product.
      await fourthProduct(step.page).evaluate((card) => card.scrollIntoView({ block: 'center' }));
    } else {
      // A taller window: the 4th product comes into view without a scroll.
      await step.page.setViewportSize(TALL_DESKTOP);
    }
    await expect(fourthProduct(step.page)).toBeInViewport(IN_VIEW);
  },
  'appLink.click': async ({ page }) => {
    await appLink(page).click();
  },
  'xstate.after.clickDelay.appPromo.delaying': async ({ page }) => {
    await page.clock.runFor(APP_PROMO_CLICK_DELAY_MS - 1);
    await expectNoToast(page);
    await page.clock.runFor(1);
  },
  'toast.dismiss': async ({ page }) => {
    await toast(page).getByRole('button', { name: 'Dismiss app promotion' }).click();
  },
  'toast.accept': async ({ page }) => {
    await toast(page).getByRole('button', { name: 'Get the app', exact: true }).click();
  },
};

testModel({ ...appPromoModel, states, events });

/* On a phone-sized window a scroll alone shows the toast (the rest is the desktop walk's). */
testModel({
  ...appPromoModel,
  title: 'app promo on a phone',
  outcomes: { 'page.scroll': [mobileScroll] },
  filterEvents: (_snapshot, event) => event.type === 'page.scroll',
  states,
  events: {
    ...events,
    'xstate.init': async ({ page }) => {
      await openBrooklyn(page, PHONE);
    },
  },
});

/*
 * A browser that dismissed the toast on an earlier visit (for real, through the UI): on the next page
 * load the machine starts dismissed, and neither a scroll nor the 4th product brings the toast back.
 */
testModel({
  ...appPromoModel,
  title: 'app promo after a dismissal',
  input: { showMenuTakeover: false },
  filterEvents: () => false,
  states: {
    ...states,
    dismissed: async (step) => {
      await states.dismissed(step);
      await scrollBy(step.page, 40);
      await fourthProduct(step.page).evaluate((card) => card.scrollIntoView({ block: 'center' }));
      await expect(fourthProduct(step.page)).toBeInViewport(IN_VIEW);
      await expectNoToast(step.page);
    },
  },
  events: {
    'xstate.init': async ({ page }) => {
      await openBrooklyn(page, PHONE);
      await scrollBy(page, 40);
      await toast(page).getByRole('button', { name: 'Dismiss app promotion' }).click();
      await expect(toast(page)).toHaveCount(0);
      await page.reload();
      await menuReady(page, brooklynSliceHouse.name);
      await expect(fourthProduct(page)).toBeVisible();
    },
  },
});
