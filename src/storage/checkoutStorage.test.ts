import { describe, expect, it } from 'vitest';
import { CHECKOUT_STORAGE_KEY, CHECKOUT_STORAGE_TTL_MS, readStoredCheckout, writeStoredCheckout } from './checkoutStorage';

const memoryStorage = () => {
  const items = new Map<string, string>();
  return { getItem: (key: string) => items.get(key) ?? null, setItem: (key: string, value: string) => void items.set(key, value), items };
};
const contact = { firstName: 'Ada', lastName: 'Lovelace', email: 'ada@example.com', phone: '212-555-0142' };
const address = { address: '123 Court St', address2: '', city: 'Brooklyn', state: 'NY', zipcode: '11201' };
const NOW = 1_800_000_000_000;

describe('checkoutStorage', () => {
  it('keeps contact, fulfilment and tender for 180 minutes, then drops them', () => {
    const storage = memoryStorage();
    writeStoredCheckout(storage, { contact, forDelivery: true, address, tender: 'cash' }, NOW);
    expect(readStoredCheckout(storage, NOW + CHECKOUT_STORAGE_TTL_MS)).toEqual({
      contact,
      forDelivery: true,
      address,
      tender: 'cash',
      tip: { percentage: 0, custom: '' },
      orderOptions: [],
      specialInstructions: '',
      updatedAt: NOW,
    });
    expect(readStoredCheckout(storage, NOW + CHECKOUT_STORAGE_TTL_MS + 1)).toBeNull();
    expect(CHECKOUT_STORAGE_TTL_MS).toBe(180 * 60 * 1000);
  });

  it('keeps the tip, a preset or a custom amount as typed (a reload keeps it, issue 31 item 6); a tampered one is no tip', () => {
    const storage = memoryStorage();
    writeStoredCheckout(storage, { contact, forDelivery: false, address, tender: 'credit', tip: { percentage: 20, custom: '' } }, NOW);
    expect(readStoredCheckout(storage, NOW)?.tip).toEqual({ percentage: 20, custom: '' });
    writeStoredCheckout(storage, { tip: { percentage: -1, custom: '4.50' } }, NOW);
    expect(readStoredCheckout(storage, NOW)?.tip).toEqual({ percentage: -1, custom: '4.50' });
    storage.setItem(
      CHECKOUT_STORAGE_KEY,
      JSON.stringify({ contact, forDelivery: true, address, tender: 'cash', tip: { percentage: 99, custom: '' }, updatedAt: NOW }),
    );
    expect(readStoredCheckout(storage, NOW)?.tip).toEqual({ percentage: 0, custom: '' });
  });

  it('keeps the order options and instructions (a reorder writes them); unknown options are dropped', () => {
    const storage = memoryStorage();
    writeStoredCheckout(storage, { orderOptions: ['contactless_delivery', 'include_utensils'], specialInstructions: 'Ring twice' }, NOW);
    expect(readStoredCheckout(storage, NOW)).toMatchObject({
      orderOptions: ['contactless_delivery', 'include_utensils'],
      specialInstructions: 'Ring twice',
    });
    storage.setItem(
      CHECKOUT_STORAGE_KEY,
      JSON.stringify({
        contact,
        forDelivery: true,
        address,
        tender: 'cash',
        orderOptions: ['free_pizza', 'include_utensils'],
        updatedAt: NOW,
      }),
    );
    expect(readStoredCheckout(storage, NOW)).toMatchObject({ orderOptions: ['include_utensils'], specialInstructions: '' });
  });

  it('a change keeps what it does not name, and renews the expiry', () => {
    const storage = memoryStorage();
    writeStoredCheckout(storage, { contact, forDelivery: false, address, tender: 'cash' }, NOW);
    writeStoredCheckout(storage, { forDelivery: true }, NOW + 60_000);
    expect(readStoredCheckout(storage, NOW + 60_000 + CHECKOUT_STORAGE_TTL_MS)).toMatchObject({ contact, forDelivery: true, address });
  });

  it('a change after expiry starts from nothing', () => {
    const storage = memoryStorage();
    writeStoredCheckout(storage, { contact, forDelivery: false, address, tender: 'cash' }, NOW);
    writeStoredCheckout(storage, { forDelivery: true }, NOW + CHECKOUT_STORAGE_TTL_MS + 1);
    expect(readStoredCheckout(storage, NOW + CHECKOUT_STORAGE_TTL_MS + 1)?.contact).toEqual({
      firstName: '',
      lastName: '',
      email: '',
      phone: '',
    });
  });

  it('unreadable or tampered data is ignored', () => {
    const storage = memoryStorage();
    storage.setItem(CHECKOUT_STORAGE_KEY, '{nope');
    expect(readStoredCheckout(storage, NOW)).toBeNull();
    storage.setItem(CHECKOUT_STORAGE_KEY, JSON.stringify({ contact, forDelivery: 'yes', address, updatedAt: NOW }));
    expect(readStoredCheckout(storage, NOW)).toBeNull();
    storage.setItem(
      CHECKOUT_STORAGE_KEY,
      JSON.stringify({ contact, forDelivery: true, address, tender: 'bitcoin', updatedAt: NOW + 1000 }),
    );
    expect(readStoredCheckout(storage, NOW)).toBeNull();
  });
});
