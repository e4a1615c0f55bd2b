import type { Page } from '@playwright/test';
import { expect, test } from '../support/test';
import { hasCurrentReceipt, type AddressField, type CheckoutContext, type ContactField } from '../../machines';
import { CART_STORAGE_KEY } from '../../src/storage/cartStorage';
import { CHECKOUT_STORAGE_KEY } from '../../src/storage/checkoutStorage';
import {
  addresses,
  checkoutCartElsewhere,
  checkoutFromStorage,
  checkoutLater,
  checkoutModel,
  checkoutSignedIn,
  checkoutSignedInCard,
  checkoutTip,
  LATER_NOW,
  LATER_SITS_MS,
  savedAddress,
  storedCartLine,
  storedCheckout,
  TIP_TYPED,
} from '../models/checkout.model';
import { saveCardForShopper, TEST_CARD_NUMBERS } from '../support/cards';
import { saveAddressForShopper, setPlasticUtensilsForShopper, storedAccessToken } from '../support/accounts';
import { deleteSavedAddresses, deleteSavedCards, plasticUtensilsOf, putPlasticUtensils, signedInWorker } from '../support/platformSetup';
import { HeldRequests } from '../support/held-requests';
import { testModel, type PageModel, type StateCheck, type StepContext } from '../support/model-driver';
import { brooklynSliceHouse } from '../support/seed';
import {
  addItem,
  addressCheckTexts,
  addressLabels,
  checkoutForm,
  contactLabels,
  fillContact,
  openCartDrawer,
  openMenu,
  validContact,
} from '../support/storefront';

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

type Memo = { zoneChecks: HeldRequests; orders: HeldRequests; pricing: HeldRequests; cards: HeldRequests };
const memoOf = (step: StepContext) => step.memo as Memo;
const contextOf = (step: StepContext) => step.snapshot.context as CheckoutContext;

const form = (page: Page) => checkoutForm(page);
const field = (page: Page, label: string | RegExp) => form(page).getByLabel(label, { exact: true });
const placeOrderButton = (page: Page) => form(page).getByRole('button', { name: 'Place order' });
const summaryAlert = (page: Page) => form(page).getByRole('alert');
// the address check's status line (the When fields have one of their own)
const addressStatus = (page: Page) => form(page).locator('#address-status');
const cartReview = (page: Page) => page.getByRole('region', { name: 'Cart review' });
const isPricing = (url: URL) => url.pathname === '/services/core/api/v1/orders/shopping_cart';
const isZoneCheck = (url: URL) => url.pathname === `/services/core/api/v3/shops/${brooklynSliceHouse.id}/delivery_zone_validation`;
const isOrder = (url: URL) => url.pathname === '/services/core/api/v2/orders';
const isCardSave = (url: URL) => url.pathname === '/services/core/api/v2/payment_methods';

// expected texts: checkout §5 (card fields), written out
const CARD_FIELD_TEXTS: Record<'cardNumber' | 'cardExpiry' | 'cardCvc' | 'postalCode', string> = {
  cardNumber: 'Enter a valid Credit Card number',
  cardExpiry: 'Enter a valid expiration date',
  cardCvc: 'Enter a valid CVV',
  postalCode: 'Enter a valid Zip Code',
};
/** The card sandbox's fields, by the names Stripe's own fields give their inputs. */
const CARD_INPUTS = {
  cardNumber: 'Credit or debit card number',
  cardExpiry: 'Credit or debit card expiration date',
  cardCvc: 'Credit or debit card CVC',
} as const;
const CARD_ERROR_IDS = { cardNumber: 'card-number-error', cardExpiry: 'card-expiry-error', cardCvc: 'card-cvc-error' } as const;
const cardInput = (page: Page, name: keyof typeof CARD_INPUTS) => page.getByRole('textbox', { name: CARD_INPUTS[name] });
const tenderRadio = (page: Page, tender: 'cash' | 'credit') =>
  form(page)
    .getByRole('radiogroup', { name: 'Payment method' })
    .getByRole('radio', { name: tender === 'cash' ? 'Cash' : 'Credit or debit card' });
const challengeDialog = (page: Page) => page.getByRole('dialog', { name: 'Verify your card' });
const tipGroup = (page: Page) => form(page).getByRole('group', { name: 'Add a tip' });
const tipRadio = (page: Page, percentage: number) =>
  tipGroup(page).getByRole('radio', { name: percentage === 0 ? 'No tip' : percentage === -1 ? 'Other' : new RegExp(`^${percentage}%`) });

// expected texts: checkout §8's tip message; the tip walk's cart is two sticks ($15.00): 15% is $2.25
const TIP_INVALID_TEXT = 'Please enter a valid tip rounded to two decimals';
const TIP_SHOWN: Record<string, string> = { '15:': '$2.25', [`-1:${TIP_TYPED.valid}`]: '$4.50' };
// the options Brooklyn Slice House offers per mode, as the form labels them
const OPTION_LABELS = {
  contactless_delivery: 'Contactless delivery',
  curbside_pickup: 'Curbside pickup',
  include_utensils: 'Include utensils',
} as const;
const MODE_OPTIONS = { delivery: ['contactless_delivery', 'include_utensils'], pickup: ['curbside_pickup', 'include_utensils'] } as const;
// checkout's SMS opt-in (transactional_sms), on by default (the spec's smsOptIn transactional default)
const textUpdatesBox = (page: Page) => form(page).getByRole('checkbox', { name: /^Text me updates about this order/ });
const optionBox = (page: Page, option: keyof typeof OPTION_LABELS) =>
  form(page)
    .getByRole('group', { name: 'Order options' })
    .getByRole('checkbox', { name: new RegExp(`^${OPTION_LABELS[option]}`) });
// now or later: Brooklyn Slice House takes orders for later, at its local quarter hours
const whenGroup = (page: Page) => form(page).getByRole('group', { name: 'When' });
const whenRadio = (page: Page, later: boolean) =>
  whenGroup(page).getByRole('radio', { name: later ? 'Schedule for later' : 'As soon as possible' });
const laterSelect = (page: Page, name: 'Day' | 'Time') => whenGroup(page).getByLabel(name, { exact: true });
/** Shop-local times written out with Intl (not the view's formatter): '7:15 PM'; 'Today', 'Tomorrow' or 'Sat, Nov 28'. */
const inShopZone = (at: number, options: Intl.DateTimeFormatOptions) =>
  new Intl.DateTimeFormat('en-US', { timeZone: brooklynSliceHouse.timezone, ...options }).format(at).replace(/\s/g, ' ');
const timeText = (at: number) => inShopZone(at, { hour: 'numeric', minute: '2-digit' });
const shopDate = (at: number) =>
  new Intl.DateTimeFormat('en-CA', { timeZone: brooklynSliceHouse.timezone, year: 'numeric', month: '2-digit', day: '2-digit' }).format(at);
function dayText(at: number, now: number): string {
  const today = shopDate(now);
  if (shopDate(at) === today) return 'Today';
  if (shopDate(at) === new Date(Date.parse(`${today}T12:00:00Z`) + 24 * 60 * 60_000).toISOString().slice(0, 10)) return 'Tomorrow';
  return inShopZone(at, { weekday: 'short', month: 'short', day: 'numeric' });
}
const MOVED_TEXT = 'The time you picked is no longer available. Your order is now scheduled for ';
const shownTip = ({ tip }: CheckoutContext) => TIP_SHOWN[`${tip.percentage}:${tip.percentage === -1 ? tip.custom : ''}`] ?? null;
const CHALLENGE_FRAME = 'iframe[title="Card verification by your bank"]';

/** The card number the path needs: the next placing outcome of the path names the sandbox card that makes it. */
function cardFor(step: StepContext): string {
  const next = step.path.steps.slice(step.index + 1).find((later) => later.event.type === 'xstate.done.actor.placeOrder');
  return (next?.event.card as string | undefined) ?? '4242424242424242';
}

/** Holds the receipt's requests for checkout's fulfilment; the menu's go straight on. */
async function holdCheckoutPricing(page: Page): Promise<HeldRequests> {
  // pricing asked from any page but checkout goes straight on
  const pricing = new HeldRequests(page, isPricing, 'the receipt', () => new URL(page.url()).pathname.endsWith('/checkout'));
  await pricing.install();
  return pricing;
}

async function holdRequests(step: StepContext): Promise<void> {
  const zoneChecks = new HeldRequests(step.page, isZoneCheck, 'the zone check');
  const orders = new HeldRequests(step.page, isOrder, 'the order');
  // only saving a card is held; the list of saved cards goes straight on
  const cards = new HeldRequests(step.page, isCardSave, 'the card save', (request) => request.method() === 'POST');
  await zoneChecks.install();
  await orders.install();
  await cards.install();
  const pricing = await holdCheckoutPricing(step.page);
  Object.assign(step.memo, { zoneChecks, orders, pricing, cards } satisfies Memo);
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
  await checkPayment(step);
  await checkTip(step);
  for (const option of MODE_OPTIONS[context.forDelivery ? 'delivery' : 'pickup'])
    await expect(optionBox(page, option)).toBeChecked({ checked: context.orderOptions.includes(option) });
  await expect(textUpdatesBox(page)).toBeChecked({ checked: context.textUpdates });
  await checkWhen(step);
  // A total shows only once priced for this fulfilment; until then Place order waits.
  if (hasCurrentReceipt(context)) {
    const total = cartReview(page).getByLabel('Order total');
    await expect(total.getByRole('term').filter({ hasText: 'Delivery fee' })).toHaveCount(context.forDelivery ? 1 : 0);
    // the tip the receipt was priced with
    const tip = total.getByRole('term').filter({ hasText: /^Tip$/ });
    const shown = shownTip(context);
    await expect(tip).toHaveCount(shown ? 1 : 0);
    if (shown) await expect(tip.locator('xpath=following-sibling::dd[1]')).toHaveText(shown);
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

/** The payment section as the context says: the tender chosen, and for a new card each field's message. */
async function checkPayment(step: StepContext): Promise<void> {
  const { page } = step;
  const context = contextOf(step);
  await expect(tenderRadio(page, context.tender as 'cash' | 'credit')).toBeChecked();
  if (context.tender === 'cash') {
    await expect(cardInput(page, 'cardNumber')).toHaveCount(0);
    return;
  }
  // the account's cards may already be listed (the page does not wait for them): the next step, their arrival, checks the choice
  if (context.signedIn && !context.savedCardsListed) return;
  if (context.savedCard) {
    await expect(
      form(page)
        .getByRole('group', { name: 'Saved cards' })
        .getByRole('radio', { name: new RegExp(`ending in ${context.savedCard.lastFour}`) }),
    ).toBeChecked();
    await expect(cardInput(page, 'cardNumber')).toHaveCount(0);
    return;
  }
  for (const name of Object.keys(CARD_INPUTS) as (keyof typeof CARD_INPUTS)[]) {
    await expect(cardInput(page, name)).toBeVisible();
    const error = form(page).locator(`#${CARD_ERROR_IDS[name]}`);
    if (context.errors.payment[name]) await expect(error).toHaveText(CARD_FIELD_TEXTS[name]);
    else await expect(error).toHaveCount(0);
  }
  await expectFieldError(page, 'Billing ZIP code', context.errors.payment.postalCode ? CARD_FIELD_TEXTS.postalCode : undefined);
  const save = form(page).getByRole('checkbox', { name: 'Save this card for future orders' });
  if (context.signedIn) await expect(save).toBeChecked({ checked: context.saveCard });
  else await expect(save).toHaveCount(0);
}

/** Now or later as the context says: the choice, the day and time chosen (shop-local), and a moved time's notice. */
async function checkWhen(step: StepContext): Promise<void> {
  const { page } = step;
  const { later, forDelivery } = contextOf(step);
  await expect(whenRadio(page, later.on)).toBeChecked();
  await expect(whenRadio(page, !later.on)).not.toBeChecked();
  const status = whenGroup(page).getByRole('status');
  const at = later.at[forDelivery ? 'delivery' : 'pickup'];
  if (!later.on || at === null) {
    await expect(laterSelect(page, 'Time')).toHaveCount(0);
    await expect(status).toHaveText('');
    return;
  }
  await expect(laterSelect(page, 'Day').locator('option:checked')).toHaveText(dayText(at, later.listedAt));
  await expect(laterSelect(page, 'Time')).toHaveValue(String(at));
  await expect(laterSelect(page, 'Time').locator('option:checked')).toHaveText(timeText(at));
  if (later.moved) await expect(status).toHaveText(`${MOVED_TEXT}${dayText(at, later.listedAt)} at ${timeText(at)}.`);
  else await expect(status).toHaveText('');
}

/** Brooklyn Slice House takes tips on both modes: the choice shown, and a custom amount with its message. */
async function checkTip(step: StepContext): Promise<void> {
  const { page } = step;
  const { tip, formSubmitted } = contextOf(step);
  await expect(tipRadio(page, tip.percentage)).toBeChecked();
  const amount = field(page, 'Tip amount ($)');
  if (tip.percentage !== -1) {
    await expect(amount).toHaveCount(0);
    return;
  }
  await expect(amount).toHaveValue(tip.custom);
  const invalid = tip.custom !== TIP_TYPED.valid && (formSubmitted || tip.custom !== '');
  await expectFieldError(page, 'Tip amount ($)', invalid ? TIP_INVALID_TEXT : undefined);
}

const editable: StateCheck = async (step) => {
  await checkForm(step);
  await expect(placeOrderButton(step.page)).toBeEnabled({ enabled: step.snapshot.can({ type: 'order.submit' }) });
  await expect(placeOrderButton(step.page)).toHaveAttribute('aria-busy', 'false');
  expect(memoOf(step).orders.pending).toBe(0);
  await expect(challengeDialog(step.page)).toHaveCount(0);
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
    // Issue 17: once checked, a map of the zone with the address inside or outside it (its words say which)
    const zoneMap = form(page).getByRole('figure');
    if (validation === 'deliverable' || validation === 'undeliverable') {
      await expect(zoneMap).toContainText(`, ${validation === 'deliverable' ? 'inside' : 'outside'} the delivery area.`);
    } else await expect(zoneMap).toHaveCount(0);
    // Offered exactly when the machine would take it (a complete address, not already checking).
    await expect(form(page).getByRole('button', { name: 'Check address' })).toBeEnabled({
      enabled: step.snapshot.can({ type: 'address.validate' }),
    });
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
    // the order is on its way (a signed-in shopper's new card is saved first)
    expect(memoOf(step).orders.pending + memoOf(step).cards.pending).toBe(1);
    await expect(placeOrderButton(step.page)).toHaveAttribute('aria-busy', 'true');
    await expect(placeOrderButton(step.page)).toBeDisabled();
  },
  failed: async (step) => {
    await editable(step);
    await expect(summaryAlert(step.page)).toBeVisible();
  },
  placed: async ({ page, snapshot }) => {
    await expect(page).toHaveURL(/\/order-confirmation\/[0-9a-f-]+$/);
    const context = snapshot.context as CheckoutContext;
    await expect(page.getByRole('heading', { level: 1, name: `Thanks, ${context.contact.firstName}! Your order is in.` })).toBeVisible();
    // the placed order carries the tip (its summary, from the server)
    const shown = shownTip(context);
    if (shown)
      await expect(page.getByRole('term').filter({ hasText: /^Tip$/ }).locator('xpath=following-sibling::dd[1]')).toHaveText(shown);
    // and the options ticked
    const options = page.getByRole('term').filter({ hasText: /^Order options$/ });
    if (context.orderOptions.length)
      await expect(options.locator('xpath=following-sibling::dd[1]')).toHaveText(
        context.orderOptions.map((option) => OPTION_LABELS[option]).join(', '),
      );
    else await expect(options).toHaveCount(0);
    // text updates, when asked for, go to the phone given (shown as XXX-XXX-XXXX)
    const texts = page.getByRole('term').filter({ hasText: /^Text updates$/ });
    const digits = context.contact.phone.replace(/\D/g, '');
    if (context.textUpdates)
      await expect(texts.locator('xpath=following-sibling::dd[1]')).toHaveText(
        `To ${digits.slice(0, 3)}-${digits.slice(3, 6)}-${digits.slice(6)}`,
      );
    else await expect(texts).toHaveCount(0);
    // a later order says when (shop-local, the day as of the page's now)
    const scheduled = page.getByRole('term').filter({ hasText: /^Scheduled for$/ });
    const at = context.later.on ? context.later.at[context.forDelivery ? 'delivery' : 'pickup'] : null;
    if (at === null) await expect(scheduled).toHaveCount(0);
    else {
      const pageNow = await page.evaluate(() => Date.now());
      await expect(scheduled.locator('xpath=following-sibling::dd[1]')).toHaveText(`${dayText(at, pageNow)} at ${timeText(at)}`);
    }
  },
};

const events: PageModel['events'] = {
  // the account's cards arrive by themselves: the app picks the last used one (issue 31 item 6), or nothing when there is none
  'savedCards.listed': async ({ page, event }) => {
    const cards = event.cards as { lastFour: string }[];
    if (cards.length)
      await expect(
        form(page)
          .getByRole('group', { name: 'Saved cards' })
          .getByRole('radio', { name: new RegExp(`^Visa ending in ${cards[0].lastFour}`) }),
      ).toBeChecked();
    else await expect(form(page).getByRole('group', { name: 'Saved cards' })).toHaveCount(0);
  },
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
    form(page)
      .getByRole('radiogroup', { name: 'Delivery or pickup' })
      .getByRole('radio', { name: event.forDelivery ? 'Delivery' : 'Pickup' })
      .check(),
  'address.change': ({ page, event }) => field(page, addressLabels[event.field as AddressField]).fill(event.value as string),
  'instructions.change': ({ page, event }) =>
    form(page)
      .getByLabel(/^Special instructions/)
      .fill(event.value as string),
  'address.validate': async (step) => {
    const before = memoOf(step).zoneChecks.count;
    await form(step.page).getByRole('button', { name: 'Check address' }).click();
    await memoOf(step).zoneChecks.waitForCount(before + 1);
  },
  // without the sf_adyen_payments flag checkout knows the card gateway (stripe) at once: the card fields
  // show as the page opens (the states' card checks); the paymentGateway suite walks the flag's fetch
  'xstate.done.actor.paymentGateway': async ({ page }) => {
    await expect(form(page).getByText('Loading card payment…')).toHaveCount(0);
  },
  'xstate.done.actor.validateDeliveryAddress': (step) => memoOf(step).zoneChecks.release(),
  'xstate.error.actor.validateDeliveryAddress': (step) => memoOf(step).zoneChecks.release(),
  'order.submit': async (step) => {
    const { orders, cards } = memoOf(step);
    const before = orders.count + cards.count;
    await placeOrderButton(step.page).click();
    if (step.snapshot.matches('submitting')) await expect.poll(() => orders.count + cards.count, { timeout: 15_000 }).toBe(before + 1);
  },
  'tender.set': ({ page, event }) => tenderRadio(page, event.tender as 'cash' | 'credit').check(),
  'tip.choose': ({ page, event }) => tipRadio(page, event.percentage as number).check(),
  'sms.toggle': ({ page, event }) => textUpdatesBox(page).setChecked(event.on as boolean),
  'option.toggle': ({ page, event }) => optionBox(page, event.option as keyof typeof OPTION_LABELS).setChecked(event.on as boolean),
  'tip.customChange': ({ page, event }) => field(page, 'Tip amount ($)').fill(event.value as string),
  'when.set': ({ page, event }) => whenRadio(page, event.later as boolean).check(),
  // a day picked picks its first time; a time is picked by its shop-local text
  'when.pick': ({ page, event }) =>
    event.via === 'day'
      ? laterSelect(page, 'Day')
          .selectOption({ index: 1 })
          .then(() => undefined)
      : laterSelect(page, 'Time')
          .selectOption({ label: timeText(event.at as number) })
          .then(() => undefined),
  // the page clock jumps on: checkout's minute check fires once
  'when.tick': ({ page }) => page.clock.fastForward(LATER_SITS_MS),
  'card.change': async (step) => {
    const field = step.event.field as keyof typeof CARD_INPUTS;
    const value = field === 'cardNumber' ? cardFor(step) : field === 'cardExpiry' ? '1234' : '123';
    await cardInput(step.page, field).fill(value);
  },
  'card.postalCode': ({ page, event }) => field(page, 'Billing ZIP code').fill(event.value as string),
  // The receipt's request for the changed fulfilment reaches the real server.
  'receipt.update': async (step) => {
    const { pricing } = memoOf(step);
    const total = cartReview(step.page).getByLabel('Order total');
    // a fulfilment priced before (e.g. the tender switched back) is answered from what the receipt holds: no request
    await expect.poll(async () => pricing.pending > 0 || (await total.isVisible()), { timeout: 15_000 }).toBe(true);
    // a request that follows the released one (seen once as the later walk opened) goes on too: the total is what arrives
    await expect(async () => {
      if (pricing.pending > 0) await pricing.release();
      await expect(total).toBeVisible({ timeout: 1_000 });
    }).toPass({ timeout: 15_000 });
  },
  // How placing ends: the held request goes on to the real server (the typed card decides), or is cut before it.
  'xstate.done.actor.placeOrder': async (step) => {
    const { page, event } = step;
    const { orders, cards } = memoOf(step);
    if (
      event.output &&
      (event.output as { error?: { messages: string[] } }).error?.messages[0]?.startsWith('Looks like your Internet cut out')
    ) {
      await orders.cutConnection();
      return;
    }
    const status = (event.output as { status: string }).status;
    // a signed-in shopper's new card is saved first: a refused one ends there, without an order
    const savedFirst = cards.pending > 0;
    if (savedFirst) await cards.release();
    if (!(savedFirst && status === 'failed')) {
      if (orders.pending === 0) await orders.waitForHeld();
      await orders.release();
    }
    if (event.closed === true) {
      // the shopper closes the card's challenge: the order is cancelled and checkout says so (issue 31 item 2)
      await expect(challengeDialog(page)).toBeVisible();
      await challengeDialog(page).getByRole('button', { name: 'Close' }).click();
    } else if (status === 'placed') {
      // a card left at its challenge before is challenged again: this time it is completed
      await expect(page.locator(CHALLENGE_FRAME).or(page.getByRole('heading', { level: 1, name: /Your order is in/ }))).toBeVisible();
      if (await challengeDialog(page).isVisible())
        await page.frameLocator(CHALLENGE_FRAME).getByRole('button', { name: 'Complete authentication' }).click();
    }
  },
};

/** The worker's account a signed-in walk uses, and what to put back after it (support/platformSetup.ts). */
type AccountKept = { accessToken: string; plasticUtensils: boolean };
const ACCOUNT = 'account';

const cleanup: PageModel['cleanup'] = async ({ memo, baseURL }) => {
  for (const held of Object.values(memo)) if (held instanceof HeldRequests) await held.releaseAll();
  // the worker's account is left as it was found: no saved address or card, the utensils preference as it was
  const account = memo[ACCOUNT] as AccountKept | undefined;
  if (account) {
    await deleteSavedAddresses(baseURL, account.accessToken);
    await deleteSavedCards(baseURL, account.accessToken);
    await putPlasticUtensils(baseURL, account.accessToken, account.plasticUtensils);
  }
};

/** This worker's account, signed in through the provider's endpoints (one sign-up per worker), kept in the memo for the cleanup. */
async function signInWorker(step: StepContext): Promise<void> {
  const shopper = await signedInWorker(step.page, step.baseURL);
  step.memo[ACCOUNT] = {
    accessToken: shopper.accessToken,
    plasticUtensils: await plasticUtensilsOf(step.baseURL, shopper.accessToken),
  } satisfies AccountKept;
}

testModel({ ...checkoutModel, states, events, cleanup });

/** The details an earlier visit stored for a pickup order: the contact, and the tender chosen. */
const storedPickup = (tender: 'cash' | 'credit') => ({
  contact: validContact,
  forDelivery: false,
  address: { address: '', address2: '', city: '', state: '', zipcode: '' },
  tender,
});

/** A cart and checkout details stored by an earlier visit, then checkout opened directly (no menu first). */
async function openStoredCheckout(step: StepContext, stored: object = storedCheckout): Promise<void> {
  const { page } = step;
  await holdRequests(step);
  await page.goto('/not-found');
  const cart = {
    cartUuid: 'stored-cart',
    shopId: brooklynSliceHouse.id,
    shopWebSlug: brooklynSliceHouse.webSlug,
    products: [storedCartLine],
    coupon: null,
    removedUuids: [],
    updatedAt: Date.now(),
  };
  const checkout = { ...stored, updatedAt: Date.now() };
  await page.evaluate(
    (items) => items.forEach(([key, value]) => localStorage.setItem(key, value)),
    [
      [CART_STORAGE_KEY, JSON.stringify(cart)],
      [CHECKOUT_STORAGE_KEY, JSON.stringify(checkout)],
    ],
  );
  await page.goto(brooklynSliceHouse.checkoutPath);
  await expect(page.getByRole('heading', { level: 1, name: 'Checkout' })).toBeVisible();
  // Checked on arrival: nobody clicks 'Check address'.
  if ((stored as { forDelivery?: boolean }).forDelivery) await memoOf(step).zoneChecks.waitForHeld();
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
      await signInWorker(step);
      await saveAddressForShopper(step.page, step.request, step.baseURL, savedAddress);
      await setPlasticUtensilsForShopper(step.page, step.request, step.baseURL, true);
      await openStoredCheckout(step);
    },
    'address.pick': async ({ page }) => {
      const before = page.url();
      await form(page)
        .getByLabel('Saved addresses')
        .selectOption({ label: `${savedAddress.address}, ${savedAddress.city}, ${savedAddress.state} ${savedAddress.zipcode}` });
      expect(page.url()).toBe(before);
    },
  },
  cleanup,
});

/** A signed-in shopper with a saved Visa, paying by card at pickup (details stored by the same visit). */
testModel({
  ...checkoutSignedInCard,
  title: 'checkout signed in, paying by card',
  states,
  events: {
    ...events,
    'xstate.init': async (step) => {
      await signInWorker(step);
      await saveCardForShopper(step.request, step.baseURL, await storedAccessToken(step.page), {
        number: TEST_CARD_NUMBERS.visa,
        expMonth: 12,
        expYear: 2034,
      });
      await openStoredCheckout(step, storedPickup('credit'));
      await expect(form(step.page).getByRole('group', { name: 'Saved cards' })).toBeVisible();
    },
    'card.pick': ({ page, event }) =>
      form(page)
        .getByRole('group', { name: 'Saved cards' })
        .getByRole('radio', { name: event.card ? /^Visa ending in 4242/ : 'A new card' })
        .check(),
    'card.saveChange': ({ page, event }) =>
      form(page)
        .getByRole('checkbox', { name: 'Save this card for future orders' })
        .setChecked(event.save as boolean),
  },
  cleanup,
});

/** Tipping at pickup, paid in cash (details stored by the same visit). */
testModel({
  ...checkoutTip,
  title: 'checkout with order options and a tip',
  states,
  events: {
    ...events,
    'xstate.init': (step) => openStoredCheckout(step, storedPickup('cash')),
  },
  cleanup,
});

/** Ordering for later at pickup, paid in cash; the page clock starts at the model's LATER_NOW and flows. */
testModel({
  ...checkoutLater,
  title: 'checkout for later',
  states,
  events: {
    ...events,
    'xstate.init': async (step) => {
      await step.page.clock.install({ time: LATER_NOW });
      await openStoredCheckout(step, storedPickup('cash'));
    },
  },
  cleanup,
});

/** The cart's lines as the page lists them (checkout's cart review, or the placed order's summary from the server), one per line of the context. */
const listsCartLines: StateCheck = async (step) => {
  const items = step.page.getByRole('list', { name: 'Order items' }).getByRole('listitem');
  const lines = contextOf(step).cartProducts;
  await expect(items).toHaveCount(lines.length);
  for (const [index, line] of lines.entries()) await expect(items.nth(index)).toContainText(`${line.quantity} × ${line.name}`);
};
const withLines =
  (check: StateCheck): StateCheck =>
  async (step) => {
    await check(step);
    await listsCartLines(step);
  };

/** The cart changed in a second tab while checkout is open (pickup, cash, details stored by the same visit). */
testModel({
  ...checkoutCartElsewhere,
  title: 'checkout with the cart changed in another tab',
  states: { ...states, editing: withLines(states.editing), failed: withLines(states.failed), placed: withLines(states.placed) },
  events: {
    ...events,
    'xstate.init': (step) => openStoredCheckout(step, storedPickup('cash')),
    // A second tab of the same browser adds the item on the menu; its storage event reaches this checkout, which re-prices.
    'cart.sync': async (step) => {
      const other = await step.page.context().newPage();
      await openMenu(other, brooklynSliceHouse.menuPath, brooklynSliceHouse.name);
      await addItem(other, 'Mozzarella Sticks');
      await other.close();
      const { pricing } = memoOf(step);
      await pricing.waitForHeld();
      await pricing.release();
      await expect(cartReview(step.page).getByLabel('Order total')).toBeVisible();
    },
  },
  cleanup,
});

async function checkoutWithDeliveryTo(page: Page, address: (typeof addresses)['deliverable']) {
  await openMenu(page, brooklynSliceHouse.menuPath, brooklynSliceHouse.name);
  await addItem(page, 'Mozzarella Sticks');
  await (await openCartDrawer(page)).getByRole('link', { name: 'Checkout' }).click();
  await fillContact(page, validContact);
  await tenderRadio(page, 'cash').check();
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
    for (const name of Object.keys(contactLabels) as ContactField[])
      await expect(field(page, contactLabels[name])).toHaveValue(validContact[name]);
    await expect(form(page).getByRole('radio', { name: 'Delivery' })).toBeChecked();
    for (const name of Object.keys(addressLabels) as AddressField[])
      await expect(field(page, addressLabels[name])).toHaveValue(addresses.deliverable[name]);
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
