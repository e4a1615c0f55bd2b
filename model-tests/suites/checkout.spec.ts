import { expect, type Page } from '@playwright/test';
import { isOrderReady, type AddressField, type CheckoutContext, type ContactField } from '../../machines';
import { checkoutModel } from '../models/checkout.model';
import { HeldRequests } from '../support/held-requests';
import { testModel, type StateCheck, type StepContext } from '../support/model-driver';
import { brooklynSliceHouse } from '../support/seed';
import { addItem, addressCheckTexts, addressLabels, checkoutForm, contactLabels, openCartDrawer, openMenu } from '../support/storefront';

/*
 * The checkout machine on the real checkout page, reached the way a shopper reaches it (an item added
 * on the menu, then Checkout in the cart drawer). The zone check and the order request are held with
 * page.route, so `validating` and `submitting` are visible, then released to the real server, which
 * decides (in the zone / outside it / address not found; order placed / refused: minimum not met).
 * A connection cut while placing is the held request aborted (simulated connection loss).
 */


type Memo = { zoneChecks: HeldRequests; orders: HeldRequests };
const memoOf = (step: StepContext) => step.memo as Memo;
const contextOf = (step: StepContext) => step.snapshot.context as CheckoutContext;
const previousContext = (step: StepContext) => step.path.steps[step.index - 1].snapshot.context as CheckoutContext;

const form = (page: Page) => checkoutForm(page);
const field = (page: Page, label: string | RegExp) => form(page).getByLabel(label, { exact: true });
const placeOrderButton = (page: Page) => form(page).getByRole('button', { name: 'Place order' });
const summaryAlert = (page: Page) => form(page).getByRole('alert');
const addressStatus = (page: Page) => form(page).getByRole('status');

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
  if (context.summaryErrors.length) {
    await expect(summaryAlert(page).getByRole('listitem')).toHaveText(context.summaryErrors);
  } else {
    await expect(summaryAlert(page)).toHaveCount(0);
  }
};

const editable: StateCheck = async (step) => {
  await checkForm(step);
  await expect(placeOrderButton(step.page)).toBeEnabled();
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

testModel({
  ...checkoutModel,
  states: {
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
  },
  events: {
    'xstate.init': async (step) => {
      const { page } = step;
      const zoneChecks = new HeldRequests(page, (url) => url.pathname === `/services/core/api/v3/shops/${brooklynSliceHouse.id}/delivery_zone_validation`, 'the zone check');
      const orders = new HeldRequests(page, (url) => url.pathname === '/services/core/api/v2/orders', 'the order');
      await zoneChecks.install();
      await orders.install();
      Object.assign(step.memo, { zoneChecks, orders } satisfies Memo);
      await openMenu(page, brooklynSliceHouse.menuPath, brooklynSliceHouse.name);
      await addItem(page, 'Mozzarella Sticks');
      await (await openCartDrawer(page)).getByRole('link', { name: 'Checkout' }).click();
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
      if (isOrderReady(previousContext(step))) await memoOf(step).orders.waitForCount(before + 1);
    },
    'xstate.done.actor.submitOrder': (step) => memoOf(step).orders.release(),
    'xstate.error.actor.submitOrder': async (step) => {
      if ((step.event.error as { status: number | null }).status === null) await memoOf(step).orders.cutConnection();
      else await memoOf(step).orders.release();
    },
  },
  cleanup: async ({ memo }) => {
    await (memo as Partial<Memo>).zoneChecks?.releaseAll();
    await (memo as Partial<Memo>).orders?.releaseAll();
  },
});
