import { assign, sendTo, setup } from 'xstate';
import { systemActor } from '../shared/system-actors';
import { persistFulfilment, priceCart, watchCart } from './receipt.actors';
import {
  emptyReceiptCart,
  fulfilmentAt,
  hasLines,
  linesAt,
  pickupFulfilment,
  pricingKey,
  RECEIPT_DEBOUNCE_MS,
  toReceiptError,
  unavailableNotice,
  UNKNOWN_SHOP_NOTICE,
} from './receipt.rules';
import type { ReceiptCart, ReceiptContext, ReceiptEvent, ReceiptFulfilment, ReceiptInput, ShopModes } from './receipt.types';

const cartOf = ({ event }: { event: { cart: ReceiptCart } }) => ({ cart: event.cart });
const fulfilmentOf = ({ event }: { event: { fulfilment: ReceiptFulfilment } }) => ({ fulfilment: event.fulfilment });

/** Any change that alters what is priced starts the debounce again (or empties the receipt). */
const changes = {
  'receipt.cartChanged': [
    { guard: { type: 'changesCart', params: cartOf }, target: '#receipt.routing', actions: { type: 'assignCart', params: cartOf } },
  ],
  'receipt.fulfilmentChanged': [
    {
      guard: { type: 'changesFulfilment', params: fulfilmentOf },
      target: '#receipt.routing',
      actions: [
        { type: 'assignFulfilment', params: fulfilmentOf },
        { type: 'persistFulfilment', params: ({ context }: { context: ReceiptContext }) => ({ fulfilment: context.fulfilment }) },
      ],
    },
  ],
} as const;

export const receiptMachine = setup({
  types: {} as { context: ReceiptContext; events: ReceiptEvent; input: ReceiptInput; tags: 'stale' },
  actors: { priceCart, watchCart },
  actions: {
    assignCart: assign((_, p: { cart: ReceiptCart }) => ({ cart: p.cart })),
    assignFulfilment: assign((_, p: { fulfilment: ReceiptFulfilment }) => ({ fulfilment: p.fulfilment })),
    assignShoppingCart: assign((_, p: { shoppingCart: unknown }) => ({ shoppingCart: p.shoppingCart, error: null })),
    // A failed pricing leaves no receipt: the last one priced another cart or fulfilment.
    assignError: assign((_, p: { error: unknown }) => ({ error: toReceiptError(p.error), shoppingCart: null })),
    assignOfferedMode: assign(({ context }, p: { shop: ShopModes }) => ({ fulfilment: fulfilmentAt(p.shop, context.fulfilment) })),
    clearShoppingCart: assign({ shoppingCart: null, error: null }),
    // the cart and the promo code are the system's other actors (machines/app): the receipt tells them itself
    repriceLines: sendTo(systemActor('cart'), (_, p: { prices: { uuid: string; price: number }[] }) => ({
      type: 'cart.reprice',
      prices: p.prices,
    })),
    removeUnavailableLines: sendTo(systemActor('cart'), (_, p: { uuids: string[]; names: string[] }) => ({
      type: 'cart.itemsUnavailable',
      uuids: p.uuids,
      notice: unavailableNotice(p.names),
    })),
    forgetUnknownShop: sendTo(systemActor('cart'), { type: 'cart.clear', notice: UNKNOWN_SHOP_NOTICE }),
    persistFulfilment,
    dropPromoCode: sendTo(systemActor('promo'), { type: 'promo.clear' }),
  },
  guards: {
    hasLines: ({ context }) => hasLines(context.cart),
    changesCart: ({ context }, p: { cart: ReceiptCart }) =>
      pricingKey(context.cart, context.fulfilment) !== pricingKey(p.cart, context.fulfilment),
    changesFulfilment: ({ context }, p: { fulfilment: ReceiptFulfilment }) =>
      pricingKey(context.cart, context.fulfilment) !== pricingKey(context.cart, p.fulfilment),
    isItemMissing: ({ context }) =>
      (context.error?.missingIndexes.length ?? 0) > 0 && linesAt(context.cart, context.error!.missingIndexes).length > 0,
    isUnknownShop: ({ context }) => context.error?.status === 404,
    isModeNotOffered: ({ context }, p: { shop: ShopModes }) => fulfilmentAt(p.shop, context.fulfilment) !== context.fulfilment,
  },
  delays: { debounce: RECEIPT_DEBOUNCE_MS },
}).createMachine({
  id: 'receipt',
  description:
    'Follows the app cart and its promo code (watchCart) and prices them on the server (POST orders/shopping_cart) after every change, debounced. While a change waits or is priced the total is stale and never shown as final; an item the shop no longer sells is removed with a notice; any other failure drops the last receipt and says the total will be updated at checkout. Holds the fulfilment in use (stored for 180 minutes); a shop that does not offer its mode switches it to the one it does.',
  context: ({ input }) => ({
    cart: input.cart ?? emptyReceiptCart,
    fulfilment: input.fulfilment ?? pickupFulfilment,
    shoppingCart: null,
    error: null,
  }),
  invoke: { id: 'watchCart', src: 'watchCart' },
  on: {
    'receipt.shopOpened': {
      guard: { type: 'isModeNotOffered', params: ({ event }) => ({ shop: event.shop }) },
      target: '.routing',
      actions: [
        { type: 'assignOfferedMode', params: ({ event }) => ({ shop: event.shop }) },
        { type: 'persistFulfilment', params: ({ context }) => ({ fulfilment: context.fulfilment }) },
      ],
    },
  },
  initial: 'routing',
  states: {
    routing: {
      description: 'Something changed: price it after the debounce, or show no receipt for an empty cart.',
      always: [
        { guard: 'hasLines', target: 'debouncing' },
        { target: 'empty', actions: 'clearShoppingCart' },
      ],
    },
    empty: { description: 'No cart lines: nothing to price; a promo code goes with the last line.', entry: 'dropPromoCode', on: changes },
    debouncing: {
      tags: ['stale'],
      description: 'A change waits for the shopper to stop tapping.',
      after: { debounce: 'pricing' },
      on: changes,
    },
    pricing: {
      tags: ['stale'],
      invoke: {
        id: 'priceCart',
        src: 'priceCart',
        input: ({ context }) => ({ cart: context.cart, fulfilment: context.fulfilment }),
        onDone: {
          target: 'priced',
          actions: [
            { type: 'assignShoppingCart', params: ({ event }) => ({ shoppingCart: event.output.shoppingCart }) },
            { type: 'repriceLines', params: ({ event }) => ({ prices: event.output.prices }) },
          ],
        },
        onError: { target: 'checkingFailure', actions: { type: 'assignError', params: ({ event }) => ({ error: event.error }) } },
      },
      on: changes,
    },
    checkingFailure: {
      description: 'menu_item_missing removes those items (the cart changes and is priced again); an unknown shop drops the cart.',
      always: [
        {
          guard: 'isItemMissing',
          target: 'itemMissing',
          actions: {
            type: 'removeUnavailableLines',
            params: ({ context }) => {
              const lines = linesAt(context.cart, context.error!.missingIndexes);
              return { uuids: lines.map((l) => l.uuid), names: lines.map((l) => l.name) };
            },
          },
        },
        { guard: 'isUnknownShop', target: 'failed', actions: 'forgetUnknownShop' },
        { target: 'failed' },
      ],
    },
    itemMissing: {
      tags: ['stale'],
      description: 'Waiting for the cart without the missing items.',
      on: changes,
    },
    priced: { on: changes },
    failed: {
      description: "'Total will be updated at checkout.'",
      on: { ...changes, 'receipt.retry': 'debouncing' },
    },
  },
});
