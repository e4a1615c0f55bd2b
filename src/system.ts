import { createActor, type ActorRefFrom } from 'xstate';
import { browserAnalyticsHost, startAnalytics } from './analytics/browser';
import type { AnalyticsHost } from './analytics/tracker';
import { cartMachine } from '@machines/cart/cart.machine';
import { hasCompleteAddress } from '@machines/checkout/address.rules';
import type { CheckoutMemory } from '@machines/checkout/checkout.types';
import { modalMachine } from '@machines/modal/modal.machine';
import type { ModalNavigation, PageNavigation } from './navigation';
import { setAccessTokenProvider } from './api/client';
import type { AuthEffects } from './auth/browserAuth';
import { loginForApp, sessionForApp } from './effects/session';
import { promoWithEffects } from './product/promoActor';
import { receiptWithEffects } from './product/receiptActor';
import { recordAttribution } from './storage/attribution';
import { onStoredCartChange, readStoredCart, writeStoredCart } from './storage/cartStorage';
import { readStoredCheckout, writeStoredCheckout } from './storage/checkoutStorage';

type SystemDeps = {
  storage: Pick<Storage, 'getItem' | 'setItem'>;
  navigation: ModalNavigation;
  now?: () => number;
  /** Where other tabs' storage events arrive (default: window, when there is one). */
  storageEvents?: Pick<Window, 'addEventListener' | 'removeEventListener'>;
  /** The landing URL's `utm_campaign`: decides the order attribution on a browser's first visit. */
  campaign?: string | null;
  /** Where analytics runs (default: window, when there is one; none in a server render). */
  analyticsHost?: AnalyticsHost | null;
  /** The identity provider as this browser reaches it; none in a server render (everyone is a guest there). */
  auth?: AuthEffects | null;
  /** Page changes of the sign-in flow; none in a server render. */
  pages?: PageNavigation;
};

const noPages: PageNavigation = { go: () => {}, forwardOrHome: () => {} };

/**
 * The app-wide actors, started once per page load, with their real effects: the cart persists to
 * storage (restored only within 180 minutes — the machine decides), the modal drives the URL.
 */
export function createSystem({
  storage,
  navigation,
  now = Date.now,
  storageEvents = globalThis.window,
  campaign,
  analyticsHost = browserAnalyticsHost(),
  auth = null,
  pages = noPages,
}: SystemDeps) {
  const attribution = recordAttribution(storage, campaign);
  const analytics = analyticsHost ? startAnalytics(analyticsHost, storage, attribution) : null;
  const restored = readStoredCart(storage);
  const cart = createActor(cartMachine.provide({ actions: { persistCart: (_, stored) => writeStoredCart(storage, stored) } }), {
    input: { stored: restored.cart, now: now(), notice: restored.notice },
  });
  const modal = createActor(
    modalMachine.provide({
      actions: {
        pushUrl: (_, { name, params }) => navigation.openModal(name, params),
        navigateBack: () => navigation.closeModal(),
      },
    }),
  );
  // Checkout details (contact, fulfilment, tender) are kept 180 minutes: the fulfilment is the app's again.
  const checkoutStore = {
    read: () => readStoredCheckout(storage, now()),
    write: (change: Partial<CheckoutMemory>) => writeStoredCheckout(storage, change, now()),
  };
  const stored = checkoutStore.read();
  // The receipt follows the cart and the promo code; the promo code validates against the receipt's order.
  let promoRef: ActorRefFrom<ReturnType<typeof promoWithEffects>> | null = null;
  const receipt = createActor(
    receiptWithEffects(cart, () => promoRef).provide({
      actions: {
        persistFulfilment: (_, { fulfilment }) =>
          checkoutStore.write({ forDelivery: fulfilment.forDelivery, ...(fulfilment.address ? { address: fulfilment.address } : {}) }),
      },
    }),
    {
      input: stored
        ? { fulfilment: { forDelivery: stored.forDelivery, address: hasCompleteAddress(stored.address) ? stored.address : null } }
        : {},
    },
  );
  const promo: ActorRefFrom<ReturnType<typeof promoWithEffects>> = createActor(
    promoWithEffects(() => receipt.getSnapshot().context).provide({
      actions: { persistPromoCode: (_, promoCode) => cart.send({ type: 'cart.promoCode.set', promoCode }) },
    }),
  );
  promoRef = promo;
  const session = createActor(sessionForApp(auth));
  const login = createActor(loginForApp(auth, session, pages));
  // API calls carry the signed-in shopper's token; a session that cannot be renewed falls back to guest
  if (auth) setAccessTokenProvider(() => auth.accessToken(() => session.send({ type: 'session.expired' })));
  session.start();
  login.start();
  cart.start();
  modal.start();
  promo.start();
  receipt.start();
  // The promo code saved with the cart is asked of the server again, now that the receipt holds the cart.
  const savedPromoCode = cart.getSnapshot().context.promoCode;
  if (savedPromoCode) promo.send({ type: 'promo.restore', promoCode: savedPromoCode });
  // A repaired cart is written back at once, so the next page load does not repair (and tell) again.
  if (restored.notice && restored.cart) writeStoredCart(storage, restored.cart);
  if (storageEvents) onStoredCartChange(storageEvents, (stored) => cart.send({ type: 'cart.storage.changed', stored }));
  return { cart, modal, receipt, promo, session, login, attribution, checkoutStore, analytics };
}

export type AppSystem = ReturnType<typeof createSystem>;

/** Stops the actors createSystem started (a server render's system, once the page is rendered). */
export function stopSystem({ cart, modal, receipt, promo, session, login, analytics }: AppSystem): void {
  analytics?.stop();
  for (const actor of [login, session, promo, receipt, modal, cart]) actor.stop();
}
export type CartRef = AppSystem['cart'];
export type ModalRef = AppSystem['modal'];
export type ReceiptRef = AppSystem['receipt'];
export type PromoRef = AppSystem['promo'];
export type { SessionRef, LoginRef } from './effects/session';
