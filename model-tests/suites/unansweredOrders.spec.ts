import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { expect, type APIRequestContext, type Page } from '@playwright/test';
import { boardUnansweredModel } from '../models/unansweredOrders.model';
import { BOARD_COLUMNS, BOARD_TEXT, SHOPPER_STATUS_LINE } from '../oracles/board';
import { dollars } from '../oracles/money';
import { CANCEL_TEXT } from '../oracles/orderCancel';
import { TRACKING_POLL_MS } from '../oracles/timing';
import { UNANSWERED_LIMITS, UNANSWERED_SLACK_MS, UNANSWERED_TEXT, WALK_WAITING_MINUTES } from '../oracles/unanswered';
import { signedInHere } from '../support/accounts';
import { boardColumn, closeOpenOrders, orderCard, placeBoardOrder, unionSquareBoard as shop, voidQuietly } from '../support/board';
import { sandboxPaymentMethod, TEST_CARD_NUMBERS } from '../support/cards';
import { freePort } from '../support/free-port';
import { HeldRequests } from '../support/held-requests';
import { testModel, type StepContext } from '../support/model-driver';
import { startServer, type RunningServer } from '../support/start-server';
import { test } from '../support/test';
import type { ShopOrderSnapshot } from '../../machines/shopOrder/shopOrder.types';

/*
 * Issue 36, 'Unanswered orders'. This file starts a server of its own with short limits (oracles/unanswered.ts:
 * escalated after 15 s, declined after 35 s) rather than changing the shared servers' (other board suites leave
 * orders unanswered for a while), on the same build. First the board machine's alert walked when an order goes
 * unanswered (models/unansweredOrders.model.ts), on /board signed in as Union Square Slice's staff; then the whole
 * story in two browsers: the board open, a shopper's card order, nobody answers, the board alerts again, and the
 * shopper's confirmation page says it was declined and refunded. The walks wait for the server's own job: real time.
 */
test.describe.configure({ mode: 'serial' });

let server: RunningServer;
let api: APIRequestContext;
let workDir: string;
const serverURL = () => server.baseURL;

test.beforeAll(async ({ playwright }, testInfo) => {
  // its PGlite is a copy of the seeded template, but a loaded 2-core machine has taken over a minute to start a server
  testInfo.setTimeout(300_000);
  workDir = mkdtempSync(join(tmpdir(), 'crust-unanswered-'));
  server = await startServer({
    port: await freePort(),
    dataDir: join(workDir, 'data'),
    staticDir: process.env.CRUST_STATIC_DIR ?? process.env.MODEL_TESTS_STATIC_DIR ?? join(process.cwd(), 'dist'),
    env: {
      UNANSWERED_ESCALATE_SECONDS: String(UNANSWERED_LIMITS.escalateSeconds),
      UNANSWERED_DECLINE_SECONDS: String(UNANSWERED_LIMITS.declineSeconds),
    },
  });
  api = await playwright.request.newContext({ baseURL: server.baseURL });
});

test.afterAll(async () => {
  await api?.dispose();
  await server?.stop();
  if (workDir) rmSync(workDir, { recursive: true, force: true });
});

const ESCALATION_WAIT = { timeout: UNANSWERED_LIMITS.escalateSeconds * 1000 + UNANSWERED_SLACK_MS };
const alertBanner = (page: Page) => page.getByRole('alert').filter({ hasText: /New order!|new orders!|still waiting!/ });
/** Two tones per beep (src/effects/board.ts), counted by the spy installed before the page loads. */
const beeps = async (page: Page) => (await page.evaluate(() => (window as unknown as { __boardTones?: number }).__boardTones ?? 0)) / 2;
async function countTones(page: Page) {
  await page.addInitScript(() => {
    const tones = window as unknown as { __boardTones?: number };
    const make = AudioContext.prototype.createOscillator;
    AudioContext.prototype.createOscillator = function createOscillator(this: AudioContext) {
      tones.__boardTones = (tones.__boardTones ?? 0) + 1;
      return make.call(this);
    };
  });
}

type Memo = { load: HeldRequests; stream: HeldRequests; token: string; uuid?: string; number?: number };
const memoOf = (step: StepContext) => step.memo as Memo;
const modelOrder = (step: StepContext) => (step.snapshot.context as { orders: Record<string, ShopOrderSnapshot> }).orders['model-1'];

/** One beep each time the alert is entered: an arrival, an escalation (also while already alerting). */
function beepsExpected(step: StepContext): number {
  let count = 0;
  for (let i = 1; i <= step.index; i += 1) {
    const before = step.path.steps[i - 1].snapshot;
    const after = step.path.steps[i].snapshot;
    const reentered = step.path.steps[i].transitions.some((t) => /alerting --stream\.event(#\d+)?--> board\.alert\.alerting/.test(t));
    if (after.matches({ alert: 'alerting' }) && (!before.matches({ alert: 'alerting' }) || reentered)) count += 1;
  }
  return count;
}

/** The card of the walk's order: in New, marked once the server escalated it. */
async function expectCard(step: StepContext) {
  const order = modelOrder(step);
  const { number } = memoOf(step);
  if (!order || number === undefined) {
    await expect(boardColumn(step.page, BOARD_COLUMNS.placed).getByRole('article')).toHaveCount(0);
    return;
  }
  const card = boardColumn(step.page, BOARD_COLUMNS.placed).getByRole('article', { name: `Order #${number}` });
  await expect(card).toBeVisible();
  const mark = card.getByText(UNANSWERED_TEXT.waitingMark(WALK_WAITING_MINUTES));
  if (order.escalated_at) await expect(mark).toBeVisible();
  else await expect(mark).toHaveCount(0);
}

testModel({
  ...boardUnansweredModel,
  states: {
    'connection.loading': async (step) => {
      expect(memoOf(step).load.pending).toBe(1);
      await expect(step.page.getByRole('status').filter({ hasText: BOARD_TEXT.connecting })).toBeVisible();
    },
    'connection.streaming.connecting': async (step) => {
      expect(memoOf(step).stream.pending).toBe(1);
      await expect(step.page.getByRole('status').filter({ hasText: BOARD_TEXT.connecting })).toBeVisible();
    },
    'connection.streaming.live': async (step) => {
      await expect(step.page.getByRole('status').filter({ hasText: BOARD_TEXT.live })).toBeVisible();
    },
    'alert.quiet': async (step) => {
      await expectCard(step);
      await expect(alertBanner(step.page)).toHaveCount(0);
      expect(await beeps(step.page)).toBe(beepsExpected(step));
    },
    'alert.alerting': async (step) => {
      await expectCard(step);
      const { escalated, unacknowledged } = step.snapshot.context as { escalated: string[]; unacknowledged: string[] };
      const banner = alertBanner(step.page);
      if (escalated.length > 0) await expect(banner).toContainText(UNANSWERED_TEXT.stillWaiting(memoOf(step).number!));
      else await expect(banner).toContainText(BOARD_TEXT.newOrders(unacknowledged.length));
      await expect(banner.getByRole('button', { name: BOARD_TEXT.acknowledge })).toBeEnabled();
      await expect.poll(() => beeps(step.page), { message: 'one beep each time the alert is entered' }).toBe(beepsExpected(step));
    },
  },
  events: {
    'xstate.init': async (step) => {
      const { page } = step;
      const signedIn = await signedInHere({ page, baseURL: serverURL() }, shop.staff);
      await closeOpenOrders(api, shop, signedIn.accessToken);
      const load = new HeldRequests(
        page,
        (url) => url.pathname === `/services/board/api/v1/shops/${shop.id}/orders`,
        'the open orders',
        (r) => r.method() === 'GET',
      );
      const stream = new HeldRequests(page, (url) => url.pathname === `/services/board/api/v1/shops/${shop.id}/events`, 'the event stream');
      await load.install();
      await stream.install();
      Object.assign(step.memo, { load, stream, token: signedIn.accessToken } satisfies Memo);
      await countTones(page);
      await page.goto(`${serverURL()}/board`);
      await load.waitForCount(1, 20_000);
    },
    'xstate.done.actor.loadBoard': async (step) => {
      const { load, stream } = memoOf(step);
      const asked = stream.count;
      await load.release();
      await stream.waitForCount(asked + 1);
    },
    'stream.open': async (step) => {
      await memoOf(step).stream.release();
    },
    'stream.event': async (step) => {
      const memo = memoOf(step);
      const { order } = (step.event as unknown as { event: { order: ShopOrderSnapshot } }).event;
      if (!order.escalated_at) {
        memo.uuid = (await placeBoardOrder(api, shop, 'pickup')).uuid;
        const listed = await api.get(`/services/board/api/v1/shops/${shop.id}/orders`, {
          headers: { Authorization: `Bearer ${memo.token}` },
        });
        memo.number = ((await listed.json()) as { orders: { uuid: string; number: number }[] }).orders.find(
          (o) => o.uuid === memo.uuid,
        )!.number;
        return;
      }
      // nobody answers: the server's job escalates the order once it has waited the first limit
      await expect
        .poll(
          async () => {
            const listed = await api.get(`/services/board/api/v1/shops/${shop.id}/orders`, {
              headers: { Authorization: `Bearer ${memo.token}` },
            });
            return ((await listed.json()) as { orders: { uuid: string; escalated_at: string | null }[] }).orders.find(
              (o) => o.uuid === memo.uuid,
            )?.escalated_at;
          },
          { ...ESCALATION_WAIT, message: 'the server escalates the unanswered order' },
        )
        .toBeTruthy();
    },
    'board.acknowledge': async (step) => {
      await alertBanner(step.page).getByRole('button', { name: BOARD_TEXT.acknowledge }).click();
    },
  },
  cleanup: async ({ memo }) => {
    const { load, stream, uuid } = memo as Partial<Memo>;
    await load?.releaseAll();
    await stream?.releaseAll();
    if (uuid) await voidQuietly(api, uuid);
  },
});

test("nobody answers a card order: the board alerts again, then the shopper's page says it was declined and refunded", async ({
  browser,
}) => {
  test.setTimeout(180_000);
  // the pizzeria's board, in a browser of its own
  const board = await browser.newContext({ baseURL: serverURL() });
  const boardPage = await board.newPage();
  const shopper = await browser.newContext({ baseURL: serverURL() });
  const page = await shopper.newPage();
  try {
    const signedIn = await signedInHere({ page: boardPage, baseURL: serverURL() }, shop.staff);
    await closeOpenOrders(api, shop, signedIn.accessToken);
    await countTones(boardPage);
    await boardPage.goto('/board');
    await expect(boardPage.getByRole('status').filter({ hasText: BOARD_TEXT.live })).toBeVisible({ timeout: 20_000 });

    // the shopper's card order, placed as checkout places it (the browser keeps the order's key)
    const key = crypto.randomUUID();
    const token = await sandboxPaymentMethod(api, serverURL(), { number: TEST_CARD_NUMBERS.visa, expMonth: 12, expYear: 2034 });
    const placed = await api.post('/services/core/api/v2/orders', {
      headers: { 'Idempotency-Key': key },
      data: {
        order: {
          shop_id: shop.id,
          placed_via: 'web',
          shipping_type: 'pickup',
          payment_method: 'credit',
          gateway: 'stripe',
          payment_token: token,
          order_items_attributes: [{ products_type_id: shop.productTypeId, products_quantity: shop.quantity, selection_ids: [] }],
          email: 'grace@example.com',
          delivery_first_name: 'Grace',
          delivery_last_name: 'Hopper',
          delivery_telephone: '2125550199',
        },
        order_option_types: [],
      },
    });
    expect(placed.status(), await placed.text()).toBe(201);
    const { order } = (await placed.json()) as { order: { uuid: string; id: number; receipt: { total: number } } };
    await page.addInitScript(([uuid, k]) => localStorage.setItem('crust:orderKeys', JSON.stringify([[uuid, k]])), [order.uuid, key]);
    await page.goto(`/order-confirmation/${order.uuid}`);
    const status = page.getByRole('region', { name: 'Order status' });
    await expect(status.getByRole('status')).toHaveText(SHOPPER_STATUS_LINE.placed);

    // it arrives on the board: a new order, not yet marked
    const card = orderCard(boardPage, order.id);
    await expect(boardColumn(boardPage, BOARD_COLUMNS.placed).getByRole('article', { name: `Order #${order.id}` })).toBeVisible();
    await expect(alertBanner(boardPage)).toContainText(BOARD_TEXT.newOrders(1));
    await expect(card.getByText(UNANSWERED_TEXT.waitingMark(WALK_WAITING_MINUTES))).toHaveCount(0);
    await expect.poll(() => beeps(boardPage)).toBe(1);

    // nobody answers: past the first limit the board alerts again (a second beep) and marks the card
    await expect(alertBanner(boardPage)).toContainText(UNANSWERED_TEXT.stillWaiting(order.id), ESCALATION_WAIT);
    await expect(card.getByText(UNANSWERED_TEXT.waitingMark(WALK_WAITING_MINUTES))).toBeVisible();
    await expect.poll(() => beeps(boardPage)).toBe(2);
    await expect(status.getByRole('status')).toHaveText(SHOPPER_STATUS_LINE.placed);

    // past the second limit: declined, refunded, and the shopper told (on the next poll of tracking)
    const declineWait = {
      timeout: (UNANSWERED_LIMITS.declineSeconds - UNANSWERED_LIMITS.escalateSeconds) * 1000 + UNANSWERED_SLACK_MS + TRACKING_POLL_MS,
    };
    await expect(status.getByRole('status')).toHaveText(SHOPPER_STATUS_LINE.voided, declineWait);
    await expect(status.getByText(UNANSWERED_TEXT.shopperTold(shop.name))).toBeVisible();
    await expect(status.getByText(/^Refunded /)).toHaveText(CANCEL_TEXT.refunded(dollars(order.receipt.total), '4242'));
    // and the board's card has moved to Done, saying why
    const done = boardColumn(boardPage, BOARD_COLUMNS.voided).getByRole('article', { name: `Order #${order.id}` });
    await expect(done.getByText(UNANSWERED_TEXT.boardDeclined)).toBeVisible();
    await expect(done.getByText(`Refunded ${dollars(order.receipt.total)}.`, { exact: false })).toBeVisible();
    await expect(done.getByRole('button')).toHaveCount(0);
  } finally {
    await board.close();
    await shopper.close();
  }
});
