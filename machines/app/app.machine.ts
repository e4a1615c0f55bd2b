import { enqueueActions, fromCallback, setup } from 'xstate';
import { cartMachine } from '../cart/cart.machine';
import { loginRedirectMachine } from '../login/login.machine';
import { modalMachine } from '../modal/modal.machine';
import { promoCodeMachine } from '../promo/promo.machine';
import { receiptMachine } from '../receipt/receipt.machine';
import { sessionMachine } from '../session/session.machine';
import type { AppContext, AppInput } from './app.types';

/**
 * The storefront's one actor system. Each app-wide actor runs here under its systemId, and they reach one another
 * through it (sendTo the system's actor, see machines/shared/system-actors.ts): the receipt follows the cart and the
 * promo code and tells the cart its prices, the promo code is stored with the cart, a sign-in reaches the session.
 * The storefront provides each actor's effects (src/system.ts).
 */
export const appMachine = setup({
  types: {} as { context: AppContext; input: AppInput },
  actors: {
    session: sessionMachine,
    login: loginRedirectMachine,
    cart: cartMachine,
    modal: modalMachine,
    promo: promoCodeMachine,
    receipt: receiptMachine,
    /** Another tab's change to the stored cart, told to the system's cart (injected; the default hears none). */
    storedCartChanges: fromCallback(() => {}),
  },
  actions: {
    // The promo code saved with the cart is asked of the server again, now that the receipt holds the cart.
    restorePromoCode: enqueueActions(({ context, enqueue }) => {
      if (context.savedPromoCode) enqueue.sendTo('promo', { type: 'promo.restore', promoCode: context.savedPromoCode });
    }),
  },
}).createMachine({
  id: 'app',
  description: "The storefront's app-wide actors in one system: session, sign-in, cart, modal, promo code and receipt, linked through it.",
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
});
