import type { Page } from '@playwright/test';
import { paymentGatewayWithFlag, paymentGatewayWithoutFlag } from '../models/paymentGateway.model';
import { HeldRequests } from '../support/held-requests';
import { testModel, type EventAction, type PageModel, type StepContext } from '../support/model-driver';
import { brooklynSliceHouse as shop } from '../support/seed';
import { addItem, checkoutForm, menuReady, openCartDrawer } from '../support/storefront';
import { expect } from '../support/test';

/*
 * The paymentGateway machine through checkout's Payment section, paying by card (the default tender) at
 * Brooklyn Slice House as a guest. On the flagged server (sf_adyen_payments on) checkout asks the
 * payment service which gateway takes the shop's cards: that GET is held until the step that answers it
 * (released to the real server) or cuts it. On the default server nothing is asked.
 */
const GATEWAY_PATH = `/services/payment/public/shops/${shop.uuid}/gateway`;
// expected texts, written out: the section's own while the gateway is unknown, the card fields' labels
const LOADING_TEXT = 'Loading card payment…';
const CARD_NUMBER = 'Credit or debit card number';

type Memo = { held: HeldRequests | null; gatewayRequests: number };
const memoOf = (step: Pick<StepContext, 'memo'>) => step.memo as Memo;
const flaggedServer = () => process.env.CRUST_FLAGGED_BASE_URL!;

const payment = (page: Page) => checkoutForm(page).getByRole('region', { name: 'Payment' });
const placeOrderButton = (page: Page) => checkoutForm(page).getByRole('button', { name: 'Place order' });

function openCheckout(base: () => string, holdGateway: boolean): EventAction {
  return async (step) => {
    const { page } = step;
    const memo: Memo = { held: null, gatewayRequests: 0 };
    Object.assign(step.memo, memo);
    page.on('request', (sent) => {
      if (new URL(sent.url()).pathname.startsWith('/services/payment/')) memoOf(step).gatewayRequests += 1;
    });
    if (holdGateway) {
      memoOf(step).held = new HeldRequests(page, (url) => url.pathname === GATEWAY_PATH, 'the shop gateway');
      await memoOf(step).held!.install();
    }
    await page.goto(`${base()}${shop.menuPath}`);
    await menuReady(page, shop.name);
    await addItem(page, 'Mozzarella Sticks');
    await (await openCartDrawer(page)).getByRole('link', { name: 'Checkout' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Checkout' })).toBeVisible();
    if (holdGateway) await memoOf(step).held!.waitForHeld();
  };
}

const states: PageModel['states'] = {
  loading: async (step) => {
    const { page } = step;
    expect(memoOf(step).held?.pending).toBe(1);
    await expect(payment(page).getByRole('status').filter({ hasText: LOADING_TEXT })).toHaveAttribute('aria-busy', 'true');
    await expect(payment(page).getByRole('textbox', { name: CARD_NUMBER })).toHaveCount(0);
    await expect(placeOrderButton(page)).toBeDisabled();
  },
  // stripe, asked or by default: the gateway's card fields, and Place order once the total is priced
  success: async (step) => {
    const { page } = step;
    await expect(payment(page).getByText(LOADING_TEXT)).toHaveCount(0);
    await expect(payment(page).getByRole('textbox', { name: CARD_NUMBER })).toBeVisible();
    await expect(placeOrderButton(page)).toBeEnabled();
    const asked = (step.snapshot.context as { fetchFromServer: boolean }).fetchFromServer;
    expect(memoOf(step).gatewayRequests, asked ? 'the payment service was asked once' : 'nothing was asked').toBe(asked ? 1 : 0);
  },
};

const events: PageModel['events'] = {
  'xstate.init': openCheckout(flaggedServer, true),
  'xstate.done.actor.fetchGateway': (step) => memoOf(step).held!.release(),
  'xstate.error.actor.fetchGateway': (step) => memoOf(step).held!.cutConnection(),
};

const cleanup: PageModel['cleanup'] = async ({ memo }) => {
  await (memo as Partial<Memo>).held?.releaseAll();
};

testModel({ ...paymentGatewayWithFlag, title: 'paymentGateway with the adyen flag', states, events, cleanup });

testModel({
  ...paymentGatewayWithoutFlag,
  title: 'paymentGateway without the flag',
  states,
  events: { 'xstate.init': async (step) => openCheckout(() => step.baseURL, false)(step) },
});
