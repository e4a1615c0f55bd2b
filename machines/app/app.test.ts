import { describe, expect, it } from 'vitest';
import { createActor, fromCallback, fromPromise, waitFor, type ActorRefFrom } from 'xstate';
import type { CartProduct, StoredCart } from '../cart/cart.types';
import type { ValidateDeliveryAddressInput, ValidateDeliveryAddressOutput } from '../checkout/checkout.actors';
import { openShop } from '../checkout/checkout.fixtures';
import { couponMachine } from '../coupon/coupon.machine';
import type { Deal } from '../coupon/coupon.types';
import { checkoutMachine } from '../checkout/checkout.machine';
import { pricedFulfilment } from '../checkout/checkout.receipt';
import type { CheckoutInput } from '../checkout/checkout.types';
import { placeOrderMachine } from '../placeOrder/placeOrder.machine';
import type { StoredPromoCode } from '../promo/promo.types';
import type { PriceCartInput, PriceCartOutput } from '../receipt/receipt.actors';
import type { ReceiptContext } from '../receipt/receipt.types';
import { loginRedirectMachine } from '../login/login.machine';
import { promoCodeMachine } from '../promo/promo.machine';
import { receiptMachine } from '../receipt/receipt.machine';
import { reviewWidgetMachine } from '../reviewWidget/reviewWidget.machine';
import type { ReviewTokens } from '../reviewWidget/reviewWidget.types';
import { isModalShown } from '../modal/modal.types';
import { announceSavedToCheckout } from '../saveCard/saveCard.actors';
import { saveCardMachine } from '../saveCard/saveCard.machine';
import type { CardForOrder, StoreCardOutput } from '../saveCard/saveCard.types';
import { savedCardsMachine } from '../savedCards/savedCards.machine';
import type { SavedCard } from '../savedCards/savedCards.types';
import { sessionMachine } from '../session/session.machine';
import { appMachine } from './app.machine';
import type { AppInput } from './app.types';

const NOW = Date.UTC(2026, 10, 29, 12);
const line: CartProduct = {
  uuid: '7d0e9a3e-1c1f-4a59-9a61-0b7a9d8d2f11',
  id: 7,
  name: 'Margherita',
  description: '',
  productTypeId: 70,
  productTypeName: 'Large',
  selections: {},
  specialRequest: '',
  quantity: 1,
  price: 1000,
  isBestSeller: false,
  couponId: null,
};
const storedCart = (promoCode: StoredCart['promoCode'] = null): StoredCart => ({
  cartUuid: 'c0ffee00-0000-4000-8000-000000000001',
  shopId: 1001,
  shopWebSlug: 'brooklyn-slice-house',
  products: [line],
  coupon: null,
  promoCode,
  removedUuids: [],
  updatedAt: NOW - 60_000,
});

const savedCode: StoredPromoCode = {
  input: 'CRUST5',
  isErrorPresent: false,
  isValid: true,
  summaryErrors: [],
  id: 9,
  promoAmount: 300,
  promoPercent: 0,
};

type Boundaries = {
  /** The server's prices for each pricing (a stubbed boundary: POST orders/shopping_cart). */
  price?: (input: PriceCartInput) => PriceCartOutput;
  /** What the promo code validation saw of the receipt (a stubbed boundary: POST promo_codes/validate). */
  validated?: Pick<ReceiptContext, 'cart'>[];
  signIn?: boolean;
  /** Signed in from the first load (a stored session). */
  signedIn?: boolean;
};

// The network, the identity provider and storage are stubbed boundaries; the links between the actors are the subject.
function startApp(input: Partial<AppInput>, { price, validated = [], signIn = false, signedIn = false }: Boundaries = {}) {
  // signIn: a guest at the first load, signed in once the provider's callback completed
  let loads = 0;
  const machine = appMachine.provide({
    actors: {
      receipt: receiptMachine.provide({
        actors: {
          priceCart: fromPromise<PriceCartOutput, PriceCartInput>(async ({ input }) =>
            price ? price(input) : { shoppingCart: {}, prices: [] },
          ),
        },
        delays: { debounce: 0 },
      }),
      promo: promoCodeMachine.provide({
        actors: {
          validatePromo: fromPromise(async ({ input, system }) => {
            validated.push({ cart: (system.get('receipt').getSnapshot().context as ReceiptContext).cart });
            return { id: 9, code: input.code, promoFlatAmount: 300, promoPercentAmount: 0 };
          }),
        },
      }),
      session: sessionMachine.provide({
        actors: {
          loadSession: fromPromise(async () => (signedIn || (signIn && ++loads > 1) ? { id: 5, email: 'ada@example.com' } : null)) as never,
        },
      }),
      login: loginRedirectMachine.provide({
        actors: { completeLogin: fromPromise(async () => ({ returnTo: null as string | null })) },
      }),
      storedCartChanges: fromCallback(() => {}),
      // users/me/turn_to is a stubbed boundary
      reviewWidget: reviewWidgetMachine.provide({ actors: { loadTokens: fromPromise(async () => TOKENS) } }),
    },
  });
  return createActor(machine, {
    input: { cart: { stored: null, now: NOW }, receipt: {}, savedPromoCode: null, ...input },
  }).start();
}

describe('the app system: one actor system links the app-wide actors', () => {
  it('runs each actor under its systemId', () => {
    const app = startApp({});
    for (const id of ['cart', 'modal', 'receipt', 'promo', 'session', 'login']) expect(app.system.get(id), id).toBeDefined();
    app.stop();
  });

  it("validates the cart's saved promo code against the restored cart, and the cart stores the answer", async () => {
    // refused on the last visit: the server is asked again, accepts it now, and the cart keeps the new answer
    const saved = { ...savedCode, isValid: false, isErrorPresent: true, summaryErrors: ['This code has expired.'] };
    const validated: Pick<ReceiptContext, 'cart'>[] = [];
    const app = startApp({ cart: { stored: storedCart(saved), now: NOW }, savedPromoCode: saved }, { validated });
    const promo = app.system.get('promo');
    await waitFor(promo, (snapshot) => snapshot.matches('valid'));
    expect(validated).toEqual([{ cart: expect.objectContaining({ shopId: 1001, products: [line] }) }]);
    await waitFor(app.system.get('cart'), (snapshot) => snapshot.context.promoCode?.isValid === true);
    app.stop();
  });

  it("gives the cart the receipt's prices, and drops the promo code when the cart is emptied", async () => {
    const saved = savedCode;
    const app = startApp(
      { cart: { stored: storedCart(saved), now: NOW }, savedPromoCode: saved },
      { price: ({ cart }) => ({ shoppingCart: {}, prices: cart.products.map(({ uuid }) => ({ uuid, price: 1250 })) }) },
    );
    const cart = app.system.get('cart');
    await waitFor(cart, (snapshot) => snapshot.context.products[0]?.price === 1250);
    await waitFor(app.system.get('promo'), (snapshot) => snapshot.matches('valid'));
    cart.send({ type: 'cart.clear' });
    await waitFor(app.system.get('promo'), (snapshot) => snapshot.matches('editing') && snapshot.context.promo === null);
    app.stop();
  });

  it('tells the session of a completed sign-in', async () => {
    const app = startApp({}, { signIn: true });
    const session = app.system.get('session');
    await waitFor(session, (snapshot) => snapshot.matches('guest'));
    app.system.get('login').send({ type: 'login.callback', signedIn: false });
    await waitFor(session, (snapshot) => snapshot.matches('authenticated'));
    app.stop();
  });
});

const TOKENS: ReviewTokens = { userData: 'user-data.jwt', loggedIn: 'logged-in.jwt', expiresAt: '2026-11-23T18:00:00.000Z' };

describe("the app system: the menu's review widget joins it while the menu is shown", () => {
  it("opens the sign-in modal on the system's modal for a guest, closes with it, and stops when the menu goes", async () => {
    const app = startApp({});
    app.send({ type: 'reviewWidget.open', input: { openOnStart: false } });
    const widget = app.system.get('reviewWidget') as ActorRefFrom<typeof reviewWidgetMachine>;
    const modal = app.system.get('modal');
    widget.send({ type: 'review.open' });
    // it waits for the system's session: a guest
    await waitFor(widget, (snapshot) => snapshot.matches('needsSignIn'));
    expect(isModalShown(modal.getSnapshot(), 'signInSignUpModal')).toBe(true);
    // the modal's close button (or Back) closes the widget too
    modal.send({ type: 'modal.close' });
    expect(widget.getSnapshot().value).toBe('closed');
    app.send({ type: 'reviewWidget.close' });
    expect(app.system.get('reviewWidget')).toBeUndefined();
    expect(widget.getSnapshot().status).toBe('stopped');
    app.stop();
  });

  it("opens at once on the way back from a sign-in: it waits for the system's session, signed in, and gets the tokens", async () => {
    const app = startApp({}, { signedIn: true });
    // the menu starts it while the session is still being asked for
    expect(app.system.get('session').getSnapshot().hasTag('busy')).toBe(true);
    app.send({ type: 'reviewWidget.open', input: { openOnStart: true } });
    const widget = app.system.get('reviewWidget') as ActorRefFrom<typeof reviewWidgetMachine>;
    const open = await waitFor(widget, (snapshot) => snapshot.matches('open'));
    expect(open.context.tokens).toEqual(TOKENS);
    expect(app.system.get('modal').getSnapshot().matches('open')).toBe(false);
    app.stop();
  });
});

const flatDeal: Deal = {
  id: 100101,
  name: '$5 off $30',
  description: '',
  pricingType: 'flat_discount',
  discountAmount: 500,
  conditions: [],
};
// the shop's deals are a stubbed boundary (GET shops/{id}); the page hands in its menu's effects, as the storefront does
const dealsLogic = couponMachine.provide({
  actors: { loadDeals: fromPromise(async () => ({ shop: { id: 1001, webSlug: 'brooklyn-slice-house' }, deals: [flatDeal] })) },
});

describe("the app system: the deals dialog's machine joins it while the dialog shows", () => {
  it("puts the deal in the system's cart, closes dealsModal on the system's modal, and is stopped", async () => {
    const app = startApp({});
    const modal = app.system.get('modal');
    modal.send({ type: 'modal.open', name: 'dealsModal' });
    app.send({ type: 'deals.open', logic: dealsLogic, input: { shopId: 1001, edit: null } });
    const deals = app.system.get('deals') as ActorRefFrom<typeof couponMachine>;
    await waitFor(deals, (snapshot) => snapshot.matches('browsing'));
    deals.send({ type: 'deal.select', couponId: flatDeal.id });
    await waitFor(app.system.get('cart'), (snapshot) => snapshot.context.coupon?.id === flatDeal.id);
    expect(modal.getSnapshot().matches('open')).toBe(false);
    expect(app.system.get('deals')).toBeUndefined();
    expect(app.getSnapshot().children.deals).toBeUndefined();
    app.stop();
  });

  it("a cart line's deal goes back to the cart drawer once saved; a dialog closed by the shopper is stopped by deals.close", async () => {
    const app = startApp({});
    const modal = app.system.get('modal');
    app.send({ type: 'deals.open', logic: dealsLogic, input: { shopId: 1001, edit: { couponId: 999, lines: [] } } });
    const edited = app.system.get('deals') as ActorRefFrom<typeof couponMachine>;
    // a deal the shop no longer offers opens the deal cards
    await waitFor(edited, (snapshot) => snapshot.matches('browsing'));
    edited.send({ type: 'deal.select', couponId: flatDeal.id });
    expect(isModalShown(modal.getSnapshot(), 'cartDrawer')).toBe(true);
    expect(app.system.get('deals')).toBeUndefined();

    app.send({ type: 'deals.open', logic: dealsLogic, input: { shopId: 1001, edit: null } });
    const left = app.system.get('deals') as ActorRefFrom<typeof couponMachine>;
    app.send({ type: 'deals.close' });
    expect(app.system.get('deals')).toBeUndefined();
    expect(left.getSnapshot().status).toBe('stopped');
    app.stop();
  });
});

// Checkout as its route opens it: the bare machine (its page's effects are the storefront's), the app's cart and receipt.
const checkoutInput = (shopId: number, cartProducts: CartProduct[]): CheckoutInput => ({
  shop: openShop(shopId),
  cartProducts,
  idempotencyKey: 'k1',
});

function openCheckout(shopId: number, cartShopId = 1001) {
  const app = startApp({ cart: { stored: { ...storedCart(), shopId: cartShopId }, now: NOW } });
  const products = cartShopId === shopId ? [line] : [];
  app.send({ type: 'checkout.open', logic: checkoutMachine, input: checkoutInput(shopId, products) });
  const checkout = app.system.get('checkout') as ActorRefFrom<typeof checkoutMachine>;
  return { app, checkout, cart: app.system.get('cart'), receipt: app.system.get('receipt') };
}

describe('the app system: checkout joins it while its page is open', () => {
  it('runs checkout under its systemId until its page closes it', () => {
    const { app, checkout } = openCheckout(1001);
    expect(checkout.getSnapshot().status).toBe('active');
    app.send({ type: 'checkout.close' });
    expect(app.system.get('checkout')).toBeUndefined();
    expect(checkout.getSnapshot().status).toBe('stopped');
    app.stop();
  });

  it("follows this shop's cart lines: an emptied cart empties checkout", async () => {
    const { app, checkout, cart } = openCheckout(1001);
    expect(checkout.getSnapshot().context.cartProducts.map((p) => p.uuid)).toEqual([line.uuid]);
    cart.send({ type: 'cart.clear' });
    await waitFor(checkout, (snapshot) => snapshot.context.cartProducts.length === 0);
    app.stop();
  });

  it("takes no lines from another shop's cart", async () => {
    const { app, checkout, cart } = openCheckout(12, 1001);
    cart.send({ type: 'cart.replace', uuid: line.uuid, product: { ...line, quantity: 2 } });
    await waitFor(cart, (snapshot) => snapshot.context.products[0]?.quantity === 2);
    expect(checkout.getSnapshot().context.cartProducts).toEqual([]);
    app.stop();
  });

  it("gives the receipt the form's fulfilment", async () => {
    const { app, checkout, receipt } = openCheckout(1001);
    checkout.send({ type: 'fulfilment.set', forDelivery: true });
    await waitFor(receipt, (snapshot) => snapshot.context.fulfilment.forDelivery);
    checkout.send({ type: 'fulfilment.set', forDelivery: false });
    await waitFor(receipt, (snapshot) => !snapshot.context.fulfilment.forDelivery);
    app.stop();
  });

  /** Checkout opened by a signed-in shopper paying by card, the account's cards listed by its savedCards child. */
  function openWithSavedCards(cards: SavedCard[]) {
    // GET v2 payment_methods is a stubbed boundary
    const withCards = checkoutMachine.provide({
      actors: { savedCards: savedCardsMachine.provide({ actors: { fetchCards: fromPromise(async () => cards) } }) },
    });
    const app = startApp({ cart: { stored: storedCart(), now: NOW } });
    app.send({
      type: 'checkout.open',
      logic: withCards,
      input: { ...checkoutInput(1001, [line]), signedIn: true, prefill: { tender: 'credit' } },
    });
    const checkout = app.system.get('checkout') as ActorRefFrom<typeof checkoutMachine>;
    const savedCards = checkout.getSnapshot().children.savedCards as ActorRefFrom<typeof savedCardsMachine>;
    return { app, checkout, savedCards };
  }

  it("lists the account's cards through its savedCards child, picks the last used, and drops one the server removed", async () => {
    const { app, checkout, savedCards } = openWithSavedCards([
      { id: 5, brand: 'visa', lastFour: '4242', expMonth: 12, expYear: 2034 },
      { id: 3, brand: 'mastercard', lastFour: '4444', expMonth: 1, expYear: 2031 },
    ]);
    await waitFor(checkout, (snapshot) => snapshot.context.savedCardsListed);
    expect(checkout.getSnapshot().context.savedCard).toEqual({ id: 5, lastFour: '4242' });
    // card verification: the server removed card 5 after the attempts were spent
    checkout.send({
      type: 'verification.update',
      report: { required: false, paymentId: null, expiry: { month: '', year: '' }, deletedPaymentId: 5 },
    });
    await waitFor(savedCards, (snapshot) => snapshot.context.cards.map((card) => card.id).join() === '3');
    app.stop();
  });

  it('tells its savedCards child only of a card the server removed, and sends nothing when none was', async () => {
    const { app, checkout, savedCards } = openWithSavedCards([{ id: 5, brand: 'visa', lastFour: '4242', expMonth: 12, expYear: 2034 }]);
    await waitFor(checkout, (snapshot) => snapshot.context.savedCardsListed);
    const sent: string[] = [];
    const inspection = app.system.inspect((inspected) => {
      if (inspected.type === '@xstate.event' && inspected.event.type.startsWith('savedCards.')) sent.push(inspected.event.type);
    });
    const report = { required: false, paymentId: null, expiry: { month: '', year: '' } };
    checkout.send({ type: 'verification.update', report: { ...report, deletedPaymentId: null } });
    checkout.send({ type: 'verification.update', report: { ...report, deletedPaymentId: 5 } });
    await waitFor(savedCards, (snapshot) => snapshot.context.cards.length === 0);
    expect(sent).toEqual(['savedCards.forget']);
    inspection.unsubscribe();
    app.stop();
  });

  it('takes a card saved in newCreditCardModal: lists it, picks it and closes the modal', async () => {
    const saved: SavedCard = { id: 9, brand: 'mastercard', lastFour: '4444', expMonth: 1, expYear: 2031 };
    const { app, checkout, savedCards } = openWithSavedCards([{ id: 5, brand: 'visa', lastFour: '4242', expMonth: 12, expYear: 2034 }]);
    const modal = app.system.get('modal');
    await waitFor(checkout, (snapshot) => snapshot.context.savedCardsListed);
    modal.send({ type: 'modal.open', name: 'newCreditCardModal' });
    await waitFor(modal, (snapshot) => snapshot.matches('open'));
    checkout.send({ type: 'newCard.saved', card: saved });
    // in the step that takes the card, not a turn later: listed first, picked, and the modal closed (its URL follows)
    expect(savedCards.getSnapshot().context.cards.map((card) => card.id)).toEqual([9, 5]);
    expect(checkout.getSnapshot().context.savedCard).toEqual({ id: 9, lastFour: '4444' });
    expect(modal.getSnapshot().matches('open')).toBe(false);
    app.stop();
  });

  /** The "add a card" form as a page opens it in the system; the gateway and v2 payment_methods are stubbed boundaries. */
  function openNewCardForm(app: ReturnType<typeof startApp>, card: SavedCard, announced: SavedCard[] | null) {
    const logic = saveCardMachine.provide({
      actors: {
        tokenizeCard: fromPromise(async () => ({ token: 'pm_1' })),
        storeCard: fromPromise<StoreCardOutput, CardForOrder & { email: string }>(async () => ({
          card,
          challengeUrl: 'http://localhost/sandbox/stripe/3ds/seti_1',
        })),
        confirmCard: fromPromise(async () => ({ card })),
      },
      // the account's page records its way back; checkout's form announces to the system's checkout
      actions: { announceSaved: announced ? (_, p) => void announced.push(p.card) : announceSavedToCheckout },
    });
    app.send({ type: 'saveCard.open', logic, input: { email: 'ada@example.com', name: 'Ada Lovelace' } });
    const saveCard = app.system.get('saveCard') as ActorRefFrom<typeof saveCardMachine>;
    for (const field of ['cardNumber', 'cardExpiry', 'cardCvc'] as const) saveCard.send({ type: 'card.change', field, state: 'complete' });
    saveCard.send({ type: 'card.postalCode', value: '10001' });
    saveCard.send({ type: 'card.submit' });
    return saveCard;
  }

  it("runs a page's add-a-card form under its systemId: its 3-D Secure challenge is on the system's modal, and closing the modal aborts it", async () => {
    const app = startApp({});
    const modal = app.system.get('modal');
    const announced: SavedCard[] = [];
    const saveCard = openNewCardForm(app, { id: 9, brand: 'visa', lastFour: '4242', expMonth: 12, expYear: 2034 }, announced);
    await waitFor(modal, (snapshot) => isModalShown(snapshot, 'threeDSecureModal'));
    modal.send({ type: 'modal.close' });
    expect(saveCard.getSnapshot().value).toEqual({ editing: 'aborted' });
    // tried again, the challenge returns (/3ds-redirect's message, as its watcher hears it): confirmed, the modal closed, announced
    saveCard.send({ type: 'card.submit' });
    await waitFor(modal, (snapshot) => isModalShown(snapshot, 'threeDSecureModal'));
    saveCard.send({ type: 'challenge.return', intentId: 'seti_1' });
    expect(modal.getSnapshot().matches('open')).toBe(false);
    await waitFor(saveCard, (snapshot) => snapshot.matches('saved'));
    expect(announced.map((card) => card.id)).toEqual([9]);
    app.send({ type: 'saveCard.close' });
    expect(app.system.get('saveCard')).toBeUndefined();
    expect(saveCard.getSnapshot().status).toBe('stopped');
    app.stop();
  });

  it("newCreditCardModal's form hands its saved card to the system's checkout: listed and picked", async () => {
    const saved: SavedCard = { id: 9, brand: 'mastercard', lastFour: '4444', expMonth: 1, expYear: 2031 };
    const { app, checkout, savedCards } = openWithSavedCards([{ id: 5, brand: 'visa', lastFour: '4242', expMonth: 12, expYear: 2034 }]);
    const modal = app.system.get('modal');
    await waitFor(checkout, (snapshot) => snapshot.context.savedCardsListed);
    modal.send({ type: 'modal.open', name: 'newCreditCardModal' });
    const saveCard = openNewCardForm(app, saved, null);
    await waitFor(modal, (snapshot) => isModalShown(snapshot, 'threeDSecureModal'));
    saveCard.send({ type: 'challenge.return', intentId: 'seti_1' });
    await waitFor(saveCard, (snapshot) => snapshot.matches('saved'));
    expect(savedCards.getSnapshot().context.cards.map((card) => card.id)).toEqual([9, 5]);
    expect(checkout.getSnapshot().context.savedCard).toEqual({ id: 9, lastFour: '4444' });
    app.stop();
  });

  it('once the order is placed, empties the cart and takes the receipt back to pickup', async () => {
    const address = { address: '1 Main St', address2: '', city: 'Austin', state: 'TX', zipcode: '78701' };
    const contact = { firstName: 'Ada', lastName: 'Lovelace', email: 'ada@example.com', phone: '(555) 123-4567' };
    // the delivery-zone check and POST v2 orders are stubbed boundaries
    const placing = checkoutMachine.provide({
      actors: {
        validateDeliveryAddress: fromPromise<ValidateDeliveryAddressOutput, ValidateDeliveryAddressInput>(async () => ({
          deliversTo: true,
          formattedAddress: null,
        })),
        placeOrder: placeOrderMachine.provide({
          actors: { submitOrder: fromPromise(async () => ({ orderUuid: 'order-1', challengeUrl: null as string | null })) },
        }),
      },
    });
    const app = startApp({ cart: { stored: storedCart(), now: NOW } });
    app.send({
      type: 'checkout.open',
      logic: placing,
      input: { ...checkoutInput(1001, [line]), prefill: { forDelivery: true, address, contact } },
    });
    const checkout = app.system.get('checkout') as ActorRefFrom<typeof checkoutMachine>;
    const receipt = app.system.get('receipt');
    await waitFor(receipt, (snapshot) => snapshot.context.fulfilment.forDelivery && snapshot.context.fulfilment.address !== null);
    // the receipt's total for this fulfilment (its pricing is the storefront's watchReceipt)
    checkout.send({
      type: 'receipt.update',
      receipt: { pricedFor: pricedFulfilment(checkout.getSnapshot().context), minimumMessage: null },
    });
    checkout.send({ type: 'order.submit' });
    await waitFor(checkout, (snapshot) => snapshot.matches('placed'));
    await waitFor(app.system.get('cart'), (snapshot) => snapshot.context.products.length === 0);
    await waitFor(receipt, (snapshot) => !snapshot.context.fulfilment.forDelivery && snapshot.context.fulfilment.address === null);
    app.stop();
  });
});
