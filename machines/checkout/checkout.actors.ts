import { fromCallback, fromPromise } from 'xstate';
import type { SavedCard } from '../savedCards/savedCards.types';
import { LATER_CHECK_MS } from './checkout.later';
import type { CheckoutAddress, CheckoutEvent, CheckoutMemory, PricedFulfilment } from './checkout.types';

export type ValidateDeliveryAddressInput = { shopId: number; address: CheckoutAddress };
export type ValidateDeliveryAddressOutput = { deliversTo: boolean; formattedAddress: string | null };

/** GET v3 shops/{id}/delivery_zone_validation. Throw when the address cannot be resolved (→ invalid). */
export const validateDeliveryAddress = fromPromise<ValidateDeliveryAddressOutput, ValidateDeliveryAddressInput>(async () => {
  throw new Error('validateDeliveryAddress not provided');
});

/** Sends `receipt.update` whenever the app's receipt changes (injected; the default never sends). */
export const watchReceipt = fromCallback<CheckoutEvent>(() => {});
/** Sends `cart.sync` whenever this shop's cart lines or the deals priced with them change (injected; the default never sends). */
export const watchCart = fromCallback<CheckoutEvent>(() => {});

/** The page's clock for a later order: `when.tick` with the time, each LATER_CHECK_MS (the machine's own, not injected). */
export const laterClock = fromCallback<CheckoutEvent>(({ sendBack }) => {
  const timer = setInterval(() => sendBack({ type: 'when.tick', now: Date.now() }), LATER_CHECK_MS);
  return () => clearInterval(timer);
});

/* Effects injected by the storefront (defaults do nothing). */
/** The app's receipt prices with this fulfilment (it ignores what it already prices with). */
export const shareFulfilment = (_: unknown, _params: { fulfilment: PricedFulfilment }) => {};
/** Stores contact, fulfilment and tender for 180 minutes (a reload or a direct visit starts from them). */
export const persistCheckout = (_: unknown, _memory: CheckoutMemory) => {};
/** The order is placed: the stored fulfilment and payment are cleared (spec: on success), the contact is kept. */
export const forgetPlacedOrder = (_: unknown) => {};
/** The order is placed: the app's cart is emptied. */
export const clearCart = (_: unknown) => {};
/** The order is placed: the shopper is taken to its confirmation page. */
export const showConfirmation = (_: unknown, _params: { orderUuid: string }) => {};
/** payment_error: the card fields (the gateway's elements) are emptied. */
export const clearCardFields = (_: unknown) => {};
/** The server removed a saved card (card verification; null: none removed): it leaves the account's saved list here too. */
export const forgetSavedCard = (_: unknown, _params: { paymentMethodId: number | null }) => {};
/** placeOrder saved a card and the order was then refused: the card joins the account's saved list here (null: none saved). */
export const rememberSavedCard = (_: unknown, _params: { card: SavedCard | null }) => {};
/**
 * An error is shown (a refused order, a submit refused for errors or the minimum): the page brings it into
 * view and focuses it. Checkout §8 scrolls the page; it scrolls to where the error is, at every width.
 */
export const focusError = (_: unknown) => {};
