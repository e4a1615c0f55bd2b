import { describe, expect, it } from 'vitest';
import { createActor, fromPromise, waitFor } from 'xstate';
import type { PlaceOrderPayload } from '../checkout/checkout.payload';
import { walletPaymentMachine } from './walletPayment.machine';
import type { CancellationReason, RequestedIntent, WalletAvailability, WalletOrder, WalletReport } from './walletPayment.types';

const order = (tipAmount = 0) =>
  ({
    order: {
      shopId: 1,
      shippingType: 'pickup',
      orderItemsAttributes: [{ productsTypeId: 3, productsQuantity: 1 }],
      tipAmount,
      paymentMethod: 'credit',
    },
    orderOptionTypes: [],
  }) as unknown as PlaceOrderPayload;
const intent = (id: string, amount: number) => ({ id, clientSecret: `${id}_secret_x`, amount });
const refused = { status: 422, messages: ['Card payments need an order total of at least $0.50.'] };

type Answers = {
  wallets?: () => Promise<WalletAvailability | null>;
  request?: (input: { order: WalletOrder; intentId: string | null }) => Promise<RequestedIntent>;
  cancel?: () => Promise<void>;
};

// The browser's wallet check and the platform's intent calls are stubbed boundaries answering as Stripe
// and the server would; each call and each report to checkout is recorded.
function start(answers: Answers = {}, enabled = true) {
  const calls: Array<[string, unknown]> = [];
  const reports: WalletReport[] = [];
  const totals: number[] = [];
  let made = 0;
  const machine = walletPaymentMachine.provide({
    actors: {
      checkWallets: fromPromise(answers.wallets ?? (async () => ({ applePay: false, googlePay: true }))),
      requestIntent: fromPromise(async ({ input }) => {
        calls.push([input.intentId ? 'update' : 'create', input]);
        if (answers.request) return answers.request(input);
        const amount = 1000 + (input.order.payload.order.tipAmount ?? 0);
        return { intent: input.intentId ? intent(input.intentId, amount) : intent(`pi_${(made += 1)}`, amount), strictTotal: amount };
      }),
      cancelIntent: fromPromise(async ({ input }: { input: { intentId: string; reason: CancellationReason } }) => {
        calls.push(['cancel', input]);
        return answers.cancel?.();
      }),
    },
    actions: {
      report: (_, report) => void reports.push(report),
      showTotal: (_, { amount }) => void totals.push(amount),
    },
  });
  const actor = createActor(machine, { input: { enabled } }).start();
  const orderOf = (tender: string, payload = order()) => actor.send({ type: 'wallet.order', tender, payload });
  return { actor, calls, reports, totals, orderOf };
}

describe('walletPaymentMachine', () => {
  it('without the flag looks for no wallet', () => {
    const { actor, reports } = start({}, false);
    expect(actor.getSnapshot().value).toBe('unavailable');
    expect(reports.at(-1)).toMatchObject({ status: 'unavailable', available: null });
  });

  it('a browser without a wallet: unavailable, and orders are ignored', async () => {
    const { actor, calls, orderOf } = start({ wallets: async () => null });
    await waitFor(actor, (s) => s.matches('unavailable'));
    orderOf('google');
    expect(calls).toEqual([]);
  });

  it('a wallet chosen: an intent is created for the strict total, the sheet shows it, and the button is usable (ready)', async () => {
    const { actor, calls, reports, totals, orderOf } = start();
    await waitFor(actor, (s) => s.matches('idle'));
    expect(reports.at(-1)).toMatchObject({ status: 'idle', available: { applePay: false, googlePay: true } });
    orderOf('cash');
    expect(actor.getSnapshot().value).toBe('idle');
    orderOf('google');
    expect(reports.at(-1)).toMatchObject({ status: 'requesting', intent: null });
    await waitFor(actor, (s) => s.matches('ready'));
    expect(calls.map(([name]) => name)).toEqual(['create']);
    expect(reports.at(-1)).toMatchObject({ status: 'ready', intent: intent('pi_1', 1000) });
    expect(totals).toEqual([1000]);
  });

  it('the same order again keeps the intent; a new total updates it (PUT), and a request in flight is replaced', async () => {
    const { actor, calls, totals, orderOf } = start();
    await waitFor(actor, (s) => s.matches('idle'));
    orderOf('google');
    await waitFor(actor, (s) => s.matches('ready'));
    orderOf('google');
    expect(actor.getSnapshot().value).toBe('ready');
    orderOf('google', order(300));
    orderOf('google', order(500));
    await waitFor(actor, (s) => s.matches('ready'));
    expect(calls.map(([name, input]) => [name, (input as { intentId: string | null }).intentId])).toEqual([
      ['create', null],
      ['update', 'pi_1'],
      ['update', 'pi_1'],
    ]);
    expect(actor.getSnapshot().context.intent).toEqual(intent('pi_1', 1500));
    expect(totals).toEqual([1000, 1500]);
  });

  it('another tender cancels the intent (storefront_payment_method_changed) and clears it', async () => {
    const { actor, calls, orderOf } = start();
    await waitFor(actor, (s) => s.matches('idle'));
    orderOf('google');
    await waitFor(actor, (s) => s.matches('ready'));
    orderOf('credit');
    expect(actor.getSnapshot().value).toBe('cancelling');
    await waitFor(actor, (s) => s.matches('idle'));
    expect(calls.at(-1)).toEqual(['cancel', { intentId: 'pi_1', reason: 'storefront_payment_method_changed' }]);
    expect(actor.getSnapshot().context.intent).toBeNull();
  });

  it('cancelling clears the intent even when the platform could not be told; an order meanwhile is asked for next', async () => {
    const { actor, calls, orderOf } = start({
      cancel: async () => {
        throw { status: null, message: 'ERR_NETWORK' };
      },
    });
    await waitFor(actor, (s) => s.matches('idle'));
    orderOf('google');
    await waitFor(actor, (s) => s.matches('ready'));
    actor.send({ type: 'wallet.renew', reason: 'storefront_failed_order', tender: 'google', payload: order() });
    await waitFor(actor, (s) => s.matches('ready'));
    expect(calls.map(([name]) => name)).toEqual(['create', 'cancel', 'create']);
    expect(calls[1][1]).toEqual({ intentId: 'pi_1', reason: 'storefront_failed_order' });
    expect(actor.getSnapshot().context.intent?.id).toBe('pi_2');
  });

  it('a failed request is shown and clears the intent; the same order again waits for the shopper to try again', async () => {
    let fail = true;
    const { actor, reports, orderOf } = start({
      request: async ({ intentId }) => {
        if (fail) throw refused;
        return { intent: intent(intentId ?? 'pi_9', 1000), strictTotal: 1000 };
      },
    });
    await waitFor(actor, (s) => s.matches('idle'));
    orderOf('google');
    await waitFor(actor, (s) => s.matches('failed'));
    expect(reports.at(-1)).toMatchObject({ status: 'failed', error: 'Card payments need an order total of at least $0.50.', intent: null });
    orderOf('google');
    expect(actor.getSnapshot().value).toBe('failed');
    fail = false;
    actor.send({ type: 'wallet.retry', tender: 'google', payload: order() });
    await waitFor(actor, (s) => s.matches('ready'));
    expect(actor.getSnapshot().context.error).toBeNull();
  });

  it('an intent whose amount is not the strict total is cancelled (storefront_totals_mismatch) and the shopper told', async () => {
    const { actor, calls, reports, orderOf } = start({ request: async () => ({ intent: intent('pi_7', 1200), strictTotal: 1000 }) });
    await waitFor(actor, (s) => s.matches('idle'));
    orderOf('google');
    await waitFor(actor, (s) => s.matches('failed'));
    expect(calls.at(-1)).toEqual(['cancel', { intentId: 'pi_7', reason: 'storefront_totals_mismatch' }]);
    expect(reports.at(-1)).toMatchObject({
      status: 'failed',
      intent: null,
      error: 'Your total changed. Please pay again with your wallet.',
    });
  });
});
