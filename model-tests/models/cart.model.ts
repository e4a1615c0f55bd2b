import type { AnyMachineSnapshot, EventObject } from 'xstate';
import { cartMachine, type CartContext, type NewCartProduct } from '../../machines';
import type { ModelDefinition } from '../support/model-paths';
import { brooklynSliceHouse, midtownPieCo } from '../support/seed';

export const MODEL_NOW = Date.parse('2030-03-04T18:00:00.000Z');

/** One simple item per shop (no required options), added through the item modal. */
export const cartItems = {
  brooklyn: {
    shop: { id: brooklynSliceHouse.id, webSlug: brooklynSliceHouse.webSlug },
    menuPath: brooklynSliceHouse.menuPath,
    product: {
      id: 1001014, name: 'Mozzarella Sticks', description: '', productTypeId: 1001536, productTypeName: 'Regular',
      selections: {}, specialRequest: '', quantity: 1, price: 750, isBestSeller: false, couponId: null,
    } satisfies NewCartProduct,
  },
  midtown: {
    shop: { id: midtownPieCo.id, webSlug: midtownPieCo.webSlug },
    menuPath: midtownPieCo.menuPath,
    product: {
      id: 1101014, name: 'Mozzarella Sticks', description: '', productTypeId: 1101536, productTypeName: 'Regular',
      selections: {}, specialRequest: '', quantity: 1, price: 875, isBestSeller: false, couponId: null,
    } satisfies NewCartProduct,
  },
} as const;
export type CartShopKey = keyof typeof cartItems;

/** Keeps the graph finite: at most two lines, each at most quantity 2. */
const MAX_LINES = 2;
const MAX_QUANTITY = 2;

const contextOf = (snapshot: AnyMachineSnapshot) => snapshot.context as CartContext;
export const shopKeyOf = (shopId: number | null | undefined): CartShopKey | null =>
  shopId === cartItems.brooklyn.shop.id ? 'brooklyn' : shopId === cartItems.midtown.shop.id ? 'midtown' : null;

/** `relation` names the shop relative to the cart's: the walk after a switch mirrors the one before. */
const addFrom = (key: CartShopKey, relation: 'first' | 'same' | 'other') => ({
  type: 'cart.add',
  product: cartItems[key].product,
  shop: cartItems[key].shop,
  relation,
});

function lineEvents(snapshot: AnyMachineSnapshot, make: (uuid: string, quantity: number, at: number) => EventObject[]): EventObject[] {
  return contextOf(snapshot).products.flatMap((line, at) => make(line.uuid, line.quantity, at));
}

export const cartModel: ModelDefinition<typeof cartMachine> = {
  name: 'cart',
  machine: cartMachine,
  input: { stored: null, now: MODEL_NOW },
  now: MODEL_NOW,
  outcomes: {
    // The first item always comes from Brooklyn (the other order is the same walk mirrored); a
    // second shop's item asks to switch. Same-shop adds stop at MAX_LINES lines.
    'cart.add': (snapshot) => {
      const { shopId, products } = contextOf(snapshot);
      const current = shopKeyOf(shopId);
      if (current === null) return [addFrom('brooklyn', 'first')];
      const other = current === 'brooklyn' ? 'midtown' : 'brooklyn';
      return products.length < MAX_LINES ? [addFrom(current, 'same'), addFrom(other, 'other')] : [addFrom(other, 'other')];
    },
    // The stepper in the cart drawer: one up or one down, never below 1 (removing is its own button).
    'cart.setQuantity': (snapshot) =>
      lineEvents(snapshot, (uuid, quantity, at) => [
        ...(quantity < MAX_QUANTITY ? [{ type: 'cart.setQuantity', uuid, quantity: quantity + 1, line: at }] : []),
        ...(quantity > 1 ? [{ type: 'cart.setQuantity', uuid, quantity: quantity - 1, line: at }] : []),
      ]),
    'cart.remove': (snapshot) => lineEvents(snapshot, (uuid, _quantity, at) => [{ type: 'cart.remove', uuid, line: at }]),
    // Placing an order clears the cart (checkout sends `cart.clear`); an empty cart offers nothing to clear.
    'cart.clear': (snapshot) => (snapshot.matches('filled') ? [{ type: 'cart.clear' }] : []),
    // Nothing in the storefront edits a cart line in place yet.
    'cart.replace': [],
  },
  contextKey: (snapshot) => {
    const context = contextOf(snapshot);
    return { hasShop: context.shopId !== null, lines: context.products.map((line) => line.quantity), pending: context.pending !== null };
  },
  eventLabel: (event) => {
    const payload = event as { relation?: string; line?: number; quantity?: number };
    if (event.type === 'cart.add') return payload.relation === 'first' ? 'add item' : `add item from ${payload.relation === 'same' ? 'same' : 'another'} shop`;
    if (event.type === 'cart.setQuantity') return `line ${payload.line! + 1} quantity → ${payload.quantity}`;
    if (event.type === 'cart.remove') return `remove line ${payload.line! + 1}`;
    if (event.type === 'cart.clear') return 'place order (clears cart)';
    return event.type;
  },
};
