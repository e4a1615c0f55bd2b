import { describe, expect, it } from 'vitest';
import { ORDER_KEYS_STORAGE_KEY, orderKeyOf, rememberOrderKey } from './orderKeys';

const memory = () => {
  const items = new Map<string, string>();
  return { getItem: (key: string) => items.get(key) ?? null, setItem: (key: string, value: string) => void items.set(key, value) };
};

describe('the keys this browser placed its orders with', () => {
  it('finds the key of an order placed here, and none for another', () => {
    const storage = memory();
    rememberOrderKey('order-a', 'key-a', storage);
    rememberOrderKey('order-b', 'key-b', storage);
    expect(orderKeyOf('order-a', storage)).toBe('key-a');
    expect(orderKeyOf('order-b', storage)).toBe('key-b');
    expect(orderKeyOf('order-c', storage)).toBeNull();
  });

  it('keeps the newest 20, and one entry per order', () => {
    const storage = memory();
    for (let i = 1; i <= 21; i += 1) rememberOrderKey(`order-${i}`, `key-${i}`, storage);
    rememberOrderKey('order-21', 'key-21', storage);
    expect(orderKeyOf('order-1', storage)).toBeNull();
    expect(orderKeyOf('order-2', storage)).toBe('key-2');
    expect(JSON.parse(storage.getItem(ORDER_KEYS_STORAGE_KEY)!)).toHaveLength(20);
  });

  it('reads damaged storage as no keys', () => {
    for (const stored of ['not json', '{"a":1}', '[[1,2]]', '[["a"]]']) {
      const storage = memory();
      storage.setItem(ORDER_KEYS_STORAGE_KEY, stored);
      expect(orderKeyOf('a', storage), stored).toBeNull();
    }
  });
});
