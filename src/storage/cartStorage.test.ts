import { describe, expect, it } from 'vitest';
import type { StoredCart } from '../../machines/cart/cart.types';
import { CART_STORAGE_KEY, readStoredCart, writeStoredCart } from './cartStorage';

function memoryStorage(initial: Record<string, string> = {}) {
  const items = new Map(Object.entries(initial));
  return {
    getItem: (key: string) => items.get(key) ?? null,
    setItem: (key: string, value: string) => void items.set(key, value),
  };
}

const cart: StoredCart = {
  cartUuid: 'c0ffee',
  shopId: 1001,
  shopWebSlug: 'ny/brooklyn/11201/brooklyn-slice-house',
  products: [],
  updatedAt: 1_700_000_000_000,
};

describe('cart storage', () => {
  it('reads back what it wrote', () => {
    const storage = memoryStorage();
    writeStoredCart(storage, cart);
    expect(readStoredCart(storage)).toEqual(cart);
  });

  it('ignores missing, corrupt or foreign values', () => {
    expect(readStoredCart(memoryStorage())).toBeNull();
    expect(readStoredCart(memoryStorage({ [CART_STORAGE_KEY]: '{not json' }))).toBeNull();
    expect(readStoredCart(memoryStorage({ [CART_STORAGE_KEY]: '{"products":"nope"}' }))).toBeNull();
  });

  it('survives a storage that refuses writes', () => {
    const full = { getItem: () => null, setItem: () => { throw new Error('QuotaExceededError'); } };
    expect(() => writeStoredCart(full, cart)).not.toThrow();
  });
});
