import { expect, type Page } from '@playwright/test';
import {
  FALLBACK_AFTER_MAX_ETA_MS,
  displayedStatus,
  progressTrail,
  trackingStatusLabel,
  type TrackingContext,
} from '../../machines';
import type { OrderStatus } from '../../server/contract';
import { outcomeOf, trackingModel } from '../models/tracking.model';
import { HeldRequests } from '../support/held-requests';
import { testModel, type StateCheck, type StepContext } from '../support/model-driver';
import { advanceOrder, placePickupOrderViaApi, type PlacedOrder } from '../support/orders';
import { installRequestSpy, requestCounts } from '../support/request-spy';

/*
 * The tracking machine on the confirmation page of a real order. Page time is frozen
 * (page.clock.install + pauseAt) and moved only by the steps: a poll is `runFor(pollInterval)`, after
 * checking that nothing is fetched 1 ms before it. Each fetch is held with page.route until the path
 * says what it returns: the order is first moved on the server (dispatch control), then the request
 * goes on to the real tracking service. A lost connection is the held request aborted. The 90-minute
 * fallback is the page clock moved past max ETA + 90 minutes with the order held at ready_for_pickup.
 */

type Memo = { order: PlacedOrder; tracking: HeldRequests; serverStatus: OrderStatus };
const memoOf = (step: StepContext) => step.memo as Memo;
const contextOf = (step: StepContext) => step.snapshot.context as TrackingContext;
const trackingPath = (step: StepContext) => `/services/tracking/api/v2/orders/${memoOf(step).order.uuid}`;
/** Polls the page has started, read in the page itself (the held-request count can lag behind). */
const pollsStarted = async (step: StepContext) => (await requestCounts(step.page, trackingPath(step))).started;

/** Waits until the page has handled the answer to every poll it started. */
async function answerHandled(step: StepContext) {
  await expect
    .poll(async () => {
      const { started, finished } = await requestCounts(step.page, trackingPath(step));
      return started - finished;
    }, { message: 'the page handles the tracking answer' })
    .toBe(0);
}
const pollInterval = (step: StepContext) => contextOf(step).pollIntervalMs;

const statusLine = (page: Page) => page.getByRole('region', { name: 'Order status' }).getByRole('status');
const failureAlert = (page: Page) => page.getByRole('alert').filter({ hasText: "We couldn't refresh your order status." });

/** The label and progress the machine's context calls for (the display rules are the app's own). */
async function expectShown(step: StepContext) {
  const { page } = step;
  const context = contextOf(step);
  await expect(statusLine(page)).toHaveText(trackingStatusLabel(displayedStatus(context) ?? 'confirming_order'));
  if (displayedStatus(context) === 'voided') {
    await expect(page.getByRole('list', { name: 'Order progress' })).toHaveCount(0);
    return;
  }
  const trail = progressTrail(context, memoOf(step).order.shippingType);
  const items = page.getByRole('list', { name: 'Order progress' }).getByRole('listitem');
  // Each step reads "<label>", "<label> (done)" or "<label> (current)" (after a hidden check mark).
  await expect(items).toHaveText(trail.map((item) => new RegExp(`${item.label}${item.state === 'upcoming' ? '' : ` \\(${item.state}\\)`}$`)));
}

/** Polling has ended: two intervals later, no request was started. */
async function expectNoMorePolling(step: StepContext) {
  const before = await pollsStarted(step);
  await step.page.clock.runFor(pollInterval(step) * 2);
  expect(await pollsStarted(step), 'no poll after the machine stopped').toBe(before);
}

const finishedCheck: StateCheck = async (step) => {
  await expectShown(step);
  await expect(failureAlert(step.page)).toHaveCount(0);
  await expectNoMorePolling(step);
};

testModel({
  ...trackingModel,
  states: {
    fetching: async (step) => {
      expect(memoOf(step).tracking.pending).toBe(1);
      // While the answer is on its way the page keeps showing the last status it had.
      await expectShown(step);
      await expect(failureAlert(step.page)).toHaveCount(0);
    },
    waiting: async (step) => {
      expect(memoOf(step).tracking.pending).toBe(0);
      await expectShown(step);
      await expect(step.page.getByText(/^Estimated pickup/)).toBeVisible();
      await expect(failureAlert(step.page)).toHaveCount(0);
    },
    finished: finishedCheck,
    finishedByFallback: async (step) => {
      await expect(statusLine(step.page)).toHaveText('Completed');
      await expect(step.page.getByText(/^Picked up at \d{1,2}:\d{2} [AP]M/)).toBeVisible();
      await finishedCheck(step);
    },
    failed: async (step) => {
      await expectShown(step);
      await expect(failureAlert(step.page)).toBeVisible();
      await expect(failureAlert(step.page).getByRole('button', { name: 'Try again' })).toBeVisible();
      await expectNoMorePolling(step);
    },
    stopped: async (step) => {
      await expect(statusLine(step.page)).toHaveCount(0);
      await expectNoMorePolling(step);
    },
  },
  events: {
    'xstate.init': async (step) => {
      const { page, request } = step;
      const order = await placePickupOrderViaApi(request);
      const tracking = new HeldRequests(page, (url) => url.pathname === `/services/tracking/api/v2/orders/${order.uuid}`, 'tracking');
      await tracking.install();
      await installRequestSpy(page);
      Object.assign(step.memo, { order, tracking, serverStatus: 'placed' } satisfies Memo);
      await page.clock.install();
      await page.clock.pauseAt(Date.now() + 1_000);
      await page.goto(`/order-confirmation/${order.uuid}`);
      await expect(page.getByRole('heading', { level: 1, name: /Your order is in\./ })).toBeVisible();
      await tracking.waitForCount(1);
    },
    'xstate.done.actor.fetchTracking': async (step) => {
      const { status, pastFallback } = outcomeOf(step.event);
      const memo = memoOf(step);
      if (status !== memo.serverStatus) await advanceOrder(step.request, memo.order.uuid, memo.serverStatus, status);
      memo.serverStatus = status;
      if (pastFallback) await step.page.clock.pauseAt(Date.parse(memo.order.maxEta) + FALLBACK_AFTER_MAX_ETA_MS + 60_000);
      await memo.tracking.release();
      await answerHandled(step);
    },
    'xstate.error.actor.fetchTracking': async (step) => {
      await memoOf(step).tracking.cutConnection();
      await answerHandled(step);
    },
    'xstate.after.pollInterval.tracking.waiting': async (step) => {
      const { tracking } = memoOf(step);
      const held = tracking.count;
      const started = await pollsStarted(step);
      await step.page.clock.runFor(pollInterval(step) - 1);
      expect(await pollsStarted(step), 'no poll 1 ms before the interval').toBe(started);
      await step.page.clock.runFor(1);
      expect(await pollsStarted(step), 'one poll when the interval is up').toBe(started + 1);
      await tracking.waitForCount(held + 1);
    },
    'tracking.retry': async (step) => {
      const before = memoOf(step).tracking.count;
      await failureAlert(step.page).getByRole('button', { name: 'Try again' }).click();
      await memoOf(step).tracking.waitForCount(before + 1);
    },
    // The end action: the shopper leaves the confirmation page (here through the logo link home).
    'tracking.stop': async ({ page }) => {
      await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Crust' }).click();
      await expect(page).toHaveURL((url) => url.pathname === '/');
    },
  },
  cleanup: async ({ memo }) => {
    await (memo as Partial<Memo>).tracking?.releaseAll();
  },
});
