import { createActor, fromCallback, type ActorRefFrom } from 'xstate';
import { appMachine } from '@machines/app/app.machine';
import { browserAnalyticsHost, startAnalytics } from './analytics/browser';
import type { AnalyticsHost } from './analytics/tracker';
import { cartMachine } from '@machines/cart/cart.machine';
import { hasCompleteAddress } from '@machines/checkout/address.rules';
import type { CheckoutMemory } from '@machines/checkout/checkout.types';
import { modalMachine } from '@machines/modal/modal.machine';
import type { ModalNavigation, PageNavigation } from './navigation';
import { setAccessTokenProvider } from './api/client';
import type { AuthEffects } from './auth/browserAuth';
import { reviewWidgetWithEffects } from './effects/reviewWidget';
import { loginForApp, sessionForApp, type LoginRef, type SessionRef } from './effects/session';
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
  // Checkout details (contact, fulfilment, tender) are kept 180 minutes: the fulfilment is the app's again.
  const checkoutStore = {
    read: () => readStoredCheckout(storage, now()),
    write: (change: Partial<CheckoutMemory>) => writeStoredCheckout(storage, change, now()),
  };
  const stored = checkoutStore.read();
  const app = createActor(
    appMachine.provide({
      actors: {
        session: sessionForApp(auth),
        login: loginForApp(auth, pages),
        cart: cartMachine.provide({ actions: { persistCart: (_, cart) => writeStoredCart(storage, cart) } }),
        modal: modalMachine.provide({
          actions: {
            pushUrl: (_, { name, params }) => navigation.openModal(name, params),
            navigateBack: () => navigation.closeModal(),
          },
        }),
        receipt: receiptWithEffects.provide({
          actions: {
            persistFulfilment: (_, { fulfilment }) =>
              checkoutStore.write({ forDelivery: fulfilment.forDelivery, ...(fulfilment.address ? { address: fulfilment.address } : {}) }),
          },
        }),
        promo: promoWithEffects,
        reviewWidget: reviewWidgetWithEffects,
        storedCartChanges: fromCallback(({ system }) =>
          storageEvents
            ? onStoredCartChange(storageEvents, (cart) => system.get('cart')?.send({ type: 'cart.storage.changed', stored: cart }))
            : undefined,
        ),
      },
    }),
    {
      input: {
        cart: { stored: restored.cart, now: now(), notice: restored.notice },
        receipt: stored
          ? { fulfilment: { forDelivery: stored.forDelivery, address: hasCompleteAddress(stored.address) ? stored.address : null } }
          : {},
        savedPromoCode: restored.cart?.promoCode ?? null,
      },
    },
  );
  app.start();
  const actor = <Id extends keyof AppActors>(id: Id) => app.system.get(id) as AppActors[Id];
  const [cart, modal, receipt, promo, session, login] = [
    actor('cart'),
    actor('modal'),
    actor('receipt'),
    actor('promo'),
    actor('session'),
    actor('login'),
  ] as const;
  // API calls carry the signed-in shopper's token; a session that cannot be renewed falls back to guest
  if (auth) setAccessTokenProvider(() => auth.accessToken(() => session.send({ type: 'session.expired' })));
  // A repaired cart is written back at once, so the next page load does not repair (and tell) again.
  if (restored.notice && restored.cart) writeStoredCart(storage, restored.cart);
  return { app, cart, modal, receipt, promo, session, login, attribution, checkoutStore, analytics };
}

export type AppSystem = ReturnType<typeof createSystem>;

/** Stops the actors createSystem started (a server render's system, once the page is rendered). */
export function stopSystem({ app, analytics }: AppSystem): void {
  analytics?.stop();
  app.stop();
}

type AppActors = {
  cart: ActorRefFrom<typeof cartMachine>;
  modal: ActorRefFrom<typeof modalMachine>;
  receipt: ActorRefFrom<typeof receiptWithEffects>;
  promo: ActorRefFrom<typeof promoWithEffects>;
  session: SessionRef;
  login: LoginRef;
};
export type CartRef = AppActors['cart'];
export type ModalRef = AppActors['modal'];
export type ReceiptRef = AppActors['receipt'];
export type PromoRef = AppActors['promo'];
export type { SessionRef, LoginRef };
