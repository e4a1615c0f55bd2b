import { fromCallback, fromPromise, type ActorRefFrom } from 'xstate';
import { checkoutMachine, paypalChild, walletChild } from '@machines/checkout/checkout.machine';
import type { CartProduct } from '@machines/cart/cart.types';
import type { SavedCard } from '@machines/savedCards/savedCards.types';
import type { CheckoutDeals, CheckoutEvent, CheckoutMemory, CheckoutReceipt } from '@machines/checkout/checkout.types';
import { minimumOrderMessage } from '@machines/receipt/receipt.rules';
import { selectCurrentShoppingCart } from '@machines/receipt/receipt.types';
import type { ShoppingCart } from '../api';
import { clearCardEntry } from '../payments/cardEntry';
import { requestErrorFocus } from '../views/checkout/errorFocus';
import { formatMoney } from '../format/money';
import type { CartRef, ModalRef, ReceiptRef } from '../system';
import { checkDeliveryZone } from './deliveryZone';
import { paymentGatewayWithEffects } from './paymentGateway';
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

/**
 * Checkout wired to the app: the receipt prices the form's fulfilment and reports back each change
 * of its total; the form is stored for 180 minutes, its fulfilment and payment until the order is placed.
 */
const noAddress = { address: '', address2: '', city: '', state: '', zipcode: '' };

type CheckoutApp = {
  shopId: number;
  cart: CartRef;
  receipt: ReceiptRef;
  checkoutStore: { write: (change: Partial<CheckoutMemory>) => void };
  modal: ModalRef;
  showConfirmation: (orderUuid: string) => void;
  /** A saved card the server removed leaves the account's list shown at checkout. */
  forgetSavedCard: (paymentMethodId: number) => void;
  /** A card saved while placing an order that was then refused joins that list. */
  rememberSavedCard: (card: SavedCard) => void;
};

const sameIds = (a: number[], b: number[]) => a.length === b.length && a.every((id, i) => id === b[i]);
// One empty list for another shop's cart: a fresh [] on each report would read as a change and loop with the receipt.
const NO_LINES: CartProduct[] = [];

export function checkoutForApp({
  shopId,
  cart,
  receipt,
  checkoutStore,
  modal,
  showConfirmation,
  forgetSavedCard,
  rememberSavedCard,
}: CheckoutApp) {
  return checkoutWithEffects.provide({
    actors: {
      placeOrder: placeOrderForApp({ modal }),
      paymentGateway: paymentGatewayWithEffects,
      paypal: paypalChild(paypalForApp()),
      walletPayment: walletChild(walletPaymentWithEffects),
      watchCart: fromCallback<CheckoutEvent>(({ sendBack }) => {
        // This shop's lines and the deals the receipt priced with them (coupon, validated promo code).
        let last: { products: CartProduct[]; deals: CheckoutDeals } | null = null;
        const report = () => {
          const { shopId: cartShopId, products: lines } = cart.getSnapshot().context;
          const { couponIds, promoCodeId } = receipt.getSnapshot().context.cart;
          const products = cartShopId === shopId ? lines : NO_LINES;
          if (last && last.products === products && last.deals.promoCodeId === promoCodeId && sameIds(last.deals.couponIds, couponIds))
            return;
          last = { products, deals: { couponIds, promoCodeId } };
          sendBack({ type: 'cart.sync', ...last });
        };
        const subscriptions = [cart.subscribe(report), receipt.subscribe(report)];
        return () => subscriptions.forEach((subscription) => subscription.unsubscribe());
      }),
      watchReceipt: fromCallback<CheckoutEvent>(({ sendBack }) => {
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
      shareFulfilment: (_, { fulfilment }) => receipt.send({ type: 'receipt.fulfilmentChanged', fulfilment }),
      persistCheckout: (_, memory) => checkoutStore.write(memory),
      clearCart: () => cart.send({ type: 'cart.clear' }),
      showConfirmation: (_, { orderUuid }) => showConfirmation(orderUuid),
      clearCardFields: () => clearCardEntry(),
      forgetSavedCard: (_, { paymentMethodId }) => {
        if (paymentMethodId !== null) forgetSavedCard(paymentMethodId);
      },
      rememberSavedCard: (_, { card }) => {
        if (card) rememberSavedCard(card);
      },
      focusError: () => requestErrorFocus(),
      forgetPlacedOrder: () => {
        receipt.send({ type: 'receipt.fulfilmentChanged', fulfilment: { forDelivery: false, address: null } });
        checkoutStore.write({ forDelivery: false, address: noAddress });
      },
    },
  });
}

export type CheckoutRef = ActorRefFrom<typeof checkoutWithEffects>;
