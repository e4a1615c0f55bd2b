/** The shops this browser asked to add, stored once the server acknowledged each request. */
export const SHOP_ADD_REQUESTS_KEY = 'crust:shopAddRequests';

type KeyValueStorage = Pick<Storage, 'getItem' | 'setItem'>;

export function readRequestedShops(storage: KeyValueStorage): number[] {
  try {
    const value: unknown = JSON.parse(storage.getItem(SHOP_ADD_REQUESTS_KEY) ?? '[]');
    return Array.isArray(value) ? value.filter((id): id is number => Number.isInteger(id)) : [];
  } catch {
    return [];
  }
}

export function recordRequestedShop(storage: KeyValueStorage, shopId: number): void {
  const requested = readRequestedShops(storage);
  if (requested.includes(shopId)) return;
  try {
    storage.setItem(SHOP_ADD_REQUESTS_KEY, JSON.stringify([...requested, shopId]));
  } catch {
    // Storage refused: the server has the request; this browser may offer the button again.
  }
}
