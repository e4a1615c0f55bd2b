import type { AnyActorLogic } from 'xstate';
import type { CartInput } from '../cart/cart.types';
import type { StoredPromoCode } from '../promo/promo.types';
import type { ReceiptInput } from '../receipt/receipt.types';

/** What the app's actors start from: the stored cart, the stored fulfilment, and the promo code saved with the cart. */
export type AppInput = { cart: CartInput; receipt: ReceiptInput; savedPromoCode: StoredPromoCode | null };
export type AppContext = AppInput;

/**
 * The checkout route opens its checkout in the system (the logic carries the route's own effects: its navigation and
 * its saved cards) and closes it when it leaves the page.
 */
export type AppEvent = { type: 'checkout.open'; logic: AnyActorLogic; input: unknown } | { type: 'checkout.close' };
