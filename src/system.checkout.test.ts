import { describe, expect, it } from 'vitest';
import { CHECKOUT_STORAGE_KEY, CHECKOUT_STORAGE_TTL_MS } from './storage/checkoutStorage';
import { createSystem, stopSystem } from './system';

const NOW = 1_800_000_000_000;
const address = { address: '123 Court St', address2: '', city: 'Brooklyn', state: 'NY', zipcode: '11201' };
const contact = { firstName: 'Ada', lastName: 'Lovelace', email: 'ada@example.com', phone: '212-555-0142' };

function start(stored: object | null, now = NOW) {
  const items = new Map<string, string>(stored ? [[CHECKOUT_STORAGE_KEY, JSON.stringify(stored)]] : []);
  const storage = { getItem: (key: string) => items.get(key) ?? null, setItem: (key: string, value: string) => void items.set(key, value) };
  const system = createSystem({
    storage,
    navigation: { openModal: () => {}, closeModal: () => {} },
    now: () => now,
    storageEvents: undefined,
  });
  return { system, items };
}

describe('createSystem and the stored checkout details', () => {
  it('the fulfilment of the last 180 minutes is the app fulfilment again after a reload', () => {
    const { system } = start({ contact, forDelivery: true, address, tender: 'cash', updatedAt: NOW - CHECKOUT_STORAGE_TTL_MS });
    expect(system.receipt.getSnapshot().context.fulfilment).toEqual({ forDelivery: true, address });
    expect(system.checkoutStore.read()?.contact).toEqual(contact);
    stopSystem(system);
  });

  it('older details are dropped: pickup, nothing to prefill', () => {
    const { system } = start({ contact, forDelivery: true, address, tender: 'cash', updatedAt: NOW - CHECKOUT_STORAGE_TTL_MS - 1 });
    expect(system.receipt.getSnapshot().context.fulfilment).toEqual({ forDelivery: false, address: null });
    expect(system.checkoutStore.read()).toBeNull();
    stopSystem(system);
  });

  it('a fulfilment chosen anywhere (menu preference, reopened cart) is stored with the contact kept', () => {
    const { system, items } = start({ contact, forDelivery: false, address: { ...address, address: '' }, tender: 'cash', updatedAt: NOW });
    system.receipt.send({ type: 'receipt.fulfilmentChanged', fulfilment: { forDelivery: true, address } });
    expect(JSON.parse(items.get(CHECKOUT_STORAGE_KEY)!)).toEqual({
      contact,
      forDelivery: true,
      address,
      tender: 'cash',
      tip: { percentage: 0, custom: '' },
      orderOptions: [],
      specialInstructions: '',
      updatedAt: NOW,
    });
    stopSystem(system);
  });
});
