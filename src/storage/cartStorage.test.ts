import { describe, expect, it, vi } from 'vitest';
import type { CartProduct, StoredCart } from '@machines/cart/cart.types';
import {
  CART_REPAIRED_NOTICE,
  CART_RESET_NOTICE,
  CART_STORAGE_KEY,
  onStoredCartChange,
  parseStoredCart,
  readStoredCart,
  writeStoredCart,
} from './cartStorage';

function memoryStorage(initial: Record<string, string> = {}) {
  const items = new Map(Object.entries(initial));
  return {
    getItem: (key: string) => items.get(key) ?? null,
    setItem: (key: string, value: string) => void items.set(key, value),
  };
}

const line = (uuid: string, overrides: Partial<CartProduct> = {}): CartProduct => ({
  uuid,
  id: 1001014,
  name: 'Mozzarella Sticks',
  description: '',
  productTypeId: 1001536,
  productTypeName: 'Regular',
  selections: { '12': [120] },
  specialRequest: '',
  quantity: 2,
  price: 750,
  isBestSeller: false,
  couponId: null,
  ...overrides,
});

const cart: StoredCart = {
  cartUuid: 'c0ffee',
  shopId: 1001,
  shopWebSlug: 'ny/brooklyn/11201/brooklyn-slice-house',
  shopName: 'Brooklyn Slice House',
  products: [line('a')],
  coupon: null,
  promoCode: null,
  removedUuids: [],
  updatedAt: 1_700_000_000_000,
};
const stored = (value: unknown) => memoryStorage({ [CART_STORAGE_KEY]: JSON.stringify(value) });

describe('cart storage', () => {
  it('reads back what it wrote, without a notice', () => {
    const storage = memoryStorage();
    writeStoredCart(storage, cart);
    expect(readStoredCart(storage)).toEqual({ cart, notice: null });
  });

  it('a cart saved before the shop name was kept loads whole, with no name (issue 32 item 6)', () => {
    const { shopName: _name, ...older } = cart;
    expect(readStoredCart(stored(older))).toEqual({ cart: { ...older, shopName: null }, notice: null });
  });

  it('an unreadable shop name is dropped, not the cart', () => {
    for (const shopName of ['', 42, 'x'.repeat(201)]) {
      expect(readStoredCart(stored({ ...cart, shopName }))).toEqual({ cart: { ...cart, shopName: null }, notice: null });
    }
  });

  it('nothing stored: no cart and nothing to tell', () => {
    expect(readStoredCart(memoryStorage())).toEqual({ cart: null, notice: null });
  });

  it('unreadable JSON or a broken header starts a new cart and says so', () => {
    expect(readStoredCart(memoryStorage({ [CART_STORAGE_KEY]: '{not json' }))).toEqual({ cart: null, notice: CART_RESET_NOTICE });
    expect(readStoredCart(stored({ products: 'nope' }))).toEqual({ cart: null, notice: CART_RESET_NOTICE });
    expect(readStoredCart(stored(42))).toEqual({ cart: null, notice: CART_RESET_NOTICE });
  });

  it('an unknown or malformed shop starts a new cart', () => {
    expect(readStoredCart(stored({ ...cart, shopId: -3 })).notice).toBe(CART_RESET_NOTICE);
    expect(readStoredCart(stored({ ...cart, shopWebSlug: '../../etc' })).cart).toBeNull();
    expect(readStoredCart(stored({ ...cart, shopId: null })).cart).toBeNull();
  });

  it('drops lines with a negative quantity or no product, caps the quantity, zeroes a bad price', () => {
    const { cart: repaired, notice } = readStoredCart(
      stored({ ...cart, products: [line('a', { quantity: -2 }), line('b', { quantity: 5000, price: -100 }), { uuid: 'c' }, line('b')] }),
    );
    expect(notice).toBe(CART_REPAIRED_NOTICE);
    expect(repaired!.products).toEqual([line('b', { quantity: 50, price: 0 })]);
  });

  it('a cart with no usable line left is a new cart', () => {
    expect(readStoredCart(stored({ ...cart, products: [line('a', { quantity: 0 })] }))).toEqual({ cart: null, notice: CART_RESET_NOTICE });
  });

  it('fills fields older saves lack (coupon, promo code, removed lines)', () => {
    const { coupon: _c, promoCode: _p, removedUuids: _r, ...old } = cart;
    expect(parseStoredCart(JSON.stringify(old))).toEqual({ cart, notice: null });
  });

  it('reads back the promo code saved with the cart; an unreadable one is dropped, not the cart', () => {
    const promoCode = {
      input: 'CRUST5',
      isErrorPresent: false,
      isValid: true,
      summaryErrors: [],
      id: 1,
      promoAmount: 500,
      promoPercent: 0,
    };
    const storage = memoryStorage();
    writeStoredCart(storage, { ...cart, promoCode });
    expect(readStoredCart(storage)).toEqual({ cart: { ...cart, promoCode }, notice: null });
    expect(readStoredCart(stored({ ...cart, promoCode: { ...promoCode, promoPercent: 500 } }))).toEqual({ cart, notice: null });
    expect(readStoredCart(stored({ ...cart, promoCode: 'CRUST5' }))).toEqual({ cart, notice: null });
  });

  it('survives a storage that refuses reads or writes', () => {
    const broken = {
      getItem: () => {
        throw new Error('SecurityError');
      },
      setItem: () => {
        throw new Error('QuotaExceededError');
      },
    };
    expect(() => writeStoredCart(broken, cart)).not.toThrow();
    expect(readStoredCart(broken)).toEqual({ cart: null, notice: null });
  });

  it('reports another tab writing the cart key, and ignores other keys', () => {
    const target = new EventTarget();
    const listener = vi.fn();
    const stop = onStoredCartChange(target as unknown as Window, listener);
    target.dispatchEvent(Object.assign(new Event('storage'), { key: 'other', newValue: '{}' }));
    target.dispatchEvent(Object.assign(new Event('storage'), { key: CART_STORAGE_KEY, newValue: JSON.stringify(cart) }));
    target.dispatchEvent(Object.assign(new Event('storage'), { key: CART_STORAGE_KEY, newValue: null }));
    stop();
    target.dispatchEvent(Object.assign(new Event('storage'), { key: CART_STORAGE_KEY, newValue: JSON.stringify(cart) }));
    expect(listener.mock.calls).toEqual([[cart], [null]]);
  });
});
