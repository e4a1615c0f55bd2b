import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createActor, fromPromise } from 'xstate';
import type { CartProduct } from '../cart/cart.types';
import type { PriceCartInput, PriceCartOutput } from './receipt.actors';
import { receiptMachine } from './receipt.machine';
import { ITEM_UNAVAILABLE_MESSAGE, RECEIPT_DEBOUNCE_MS, toReceiptError, unavailableNotice } from './receipt.rules';
import { selectCurrentShoppingCart, type ReceiptCart, type ReceiptInput } from './receipt.types';

const line = (uuid: string, quantity = 1): CartProduct => ({
  uuid,
  id: 7,
  name: `Pizza ${uuid}`,
  description: '',
  productTypeId: 70,
  productTypeName: 'Large',
  selections: {},
  specialRequest: '',
  quantity,
  price: 1000,
  isBestSeller: false,
  couponId: null,
});
const cartOf = (...products: CartProduct[]): ReceiptCart => ({ shopId: 1001, products, couponIds: [], promoCodeId: null });

type Call = { input: PriceCartInput; resolve: (output: PriceCartOutput) => void; reject: (error: unknown) => void };

function start(input: ReceiptInput = {}) {
  const calls: Call[] = [];
  const effects = { reprice: vi.fn(), removed: vi.fn(), unknownShop: vi.fn(), persisted: vi.fn(), promoDropped: vi.fn() };
  const machine = receiptMachine.provide({
    actors: {
      priceCart: fromPromise<PriceCartOutput, PriceCartInput>(
        ({ input }) => new Promise((resolve, reject) => calls.push({ input, resolve, reject })),
      ),
    },
    actions: {
      repriceLines: (_, p) => effects.reprice(p),
      removeUnavailableLines: (_, p) => effects.removed(p),
      forgetUnknownShop: () => effects.unknownShop(),
      persistFulfilment: (_, p) => effects.persisted(p.fulfilment),
      dropPromoCode: () => effects.promoDropped(),
    },
  });
  const actor = createActor(machine, { input }).start();
  return { actor, calls, effects };
}

const flush = () => vi.advanceTimersByTimeAsync(0);

beforeEach(() => void vi.useFakeTimers());
afterEach(() => void vi.useRealTimers());

describe('receiptMachine', () => {
  it('an empty cart has no receipt', () => {
    const { actor, calls } = start();
    expect(actor.getSnapshot().value).toBe('empty');
    actor.send({ type: 'receipt.cartChanged', cart: cartOf() });
    expect(actor.getSnapshot().value).toBe('empty');
    expect(calls).toHaveLength(0);
  });

  it('drops the promo code when the last line leaves the cart', () => {
    const { actor, effects } = start({ cart: cartOf(line('a')) });
    effects.promoDropped.mockClear();
    actor.send({ type: 'receipt.cartChanged', cart: { ...cartOf(line('a'), line('b')), promoCodeId: 2 } });
    expect(effects.promoDropped).not.toHaveBeenCalled();
    actor.send({ type: 'receipt.cartChanged', cart: cartOf() });
    expect(actor.getSnapshot().value).toBe('empty');
    expect(effects.promoDropped).toHaveBeenCalledTimes(1);
  });

  it('debounces a burst of changes into one request, stale until priced', async () => {
    const { actor, calls, effects } = start();
    actor.send({ type: 'receipt.cartChanged', cart: cartOf(line('a')) });
    expect(actor.getSnapshot().value).toBe('debouncing');
    await vi.advanceTimersByTimeAsync(RECEIPT_DEBOUNCE_MS - 1);
    actor.send({ type: 'receipt.cartChanged', cart: cartOf(line('a', 2)) });
    await vi.advanceTimersByTimeAsync(RECEIPT_DEBOUNCE_MS - 1);
    expect(calls).toHaveLength(0);
    await vi.advanceTimersByTimeAsync(1);
    expect(actor.getSnapshot().value).toBe('pricing');
    expect(calls).toHaveLength(1);
    expect(calls[0].input.cart.products[0].quantity).toBe(2);
    expect(selectCurrentShoppingCart(actor.getSnapshot())).toBeNull();
    calls[0].resolve({ shoppingCart: { total: 2000 }, prices: [{ uuid: 'a', price: 1000 }] });
    await flush();
    expect(actor.getSnapshot().value).toBe('priced');
    expect(selectCurrentShoppingCart(actor.getSnapshot())).toEqual({ total: 2000 });
    expect(effects.reprice).toHaveBeenCalledWith({ prices: [{ uuid: 'a', price: 1000 }] });
  });

  it('a change while pricing abandons that answer; the total is stale until the new one', async () => {
    const { actor, calls } = start();
    actor.send({ type: 'receipt.cartChanged', cart: cartOf(line('a')) });
    await vi.advanceTimersByTimeAsync(RECEIPT_DEBOUNCE_MS);
    actor.send({ type: 'receipt.cartChanged', cart: cartOf(line('a', 3)) });
    calls[0].resolve({ shoppingCart: { total: 1000 }, prices: [] });
    await flush();
    expect(actor.getSnapshot().value).toBe('debouncing');
    expect(selectCurrentShoppingCart(actor.getSnapshot())).toBeNull();
  });

  it('a display price change alone is not a change; fulfilment is', async () => {
    const { actor, calls } = start();
    actor.send({ type: 'receipt.cartChanged', cart: cartOf(line('a')) });
    await vi.advanceTimersByTimeAsync(RECEIPT_DEBOUNCE_MS);
    calls[0].resolve({ shoppingCart: {}, prices: [] });
    await flush();
    expect(actor.getSnapshot().can({ type: 'receipt.cartChanged', cart: cartOf({ ...line('a'), price: 5 }) })).toBe(false);
    actor.send({ type: 'receipt.fulfilmentChanged', fulfilment: { forDelivery: true, address: null } });
    expect(actor.getSnapshot().value).toBe('debouncing');
  });

  it('a failure says the total will be updated at checkout; retry prices again', async () => {
    const { actor, calls } = start();
    actor.send({ type: 'receipt.cartChanged', cart: cartOf(line('a')) });
    await vi.advanceTimersByTimeAsync(RECEIPT_DEBOUNCE_MS);
    calls[0].reject({ status: null, message: 'ERR_NETWORK', messages: [] });
    await flush();
    expect(actor.getSnapshot().value).toBe('failed');
    expect(actor.getSnapshot().context.error).toMatchObject({ status: null, missingIndexes: [] });
    actor.send({ type: 'receipt.retry' });
    await vi.advanceTimersByTimeAsync(RECEIPT_DEBOUNCE_MS);
    expect(calls).toHaveLength(2);
  });

  it('menu_item_missing removes the items at those indexes and waits for the changed cart', async () => {
    const { actor, calls, effects } = start();
    actor.send({ type: 'receipt.cartChanged', cart: cartOf(line('a'), line('b')) });
    await vi.advanceTimersByTimeAsync(RECEIPT_DEBOUNCE_MS);
    calls[0].reject({
      status: 422,
      message: ITEM_UNAVAILABLE_MESSAGE,
      messages: [ITEM_UNAVAILABLE_MESSAGE],
      errors: [{ code: 'menu_item_missing', message: ITEM_UNAVAILABLE_MESSAGE, field: 'order_items.1' }],
    });
    await flush();
    expect(actor.getSnapshot().value).toBe('itemMissing');
    expect(effects.removed).toHaveBeenCalledWith({ uuids: ['b'], names: ['Pizza b'] });
    actor.send({ type: 'receipt.cartChanged', cart: cartOf(line('a')) });
    expect(actor.getSnapshot().value).toBe('debouncing');
  });

  it('an unknown shop (404) drops the cart', async () => {
    const { actor, calls, effects } = start();
    actor.send({ type: 'receipt.cartChanged', cart: cartOf(line('a')) });
    await vi.advanceTimersByTimeAsync(RECEIPT_DEBOUNCE_MS);
    calls[0].reject({ status: 404, message: "We couldn't find that pizzeria.", messages: [] });
    await flush();
    expect(actor.getSnapshot().value).toBe('failed');
    expect(effects.unknownShop).toHaveBeenCalledTimes(1);
  });
});

describe('receiptMachine and the fulfilment', () => {
  it('a failed re-price for another fulfilment shows no total: the last receipt priced pickup, not delivery', async () => {
    const { actor, calls } = start();
    actor.send({ type: 'receipt.cartChanged', cart: cartOf(line('a')) });
    await vi.advanceTimersByTimeAsync(RECEIPT_DEBOUNCE_MS);
    calls[0].resolve({ shoppingCart: { total: 1433, deliveryFee: 0 }, prices: [] });
    await flush();
    expect(selectCurrentShoppingCart(actor.getSnapshot())).toEqual({ total: 1433, deliveryFee: 0 });
    actor.send({ type: 'receipt.fulfilmentChanged', fulfilment: { forDelivery: true, address: null } });
    await vi.advanceTimersByTimeAsync(RECEIPT_DEBOUNCE_MS);
    calls[1].reject({ status: null, message: 'ERR_NETWORK', messages: [] });
    await flush();
    expect(actor.getSnapshot().value).toBe('failed');
    expect(selectCurrentShoppingCart(actor.getSnapshot())).toBeNull();
  });

  it('a shop that does not offer the mode in use switches it to the one it offers, and re-prices', async () => {
    const { actor, effects } = start({ cart: cartOf(line('a')) });
    const deliveryOnly = { doesDelivery: true, doesPickup: false };
    actor.send({ type: 'receipt.shopOpened', shop: deliveryOnly });
    expect(actor.getSnapshot().context.fulfilment).toEqual({ forDelivery: true, address: null });
    expect(actor.getSnapshot().value).toBe('debouncing');
    expect(effects.persisted).toHaveBeenLastCalledWith({ forDelivery: true, address: null });
    const pickupOnly = { doesDelivery: false, doesPickup: true };
    actor.send({ type: 'receipt.shopOpened', shop: pickupOnly });
    expect(actor.getSnapshot().context.fulfilment.forDelivery).toBe(false);
    // a shop offering both keeps the shopper's choice; one offering neither changes nothing
    expect(actor.getSnapshot().can({ type: 'receipt.shopOpened', shop: { doesDelivery: true, doesPickup: true } })).toBe(false);
    expect(actor.getSnapshot().can({ type: 'receipt.shopOpened', shop: { doesDelivery: false, doesPickup: false } })).toBe(false);
  });

  it('stores every fulfilment change', () => {
    const { actor, effects } = start();
    const address = { address: '123 Court St', address2: '', city: 'Brooklyn', state: 'NY', zipcode: '11201' };
    actor.send({ type: 'receipt.fulfilmentChanged', fulfilment: { forDelivery: true, address } });
    expect(effects.persisted).toHaveBeenCalledWith({ forDelivery: true, address });
  });
});

describe('receipt rules', () => {
  it('reads missing item indexes from error fields', () => {
    expect(
      toReceiptError({
        status: 422,
        errors: [
          { code: 'menu_item_missing', field: 'order_items.3' },
          { code: 'x', field: 'a.1' },
        ],
      }).missingIndexes,
    ).toEqual([3]);
    expect(toReceiptError(new Error('boom')).missingIndexes).toEqual([]);
  });

  it('names each removed item with the spec message', () => {
    expect(unavailableNotice(['Garlic Knots'])).toBe('Garlic Knots: This item is no longer available');
  });
});
