import { expect, type Page } from '@playwright/test';
import { boardModel, contextOf, placedCount } from '../models/board.model';
import { BOARD_OFFLINE_RETRY_MS, BOARD_RECONNECT_WAITS_MS, BOARD_TEXT } from '../oracles/board';
import { signedInHere } from '../support/accounts';
import { boardColumn, closeOpenOrders, placeBoardOrder, unionSquareBoard as shop, voidQuietly } from '../support/board';
import { HeldRequests } from '../support/held-requests';
import { testModel, type StepContext } from '../support/model-driver';
import { test } from '../support/test';
import type { ShopOrderSnapshot } from '../../machines/shopOrder/shopOrder.types';

/*
 * Issue 36: the board machine on /board, signed in as Union Square Slice's demo staff. The open-orders load and each
 * event-stream connection are held until the path says they answer (released) or fail (aborted); a live stream
 * drops when the browser goes offline (the board listens for it) and comes back online before the next try.
 * The reconnection waits and the offline retry are the page's clock (paused, moved by the steps). Orders arrive
 * because the walk places them (the shopper's API) and are accepted elsewhere by dispatch control. The board shows
 * every open order of its shop, so these paths run one after another and start from a shop with none open.
 */
test.describe.configure({ mode: 'serial' });

type Memo = { load: HeldRequests; stream: HeldRequests; uuids: Map<string, string> };
const memoOf = (step: StepContext) => step.memo as Memo;
const ordersPath = `/services/board/api/v1/shops/${shop.id}/orders`;
const eventsPath = `/services/board/api/v1/shops/${shop.id}/events`;
const connectionStatus = (page: Page) =>
  page.getByRole('status').filter({ hasText: /^(Live|Connecting…|Connection lost\. Reconnecting…)$/ });
const newOrderAlert = (page: Page) => page.getByRole('alert').filter({ hasText: /New order!|\d+ new orders!/ });
const offlineBanner = (page: Page) => page.getByRole('alert').filter({ hasText: BOARD_TEXT.offline });
/** Two tones per beep (src/effects/board.ts plays a short two-note chime): counted in the page by the spy below. */
const beeps = async (page: Page) => (await page.evaluate(() => (window as unknown as { __boardTones?: number }).__boardTones ?? 0)) / 2;

/** How many beeps the path has sounded so far: one each time the alert is entered (a new order, or orders waiting at load). */
function beepsExpected(step: StepContext): number {
  let count = 0;
  for (let i = 1; i <= step.index; i += 1) {
    const before = step.path.steps[i - 1].snapshot;
    const after = step.path.steps[i].snapshot;
    const entered =
      after.matches({ alert: 'alerting' }) &&
      (!before.matches({ alert: 'alerting' }) ||
        step.path.steps[i].transitions.some((t) => /alerting --stream\.event(#\d+)?--> board\.alert\.alerting/.test(t)));
    if (entered) count += 1;
  }
  return count;
}

async function expectColumns(step: StepContext) {
  await expect(boardColumn(step.page, 'New').getByRole('article')).toHaveCount(placedCount(step.snapshot));
}

const streamStates = {
  'connection.loading': async (step: StepContext) => {
    expect(memoOf(step).load.pending).toBe(1);
    await expect(connectionStatus(step.page)).toHaveText(BOARD_TEXT.connecting);
  },
  'connection.streaming.connecting': async (step: StepContext) => {
    expect(memoOf(step).stream.pending).toBe(1);
    await expect(connectionStatus(step.page)).toHaveText(BOARD_TEXT.connecting);
    await expect(offlineBanner(step.page)).toHaveCount(0);
  },
  'connection.streaming.live': async (step: StepContext) => {
    await expect(connectionStatus(step.page)).toHaveText(BOARD_TEXT.live);
    await expect(offlineBanner(step.page)).toHaveCount(0);
  },
  'connection.reconnecting': async (step: StepContext) => {
    await expect(connectionStatus(step.page)).toHaveText(BOARD_TEXT.reconnecting);
    await expect(offlineBanner(step.page)).toHaveCount(0);
  },
  'connection.offline': async (step: StepContext) => {
    await expect(offlineBanner(step.page)).toBeVisible();
    await expect(offlineBanner(step.page).getByRole('button', { name: BOARD_TEXT.retry })).toBeEnabled();
    await expect(connectionStatus(step.page)).toHaveCount(0);
  },
  'alert.quiet': async (step: StepContext) => {
    await expectColumns(step);
    await expect(newOrderAlert(step.page)).toHaveCount(0);
    expect(await beeps(step.page)).toBe(beepsExpected(step));
  },
  'alert.alerting': async (step: StepContext) => {
    await expectColumns(step);
    await expect(newOrderAlert(step.page)).toContainText(BOARD_TEXT.newOrders(contextOf(step.snapshot).unacknowledged.length));
    await expect(newOrderAlert(step.page).getByRole('button', { name: BOARD_TEXT.acknowledge })).toBeEnabled();
    await expect.poll(() => beeps(step.page), { message: 'one beep each time an order arrives' }).toBe(beepsExpected(step));
  },
};

/** Moves the page clock through a wait: nothing 1 ms before it, then (unless the banner is next) the stream asked for again. */
async function waitThrough(step: StepContext, waitMs: number, reconnects: boolean) {
  const { stream } = memoOf(step);
  const asked = stream.count;
  await step.page.clock.runFor(waitMs - 1);
  expect(stream.count, 'no reconnection 1 ms before the wait is up').toBe(asked);
  await step.page.clock.runFor(1);
  if (reconnects) await stream.waitForCount(asked + 1);
}

testModel({
  ...boardModel,
  states: streamStates,
  events: {
    'xstate.init': async (step) => {
      const { page, request, baseURL } = step;
      const signedIn = await signedInHere({ page, baseURL }, shop.staff);
      await closeOpenOrders(request, shop, signedIn.accessToken);
      const load = new HeldRequests(
        page,
        (url) => url.pathname === ordersPath,
        'the open orders',
        (r) => r.method() === 'GET',
      );
      const stream = new HeldRequests(page, (url) => url.pathname === eventsPath, 'the event stream');
      await load.install();
      await stream.install();
      Object.assign(step.memo, { load, stream, uuids: new Map() } satisfies Memo);
      await page.addInitScript(() => {
        const tones = window as unknown as { __boardTones?: number };
        const make = AudioContext.prototype.createOscillator;
        AudioContext.prototype.createOscillator = function createOscillator(this: AudioContext) {
          tones.__boardTones = (tones.__boardTones ?? 0) + 1;
          return make.call(this);
        };
      });
      await page.clock.install();
      await page.clock.pauseAt(Date.now() + 1_000);
      await page.goto('/board');
      await load.waitForCount(1, 20_000);
    },
    'xstate.done.actor.loadBoard': async (step) => {
      const { orders } = (step.event as unknown as { output: { orders: ShopOrderSnapshot[] } }).output;
      for (const order of orders) memoOf(step).uuids.set(order.uuid, (await placeBoardOrder(step.request, shop, 'pickup')).uuid);
      const { load, stream } = memoOf(step);
      const asked = stream.count;
      await load.release();
      // loaded, the board opens its stream from the last event the load was as new as
      await stream.waitForCount(asked + 1);
    },
    'xstate.error.actor.loadBoard': async (step) => {
      await memoOf(step).load.cutConnection();
    },
    'stream.open': async (step) => {
      await memoOf(step).stream.release();
    },
    'stream.error': async (step) => {
      const before = step.path.steps[step.index - 1].snapshot;
      if (before.matches({ connection: { streaming: 'connecting' } })) {
        await memoOf(step).stream.cutConnection();
        return;
      }
      // a live stream: the tablet loses its network for a moment
      const context = step.page.context();
      await context.setOffline(true);
      await expect(connectionStatus(step.page)).toHaveText(BOARD_TEXT.reconnecting);
      await context.setOffline(false);
    },
    'stream.event': async (step) => {
      const { order } = (step.event as unknown as { event: { order: ShopOrderSnapshot } }).event;
      const { uuids } = memoOf(step);
      if (order.status === 'placed') uuids.set(order.uuid, (await placeBoardOrder(step.request, shop, 'pickup')).uuid);
      else {
        const response = await step.request.post(`/services/dispatch/api/v1/orders/${uuids.get(order.uuid)}/advance`, {
          data: { status: 'preparing' },
        });
        expect(response.status(), await response.text()).toBe(200);
      }
    },
    'board.acknowledge': async (step) => {
      await newOrderAlert(step.page).getByRole('button', { name: BOARD_TEXT.acknowledge }).click();
    },
    'board.retry': async (step) => {
      const { stream } = memoOf(step);
      const asked = stream.count;
      await offlineBanner(step.page).getByRole('button', { name: BOARD_TEXT.retry }).click();
      await stream.waitForCount(asked + 1);
    },
    'xstate.after.reconnectDelay.board.connection.reconnecting': async (step) => {
      const attempts = contextOf(step.path.steps[step.index - 1].snapshot).attempts;
      await waitThrough(step, BOARD_RECONNECT_WAITS_MS[attempts - 1], !step.snapshot.matches({ connection: 'offline' }));
    },
    'xstate.after.offlineRetry.board.connection.offline': async (step) => {
      await waitThrough(step, BOARD_OFFLINE_RETRY_MS, true);
    },
  },
  cleanup: async ({ memo, request }) => {
    const { load, stream, uuids } = memo as Partial<Memo>;
    await load?.releaseAll();
    await stream?.releaseAll();
    for (const uuid of uuids?.values() ?? []) await voidQuietly(request, uuid);
  },
});
