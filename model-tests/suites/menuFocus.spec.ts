import { expect, type Page } from '@playwright/test';
import type { MenuFocusContext } from '../../machines';
import { MENU_JUMP_SETTLE_MS } from '../oracles/timing';
import { categories, categoryName, menuFocusModel } from '../models/menuFocus.model';
import { testModel } from '../support/model-driver';
import { brooklynSliceHouse } from '../support/seed';
import { openMenu } from '../support/storefront';

/*
 * The menuFocus machine on Brooklyn Slice House's menu: the category navigation marks the section
 * being read (aria-current), follows the page's scroll, and keeps a picked category through the jump.
 * The page clock is paused, so the jump's settle timer moves only when a step says so.
 */

const categoryNav = (page: Page) => page.getByRole('navigation', { name: 'Menu categories' });

async function expectCurrent(page: Page, name: string) {
  await expect(categoryNav(page).getByRole('link', { name, exact: true })).toHaveAttribute('aria-current', 'true');
  await expect(categoryNav(page).locator('[aria-current="true"]')).toHaveCount(1);
}

/** Scrolls a section's heading to the top of the page, as a reader would. */
async function scrollSectionToTop(page: Page, name: string) {
  await page.getByRole('region', { name, exact: true }).evaluate((section) => section.scrollIntoView({ block: 'start' }));
}

const focusedName = (snapshot: { context: unknown }) => categoryName((snapshot.context as MenuFocusContext).focused);

testModel({
  ...menuFocusModel,
  states: {
    following: async ({ page, snapshot }) => {
      await expectCurrent(page, focusedName(snapshot));
    },
    jumping: async ({ page, snapshot }) => {
      const name = focusedName(snapshot);
      await expectCurrent(page, name);
      await expect(page.getByRole('heading', { level: 2, name, exact: true })).toBeInViewport();
    },
  },
  events: {
    'xstate.init': async ({ page }) => {
      await page.clock.install();
      await page.clock.pauseAt(Date.now() + 1_000);
      await openMenu(page, brooklynSliceHouse.menuPath, brooklynSliceHouse.name);
    },
    'scroll.entered': async ({ page, event }) => {
      await scrollSectionToTop(page, categoryName(event.categoryId as number));
    },
    'category.select': async ({ page, event }) => {
      await categoryNav(page)
        .getByRole('link', { name: categoryName(event.categoryId as number), exact: true })
        .click();
    },
    'xstate.after.jumpSettle.menuFocus.jumping': async ({ page, snapshot }) => {
      // Until the jump settles, scrolling past other sections does not move the focus.
      const picked = focusedName(snapshot);
      const elsewhere = picked === categories.sides.name ? categories.pizza.name : categories.sides.name;
      await page.clock.runFor(MENU_JUMP_SETTLE_MS - 1);
      await scrollSectionToTop(page, elsewhere);
      await expectCurrent(page, picked);
      await scrollSectionToTop(page, picked);
      await page.clock.runFor(1);
    },
  },
});
