import { describe, expect, it } from 'vitest';
import { createActor, fromCallback, fromPromise, waitFor } from 'xstate';
import type { CartProduct } from '../cart/cart.types';
import { placeOrderMachine } from '../placeOrder/placeOrder.machine';
import type { PlaceOrderEvent } from '../placeOrder/placeOrder.types';
import { walletPaymentMachine } from '../walletPayment/walletPayment.machine';
import type { CancellationReason, WalletAvailability } from '../walletPayment/walletPayment.types';
import type { PlaceOrderPayload } from './checkout.payload';
import { checkoutMachine, walletChild } from './checkout.machine';
import { cardShop } from './checkout.fixtures';

const line: CartProduct = {
  uuid: 'l1',
  id: 5,
  name: 'Margherita',
  description: '',
  productTypeId: 51,
  productTypeName: 'Large',
  selections: {},
  specialRequest: '',
  quantity: 1,
  price: 1800,
  isBestSeller: false,
  couponId: null,
};
const contact = { firstName: 'Ada', lastName: 'Lovelace', email: 'ada@example.com', phone: '(555) 123-4567' };

// The app's receipt, the browser's wallet and sheet, Stripe's confirm and the platform's calls are stubbed
// boundaries; checkout, walletPayment and placeOrder are the real machines.
function start(
  submit: () => Promise<{ orderUuid: string; challengeUrl: string | null }> = async () => ({ orderUuid: 'o-1', challengeUrl: null }),
) {
  const calls: Array<[string, unknown]> = [];
  const submitted: PlaceOrderPayload[] = [];
  let sheet: ((event: PlaceOrderEvent) => void) | null = null;
  let made = 0;
  let actor: ReturnType<typeof createActor<typeof machine>>;
  const machine = checkoutMachine.provide({
    actions: {
      shareFulfilment: (_, { fulfilment }) =>
        actor.send({ type: 'receipt.update', receipt: { pricedFor: fulfilment, minimumMessage: null } }),
      persistCheckout: () => {},
      focusError: () => {},
    },
    actors: {
      walletPayment: walletChild(
        walletPaymentMachine.provide({
          actors: {
            checkWallets: fromPromise(async (): Promise<WalletAvailability | null> => ({ applePay: false, googlePay: true })),
            requestIntent: fromPromise(async ({ input }) => {
              calls.push([input.intentId ? 'update' : 'create', input.intentId]);
              const id = input.intentId ?? `pi_${(made += 1)}`;
              return { intent: { id, clientSecret: `${id}_secret_x`, amount: 1800 }, strictTotal: 1800 };
            }),
            cancelIntent: fromPromise(async ({ input }: { input: { intentId: string; reason: CancellationReason } }): Promise<void> => {
              calls.push(['cancel', input]);
            }),
          },
        }),
      ),
      placeOrder: placeOrderMachine.provide({
        actions: { openWalletSheet: () => void calls.push(['sheet', null]) },
        actors: {
          watchWalletSheet: fromCallback<PlaceOrderEvent>(({ sendBack }) => {
            sheet = sendBack;
          }),
          confirmWallet: fromPromise(async ({ input }) => {
            calls.push(['confirm', input.clientSecret]);
            return { challengeUrl: null };
          }),
          submitOrder: fromPromise(async ({ input }) => {
            submitted.push(input.payload);
            return submit();
          }),
        },
      }),
    },
  });
  actor = createActor(machine, { input: { shop: cardShop(3), cartProducts: [line], idempotencyKey: 'idem-1', walletsEnabled: true } });
  actor.start();
  for (const [field, value] of Object.entries(contact)) actor.send({ type: 'contact.change', field: field as keyof typeof contact, value });
  return { actor, calls, submitted, sheetAnswers: (event: PlaceOrderEvent) => sheet?.(event) };
}

const walletReady = (actor: ReturnType<typeof start>['actor']) => waitFor(actor, (s) => s.context.wallet.status === 'ready');

describe('checkout with a wallet (flag web_third_party_payments)', () => {
  it("learns the browser's wallets; choosing Google Pay asks for an intent, and the order pays with it from the sheet", async () => {
    const { actor, calls, submitted, sheetAnswers } = start();
    await waitFor(actor, (s) => s.context.wallet.status === 'idle');
    expect(actor.getSnapshot().context.wallet.available).toEqual({ applePay: false, googlePay: true });
    actor.send({ type: 'tender.set', tender: 'google' });
    await walletReady(actor);
    expect(calls).toEqual([['create', null]]);

    actor.send({ type: 'order.submit' });
    expect(actor.getSnapshot().value).toBe('submitting');
    expect(calls.at(-1)).toEqual(['sheet', null]);
    sheetAnswers({ type: 'wallet.authorized', paymentMethodId: 'pm_wallet' });
    await waitFor(actor, (s) => s.matches('placed'));
    expect(submitted[0].order).toMatchObject({ paymentMethod: 'credit', gateway: 'stripe', paymentIntentId: 'pi_1' });
  });

  it('without its intent the wallet is no payment yet; a tip change updates the intent', async () => {
    const { actor, calls } = start();
    await waitFor(actor, (s) => s.context.wallet.status === 'idle');
    actor.send({ type: 'tender.set', tender: 'google' });
    actor.send({ type: 'order.submit' });
    expect(actor.getSnapshot().context.errors.payment.tender).toBe('A valid payment method is required');
    await walletReady(actor);
    expect(actor.getSnapshot().context.errors.payment).toEqual({});
    actor.send({ type: 'tip.choose', percentage: 10 });
    await waitFor(actor, () => calls.some(([name]) => name === 'update'));
    await walletReady(actor);
    expect(calls).toEqual([
      ['create', null],
      ['update', 'pi_1'],
    ]);
  });

  it('another tender cancels the intent (storefront_payment_method_changed)', async () => {
    const { actor, calls } = start();
    await waitFor(actor, (s) => s.context.wallet.status === 'idle');
    actor.send({ type: 'tender.set', tender: 'google' });
    await walletReady(actor);
    actor.send({ type: 'tender.set', tender: 'cash' });
    await waitFor(actor, (s) => s.context.wallet.status === 'idle');
    expect(calls.at(-1)).toEqual(['cancel', { intentId: 'pi_1', reason: 'storefront_payment_method_changed' }]);
  });

  it('a refused wallet order gives its intent back (storefront_failed_order) and a new one is made; a closed sheet keeps it', async () => {
    const message = 'Your total changed. Please pay again with your wallet.';
    const { actor, calls, sheetAnswers } = start(async () => {
      throw {
        status: 422,
        messages: [message],
        errors: [{ code: 'payment_intent_totals_mismatch', message }],
        orderErrorCodes: ['payment_intent_totals_mismatch'],
      };
    });
    await waitFor(actor, (s) => s.context.wallet.status === 'idle');
    actor.send({ type: 'tender.set', tender: 'google' });
    await walletReady(actor);

    actor.send({ type: 'order.submit' });
    sheetAnswers({ type: 'wallet.dismissed' });
    await waitFor(actor, (s) => s.matches('editing'));
    expect(calls.filter(([name]) => name === 'cancel')).toEqual([]);

    actor.send({ type: 'order.submit' });
    sheetAnswers({ type: 'wallet.authorized', paymentMethodId: 'pm_wallet' });
    await waitFor(actor, (s) => s.matches('failed'));
    expect(actor.getSnapshot().context.summaryErrors).toEqual([message]);
    await waitFor(actor, (s) => s.context.wallet.status === 'ready' && s.context.wallet.intent?.id === 'pi_2');
    // the new intent is no edit of the shopper's: the failure's message stays shown
    expect(actor.getSnapshot().context.summaryErrors).toEqual([message]);
    expect(calls.filter(([name]) => name === 'cancel' || name === 'create')).toEqual([
      ['create', null],
      ['cancel', { intentId: 'pi_1', reason: 'storefront_failed_order' }],
      ['create', null],
    ]);
  });
});
