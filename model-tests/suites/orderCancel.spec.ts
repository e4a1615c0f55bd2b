import { expect, type BrowserContext, type Page } from '@playwright/test';
import { orderCancelCardModel, orderCancelCashModel, type CancelPayment } from '../models/orderCancel.model';
import { BOARD_COLUMNS, SHOPPER_STATUS_LINE } from '../oracles/board';
import { CANCEL_TEXT } from '../oracles/orderCancel';
import { dollars } from '../oracles/money';
import { signedInHere } from '../support/accounts';
import { boardColumn, orderCard, voidQuietly } from '../support/board';
import { sandboxPaymentMethod, TEST_CARD_NUMBERS } from '../support/cards';
import { HeldRequests } from '../support/held-requests';
import { testModel, type StateCheck, type StepContext } from '../support/model-driver';
import { brooklynSliceHouse as shop } from '../support/seed';

/*
 * Issue 36: 'The shopper can cancel from the confirmation page until the shop accepts; the payment is refunded and
 * both screens say so.' The shopper's confirmation page (this browser, which placed the order: it holds its Order-Key)
 * walks the orderCancel machine; the pizzeria's board, signed in as the shop's demo staff in a second browser context,
 * follows: the card moves to Done as cancelled by the customer. The order is a real pickup order placed at the start
 * of the path, by card or in cash; the cancel request is held until the path says the server answers (released) or
 * the connection is lost (aborted).
 */
const staff = {
  firstName: 'Staff',
  lastName: 'brooklyn-slice-house',
  email: 'brooklyn-slice-house@staff.crust.example',
  password: 'crust-board-demo',
};

type Memo = {
  uuid: string;
  number: number;
  total: number;
  payment: CancelPayment;
  cancels: HeldRequests;
  board: BrowserContext;
  boardPage: Page;
};
const memoOf = (step: StepContext) => step.memo as Memo;
const status = (step: StepContext) => step.page.getByRole('region', { name: 'Order status' });
const offer = (step: StepContext) => step.page.getByRole('region', { name: 'Cancel your order' });
const BOARD_WAIT = { timeout: 15_000 };

/** The shopper's order, pickup, one Mozzarella Sticks × 2, placed through the API with this browser's Idempotency-Key. */
async function placeOrder(step: StepContext, payment: CancelPayment) {
  const key = crypto.randomUUID();
  const paid =
    payment === 'card'
      ? {
          payment_method: 'credit',
          gateway: 'stripe',
          payment_token: await sandboxPaymentMethod(step.request, step.baseURL, {
            number: TEST_CARD_NUMBERS.visa,
            expMonth: 12,
            expYear: 2034,
          }),
        }
      : { payment_method: 'cash' };
  const response = await step.request.post('/services/core/api/v2/orders', {
    headers: { 'Idempotency-Key': key },
    data: {
      order: {
        shop_id: shop.id,
        placed_via: 'web',
        shipping_type: 'pickup',
        ...paid,
        order_items_attributes: [{ products_type_id: 1001536, products_quantity: 2, selection_ids: [] }],
        email: 'grace@example.com',
        delivery_first_name: 'Grace',
        delivery_last_name: 'Hopper',
        delivery_telephone: '2125550199',
      },
      order_option_types: [],
    },
  });
  expect(response.status(), await response.text()).toBe(201);
  const { order } = (await response.json()) as { order: { uuid: string; id: number; receipt: { total: number } } };
  return { key, uuid: order.uuid, number: order.id, total: order.receipt.total };
}

/** The order is still new on both screens: the shopper's page says so, the board's card waits in New. */
async function expectStillNew(step: StepContext) {
  await expect(status(step).getByRole('status')).toHaveText(SHOPPER_STATUS_LINE.placed);
  await expect(step.page.getByText(CANCEL_TEXT.byYou)).toHaveCount(0);
  const { boardPage, number } = memoOf(step);
  await expect(boardColumn(boardPage, BOARD_COLUMNS.placed).getByRole('article', { name: `Order #${number}` })).toBeVisible();
}

const states: Record<string, StateCheck> = {
  idle: async (step) => {
    expect(memoOf(step).cancels.pending, 'no cancel in flight').toBe(0);
    await expect(offer(step).getByText(CANCEL_TEXT.offer)).toBeVisible();
    await expect(offer(step).getByRole('button', { name: CANCEL_TEXT.button, exact: true })).toBeEnabled();
    await expect(offer(step).getByText(CANCEL_TEXT.question)).toHaveCount(0);
    await expect(offer(step).getByRole('alert')).toHaveCount(0);
    await expectStillNew(step);
  },
  confirming: async (step) => {
    const { payment, total } = memoOf(step);
    await expect(offer(step).getByText(CANCEL_TEXT.question)).toBeVisible();
    await expect(
      offer(step).getByText(payment === 'card' ? CANCEL_TEXT.cardPromise(dollars(total)) : CANCEL_TEXT.cashPromise),
    ).toBeVisible();
    await expect(offer(step).getByRole('button', { name: CANCEL_TEXT.confirm, exact: true })).toBeEnabled();
    await expect(offer(step).getByRole('button', { name: CANCEL_TEXT.keep, exact: true })).toBeEnabled();
    await expect(offer(step).getByRole('button', { name: CANCEL_TEXT.button, exact: true })).toHaveCount(0);
    await expectStillNew(step);
  },
  cancelling: async (step) => {
    expect(memoOf(step).cancels.pending, 'the cancel waits for the server').toBe(1);
    await expect(offer(step).getByText(CANCEL_TEXT.sending)).toBeVisible();
    await expect(offer(step).getByRole('button', { name: CANCEL_TEXT.confirm, exact: true })).toBeDisabled();
    await expect(offer(step).getByRole('button', { name: CANCEL_TEXT.keep, exact: true })).toBeDisabled();
    await expectStillNew(step);
  },
  failed: async (step) => {
    expect(memoOf(step).cancels.pending).toBe(0);
    const alert = offer(step).getByRole('alert');
    await expect(alert).toContainText(CANCEL_TEXT.unreachable);
    await expect(alert.getByRole('button', { name: CANCEL_TEXT.retry, exact: true })).toBeEnabled();
    await expect(alert.getByRole('button', { name: CANCEL_TEXT.dismiss, exact: true })).toBeEnabled();
    await expectStillNew(step);
  },
  cancelled: async (step) => {
    const { payment, total, boardPage, number } = memoOf(step);
    await expect(step.page.getByRole('heading', { level: 1 })).toHaveText(CANCEL_TEXT.heading('Grace'));
    await expect(status(step).getByRole('status')).toHaveText(CANCEL_TEXT.status);
    await expect(status(step).getByText(CANCEL_TEXT.byYou)).toBeVisible();
    const refund = status(step).getByText(/^Refunded /);
    if (payment === 'card') await expect(refund).toHaveText(CANCEL_TEXT.refunded(dollars(total), '4242'));
    else await expect(refund).toHaveCount(0);
    await expect(offer(step)).toHaveCount(0);
    // the board, live: the card moves to Done, saying who cancelled it (and what went back to the card)
    const card = boardColumn(boardPage, BOARD_COLUMNS.voided).getByRole('article', { name: `Order #${number}` });
    await expect(card).toBeVisible(BOARD_WAIT);
    await expect(card.getByText(CANCEL_TEXT.board)).toBeVisible();
    if (payment === 'card') await expect(card.getByText(`Refunded ${dollars(total)}.`, { exact: false })).toBeVisible();
    await expect(card.getByRole('button')).toHaveCount(0);
  },
};

const clickIn =
  (name: string, counted = false) =>
  async (step: StepContext) => {
    const { cancels } = memoOf(step);
    const made = cancels.count;
    await offer(step).getByRole('button', { name, exact: true }).click();
    if (counted) await cancels.waitForCount(made + 1);
  };

const eventsFor = (payment: CancelPayment) => ({
  'xstate.init': async (step: StepContext) => {
    const { page, baseURL } = step;
    const placed = await placeOrder(step, payment);
    // the pizzeria's board, in a browser of its own
    const board = await page.context().browser()!.newContext({ baseURL });
    const boardPage = await board.newPage();
    await signedInHere({ page: boardPage, baseURL }, staff);
    await boardPage.goto('/board');
    await expect(orderCard(boardPage, placed.number)).toBeVisible({ timeout: 20_000 });
    // this browser placed the order: it holds its key, as checkout keeps it (src/api/orderKeys.ts)
    await page.addInitScript(
      ([uuid, key]) => localStorage.setItem('crust:orderKeys', JSON.stringify([[uuid, key]])),
      [placed.uuid, placed.key],
    );
    const cancels = new HeldRequests(
      page,
      (url) => url.pathname === `/services/core/api/v1/orders/${placed.uuid}/cancel`,
      'a cancel',
      (r) => r.method() === 'POST',
    );
    await cancels.install();
    Object.assign(step.memo, { ...placed, payment, cancels, board, boardPage } satisfies Memo);
    await page.goto(`/order-confirmation/${placed.uuid}`);
    await expect(page.getByRole('heading', { level: 1, name: /Your order is in\./ })).toBeVisible();
  },
  'cancel.request': clickIn(CANCEL_TEXT.button),
  'cancel.keep': clickIn(CANCEL_TEXT.keep),
  'cancel.confirm': clickIn(CANCEL_TEXT.confirm, true),
  'cancel.retry': async (step: StepContext) => {
    const { cancels } = memoOf(step);
    const made = cancels.count;
    await offer(step).getByRole('alert').getByRole('button', { name: CANCEL_TEXT.retry, exact: true }).click();
    await cancels.waitForCount(made + 1);
  },
  'cancel.dismiss': async (step: StepContext) => {
    await offer(step).getByRole('alert').getByRole('button', { name: CANCEL_TEXT.dismiss, exact: true }).click();
  },
  'xstate.done.actor.cancelOrder': async (step: StepContext) => {
    await memoOf(step).cancels.release();
  },
  'xstate.error.actor.cancelOrder': async (step: StepContext) => {
    await memoOf(step).cancels.cutConnection();
  },
});

const cleanup = async ({ memo, request }: { memo: Record<string, unknown>; request: StepContext['request'] }) => {
  const { cancels, board, uuid } = memo as Partial<Memo>;
  await cancels?.releaseAll();
  await board?.close();
  if (uuid) await voidQuietly(request, uuid);
};

for (const model of [orderCancelCardModel, orderCancelCashModel])
  testModel({ ...model, states, events: eventsFor(model.payment), cleanup });
