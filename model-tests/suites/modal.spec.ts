import { expect } from '@playwright/test';
import type { ModalContext } from '../../machines';
import { clickedItem, deepLinkedItem, modalModel } from '../models/modal.model';
import { testModel } from '../support/model-driver';
import { brooklynSliceHouse } from '../support/seed';
import { openMenu, productDialog } from '../support/storefront';

/*
 * The modal machine (one app-wide actor) walked through the item modal on a real menu page: the
 * modal's URL (`?view_product=<id>`) and the browser's history are part of what is asserted.
 */

const itemNames: Record<string, string> = { [clickedItem.productId]: clickedItem.name, [deepLinkedItem.productId]: deepLinkedItem.name };

testModel({
  ...modalModel,
  states: {
    closed: async ({ page }) => {
      await expect(page.getByRole('dialog')).toHaveCount(0);
      await expect(page).toHaveURL((url) => url.pathname === brooklynSliceHouse.menuPath && !url.searchParams.has('view_product'));
      await expect(page.getByRole('heading', { level: 1, name: brooklynSliceHouse.name })).toBeVisible();
    },
    open: async ({ page, snapshot }) => {
      const { productId } = (snapshot.context as ModalContext).params;
      const dialog = productDialog(page, itemNames[productId]);
      await expect(dialog).toBeVisible();
      await expect(dialog.getByRole('heading', { name: itemNames[productId] })).toBeVisible();
      await expect(page.getByRole('dialog')).toHaveCount(1);
      await expect(page).toHaveURL((url) => url.searchParams.get('view_product') === productId);
    },
  },
  events: {
    'xstate.init': ({ page }) => openMenu(page, brooklynSliceHouse.menuPath, brooklynSliceHouse.name),
    'modal.open': ({ page }) => page.getByRole('button', { name: clickedItem.name, exact: true }).click(),
    'modal.close': async ({ page }) => {
      await page.getByRole('dialog').getByRole('button', { name: 'Close', exact: true }).click();
    },
    'modal.urlChanged': async ({ page, event }) => {
      if (event.name === null) {
        await page.goBack();
        return;
      }
      await page.goto(`${brooklynSliceHouse.menuPath}?view_product=${deepLinkedItem.productId}`);
    },
  },
});
