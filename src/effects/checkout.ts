import { fromCallback, fromPromise, type ActorRefFrom } from 'xstate';
import { checkoutMachine, paypalChild, walletChild } from '@machines/checkout/checkout.machine';
import type { CheckoutEvent, CheckoutMemory, CheckoutReceipt } from '@machines/checkout/checkout.types';
import { minimumOrderMessage } from '@machines/receipt/receipt.rules';
import { selectCurrentShoppingCart } from '@machines/receipt/receipt.types';
import type { ShoppingCart } from '../api';
import { clearCardEntry } from '../payments/cardEntry';
import { requestErrorFocus } from '../views/checkout/errorFocus';
import { formatMoney } from '../format/money';
import type { ReceiptRef } from '../system';
import { checkDeliveryZone } from './deliveryZone';
import { paymentGatewayWithEffects } from './paymentGateway';
import { savedCardsWithEffects } from './savedCards';
import { signInPromptForApp } from './signInPrompt';
import { paypalForApp } from './paypal';
import { placeOrderForApp } from './placeOrder';
import { walletPaymentWithEffects } from './walletPayment';

/** The checkout machine with its real effects: delivery-zone validation. */
export const checkoutWithEffects = checkoutMachine.provide({
  actors: {
    validateDeliveryAddress: fromPromise(async ({ input }) => {
      const { deliversTo, formattedAddress } = await checkDeliveryZone(input.shopId, input.address);
      return { deliversTo, formattedAddress };
    }),
  },
});

/** The app's receipt as checkout reads it: the cash fulfilment its current total was priced for, and the minimum still to add. */
export function toCheckoutReceipt(snapshot: ReturnType<ReceiptRef['getSnapshot']>): CheckoutReceipt {
  const priced = selectCurrentShoppingCart<ShoppingCart>(snapshot);
  const { forDelivery, address, tender, tipAmount } = snapshot.context.fulfilment;
  if (!priced || !tender) return { pricedFor: null, minimumMessage: null };
  const remaining = priced.orderValidations.orderMinimum?.amountRemaining ?? 0;
  return {
    pricedFor: { forDelivery, address, tender, tipAmount: tipAmount ?? 0 },
    minimumMessage: remaining > 0 ? minimumOrderMessage(formatMoney(remaining)) : null,
  };
}

const noAddress = { address: '', address2: '', city: '', state: '', zipcode: '' };

/** What checkout needs of its page: the stored form and the route's navigation (the modal is the system's). */
type CheckoutPage = {
  checkoutStore: { write: (change: Partial<CheckoutMemory>) => void };
  /** The browser's storage: a skipped sign-in offer is remembered there. */
  storage: Pick<Storage, 'getItem' | 'setItem'>;
  showConfirmation: (orderUuid: string) => void;
};

/**
 * Checkout with the page's effects. It reaches the app's cart and receipt through the actor system it is opened in
 * (machines/app, checkout.open): the receipt prices the form's fulfilment and reports back each change of its total;
 * the form is stored for 180 minutes, its fulfilment and payment until the order is placed.
 */
export function checkoutForApp({ checkoutStore, storage, showConfirmation }: CheckoutPage) {
  return checkoutWithEffects.provide({
    actors: {
      placeOrder: placeOrderForApp(),
      paymentGateway: paymentGatewayWithEffects,
      savedCards: savedCardsWithEffects,
      signInPrompt: signInPromptForApp({ storage }),
      paypal: paypalChild(paypalForApp()),
      walletPayment: walletChild(walletPaymentWithEffects),
      watchReceipt: fromCallback<CheckoutEvent>(({ sendBack, system }) => {
        const receipt = system.get('receipt') as ReceiptRef | undefined;
        if (!receipt) return;
        let last = '';
        const report = (snapshot: ReturnType<ReceiptRef['getSnapshot']>) => {
          const facts = toCheckoutReceipt(snapshot);
          const key = JSON.stringify(facts);
          if (key === last) return;
          last = key;
          sendBack({ type: 'receipt.update', receipt: facts });
        };
        report(receipt.getSnapshot());
        const subscription = receipt.subscribe(report);
        return () => subscription.unsubscribe();
      }),
    },
    actions: {
      persistCheckout: (_, memory) => checkoutStore.write(memory),
      showConfirmation: (_, { orderUuid }) => showConfirmation(orderUuid),
      clearCardFields: () => clearCardEntry(),
      focusError: () => requestErrorFocus(),
      forgetPlacedOrder: () => checkoutStore.write({ forDelivery: false, address: noAddress }),
    },
  });
}

export type CheckoutRef = ActorRefFrom<typeof checkoutWithEffects>;
