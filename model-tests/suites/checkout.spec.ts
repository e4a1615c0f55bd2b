import type { Page } from '@playwright/test';
import { expect, test } from '../support/test';
import { hasCurrentReceipt, type AddressField, type CheckoutContext, type ContactField } from '../../machines';
import { CART_STORAGE_KEY } from '../../src/storage/cartStorage';
import { CHECKOUT_STORAGE_KEY } from '../../src/storage/checkoutStorage';
import { addresses, checkoutFromStorage, checkoutModel, checkoutSignedIn, savedAddress, storedCartLine, storedCheckout } from '../models/checkout.model';
import { newShopper, saveAddressForShopper, signUp } from '../support/accounts';
import { HeldRequests } from '../support/held-requests';
import { testModel, type PageModel, type StateCheck, type StepContext } from '../support/model-driver';
import { brooklynSliceHouse } from '../support/seed';
import { addItem, addressCheckTexts, addressLabels, checkoutForm, contactLabels, fillContact, openCartDrawer, openMenu, validContact } from '../support/storefront';

// The plain tests at the end run against the suite's server (the model paths set it themselves).
test.use({ baseURL: process.env.CRUST_BASE_URL });

/*
 * The checkout machine on the real checkout page, reached the way a shopper reaches it (an item added
 * on the menu, then Checkout in the cart drawer). The zone check, the receipt's pricing and the order
 * request are held with page.route, so `validating`, a re-pricing total and `submitting` are visible,
 * then released to the real server, which decides (in the zone / outside it / address not found; the
 * total and its minimum; order placed). A connection cut while placing is the held request aborted
 * (simulated connection loss).
 */

type Memo = { zoneChecks: HeldRequests; orders: HeldRequests; pricing: HeldRequests };
const memoOf = (step: StepContext) => step.memo as Memo;
const contextOf = (step: StepContext) => step.snapshot.context as CheckoutContext;

const form = (page: Page) => checkoutForm(page);
const field = (page: Page, label: string | RegExp) => form(page).getByLabel(label, { exact: true });
const placeOrderButton = (page: Page) => form(page).getByRole('button', { name: 'Place order' });
const summaryAlert = (page: Page) => form(page).getByRole('alert');
const addressStatus = (page: Page) => form(page).getByRole('status');
const cartReview = (page: Page) => page.getByRole('region', { name: 'Cart review' });
const isPricing = (url: URL) => url.pathname === '/services/core/api/v1/orders/shopping_cart';
const isZoneCheck = (url: URL) => url.pathname === `/services/core/api/v3/shops/${brooklynSliceHouse.id}/delivery_zone_validation`;
const isOrder = (url: URL) => url.pathname === '/services/core/api/v2/orders';

/** Holds the receipt's requests for a cash order (checkout's); the menu's (default tender) go straight on. */
async function holdCheckoutPricing(page: Page): Promise<HeldRequests> {
  const pricing = new HeldRequests(page, isPricing, 'the receipt');
  await pricing.install();
  // Registered last, so asked first: anything but checkout's cash pricing skips the hold.
  await page.route(isPricing, (route) => {
    const body = route.request().postDataJSON() as { order?: { payment_method?: string } } | null;
    return body?.order?.payment_method === 'cash' ? route.fallback() : route.continue();
  });
  return pricing;
}

async function holdRequests(step: StepContext): Promise<void> {
  const zoneChecks = new HeldRequests(step.page, isZoneCheck, 'the zone check');
  const orders = new HeldRequests(step.page, isOrder, 'the order');
  await zoneChecks.install();
  await orders.install();
  const pricing = await holdCheckoutPricing(step.page);
  Object.assign(step.memo, { zoneChecks, orders, pricing } satisfies Memo);
}

const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

async function expectFieldError(page: Page, label: string | RegExp, error: string | undefined) {
  const input = field(page, label);
  if (error) {
    await expect(input).toHaveAttribute('aria-invalid', 'true');
    await expect(input).toHaveAccessibleDescription(new RegExp(escape(error)));
  } else {
    await expect(input).not.toHaveAttribute('aria-invalid', 'true');
  }
}

/** The whole form as the machine's context says it must look: values, verbatim messages, summary. */
const checkForm: StateCheck = async (step) => {
  const { page } = step;
  const context = contextOf(step);
  for (const name of Object.keys(contactLabels) as ContactField[]) {
    await expect(field(page, contactLabels[name])).toHaveValue(context.contact[name]);
    await expectFieldError(page, contactLabels[name], context.errors.contactDetails[name]);
  }
  const fulfilment = form(page).getByRole('radiogroup', { name: 'Delivery or pickup' });
  await expect(fulfilment.getByRole('radio', { name: 'Delivery' })).toBeChecked({ checked: context.forDelivery });
  await expect(fulfilment.getByRole('radio', { name: 'Pickup' })).toBeChecked({ checked: !context.forDelivery });
  if (context.forDelivery) {
    const statusText = context.addressValidation === 'idle' ? undefined : addressCheckTexts[context.addressValidation];
    for (const name of Object.keys(addressLabels) as AddressField[]) {
      await expect(field(page, addressLabels[name])).toHaveValue(context.address[name]);
      const error = context.errors.orderInformation[name];
      // The view shows the street's message once, in the status line, when both say the same.
      await expectFieldError(page, addressLabels[name], name === 'address' && error === statusText ? undefined : error);
    }
  } else {
    await expect(field(page, addressLabels.address)).toHaveCount(0);
    await expect(form(page).getByText(/^Pick up at /)).toBeVisible();
  }
  await expect(form(page).getByLabel(/^Special instructions/)).toHaveValue(context.specialInstructions);
  // A total shows only once priced for this fulfilment; until then Place order waits.
  if (hasCurrentReceipt(context)) {
    await expect(cartReview(page).getByLabel('Order total').getByRole('term').filter({ hasText: 'Delivery fee' })).toHaveCount(context.forDelivery ? 1 : 0);
  } else {
    await expect(cartReview(page).getByText('Updating total…')).toBeVisible();
    await expect(cartReview(page).getByLabel('Order total')).toHaveCount(0);
  }
  if (context.summaryErrors.length) {
    await expect(summaryAlert(page).getByRole('listitem')).toHaveText(context.summaryErrors);
  } else {
    await expect(summaryAlert(page)).toHaveCount(0);
  }
};

const editable: StateCheck = async (step) => {
  await checkForm(step);
  await expect(placeOrderButton(step.page)).toBeEnabled({ enabled: step.snapshot.can({ type: 'order.submit' }) });
  await expect(placeOrderButton(step.page)).toHaveAttribute('aria-busy', 'false');
  expect(memoOf(step).orders.pending).toBe(0);
};

/** One address sub-state: shown in the status line while delivering; hidden (with the fields) for pickup. */
function addressCheck(validation: 'idle' | keyof typeof addressCheckTexts): StateCheck {
  return async (step) => {
    const { page } = step;
    expect(memoOf(step).zoneChecks.pending).toBe(validation === 'validating' ? 1 : 0);
    if (!contextOf(step).forDelivery) {
      await expect(form(page).getByRole('button', { name: 'Check address' })).toHaveCount(0);
      return;
    }
    if (validation === 'idle') await expect(addressStatus(page)).toHaveText('');
    else await expect(addressStatus(page)).toContainText(addressCheckTexts[validation]);
    if (validation === 'deliverable') await expect(addressStatus(page)).toContainText(`(${contextOf(step).formattedAddress})`);
    // Offered exactly when the machine would take it (a complete address, not already checking).
    await expect(form(page).getByRole('button', { name: 'Check address' })).toBeEnabled({ enabled: step.snapshot.can({ type: 'address.validate' }) });
  };
}

const states: PageModel['states'] = {
  editing: editable,
  'editing.address.idle': addressCheck('idle'),
  'editing.address.validating': addressCheck('validating'),
  'editing.address.deliverable': addressCheck('deliverable'),
  'editing.address.undeliverable': addressCheck('undeliverable'),
  'editing.address.invalid': addressCheck('invalid'),
  submitting: async (step) => {
    await checkForm(step);
    expect(memoOf(step).orders.pending).toBe(1);
    await expect(placeOrderButton(step.page)).toHaveAttribute('aria-busy', 'true');
    await expect(placeOrderButton(step.page)).toBeDisabled();
  },
  failed: async (step) => {
    await editable(step);
    await expect(summaryAlert(step.page)).toBeVisible();
  },
  placed: async ({ page, snapshot }) => {
    await expect(page).toHaveURL(/\/order-confirmation\/[0-9a-f-]+$/);
    const firstName = (snapshot.context as CheckoutContext).contact.firstName;
    await expect(page.getByRole('heading', { level: 1, name: `Thanks, ${firstName}! Your order is in.` })).toBeVisible();
  },
};

const events: PageModel['events'] = {
  'xstate.init': async (step) => {
    const { page } = step;
    await holdRequests(step);
    await openMenu(page, brooklynSliceHouse.menuPath, brooklynSliceHouse.name);
    await addItem(page, 'Mozzarella Sticks');
    const drawer = await openCartDrawer(page);
    await expect(drawer.getByLabel('Order total')).toBeVisible();
    await drawer.getByRole('link', { name: 'Checkout' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Checkout' })).toBeVisible();
  },
  'contact.change': ({ page, event }) => field(page, contactLabels[event.field as ContactField]).fill(event.value as string),
  'fulfilment.set': ({ page, event }) =>
    form(page).getByRole('radiogroup', { name: 'Delivery or pickup' }).getByRole('radio', { name: event.forDelivery ? 'Delivery' : 'Pickup' }).check(),
  'address.change': ({ page, event }) => field(page, addressLabels[event.field as AddressField]).fill(event.value as string),
  'instructions.change': ({ page, event }) => form(page).getByLabel(/^Special instructions/).fill(event.value as string),
  'address.validate': async (step) => {
    const before = memoOf(step).zoneChecks.count;
    await form(step.page).getByRole('button', { name: 'Check address' }).click();
    await memoOf(step).zoneChecks.waitForCount(before + 1);
  },
  'xstate.done.actor.validateDeliveryAddress': (step) => memoOf(step).zoneChecks.release(),
  'xstate.error.actor.validateDeliveryAddress': (step) => memoOf(step).zoneChecks.release(),
  'order.submit': async (step) => {
    const before = memoOf(step).orders.count;
    await placeOrderButton(step.page).click();
    if (step.snapshot.matches('submitting')) await memoOf(step).orders.waitForCount(before + 1);
  },
  // The receipt's request for the changed fulfilment reaches the real server.
  'receipt.update': async (step) => {
    await memoOf(step).pricing.waitForHeld();
    await memoOf(step).pricing.release();
    await expect(cartReview(step.page).getByLabel('Order total')).toBeVisible();
  },
  'xstate.done.actor.submitOrder': (step) => memoOf(step).orders.release(),
  'xstate.error.actor.submitOrder': async (step) => {
    if ((step.event.error as { status: number | null }).status === null) await memoOf(step).orders.cutConnection();
    else await memoOf(step).orders.release();
  },
};

const cleanup: PageModel['cleanup'] = async ({ memo }) => {
  for (const held of Object.values(memo as Partial<Memo>)) await held?.releaseAll();
};

testModel({ ...checkoutModel, states, events, cleanup });

/** A cart and checkout details stored by an earlier visit, then checkout opened directly (no menu first). */
async function openStoredCheckout(step: StepContext): Promise<void> {
  const { page } = step;
  await holdRequests(step);
  await page.goto('/not-found');
  const cart = { cartUuid: 'stored-cart', shopId: brooklynSliceHouse.id, shopWebSlug: brooklynSliceHouse.webSlug, products: [storedCartLine], coupon: null, removedUuids: [], updatedAt: Date.now() };
  const checkout = { ...storedCheckout, updatedAt: Date.now() };
  await page.evaluate(
    (items) => items.forEach(([key, value]) => localStorage.setItem(key, value)),
    [[CART_STORAGE_KEY, JSON.stringify(cart)], [CHECKOUT_STORAGE_KEY, JSON.stringify(checkout)]],
  );
  await page.goto(brooklynSliceHouse.checkoutPath);
  await expect(page.getByRole('heading', { level: 1, name: 'Checkout' })).toBeVisible();
  // Checked on arrival: nobody clicks 'Check address'.
  await memoOf(step).zoneChecks.waitForHeld();
}

testModel({
  ...checkoutFromStorage,
  title: 'checkout opened directly, with details stored in the last 180 minutes',
  states,
  events: { ...events, 'xstate.init': openStoredCheckout },
  cleanup,
});

/** The same stored visit by a signed-in shopper with a saved address, offered in the delivery section. */
testModel({
  ...checkoutSignedIn,
  title: 'checkout signed in, with a saved address',
  states,
  events: {
    ...events,
    'xstate.init': async (step) => {
      await signUp(step.page, newShopper(step.testInfo));
      await saveAddressForShopper(step.page, step.request, step.baseURL, savedAddress);
      await openStoredCheckout(step);
    },
    'address.pick': async ({ page }) => {
      const before = page.url();
      await form(page).getByLabel('Saved addresses').selectOption({ label: `${savedAddress.address}, ${savedAddress.city}, ${savedAddress.state} ${savedAddress.zipcode}` });
      expect(page.url()).toBe(before);
    },
  },
  cleanup,
});

async function checkoutWithDeliveryTo(page: Page, address: (typeof addresses)['deliverable']) {
  await openMenu(page, brooklynSliceHouse.menuPath, brooklynSliceHouse.name);
  await addItem(page, 'Mozzarella Sticks');
  await (await openCartDrawer(page)).getByRole('link', { name: 'Checkout' }).click();
  await fillContact(page, validContact);
  await form(page).getByRole('radiogroup', { name: 'Delivery or pickup' }).getByRole('radio', { name: 'Delivery' }).check();
  for (const name of Object.keys(addressLabels) as AddressField[]) await field(page, addressLabels[name]).fill(address[name]);
  await form(page).getByRole('button', { name: 'Check address' }).click();
  await expect(addressStatus(page)).toContainText(addressCheckTexts.deliverable);
}

test('contact, fulfilment and tender survive a reload and a direct visit to checkout', async ({ page }) => {
  await checkoutWithDeliveryTo(page, addresses.deliverable);
  for (const visit of [() => page.reload(), () => page.goto(brooklynSliceHouse.checkoutPath)]) {
    await visit();
    await expect(page.getByRole('heading', { level: 1, name: 'Checkout' })).toBeVisible();
    for (const name of Object.keys(contactLabels) as ContactField[]) await expect(field(page, contactLabels[name])).toHaveValue(validContact[name]);
    await expect(form(page).getByRole('radio', { name: 'Delivery' })).toBeChecked();
    for (const name of Object.keys(addressLabels) as AddressField[]) await expect(field(page, addressLabels[name])).toHaveValue(addresses.deliverable[name]);
    await expect(form(page).getByRole('radiogroup', { name: 'Payment method' }).getByRole('radio', { name: 'Cash' })).toBeChecked();
    // The restored address is checked again on arrival, without a click.
    await expect(addressStatus(page)).toContainText(addressCheckTexts.deliverable);
  }
});

test('below the minimum, Place order says how much to add and sends no order', async ({ page }) => {
  const orders = new HeldRequests(page, isOrder, 'the order');
  await orders.install();
  await checkoutWithDeliveryTo(page, addresses.deliverable);
  await expect(cartReview(page).getByLabel('Order total')).toBeVisible();
  await placeOrderButton(page).click();
  await expect(summaryAlert(page)).toHaveText('Add $2.50 to meet the minimum order.');
  expect(orders.count).toBe(0);
});
