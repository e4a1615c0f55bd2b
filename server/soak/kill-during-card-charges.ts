import { randomUUID } from 'node:crypto';
import { SANDBOX_PUBLISHABLE_KEY, STRIPE_SANDBOX_PATH } from '../contract/payments';
import { SANDBOX_SECRET_KEY } from '../domains/stripe-sandbox/constants';
import type { ServerProcess } from '../test/server-process';
import { restart, soakBackend } from './kill-during-placements';
import { placeOrderOver, soakOrderBody } from './order-body';
import { runPool } from './pool';
import { startSoakServer } from './server-env';
import { figure, seconds, type SoakRow } from './table';

export type StalledChargeFigures = {
  backend: 'PostgreSQL' | 'PGlite';
  placed: number;
  acknowledged: number;
  cutOff: number;
  /** orders (by Idempotency-Key) unsettled right after the restart (409 order_in_progress): what the sweeper has to settle */
  stalledAtRestart: number;
  /** orders (by Idempotency-Key) still unsettled after the sweep interval: 409 order_in_progress */
  stuck: string[];
  /** orders charged more than once at the card sandbox */
  doubleCharged: string[];
  /** orders placed whose card was not charged, or cancelled ones that were */
  mismatched: string[];
  settledAfterMs: number;
  durationMs: number;
};

/** The sweeper's limits as the server applies them: a charge is stalled 90 s after it started; the sweep here runs every 2 s. */
const STALLED_MS = 90_000;
const SWEEP_MS = 2_000;

const form = (fields: Record<string, string>) => new URLSearchParams(fields).toString();

/** A card made in the browser (the sandbox's createPaymentMethod with the publishable key): its pm_…. */
async function browserCard(baseURL: string): Promise<string> {
  const response = await fetch(`${baseURL}${STRIPE_SANDBOX_PATH}/v1/payment_methods`, {
    method: 'POST',
    headers: { authorization: `Bearer ${SANDBOX_PUBLISHABLE_KEY}`, 'content-type': 'application/x-www-form-urlencoded' },
    body: form({
      type: 'card',
      'card[number]': '4242424242424242',
      'card[exp_month]': '12',
      'card[exp_year]': '2030',
      'card[cvc]': '123',
      'billing_details[address][postal_code]': '11201',
    }),
  });
  return ((await response.json()) as { id: string }).id;
}

/** What the card sandbox holds for an order: its succeeded charges (Stripe's search by metadata, with the secret key). */
async function chargesOf(baseURL: string, orderUuid: string): Promise<number> {
  const query = new URLSearchParams({ query: `metadata['order_uuid']:'${orderUuid}'`, limit: '100' });
  const response = await fetch(`${baseURL}${STRIPE_SANDBOX_PATH}/v1/payment_intents/search?${query}`, {
    headers: { authorization: `Bearer ${SANDBOX_SECRET_KEY}` },
  });
  const found = (await response.json()) as { data: { status: string }[] };
  return found.data.filter((intent) => intent.status === 'succeeded').length;
}

/**
 * Places `total` card orders (each with its own Idempotency-Key) with `concurrency` in flight; once half are
 * acknowledged the server gets SIGKILL, so some charges die between the charge and the order's update. It
 * starts again on the same data with the sweeper every 2 s; after the 90 s stall limit and a sweep, every key
 * is looked up: none may still be in progress, and no order may be charged twice or placed without a charge.
 */
export async function killDuringCardCharges(
  kind: 'postgres' | 'pglite',
  total: number,
  concurrency: number,
): Promise<StalledChargeFigures> {
  const started = Date.now();
  const backend = await soakBackend(kind, 'charges');
  const env = { ...backend.env, PAYMENT_SWEEP_MS: String(SWEEP_MS) };
  let server: ServerProcess | null = null;
  try {
    server = await startSoakServer(env);
    const keys = Array.from({ length: total }, () => `soak-charge-${randomUUID()}`);
    let acknowledged = 0;
    let cutOff = 0;
    let killing: Promise<void> | null = null;
    let killedAt = 0;
    const place = async (index: number) => {
      const target = server!;
      try {
        const body = soakOrderBody(`soak card ${index}`);
        const card = {
          ...body,
          order: { ...body.order, payment_method: 'credit', gateway: 'stripe', payment_token: await browserCard(target.baseURL) },
        };
        const placement = await placeOrderOver(target.baseURL, card, { idempotencyKey: keys[index] });
        if (placement.uuid) acknowledged += 1;
      } catch {
        cutOff += 1;
        return;
      }
      if (!killing && acknowledged >= Math.floor(total / 2)) {
        killedAt = Date.now();
        killing = target.kill();
      }
    };
    const resumeAt = await runPool(0, total, concurrency, place, () => killing !== null);
    await killing;
    server = (await restart(env, Date.now() + 60_000)).server;
    await runPool(resumeAt, total, concurrency, place);

    const inProgress = (key: string) =>
      fetch(`${server!.baseURL}/services/core/api/v2/orders/idempotency/${key}`).then((response) => response.status === 409);
    let stalledAtRestart = 0;
    await runPool(0, total, concurrency, async (index) => {
      if (await inProgress(keys[index])) stalledAtRestart += 1;
    });

    // past the stall limit, counted from the kill, and two sweeps
    await new Promise((resolve) => setTimeout(resolve, Math.max(0, killedAt + STALLED_MS + 2 * SWEEP_MS - Date.now())));
    const settledAfterMs = Date.now() - killedAt;
    const stuck: string[] = [];
    const doubleCharged: string[] = [];
    const mismatched: string[] = [];
    await runPool(0, total, concurrency, async (index) => {
      const response = await fetch(`${server!.baseURL}/services/core/api/v2/orders/idempotency/${keys[index]}`);
      if (response.status === 409) return void stuck.push(keys[index]);
      if (response.status !== 200) return;
      const { order } = (await response.json()) as { order: { uuid: string; status: string } };
      const charges = await chargesOf(server!.baseURL, order.uuid);
      if (charges > 1) doubleCharged.push(order.uuid);
      if ((order.status === 'placed') !== (charges === 1)) mismatched.push(`${order.uuid} ${order.status} with ${charges} charges`);
    });
    return {
      backend: kind === 'postgres' ? 'PostgreSQL' : 'PGlite',
      placed: total,
      acknowledged,
      cutOff,
      stalledAtRestart,
      stuck,
      doubleCharged,
      mismatched,
      settledAfterMs,
      durationMs: Date.now() - started,
    };
  } finally {
    await server?.stop();
    await backend.remove();
  }
}

export function stalledChargeRow(figures: StalledChargeFigures, minimum: number): SoakRow {
  const pass =
    figures.placed >= minimum &&
    figures.acknowledged > 0 &&
    !figures.stuck.length &&
    !figures.doubleCharged.length &&
    !figures.mismatched.length;
  return {
    check: 'kill -9 during card charges, the sweeper settles every stalled one',
    backend: figures.backend,
    figures:
      `${figure(figures.placed)} card orders, ${figure(figures.acknowledged)} acknowledged (201), ${figures.cutOff} cut off by the kill, ${figures.stalledAtRestart} left in progress by it; ` +
      `after ${seconds(figures.settledAfterMs)}: **${figures.stuck.length} still in progress**, **${figures.doubleCharged.length} charged twice**, ` +
      `${figures.mismatched.length} placed without a charge or cancelled with one${figures.mismatched.length ? ` (${figures.mismatched[0]})` : ''}; ${seconds(figures.durationMs)}`,
    expected: '0 orders left in progress after the 90 s stall limit and a sweep, 0 double charges, every placed order charged once',
    result: pass ? 'PASS' : 'FAIL',
  };
}
