import { createFileRoute, useLocation, useNavigate } from '@tanstack/react-router';
import { useSelector } from '@xstate/react';
import { useEffect, useState } from 'react';
import type { CartProduct } from '@machines/cart/cart.types';
import type { CheckoutInput } from '@machines/checkout/checkout.types';
import type { Schedule, Shop } from '@/api';
import { checkoutForApp, type CheckoutRef } from '@/effects/checkout';
import { saveCardForCheckout, type SaveCardRef } from '@/effects/saveCard';
import type { SavedCardsRef } from '@/effects/savedCards';
import type { SignInPromptRef } from '@/effects/signInPrompt';
import { browserIdFrom } from '@/analytics/browserId';
import { useCheckoutAnalytics } from '@/analytics/useCheckoutAnalytics';
import { isFlagOn } from '@/flags';
import { webSlugOf } from '@/format/shopPath';
import { useLoaded, useLoader } from '@/hooks/useLoader';
import { useSaveCard } from '@/hooks/useSaveCard';
import { startingContact } from '@/product/checkoutContact';
import { toCheckoutShop } from '@/product/checkoutShop';
import { readShouldRenderSignIn } from '@/storage/signInPrompt';
import { getPreferences } from '@/api/account';
import { resource, scheduleResource, shopResource } from '@/loaders';
import { useHydratedInSlices, useMarkPageHydrated } from '@/ssr/useHydrated';
import { useSystem } from '@/SystemProvider';
import { CheckoutBeforeCart } from '@/views/checkout/CheckoutBeforeCart';
import { CheckoutLoadError, CheckoutSkeleton, CheckoutView, EmptyCheckout } from '@/views/checkout/CheckoutView';
import { SignInSignUpModal } from '@/views/checkout/SignInSignUpModal';
import { NOT_FOUND_PAGE_NAME, NotFoundView } from '@/views/common/NotFoundView';
import { usePageHead } from '@/head/pageHead';

export const Route = createFileRoute('/restaurants/$state/$city/$zip/$slug/checkout')({
  component: CheckoutPage,
});

const NO_PRODUCTS: CartProduct[] = [];

/** A signed-in shopper's "No plastic cutlery" preference, unticked: utensils start ticked (issue 14). */
const utensilsPreferenceResource = resource('utensilsPreference', (_: { userId: number }) =>
  getPreferences().then((preferences) => preferences?.includePlasticUtensils ?? false),
);

function CheckoutPage() {
  const webSlug = webSlugOf(Route.useParams());
  const { pathname } = useLocation();
  useMarkPageHydrated();
  // The server (and the browser taking its HTML over) knows the shop but not the stored cart.
  const hydrated = useHydratedInSlices();
  const shop = useLoader(shopResource, webSlug);
  const schedule = useLoader(scheduleResource, webSlug);
  const shopState = useLoaded(shop);
  const scheduleState = useLoaded(schedule);
  usePageHead(shopState.notFound ? NOT_FOUND_PAGE_NAME : `Checkout${shopState.data ? ` — ${(shopState.data as Shop).name}` : ''}`, null);
  // Who is checking out decides the contact it starts from and whether sign-in is offered: wait for the session.
  const { session, cart } = useSystem();
  // nothing in the cart for this shop: the empty checkout shows at once (it needs no shop data)
  const cartEmpty = useSelector(cart, (state) => state.context.shopWebSlug !== webSlug || state.context.products.length === 0);
  const sessionSettled = useSelector(session, (state) => !state.matches('loading'));
  const userId = useSelector(session, (state) => state.context.user?.id ?? null);
  const utensils = useLoaded(useLoader(utensilsPreferenceResource, sessionSettled && userId !== null ? { userId } : null));
  // without the preference (it failed to load) utensils start unticked, as for a guest
  const utensilsSettled = userId === null || utensils.status === 'success' || utensils.status === 'error';

  if (shopState.notFound) return <NotFoundView />;
  if (shopState.status === 'error') {
    return (
      <CheckoutLoadError
        message={shopState.error?.message ?? 'Something went wrong, please try again.'}
        onRetry={() => shop.send({ type: 'load.retry' })}
      />
    );
  }
  if (!hydrated) return <CheckoutBeforeCart webSlug={webSlug} shop={shopState.data} path={pathname} />;
  const scheduleSettled = scheduleState.status === 'success' || scheduleState.status === 'error';
  if (!shopState.data || !scheduleSettled || !sessionSettled || !utensilsSettled)
    return cartEmpty ? <EmptyCheckout webSlug={webSlug} /> : <CheckoutSkeleton shop={shopState.data} />;
  return (
    <CheckoutForShop
      key={shopState.data.id}
      shop={shopState.data}
      schedule={scheduleState.data}
      includeUtensils={userId !== null && utensils.data === true}
    />
  );
}

function CheckoutForShop({ shop, schedule, includeUtensils }: { shop: Shop; schedule: Schedule | null; includeUtensils: boolean }) {
  const { app, cart, receipt, attribution, checkoutStore, session } = useSystem();
  const navigate = useNavigate();
  const cartProducts = useSelector(cart, (state) => (state.context.shopId === shop.id ? state.context.products : NO_PRODUCTS));
  const [idempotencyKey] = useState(() => crypto.randomUUID());
  const signedIn = session.getSnapshot().context.user !== null;
  // The app's fulfilment (menu preference, reopened cart, last visit) and the details stored in the last
  // 180 minutes: checkout starts from them; the receipt prices what the form holds.
  const [machine] = useState(() =>
    checkoutForApp({
      checkoutStore,
      storage: window.localStorage,
      showConfirmation: (orderUuid) => void navigate({ to: '/order-confirmation/$orderUuid', params: { orderUuid } }),
    }),
  );
  const [prefill] = useState(() => {
    const { forDelivery, address } = receipt.getSnapshot().context.fulfilment;
    const stored = checkoutStore.read();
    const prefillAddress = address ?? stored?.address;
    const contact = startingContact(stored?.contact, session.getSnapshot().context.user);
    return {
      forDelivery,
      ...(contact ? { contact } : {}),
      ...(prefillAddress ? { address: prefillAddress } : {}),
      ...(stored ? { tender: stored.tender, tip: stored.tip, specialInstructions: stored.specialInstructions } : {}),
      // the options chosen (or restored by a reorder) within 180 minutes, else the account's utensils preference
      ...(stored?.orderOptions.length
        ? { orderOptions: stored.orderOptions }
        : includeUtensils
          ? { orderOptions: ['include_utensils' as const] }
          : {}),
    };
  });
  // Lines and deals as they are now; the machine's watchCart keeps them current.
  const [input] = useState<CheckoutInput>(() => {
    const { couponIds, promoCodeId } = receipt.getSnapshot().context.cart;
    return {
      shop: toCheckoutShop(shop, schedule),
      attribution: {
        ...attribution,
        anonymousId: browserIdFrom(window.localStorage),
        customersId: session.getSnapshot().context.user?.id ?? null,
      },
      cartProducts,
      deals: { couponIds, promoCodeId },
      idempotencyKey,
      prefill,
      signedIn,
      offerSignIn: readShouldRenderSignIn(window.localStorage),
      adyenPayments: isFlagOn('sf_adyen_payments'),
      paypalEnabled: isFlagOn('paypal_web'),
      walletsEnabled: isFlagOn('web_third_party_payments'),
    };
  });
  // The checkout joins the app's actor system while this page shows it (machines/app): it reaches the cart and the
  // receipt through it, and stops when the page goes.
  useEffect(() => {
    app.send({ type: 'checkout.open', logic: machine, input });
    return () => app.send({ type: 'checkout.close' });
  }, [app, machine, input]);
  const checkout = useSelector(app, (state) => ((state.children as Record<string, unknown>).checkout as CheckoutRef | undefined) ?? null);
  // the account's cards are checkout's child: listed, they are announced to it (it picks the last used one)
  const savedCards = useSelector(checkout ?? undefined, (state) => state?.children.savedCards as SavedCardsRef | undefined);
  // newCreditCardModal's form joins the system too: its card, once saved, is the system's checkout's (newCard.saved:
  // listed, picked, the modal closed), and its challenge is on the system's modal
  const [newCardInput] = useState(() => {
    const user = session.getSnapshot().context.user;
    return { email: user?.email ?? '', name: user ? `${user.firstName} ${user.lastName}`.trim() : '' };
  });
  const saveCard = useSaveCard(saveCardForCheckout, newCardInput);
  if (!checkout || !savedCards || !saveCard) return <CheckoutSkeleton shop={shop} />;
  return <OpenCheckout shop={shop} checkout={checkout} savedCards={savedCards} saveCard={saveCard} cartProducts={cartProducts} />;
}

type OpenCheckoutProps = {
  shop: Shop;
  checkout: CheckoutRef;
  savedCards: SavedCardsRef;
  saveCard: SaveCardRef;
  cartProducts: CartProduct[];
};

function OpenCheckout({ shop, checkout, savedCards, saveCard, cartProducts }: OpenCheckoutProps) {
  const { cart, receipt } = useSystem();
  const { pathname } = useLocation();
  useCheckoutAnalytics(checkout);
  // checkout's offer to sign in is its child (it opens the app's modal)
  const prompt = useSelector(checkout, (state) => state.children.signInPrompt as SignInPromptRef);
  return (
    <>
      <CheckoutView
        shop={shop}
        checkout={checkout}
        receipt={receipt}
        cart={cart}
        cartProducts={cartProducts}
        savedCards={savedCards}
        saveCard={saveCard}
      />
      <SignInSignUpModal prompt={prompt} returnTo={pathname} />
    </>
  );
}
