import type { AnyMachineSnapshot } from 'xstate';
import { receiptMachine, type CartProduct, type ReceiptCart, type ReceiptContext } from '../../machines';
import type { ModelDefinition } from '../support/model-paths';
import { cartItems, MODEL_NOW } from './cart.model';

/*
 * The receipt machine, fed by the app's cart. Cart changes are made in the menu's cart drawer (add
 * the item, step its quantity); fulfilment changes on the checkout page (Delivery / Pickup). Pricing
 * requests are held until a step lets the real server answer or cuts the connection; the debounce is
 * the page clock moved by 300 ms.
 */
const MAX_QUANTITY = 2;
const shop = cartItems.brooklyn.shop;
const item = (quantity: number, uuid = 'line-1'): CartProduct => ({ ...cartItems.brooklyn.product, uuid, quantity });
export const receiptCart = (...products: CartProduct[]): ReceiptCart => ({
  shopId: products.length ? shop.id : null,
  products,
  couponIds: [],
  promoCodeId: null,
});

/** A product the shop does not sell: the server answers 422 menu_item_missing for it. */
export const goneProduct = { ...cartItems.brooklyn.product, id: 9_999_999, productTypeId: 9_999_998, name: 'Truffle Calzone', price: 500 };

const contextOf = (snapshot: AnyMachineSnapshot) => snapshot.context as ReceiptContext;
const quantityOf = (snapshot: AnyMachineSnapshot) =>
  contextOf(snapshot).cart.products.find((p) => p.id === cartItems.brooklyn.product.id)?.quantity ?? 0;
const hasGone = (snapshot: AnyMachineSnapshot) => contextOf(snapshot).cart.products.some((p) => p.id === goneProduct.id);

export const connectionLost = { type: 'xstate.error.actor.priceCart', error: { status: null, message: 'ERR_NETWORK', messages: [] } };
export const itemMissing = {
  type: 'xstate.error.actor.priceCart',
  error: { status: 422, message: 'This item is no longer available', messages: ['This item is no longer available'], missingIndexes: [0] },
};

export const receiptModel: ModelDefinition<typeof receiptMachine> = {
  name: 'receipt',
  unreachable: {
    'receipt.itemMissing --receipt.fulfilmentChanged--> receipt.routing':
      'itemMissing lasts only until the cart drops the missing line, in the same task: no shopper action fits in between.',
  },
  machine: receiptMachine,
  input: {},
  now: MODEL_NOW,
  outcomes: {
    'receipt.cartChanged': (snapshot) => {
      // After a 422 the cart drops the missing item by itself: that is the only change then.
      if (snapshot.matches('itemMissing'))
        return [
          {
            type: 'receipt.cartChanged',
            cart: receiptCart(...contextOf(snapshot).cart.products.filter((p) => p.id !== goneProduct.id)),
            change: 'drop missing',
          },
        ];
      if (hasGone(snapshot)) return [];
      const quantity = quantityOf(snapshot);
      if (quantity === 0) return [{ type: 'receipt.cartChanged', cart: receiptCart(item(1)), change: 'add' }];
      return [
        ...(quantity < MAX_QUANTITY ? [{ type: 'receipt.cartChanged', cart: receiptCart(item(quantity + 1)), change: 'up' }] : []),
        ...(quantity === 1 ? [{ type: 'receipt.cartChanged', cart: receiptCart(), change: 'empty' }] : []),
      ];
    },
    // Delivery / Pickup on the checkout page (a cart with items), or with an empty cart in the menu's
    // 'How do you want your order?' dialog.
    'receipt.fulfilmentChanged': (snapshot) =>
      (quantityOf(snapshot) > 0 || snapshot.matches('empty')) && !hasGone(snapshot)
        ? [{ type: 'receipt.fulfilmentChanged', fulfilment: { forDelivery: !contextOf(snapshot).fulfilment.forDelivery, address: null } }]
        : [],
    'xstate.done.actor.priceCart': (snapshot) =>
      hasGone(snapshot) ? [] : [{ type: 'xstate.done.actor.priceCart', output: { shoppingCart: {}, prices: [] }, actorId: 'priceCart' }],
    'xstate.error.actor.priceCart': (snapshot) =>
      hasGone(snapshot) ? [{ ...itemMissing, actorId: 'priceCart' }] : [{ ...connectionLost, actorId: 'priceCart' }],
    // Brooklyn Slice House offers both modes: opening its menu changes nothing (receiptAtDeliveryOnlyShop walks it).
    'receipt.shopOpened': [],
  },
  contextKey: (snapshot) => {
    const context = contextOf(snapshot);
    return {
      quantity: quantityOf(snapshot),
      gone: hasGone(snapshot),
      delivery: context.fulfilment.forDelivery,
      error: context.error?.status ?? null,
    };
  },
  // Keeps the walk small: one fulfilment switch (to delivery) is enough to reach each of its transitions.
  filterEvents: (snapshot, event) => !(event.type === 'receipt.fulfilmentChanged' && contextOf(snapshot).fulfilment.forDelivery),
  eventLabel: (event) => {
    const payload = event as { change?: string; fulfilment?: { forDelivery: boolean }; error?: { status: number | null } };
    if (event.type === 'receipt.cartChanged') {
      return (
        { add: 'add item', up: 'quantity up', empty: 'quantity to 0', 'drop missing': 'cart drops the missing item' }[payload.change!] ??
        'cart change'
      );
    }
    if (event.type === 'receipt.fulfilmentChanged') return payload.fulfilment!.forDelivery ? 'choose delivery' : 'choose pickup';
    if (event.type === 'receipt.retry') return 'try again';
    if (event.type.startsWith('xstate.after.')) return '300 ms pass';
    if (event.type === 'xstate.done.actor.priceCart') return 'server prices';
    if (event.type === 'xstate.error.actor.priceCart')
      return payload.error!.status === 422 ? 'server: item missing (422)' : 'connection lost';
    return event.type;
  },
};

/** The same machine starting from a saved cart that holds an item the shop no longer sells; walked until priced again. */
export const receiptWithGoneItem: ModelDefinition<typeof receiptMachine> = {
  ...receiptModel,
  input: { cart: receiptCart({ ...goneProduct, uuid: 'gone-line', quantity: 1 }, item(1, 'kept-line')) },
  filterEvents: (snapshot, event) =>
    event.type !== 'receipt.fulfilmentChanged' &&
    (hasGone(snapshot) ||
      snapshot.matches('itemMissing') ||
      (contextOf(snapshot).error?.status === 422 &&
        (event.type.startsWith('xstate.after.') || event.type === 'xstate.done.actor.priceCart'))),
};

/** A saved cart whose shop the server does not know (404): the cart is dropped with a notice. */
export const unknownShopId = 424_242;
export const receiptWithUnknownShop: ModelDefinition<typeof receiptMachine> = {
  ...receiptModel,
  input: { cart: { ...receiptCart(item(1, 'orphan-line')), shopId: unknownShopId } },
  outcomes: {
    ...receiptModel.outcomes,
    'xstate.error.actor.priceCart': [
      {
        type: 'xstate.error.actor.priceCart',
        error: { status: 404, message: "We couldn't find that pizzeria.", messages: [] },
        actorId: 'priceCart',
      },
    ],
    'receipt.cartChanged': (snapshot) =>
      snapshot.matches('failed') ? [{ type: 'receipt.cartChanged', cart: receiptCart(), change: 'shop forgotten' }] : [],
  },
  filterEvents: (snapshot, event) =>
    event.type.startsWith('xstate.after.') || event.type === 'xstate.error.actor.priceCart' || event.type === 'receipt.cartChanged',
  eventLabel: (event) =>
    (event as { change?: string }).change === 'shop forgotten'
      ? 'cart dropped (unknown shop)'
      : event.type === 'xstate.error.actor.priceCart'
        ? 'server: shop not found (404)'
        : receiptModel.eventLabel!(event),
};

/** Seeded delivery-only shop (no pickup). */
export const deliveryOnlyShop = { name: 'SoHo Sicilian', menuPath: '/restaurants/ny/new_york/10012/soho-sicilian/menu' } as const;

/** The receipt (pickup by default) when the shopper opens the menu of a shop that only delivers: it switches to delivery. */
export const receiptAtDeliveryOnlyShop: ModelDefinition<typeof receiptMachine> = {
  ...receiptModel,
  outcomes: {
    ...receiptModel.outcomes,
    'receipt.shopOpened': (snapshot) =>
      contextOf(snapshot).fulfilment.forDelivery ? [] : [{ type: 'receipt.shopOpened', shop: { doesDelivery: true, doesPickup: false } }],
  },
  filterEvents: (_, event) => event.type === 'receipt.shopOpened',
  eventLabel: (event) => (event.type === 'receipt.shopOpened' ? 'open a delivery-only menu' : receiptModel.eventLabel!(event)),
};
