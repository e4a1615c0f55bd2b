import { describe, expect, it } from 'vitest';
import { createActor, fromCallback, fromPromise, waitFor } from 'xstate';
import type { CartProduct, StoredCart } from '../cart/cart.types';
import type { StoredPromoCode } from '../promo/promo.types';
import type { PriceCartInput, PriceCartOutput } from '../receipt/receipt.actors';
import type { ReceiptContext } from '../receipt/receipt.types';
import { loginRedirectMachine } from '../login/login.machine';
import { promoCodeMachine } from '../promo/promo.machine';
import { receiptMachine } from '../receipt/receipt.machine';
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
};

// The network, the identity provider and storage are stubbed boundaries; the links between the actors are the subject.
function startApp(input: Partial<AppInput>, { price, validated = [], signIn = false }: Boundaries = {}) {
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
        actors: { loadSession: fromPromise(async () => (signIn && ++loads > 1 ? { id: 5, email: 'ada@example.com' } : null)) as never },
      }),
      login: loginRedirectMachine.provide({
        actors: { completeLogin: fromPromise(async () => ({ returnTo: null as string | null })) },
      }),
      storedCartChanges: fromCallback(() => {}),
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
