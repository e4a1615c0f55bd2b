import { expect, type Page } from '@playwright/test';
import type { ModalContext } from '../../machines';
import { clickedItem, deepLinkedItem, isMenuModal, menuModalOpeners, modalModel, type CloseWay, type MenuModal } from '../models/modal.model';
import { testModel, type StepContext } from '../support/model-driver';
import { atlanticAvenuePizza, brooklynSliceHouse } from '../support/seed';
import { openMenu, productDialog } from '../support/storefront';

/*
 * The modal machine (one app-wide actor) walked through the item modal, the delivery method and shop
 * details modals on a real menu page, and the shop-not-found modal a redirect lands on: each modal's
 * URL and the browser's history are part of what is asserted, and so is where focus goes on close.
 */

const itemNames: Record<string, string> = { [clickedItem.productId]: clickedItem.name, [deepLinkedItem.productId]: deepLinkedItem.name };
const redirectPath = `/shop/no-longer-active?${new URLSearchParams({ shopName: atlanticAvenuePizza.name })}`;
const DISABLED_SHOP_FLAG = 'display_disabled_shop_notice';

const menuDialogNames: Record<MenuModal, string> = {
  deliveryMethodModal: 'How do you want your order?',
  debrandedShopDetailsModal: brooklynSliceHouse.name,
};
const shopGoneDialogName = `${atlanticAvenuePizza.name} is no longer taking online orders`;

const menuButton = (page: Page, name: string) => page.getByRole('main').getByRole('button', { name, exact: true });
const fulfilmentButton = (page: Page) => page.getByRole('button', { name: / · Change$/ });
/** A delivery method option is named by everything it shows, its label first. */
const methodOption = (page: Page, label: 'Delivery' | 'Pickup') =>
  page.getByRole('dialog', { name: menuDialogNames.deliveryMethodModal }).getByRole('button', { name: new RegExp(`^${label} `) });
const addressField = (page: Page) => page.getByRole('combobox', { name: 'Delivery address' });

/** The modal open before this step (what a `closed` check has to look for). */
const previousModal = ({ path, index }: StepContext) => (index > 0 ? (path.steps[index - 1].snapshot.context as ModalContext).name : null);

async function assertMenuClosed(step: StepContext) {
  const { page, event } = step;
  await expect(page).toHaveURL(
    (url) => url.pathname === brooklynSliceHouse.menuPath && !url.searchParams.has('view_product') && !url.searchParams.has('modal'),
  );
  await expect(page.getByRole('heading', { level: 1, name: brooklynSliceHouse.name })).toBeVisible();
  const closed = previousModal(step);
  if (!isMenuModal(closed)) return;
  // Focus goes back to the control that opened the modal, however it closed.
  await expect(menuButton(page, menuModalOpeners[closed])).toBeFocused();
  // Choosing Delivery made it the fulfilment (the default is pickup): the line above the menu says so.
  const choseDelivery = event.type === 'modal.close' && (event.way as CloseWay) === 'choose Delivery';
  await expect(fulfilmentButton(page)).toHaveAccessibleName(choseDelivery ? 'Delivery · Change' : 'Pickup · Change');
}

async function assertHomeClosed({ page, event }: StepContext) {
  await expect(page).toHaveURL((url) => url.pathname === '/' && !url.searchParams.has(DISABLED_SHOP_FLAG));
  await expect(page.getByRole('heading', { level: 1, name: /^Order from the pizzerias/ })).toBeVisible();
  if ((event.way as CloseWay) === 'Find pizzerias nearby') await expect(addressField(page)).toBeFocused();
  // The flag left the URL: a reload does not bring the modal back.
  await page.reload();
  await expect(addressField(page)).toBeVisible();
  await expect(page.getByRole('dialog')).toHaveCount(0);
}

async function assertMenuModalOpen(page: Page, name: MenuModal) {
  const dialog = page.getByRole('dialog', { name: menuDialogNames[name] });
  await expect(dialog).toBeVisible();
  await expect(page).toHaveURL((url) => url.pathname === brooklynSliceHouse.menuPath && url.searchParams.get('modal') === name);
  if (name === 'deliveryMethodModal') {
    await expect(methodOption(page, 'Delivery')).toHaveAccessibleName(`Delivery Open now ${brooklynSliceHouse.deliveryOffer}`);
    const pickup = methodOption(page, 'Pickup');
    await expect(pickup).toHaveAccessibleName(`Pickup Open now ${brooklynSliceHouse.pickupOffer} Your current choice`);
    await expect(pickup).toHaveAttribute('aria-current', 'true');
    return;
  }
  for (const text of [brooklynSliceHouse.fullAddress, brooklynSliceHouse.cuisines, brooklynSliceHouse.orderOptions, 'Card and cash', '$$']) {
    await expect(dialog.getByText(text, { exact: true })).toBeVisible();
  }
  await expect(dialog.getByRole('link', { name: /555-0101$/ })).toHaveAttribute('href', /^tel:\d{10}$/);
  await expect(dialog.getByText('Delivery: Open 24 hours', { exact: true })).toBeVisible();
}

testModel({
  ...modalModel,
  states: {
    closed: async (step) => {
      await expect(step.page.getByRole('dialog')).toHaveCount(0);
      await (previousModal(step) === 'shopNotFoundRedirectModal' ? assertHomeClosed(step) : assertMenuClosed(step));
    },
    open: async ({ page, snapshot }) => {
      const { name, params } = snapshot.context as ModalContext;
      await expect(page.getByRole('dialog')).toHaveCount(1);
      if (isMenuModal(name)) {
        await assertMenuModalOpen(page, name);
        return;
      }
      if (name === 'shopNotFoundRedirectModal') {
        const dialog = page.getByRole('dialog', { name: shopGoneDialogName });
        await expect(dialog).toBeVisible();
        await expect(dialog.getByRole('button', { name: 'Find pizzerias nearby' })).toBeVisible();
        await expect(page).toHaveURL((url) => url.pathname === '/' && url.searchParams.get(DISABLED_SHOP_FLAG) === 'true');
        return;
      }
      const dialog = productDialog(page, itemNames[params.productId]);
      await expect(dialog).toBeVisible();
      await expect(dialog.getByRole('heading', { name: itemNames[params.productId] })).toBeVisible();
      await expect(page).toHaveURL((url) => url.searchParams.get('view_product') === params.productId);
    },
  },
  events: {
    'xstate.init': ({ page }) => openMenu(page, brooklynSliceHouse.menuPath, brooklynSliceHouse.name),
    'modal.open': ({ page, event }) =>
      event.name === 'productModal'
        ? page.getByRole('button', { name: clickedItem.name, exact: true }).click()
        : menuButton(page, menuModalOpeners[event.name as MenuModal]).click(),
    'modal.close': async ({ page, event }) => {
      const way = event.way as CloseWay;
      if (way === 'Close button') await page.getByRole('dialog').getByRole('button', { name: 'Close', exact: true }).click();
      else if (way === 'choose Delivery') await methodOption(page, 'Delivery').click();
      else await page.getByRole('dialog').getByRole('button', { name: 'Find pizzerias nearby' }).click();
    },
    'modal.urlChanged': async ({ page, event }) => {
      if (event.name === null) {
        await page.goBack();
        return;
      }
      await page.goto(event.name === 'productModal' ? `${brooklynSliceHouse.menuPath}?view_product=${deepLinkedItem.productId}` : redirectPath);
    },
  },
});
