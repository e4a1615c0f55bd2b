import { describe, expect, it, vi } from 'vitest';
import { createActor } from 'xstate';
import { cartMachine } from '@machines/cart/cart.machine';
import type { CartProduct, StoredCart } from '@machines/cart/cart.types';
import { openShop } from '@machines/checkout/checkout.fixtures';
import { modalMachine } from '@machines/modal/modal.machine';
import { receiptMachine } from '@machines/receipt/receipt.machine';
import { checkoutForApp } from './checkout';

/*
 * Checkout wired to the app's real cart and receipt machines (no server: the receipt never prices here,
 * and the order is never submitted). The machine, not the route, follows the cart and acts once placed.
 */
const line: CartProduct = {
  uuid: 'l1',
  id: 7,
  name: 'Cheese Pizza',
  description: '',
  productTypeId: 70,
  productTypeName: 'Large',
  selections: {},
  specialRequest: '',
  quantity: 1,
  price: 1800,
  isBestSeller: false,
  couponId: null,
};
const stored = (shopId: number): StoredCart => ({
  cartUuid: 'c1',
  shopId,
  shopWebSlug: 'ny/brooklyn/11201/slice',
  products: [line],
  coupon: null,
  promoCode: null,
  removedUuids: [],
  updatedAt: Date.now(),
});

function startCheckout(cartShopId: number) {
  const cart = createActor(cartMachine, { input: { stored: stored(cartShopId), now: Date.now(), notice: null } }).start();
  const receipt = createActor(receiptMachine, { input: {} }).start();
  const showConfirmation = vi.fn();
  const modal = createActor(modalMachine).start();
  const machine = checkoutForApp({
    shopId: 11,
    cart: cart as never,
    receipt: receipt as never,
    checkoutStore: { write: vi.fn() },
    modal: modal as never,
    showConfirmation,
    forgetSavedCard: vi.fn(),
    rememberSavedCard: vi.fn(),
  });
  const checkout = createActor(machine, { input: { shop: openShop(11), cartProducts: [], idempotencyKey: 'k1' } }).start();
  return { cart, checkout };
}

describe('checkoutForApp', () => {
  it("follows this shop's cart lines: the cart's lines arrive at once and an emptied cart empties checkout", () => {
    const { cart, checkout } = startCheckout(11);
    expect(checkout.getSnapshot().context.cartProducts.map((p) => p.uuid)).toEqual(['l1']);
    cart.send({ type: 'cart.clear' });
    expect(checkout.getSnapshot().context.cartProducts).toEqual([]);
  });

  it("takes no lines from another shop's cart", () => {
    const { checkout } = startCheckout(12);
    expect(checkout.getSnapshot().context.cartProducts).toEqual([]);
  });
});
