import { enqueueActions, fromCallback, setup, stopChild, type AnyActorLogic } from 'xstate';
import { cartMachine } from '../cart/cart.machine';
import { loginRedirectMachine } from '../login/login.machine';
import { modalMachine } from '../modal/modal.machine';
import { promoCodeMachine } from '../promo/promo.machine';
import { receiptMachine } from '../receipt/receipt.machine';
import { reviewWidgetMachine } from '../reviewWidget/reviewWidget.machine';
import type { ReviewWidgetInput } from '../reviewWidget/reviewWidget.types';
import type { CouponInput } from '../coupon/coupon.types';
import type { SaveCardInput } from '../saveCard/saveCard.types';
import { sessionMachine } from '../session/session.machine';
import type { AppContext, AppEvent, AppInput } from './app.types';

/**
 * The storefront's one actor system. Each app-wide actor runs here under its systemId, and they reach one another
 * through it (sendTo the system's actor, see machines/shared/system-actors.ts): the receipt follows the cart and the
 * promo code and tells the cart its prices, the promo code is stored with the cart, a sign-in reaches the session.
 * The checkout joins the system while its route shows it (checkout.open / checkout.close): it follows the cart and the
 * receipt, gives the receipt its fulfilment and empties the cart once the order is placed. The menu's review widget
 * joins it while the menu shows it (reviewWidget.open / reviewWidget.close): it waits for the system's session and
 * opens and watches the sign-in modal on the system's modal. The deals dialog joins it while it shows (deals.open /
 * deals.close, and stopped once its deal is applied): it puts the deal in the system's cart and closes its dialog on the
 * system's modal. A page's "add a card" form (the account's new-card page, checkout's newCreditCardModal) joins it while
 * the page shows it (saveCard.open / saveCard.close): its 3-D Secure challenge opens, closes and is watched on the
 * system's modal, and at checkout its saved card goes to the system's checkout.
 * The storefront provides each actor's effects (src/system.ts).
 */
export const appMachine = setup({
  types: {} as { context: AppContext; input: AppInput; events: AppEvent },
  actors: {
    session: sessionMachine,
    login: loginRedirectMachine,
    cart: cartMachine,
    modal: modalMachine,
    promo: promoCodeMachine,
    receipt: receiptMachine,
    reviewWidget: reviewWidgetMachine,
    /** Another tab's change to the stored cart, told to the system's cart (injected; the default hears none). */
    storedCartChanges: fromCallback(() => {}),
  },
  actions: {
    // The promo code saved with the cart is asked of the server again, now that the receipt holds the cart.
    restorePromoCode: enqueueActions(({ context, enqueue }) => {
      if (context.savedPromoCode) enqueue.sendTo('promo', { type: 'promo.restore', promoCode: context.savedPromoCode });
    }),
    // one checkout at a time: a checkout left open (a route that never closed it) is stopped first
    openCheckout: enqueueActions(({ enqueue }, p: { logic: AnyActorLogic; input: unknown }) => {
      enqueue.stopChild('checkout');
      // the route's logic is none of setup's actors, and spawnChild types an id only for those
      const options = { id: 'checkout', systemId: 'checkout', input: p.input } as { systemId: string };
      enqueue.spawnChild(p.logic, options);
    }),
    closeCheckout: stopChild('checkout'),
    // one widget at a time: a widget left running (a menu that never stopped it) is stopped first
    openReviewWidget: enqueueActions(({ enqueue }, p: { input: ReviewWidgetInput }) => {
      enqueue.stopChild('reviewWidget');
      enqueue.spawnChild('reviewWidget', { id: 'reviewWidget', systemId: 'reviewWidget', input: p.input });
    }),
    closeReviewWidget: stopChild('reviewWidget'),
    // one deals dialog at a time: the menu's dealsModal or a cart line's deal edit; one left open is stopped first
    openDeals: enqueueActions(({ enqueue }, p: { logic: AnyActorLogic; input: CouponInput }) => {
      enqueue.stopChild('deals');
      // the page's logic (its menu's deals and lines) is none of setup's actors, as checkout's
      const options = { id: 'deals', systemId: 'deals', input: p.input } as { systemId: string };
      enqueue.spawnChild(p.logic, options);
    }),
    closeDeals: stopChild('deals'),
    // one "add a card" form at a time (the account's new-card page, checkout's newCreditCardModal); one left open is stopped first
    openSaveCard: enqueueActions(({ enqueue }, p: { logic: AnyActorLogic; input: SaveCardInput }) => {
      enqueue.stopChild('saveCard');
      // the page's logic (what follows a saved card) is none of setup's actors, as checkout's
      const options = { id: 'saveCard', systemId: 'saveCard', input: p.input } as { systemId: string };
      enqueue.spawnChild(p.logic, options);
    }),
    closeSaveCard: stopChild('saveCard'),
  },
}).createMachine({
  id: 'app',
  description:
    "The storefront's app-wide actors in one system: session, sign-in, cart, modal, promo code and receipt, linked through it, the checkout while its page is shown, the menu's review widget while the menu is, the deals dialog while it shows, and a page's add-a-card form while the page shows it.",
  context: ({ input }) => input,
  invoke: [
    { id: 'session', systemId: 'session', src: 'session' },
    { id: 'login', systemId: 'login', src: 'login' },
    { id: 'cart', systemId: 'cart', src: 'cart', input: ({ context }) => context.cart },
    { id: 'modal', systemId: 'modal', src: 'modal' },
    // the receipt holds the cart before the promo code starts: a restored code is validated against that cart
    { id: 'receipt', systemId: 'receipt', src: 'receipt', input: ({ context }) => context.receipt },
    { id: 'promo', systemId: 'promo', src: 'promo' },
    { id: 'storedCartChanges', src: 'storedCartChanges' },
  ],
  entry: 'restorePromoCode',
  on: {
    'checkout.open': { actions: { type: 'openCheckout', params: ({ event }) => ({ logic: event.logic, input: event.input }) } },
    'checkout.close': { actions: 'closeCheckout' },
    'reviewWidget.open': { actions: { type: 'openReviewWidget', params: ({ event }) => ({ input: event.input }) } },
    'reviewWidget.close': { actions: 'closeReviewWidget' },
    'deals.open': { actions: { type: 'openDeals', params: ({ event }) => ({ logic: event.logic, input: event.input }) } },
    'deals.close': { actions: 'closeDeals' },
    // the deal is in the cart (the coupon machine's final applied): its dialog has closed, the machine stops
    'xstate.done.actor.deals': { actions: 'closeDeals' },
    'saveCard.open': { actions: { type: 'openSaveCard', params: ({ event }) => ({ logic: event.logic, input: event.input }) } },
    'saveCard.close': { actions: 'closeSaveCard' },
  },
});
