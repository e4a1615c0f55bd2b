import { fromCallback, fromPromise } from 'xstate';
import type { CartContext, CartProduct } from '../cart/cart.types';
import type { ReceiptContext } from '../receipt/receipt.types';
import { LATER_CHECK_MS } from './checkout.later';
import type { CheckoutAddress, CheckoutDeals, CheckoutEvent, CheckoutMemory } from './checkout.types';

export type ValidateDeliveryAddressInput = { shopId: number; address: CheckoutAddress };
export type ValidateDeliveryAddressOutput = { deliversTo: boolean; formattedAddress: string | null };

/** GET v3 shops/{id}/delivery_zone_validation. Throw when the address cannot be resolved (→ invalid). */
export const validateDeliveryAddress = fromPromise<ValidateDeliveryAddressOutput, ValidateDeliveryAddressInput>(async () => {
  throw new Error('validateDeliveryAddress not provided');
});

/** Sends `receipt.update` whenever the system's receipt changes (injected: the storefront words the minimum; the default never sends). */
export const watchReceipt = fromCallback<CheckoutEvent>(() => {});

const sameIds = (a: number[], b: number[]) => a.length === b.length && a.every((id, i) => id === b[i]);
// One empty list for another shop's cart: a fresh [] on each report would read as a change and loop with the receipt.
const NO_LINES: CartProduct[] = [];
type Watched<S> = { getSnapshot: () => S; subscribe: (listener: () => void) => { unsubscribe: () => void } };

/**
 * Sends `cart.sync` with this shop's lines of the system's cart and the deals the system's receipt priced with them
 * (coupons, validated promo code) whenever either changes. Started alone (no cart in its system) it never sends.
 */
export const watchCart = fromCallback<CheckoutEvent, { shopId: number }>(({ sendBack, system, input }) => {
  const cart = system.get('cart') as Watched<{ context: CartContext }> | undefined;
  const receipt = system.get('receipt') as Watched<{ context: ReceiptContext }> | undefined;
  if (!cart || !receipt) return;
  let last: { products: CartProduct[]; deals: CheckoutDeals } | null = null;
  const report = () => {
    const { shopId, products: lines } = cart.getSnapshot().context;
    const { couponIds, promoCodeId } = receipt.getSnapshot().context.cart;
    const products = shopId === input.shopId ? lines : NO_LINES;
    if (last && last.products === products && last.deals.promoCodeId === promoCodeId && sameIds(last.deals.couponIds, couponIds)) return;
    last = { products, deals: { couponIds, promoCodeId } };
    sendBack({ type: 'cart.sync', ...last });
  };
  // the checkout starts from the lines and deals of now (its input); what changes after is reported
  const subscriptions = [cart.subscribe(report), receipt.subscribe(report)];
  return () => subscriptions.forEach((subscription) => subscription.unsubscribe());
});

/** The page's clock for a later order: `when.tick` with the time, each LATER_CHECK_MS (the machine's own, not injected). */
export const laterClock = fromCallback<CheckoutEvent>(({ sendBack }) => {
  const timer = setInterval(() => sendBack({ type: 'when.tick', now: Date.now() }), LATER_CHECK_MS);
  return () => clearInterval(timer);
});

/* Effects injected by the storefront (defaults do nothing). */
/** Stores contact, fulfilment and tender for 180 minutes (a reload or a direct visit starts from them). */
export const persistCheckout = (_: unknown, _memory: CheckoutMemory) => {};
/** The order is placed: the stored fulfilment and payment are cleared (spec: on success), the contact is kept. */
export const forgetPlacedOrder = (_: unknown) => {};
/** The order is placed: the shopper is taken to its confirmation page. */
export const showConfirmation = (_: unknown, _params: { orderUuid: string }) => {};
/** payment_error: the card fields (the gateway's elements) are emptied. */
export const clearCardFields = (_: unknown) => {};
/**
 * An error is shown (a refused order, a submit refused for errors or the minimum): the page brings it into
 * view and focuses it. Checkout §8 scrolls the page; it scrolls to where the error is, at every width.
 */
export const focusError = (_: unknown) => {};
