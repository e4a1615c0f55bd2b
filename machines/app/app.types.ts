import type { AnyActorLogic } from 'xstate';
import type { CartInput } from '../cart/cart.types';
import type { CouponInput } from '../coupon/coupon.types';
import type { SaveCardInput } from '../saveCard/saveCard.types';
import type { StoredPromoCode } from '../promo/promo.types';
import type { ReceiptInput } from '../receipt/receipt.types';
import type { ReviewWidgetInput } from '../reviewWidget/reviewWidget.types';

/** What the app's actors start from: the stored cart, the stored fulfilment, and the promo code saved with the cart. */
export type AppInput = { cart: CartInput; receipt: ReceiptInput; savedPromoCode: StoredPromoCode | null };
export type AppContext = AppInput;

/**
 * The checkout route opens its checkout in the system (the logic carries the route's own effects: its navigation and
 * its saved cards) and closes it when it leaves the page. The menu page starts its review widget in the system the
 * same way (its effects are the app's: the review provider's calls) and stops it when it goes. The deals dialog (the
 * menu's dealsModal, or a cart line's deal edit) opens its coupon machine with the menu's effects (its deals and bundle
 * lines) and closes it when the dialog goes; the app stops it itself once its deal is applied. A page's "add a card"
 * form opens its saveCard machine with what follows a saved card (the account page's way back to /user, or checkout's
 * newCard.saved) and closes it when the page goes.
 */
export type AppEvent =
  | { type: 'checkout.open'; logic: AnyActorLogic; input: unknown }
  | { type: 'checkout.close' }
  | { type: 'reviewWidget.open'; input: ReviewWidgetInput }
  | { type: 'reviewWidget.close' }
  | { type: 'deals.open'; logic: AnyActorLogic; input: CouponInput }
  | { type: 'deals.close' }
  | { type: 'xstate.done.actor.deals' }
  | { type: 'saveCard.open'; logic: AnyActorLogic; input: SaveCardInput }
  | { type: 'saveCard.close' };
